import { z } from 'zod';
import { DEFAULT_MAX_DOLLARS, formatCents, parseCents } from '../money';

export interface DollarAmountOptions {
  /** What the messages call the field: "amount must have at most 2 decimal places". Default "amount". */
  label?: string;
  /** Smallest amount accepted, in dollars, inclusive. Default: above 0, or 0 with allowZero, or -max when signed. */
  min?: number;
  /** Largest amount accepted, in dollars, inclusive. Default DEFAULT_MAX_DOLLARS ($1,000,000,000.00). */
  max?: number;
  /** Accept exactly 0 (income, a saving of nothing). Default false: a transfer or payment of $0 is refused. */
  allowZero?: boolean;
  /** Accept negative amounts (a signed ledger amount). Default false. */
  signed?: boolean;
}

function boundCents(dollars: number, what: string): number {
  const parsed = parseCents(dollars);
  if (!parsed.ok) throw new RangeError(`dollarAmount: ${what} ${dollars} is not an amount of dollars and cents`);
  return parsed.cents;
}

/**
 * A dollar amount in a request body: a JSON number with at most 2 decimal places, read exactly by
 * parseCents (shared/money.ts). The parsed value is INTEGER CENTS: a handler stores it as it is
 * and never multiplies by 100. Answers keep dollars (cents / 100).
 */
export function dollarAmount(options: DollarAmountOptions = {}) {
  const label = options.label ?? 'amount';
  const maxCents = boundCents(options.max ?? DEFAULT_MAX_DOLLARS, 'max');
  const minCents = options.min !== undefined ? boundCents(options.min, 'min') : options.signed ? -maxCents : 0;
  if (minCents > maxCents) throw new RangeError('dollarAmount: min is above max');
  const tooLarge = `${label} must be at most ${formatCents(maxCents)}`;
  const positiveOnly = minCents === 0 && !options.allowZero;
  const tooSmall = positiveOnly ? `${label} must be greater than 0` : `${label} must be at least ${minCents === 0 ? '0' : formatCents(minCents)}`;
  return z.number({ error: `${label} must be a number` }).transform((dollars, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    const parsed = parseCents(dollars);
    if (!parsed.ok) {
      if (parsed.error === 'too_many_decimals') return fail(`${label} must have at most 2 decimal places`);
      if (parsed.error === 'too_large') return fail(dollars < 0 ? tooSmall : tooLarge);
      return fail(`${label} must be a number`);
    }
    const { cents } = parsed;
    if (cents === 0 && !options.allowZero && minCents <= 0) return fail(positiveOnly ? tooSmall : `${label} must not be 0`);
    if (cents < minCents) return fail(tooSmall);
    if (cents > maxCents) return fail(tooLarge);
    return cents;
  });
}
