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
