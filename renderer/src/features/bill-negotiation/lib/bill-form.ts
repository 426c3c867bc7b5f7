/**
 * The submission form's rules (docs/product.md "Bills") as pure functions over the text the inputs
 * hold. Email and phone are checked with the shared contract's own field schemas, so the form
 * never sends what the server would refuse.
 */
import {
  BILL_EMAIL_MAX_LENGTH,
  BILL_INFO_MAX_LENGTH,
  BILL_MAX_AMOUNT,
  BILL_PROVIDER_MAX_LENGTH,
  BILL_SERVICE_TYPES,
  billSubmitRequestSchema,
  type BillServiceType,
  type BillSubmitRequest,
} from '../../../../../shared/contracts/bills';
import { parseDecimal } from '@/lib/parse-number';
import type { AnalyticsProperties } from '@/lib/analytics';
import { formatBillMoney } from './bill-format';

export interface BillForm {
  service_type: BillServiceType | '';
  provider_name: string;
  current_bill_amount: string;
  account_number: string;
  contact_phone: string;
  email: string;
  additional_info: string;
}

export type BillFormField = keyof BillForm;
export type BillFormErrors = Partial<Record<BillFormField, string>>;
export type BillFormResult = { ok: true; value: BillSubmitRequest & { current_bill_amount: number } } | { ok: false; errors: BillFormErrors };

export const INITIAL_BILL_FORM: BillForm = {
  service_type: '',
  provider_name: '',
  current_bill_amount: '',
  account_number: '',
  contact_phone: '',
  email: '',
  additional_info: '',
};

export const BILL_FORM_FIELDS_IN_ORDER: readonly BillFormField[] = [
  'service_type',
  'provider_name',
  'current_bill_amount',
  'account_number',
  'contact_phone',
  'email',
  'additional_info',
];

export function isServiceType(value: string): value is BillServiceType {
  return (BILL_SERVICE_TYPES as readonly string[]).includes(value);
}

/**
 * The monthly bill as a number of dollars (to the cent), or null when nothing was typed. Text that
 * is not a number counts as 0, as the spec says.
 */
export function parseBillAmount(text: string): number | null {
  if (text.trim() === '') return null;
  const value = parseDecimal(text) ?? 0;
  return Math.round(value * 100) / 100;
}

export function validateBillForm(form: BillForm): BillFormResult {
  const errors: BillFormErrors = {};
  if (!isServiceType(form.service_type)) errors.service_type = 'Choose the type of service.';

  const provider = form.provider_name.trim();
  if (!provider) errors.provider_name = 'Enter the provider name.';
  else if (provider.length > BILL_PROVIDER_MAX_LENGTH) errors.provider_name = `Provider name must be at most ${BILL_PROVIDER_MAX_LENGTH} characters.`;

  const amount = parseBillAmount(form.current_bill_amount);
  if (amount === null) errors.current_bill_amount = 'Enter your current monthly bill.';
  else if (amount < 0) errors.current_bill_amount = 'The monthly bill cannot be negative.';
  else if (amount > BILL_MAX_AMOUNT) errors.current_bill_amount = `The monthly bill must be at most ${formatBillMoney(BILL_MAX_AMOUNT)}.`;

  const account = form.account_number.trim();
  if (!billSubmitRequestSchema.shape.account_number.safeParse(account).success) errors.account_number = 'Account number is too long.';

  const phone = form.contact_phone.trim();
  if (!phone) errors.contact_phone = 'Enter a phone number.';
  else if (!billSubmitRequestSchema.shape.contact_phone.safeParse(phone).success)
    errors.contact_phone = 'Enter a phone number with at least 7 digits, for example +1 555 123 4567.';

  const email = form.email.trim();
  if (!email) errors.email = 'Enter an email address.';
  else if (email.length > BILL_EMAIL_MAX_LENGTH || !billSubmitRequestSchema.shape.email.safeParse(email).success)
    errors.email = 'Enter a valid email address, for example name@example.com.';

  const info = form.additional_info.trim();
  if (info.length > BILL_INFO_MAX_LENGTH) errors.additional_info = `Additional information must be at most ${BILL_INFO_MAX_LENGTH} characters.`;

  if (Object.keys(errors).length > 0 || !isServiceType(form.service_type) || amount === null) return { ok: false, errors };
  return {
    ok: true,
    value: {
      service_type: form.service_type,
      provider_name: provider,
      current_bill_amount: amount,
      account_number: account,
      contact_phone: phone,
      email,
      additional_info: info,
    },
  };
}

/** The first field with an error, in the order the form shows them (that one gets the focus). */
export function firstInvalidBillField(errors: BillFormErrors): BillFormField | undefined {
  return BILL_FORM_FIELDS_IN_ORDER.find((field) => errors[field]);
}

/** bill_negotiation_submit carries the service type and the amount (docs/product.md "Bills"). */
export function submitEventProperties(value: Pick<BillSubmitRequest, 'service_type' | 'current_bill_amount'>): AnalyticsProperties {
  return { service_type: value.service_type, amount: value.current_bill_amount };
}
