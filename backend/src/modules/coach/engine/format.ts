/**
 * Text formatting shared by the coach engines. Every figure a reply shows goes through here, so a
 * missing or broken number can never surface as "NaN", "Infinity" or "-$0".
 */

import { usd } from '../../../../../shared/money';

export { usd };

/** A share (0.063) as a whole percent ("6%"); shares under 1% but above 0 read "under 1%". */
export function percent(share: number): string {
  if (!Number.isFinite(share)) return '0%';
  const whole = Math.round(share * 100);
  if (whole === 0 && share > 0) return 'under 1%';
  return `${whole}%`;
}

/** A duration in months with one decimal when short: 1.44 -> "1.4 months", 1 -> "1 month", 14.2 -> "14 months". */
export function months(count: number): string {
  const value = Number.isFinite(count) ? Math.max(0, count) : 0;
  const text = value < 10 ? value.toFixed(1).replace(/\.0$/, '') : Math.round(value).toLocaleString('en-US');
  return `${text} ${text === '1' ? 'month' : 'months'}`;
}

/** A finite number, or the fallback: the engines treat unknown inputs as "no data", never as NaN. */
export function finiteOr(value: number, fallback = 0): number {
  return Number.isFinite(value) ? value : fallback;
}

/**
 * An amount owed: whole dollars like usd(), except a balance under $1 shows its cents ("$0.30"),
 * so a small card balance never reads "$0" next to advice to pay it.
 */
export function usdOwed(dollars: number): string {
  const value = Number.isFinite(dollars) ? Math.max(0, dollars) : 0;
  if (value > 0 && value < 1) return `$${value.toFixed(2)}`;
  return usd(value);
}
