import { usd } from '../../../../../shared/money';

/** Wording helpers for the model's sentences: US dollars (whole, as the spec shows amounts) and dates. */

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** Whole dollars, rounded to the nearest dollar. */
export function dollars(cents: number): string {
  return usd(cents / 100);
}

/** Whole dollars rounded down: a target the user can pay down to without crossing the line. */
export function dollarsFloor(cents: number): string {
  return usd(Math.floor(cents / 100));
}

export function percent(share: number): string {
  return `${Math.round(share * 100)}%`;
}

function utc(ymd: string): Date {
  return new Date(`${ymd}T00:00:00Z`);
}

/** "Mar 3, 2025" */
export function longDate(ymd: string): string {
  return DAY.format(utc(ymd));
}

/** "Mar 2025" */
export function monthYear(ymd: string): string {
  return MONTH.format(utc(ymd));
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** "2 years 3 months", "11 months", "1 year", "less than a month". */
export function duration(months: number): string {
  if (months <= 0) return 'less than a month';
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(plural(years, 'year'));
  if (rest > 0) parts.push(plural(rest, 'month'));
  return parts.join(' ');
}

/** "A, B and C" */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** "TOYOTA FINANCIAL SVCS" -> "Toyota Financial Svcs" (bank descriptors are shouted). */
export function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s\-/&.])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}
