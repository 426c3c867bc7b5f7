/**
 * The demo card form's input handling and basic validation. The demo provider decides the outcome
 * from the card number alone (Stripe's own test numbers); these checks only catch typing slips
 * before anything is sent, as a real card form would.
 */

export { DEMO_CARDS } from '../../../../../shared/contracts/payments';

export interface CardFormValues {
  cardNumber: string;
  expiry: string;
  cvc: string;
}
export type CardField = keyof CardFormValues;
export type CardFormErrors = Partial<Record<CardField, string>>;
export const CARD_FIELDS: readonly CardField[] = ['cardNumber', 'expiry', 'cvc'];

export const EMPTY_CARD_FORM: CardFormValues = { cardNumber: '', expiry: '', cvc: '' };

const CARD_MIN_DIGITS = 12;
const CARD_MAX_DIGITS = 19;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** "4242424242424242" -> "4242 4242 4242 4242", capped at 19 digits. */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, CARD_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1230" -> "12/30"; a single month digit above 1 becomes "0N/". */
export function formatExpiry(value: string): string {
  let digits = digitsOnly(value).slice(0, 4);
  if (digits.length === 1 && digits > '1') digits = `0${digits}`;
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function formatCvc(value: string): string {
  return digitsOnly(value).slice(0, 4);
}

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const CARD_ERRORS = {
  cardNumber: 'Enter a valid card number',
  expiryFormat: 'Enter the expiry date as MM/YY',
  expired: 'This card has expired',
  cvc: 'Enter the 3 or 4 digit security code',
} as const;

export function validateCardForm(values: CardFormValues, now: Date): CardFormErrors {
  const errors: CardFormErrors = {};
  const digits = digitsOnly(values.cardNumber);
  if (digits.length < CARD_MIN_DIGITS || digits.length > CARD_MAX_DIGITS || !luhnValid(digits)) {
    errors.cardNumber = CARD_ERRORS.cardNumber;
  }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(values.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) {
    errors.expiry = CARD_ERRORS.expiryFormat;
  } else {
    const year = 2000 + Number(expiry[2]);
    // A card is good through the last day of its expiry month.
    const current = now.getFullYear() * 12 + now.getMonth();
    if (year * 12 + (month - 1) < current) errors.expiry = CARD_ERRORS.expired;
  }
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = CARD_ERRORS.cvc;
  return errors;
}

export function firstInvalidField(errors: CardFormErrors): CardField | null {
  return CARD_FIELDS.find((field) => errors[field] !== undefined) ?? null;
}
