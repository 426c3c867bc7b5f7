/**
 * The create form's rules (docs/product.md "Business savings"), as pure functions over the text the
 * inputs hold. They mirror createBusinessAccountRequestSchema, so nothing the server would refuse
 * is ever sent.
 */
import {
  BUSINESS_MAX_AMOUNT,
  BUSINESS_TARGET_DEFAULT,
  BUSINESS_TARGET_MIN,
  BUSINESS_WEEKLY_DEFAULT,
  BUSINESS_WEEKLY_MIN,
  type CreateBusinessAccountRequest,
} from '../../../../../shared/contracts/business';
import { parseDecimal } from '@/lib/parse-number';
import { formatMoney } from './business-format';

/** The contract's name limit; the input stops there too. */
export const BUSINESS_NAME_MAX_LENGTH = 120;

export interface BusinessForm {
  businessName: string;
  targetAmount: string;
  weeklyContribution: string;
  /** '' or YYYY-MM-DD, as a date input gives it. */
  targetDate: string;
}

export type BusinessFormField = keyof BusinessForm;
export type BusinessFormErrors = Partial<Record<BusinessFormField, string>>;

export const INITIAL_BUSINESS_FORM: BusinessForm = {
  businessName: '',
  targetAmount: String(BUSINESS_TARGET_DEFAULT),
  weeklyContribution: String(BUSINESS_WEEKLY_DEFAULT),
  targetDate: '',
};

/** The request body without the owner (the page adds the user id). */
export type BusinessFormValue = Omit<CreateBusinessAccountRequest, 'userId'> & { targetAmount: number; weeklyContribution: number };

export type BusinessFormResult = { ok: true; value: BusinessFormValue } | { ok: false; errors: BusinessFormErrors };

export const FORM_FIELDS_IN_ORDER: readonly BusinessFormField[] = ['businessName', 'targetAmount', 'weeklyContribution', 'targetDate'];

function amountError(text: string, label: string, min: number, example: number): string | null {
  if (text.trim() === '') return `Enter the ${label.toLowerCase()}, at least ${formatMoney(min)}.`;
  const value = parseDecimal(text);
  if (value === null) return `${label} must be a number, for example ${example}.`;
  if (value < min) return `${label} must be at least ${formatMoney(min)}.`;
  if (value > BUSINESS_MAX_AMOUNT) return `${label} must be at most ${formatMoney(BUSINESS_MAX_AMOUNT)}.`;
  return null;
}

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not one). */
export function isIsoCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function validateBusinessForm(form: BusinessForm): BusinessFormResult {
  const errors: BusinessFormErrors = {};
  const name = form.businessName.trim();
  if (name.length < 1) errors.businessName = 'Enter a business name.';
  else if (name.length > BUSINESS_NAME_MAX_LENGTH)
    errors.businessName = `Business name must be at most ${BUSINESS_NAME_MAX_LENGTH} characters.`;

  const targetError = amountError(form.targetAmount, 'Target amount', BUSINESS_TARGET_MIN, BUSINESS_TARGET_DEFAULT);
  if (targetError) errors.targetAmount = targetError;
  const weeklyError = amountError(form.weeklyContribution, 'Weekly contribution', BUSINESS_WEEKLY_MIN, BUSINESS_WEEKLY_DEFAULT);
  if (weeklyError) errors.weeklyContribution = weeklyError;

  const date = form.targetDate.trim();
  if (date !== '' && !isIsoCalendarDate(date)) errors.targetDate = 'Enter a real date (YYYY-MM-DD), or leave it empty.';

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      businessName: name,
      targetAmount: parseDecimal(form.targetAmount)!,
      weeklyContribution: parseDecimal(form.weeklyContribution)!,
      ...(date ? { targetDate: date } : {}),
    },
  };
}

/** The first field with an error, in the order the form shows them (that one gets the focus). */
export function firstInvalidField(errors: BusinessFormErrors): BusinessFormField | undefined {
  return FORM_FIELDS_IN_ORDER.find((field) => errors[field]);
}

/** A note (not an error) for a target date that has already passed: the contract allows it. */
export function targetDateNotice(targetDate: string, todayIso: string): string | null {
  if (!isIsoCalendarDate(targetDate)) return null;
  return targetDate < todayIso ? 'This date has already passed.' : null;
}
