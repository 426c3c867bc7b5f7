/**
 * Money read exactly as integer cents, with no floating-point arithmetic: a JSON number is read
 * through its shortest decimal form (String(n): 1.005 -> "1.005", 0.1 + 0.2 -> "0.30000000000000004"),
 * a string must be a plain decimal ("12.3", "-4.50"), and the cents are built from the digits
 * themselves. One parser for every amount that enters the system; the request contracts use it
 * through dollarAmount() in shared/contracts/money.ts. No zod here, so any screen may import it.
 */

/** Largest amount the parser reads at all, in dollars: the cents stay far inside Number.MAX_SAFE_INTEGER. */
export const MONEY_PARSE_LIMIT_DOLLARS = 1_000_000_000_000;
/** An amount's ceiling when its field names none of its own: $1,000,000,000.00. */
export const DEFAULT_MAX_DOLLARS = 1_000_000_000;

export type CentsParseError = 'not_a_number' | 'too_many_decimals' | 'too_large';
export type CentsParse = { ok: true; cents: number } | { ok: false; error: CentsParseError };

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;
const MAX_INTEGER_DIGITS = String(MONEY_PARSE_LIMIT_DOLLARS).length;

/**
 * Dollars (a finite JSON number or a plain decimal string) as integer cents, or why not:
 * NaN, Infinity and text that is not a plain decimal are not_a_number; a third decimal place
 * that is not 0 is too_many_decimals (0.004, 1.005, 0.005 all are); beyond
 * MONEY_PARSE_LIMIT_DOLLARS (1e21, 1e308) is too_large. -0 reads as 0.
 */
export function parseCents(value: number | string): CentsParse {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, error: 'not_a_number' };
    text = String(value);
    // Exponent forms: at least 1e21 (too large) or below 1e-6 (too many decimals); 0 never prints one.
    if (/e/i.test(text)) return { ok: false, error: Math.abs(value) >= 1 ? 'too_large' : 'too_many_decimals' };
  } else {
    text = value;
  }
  const match = DECIMAL.exec(text);
  if (!match) return { ok: false, error: 'not_a_number' };
  const [, sign, integer = '', fraction = ''] = match;
  const decimals = fraction.replace(/0+$/, '');
  if (decimals.length > 2) return { ok: false, error: 'too_many_decimals' };
  const whole = integer.replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_INTEGER_DIGITS) return { ok: false, error: 'too_large' };
  // The digits of the cents, read as one integer: no multiplication, no rounding.
  const magnitude = Number(whole + decimals.padEnd(2, '0'));
  if (magnitude > MONEY_PARSE_LIMIT_DOLLARS * 100) return { ok: false, error: 'too_large' };
  return { ok: true, cents: sign === '-' && magnitude !== 0 ? -magnitude : magnitude };
}

/** Integer cents as dollars for the JSON answers (exact for every amount parseCents returns). */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Whole dollars nearest to an amount in cents, halves away from zero, in integer arithmetic. */
export function roundCentsToDollars(cents: number): number {
  const whole = Math.trunc(cents / 100);
  const rest = cents - whole * 100;
  if (rest >= 50) return whole + 1;
  if (rest <= -50) return whole - 1;
  return whole === 0 ? 0 : whole;
}

/** Cents as a message shows them: 407704 -> "$4,077.04", -1250 -> "-$12.50". */
export function formatCents(cents: number): string {
  const magnitude = Math.abs(cents);
  const whole = Math.floor(magnitude / 100).toLocaleString('en-US');
  const text = `$${whole}.${String(magnitude % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

// Formatting: every screen and message shows US dollars with en-US grouping (docs/product.md
// "Money and formats"). The Intl formatters are built once here; building one costs far more than
// using it.

const USD_WHOLE = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const USD_CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const USD_COMPACT = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });
/** Other currencies (a payment provider's invoices), two decimals, built on first use. */
const OTHER_CURRENCIES = new Map<string, Intl.NumberFormat>();

export interface MoneyFormat {
  /**
   * false (the default): whole dollars, rounded ("$1,235"); true: always two decimals ("$1,234.50");
   * 'auto': two decimals only when the amount has cents ("$49", "$23.57").
   */
  cents?: boolean | 'auto';
}

/** Dollars as a screen shows them: 1234.5 -> "$1,235" (or "$1,234.50" with cents), -80 -> "-$80". */
export function formatUsd(dollars: number, { cents = false }: MoneyFormat = {}): string {
  const withCents = cents === 'auto' ? !Number.isInteger(dollars) : cents;
  return (withCents ? USD_CENTS : USD_WHOLE).format(dollars);
}

/** Chart axes and tight spaces: "$0", "$50", "$1.5K", "-$250K", "$2M". */
export function formatUsdCompact(dollars: number): string {
  return USD_COMPACT.format(dollars);
}

/** Compact formats of currencies other than USD, built on first use (null: a code Intl does not know). */
const OTHER_COMPACT = new Map<string, Intl.NumberFormat | null>();

/**
 * Chart axes in the given ISO 4217 currency: US dollars exactly as formatUsdCompact ("$1.5K"), any
 * other with its own sign ("€1.5K", "CHF 2M"), so a EUR chart never reads as dollars. A code Intl
 * does not know shows the number and the code ("1.5K XX").
 */
export function compactMoney(amount: number, currency: string): string {
  const code = currency.trim().toUpperCase();
  const value = Number.isFinite(amount) ? amount : 0;
  if (code === 'USD' || code === '') return USD_COMPACT.format(value);
  let format = OTHER_COMPACT.get(code);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });
    } catch {
      format = null;
    }
    OTHER_COMPACT.set(code, format);
  }
  if (format) return format.format(value);
  return `${new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(value)} ${code}`;
}

/**
 * An amount in any ISO 4217 currency ('USD', 'EUR'), always with two decimals, as invoices and
 * ledgers show money: never "-$0.00"; a code Intl does not know (a bank file's oddity) shows the
 * number and the code ("12.50 XX") rather than throwing.
 */
export function formatCurrency(amount: number, currency: string): string {
  const code = currency.trim().toUpperCase();
  const value = Math.round(amount * 100) === 0 ? 0 : amount;
  if (code === 'USD') return USD_CENTS.format(value);
  let format = OTHER_CURRENCIES.get(code);
  if (!format) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    } catch {
      return `${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${code}`;
    }
    OTHER_CURRENCIES.set(code, format);
  }
  return format.format(value);
}

/**
 * One subscription's charge (or monthly cost) in a server-written sentence, in its currency and with
 * its cents, as /subscriptions shows it (24.99 -> "$24.99", never "$25"). Totals stay whole units
 * (wholeMoney).
 */
export function subscriptionMoney(amount: number, currency = 'USD'): string {
  return formatCurrency(Number.isFinite(amount) ? amount : 0, currency);
}

/**
 * Whole dollars in a server-written sentence (coach, credit, insights, advisors): 1234.5 -> "$1,235",
 * -80 -> "-$80". Halves round up (Math.round), and a broken or rounded-away amount reads "$0",
 * never "NaN" or "-$0".
 */
export function usd(dollars: number): string {
  const rounded = Number.isFinite(dollars) ? Math.round(dollars) : 0;
  // Math.round(-0.2) is -0, which would print as "-$0".
  if (rounded === 0) return '$0';
  const magnitude = Math.abs(rounded);
  // Beyond exact integers, Intl's digits; below, the same text grouped by hand: a home screen writes
  // a dozen of these per answer, and Intl's format was the most expensive step of its sentences.
  if (magnitude > Number.MAX_SAFE_INTEGER) return USD_WHOLE.format(rounded);
  const digits = String(magnitude);
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return rounded < 0 ? `-$${grouped}` : `$${grouped}`;
}

/** Whole-unit formats of currencies other than USD, built on first use. */
const OTHER_WHOLE = new Map<string, Intl.NumberFormat | null>();

/**
 * Whole units of the given ISO 4217 currency in a server-written sentence (budgets, insights):
 * US dollars exactly as usd() writes them ("$1,235"), any other currency with its own sign
 * ("€1,235", "CHF 1,235"), so a EUR or CHF figure never reads as dollars. A code Intl does not know
 * shows the number and the code ("1,235 XX"); never "NaN" or "-€0".
 */
export function wholeMoney(amount: number, currency: string): string {
  const code = currency.trim().toUpperCase();
  if (code === 'USD' || code === '') return usd(amount);
  const rounded = Number.isFinite(amount) ? Math.round(amount) : 0;
  const value = rounded === 0 ? 0 : rounded;
  let format = OTHER_WHOLE.get(code);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, minimumFractionDigits: 0, maximumFractionDigits: 0 });
    } catch {
      format = null;
    }
    OTHER_WHOLE.set(code, format);
  }
  return format ? format.format(value) : `${value.toLocaleString('en-US')} ${code}`;
}

/**
 * An amount owed in a sentence: whole units like wholeMoney(), except a balance under one unit shows
 * its cents ("$0.30"), so a small card balance never reads "$0" next to advice to pay it.
 */
export function moneyOwed(amount: number, currency: string): string {
  const value = Number.isFinite(amount) ? Math.max(0, amount) : 0;
  return value > 0 && value < 1 ? formatCurrency(value, currency) : wholeMoney(value, currency);
}
