import { formatUsd } from '@/lib/format';

/**
 * Formatting of the Analytics Dashboard's figures. The numbers themselves are the server's
 * (shared/contracts/dashboards.ts); this only decides how they read.
 */

/** "1,234" */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** A rate the server sends as a percent with two decimals: "2.35%". */
export function formatRate(percent: number): string {
  return `${percent.toFixed(2)}%`;
}

/** Dollars: whole amounts without cents ("$1,234"), others with them ("$23.57"). */
export function formatDollars(dollars: number): string {
  return formatUsd(dollars, { cents: 'auto' });
}

/** Written once for every owner screen. */
export { channelLabel } from '@/lib/owner-api/channel-label';

/** An analytics event name as words: "page_view" -> "Page view". */
export function eventLabel(event: string): string {
  const words = event.replace(/[_-]+/g, ' ').trim();
  return words.length === 0 ? 'Event' : words.charAt(0).toUpperCase() + words.slice(1);
}

/** A p-value to three decimals, "< 0.001" below that, "—" without one (the control, too little data). */
export function formatPValue(pValue: number | null): string {
  if (pValue === null) return '—';
  if (pValue < 0.001) return '< 0.001';
  return pValue.toFixed(3);
}

/** A/B conversion rate (percent, one decimal, null without exposures). */
export function formatVariantRate(rate: number | null): string {
  return rate === null ? '—' : `${rate.toFixed(1)}%`;
}

/** A test name as words: "pricing_card" -> "Pricing card". */
export function testLabel(testName: string): string {
  return eventLabel(testName);
}

/** A share of a total in percent, one decimal ("0.0%" with an empty total). */
export function shareOf(part: number, total: number): string {
  return `${(total > 0 ? (part / total) * 100 : 0).toFixed(1)}%`;
}

/** Revenue per visit in dollars, two decimals; 0 with no visits. */
export function revenuePerVisit(revenue: number, visits: number): number {
  return visits > 0 ? Math.round((revenue / visits) * 100) / 100 : 0;
}

/** The bar width of a value against the largest, in percent (0-100). */
export function barPercent(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.min(100, (value / max) * 100);
}

const timeFormat = (timeZone?: string) => new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone });
const dateTimeFormat = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone });

/** The clock time of an event ("3:04:05 PM"): the feed shows the last few minutes. */
export function formatClock(timestamp: number, timeZone?: string): string {
  return timeFormat(timeZone).format(timestamp);
}

/** Day and time of a conversion ("Mar 4, 3:04 PM"): a period may span days. */
export function formatDayTime(timestamp: number, timeZone?: string): string {
  return dateTimeFormat(timeZone).format(timestamp);
}

/** "1 purchase", "3 purchases" (with the count formatted). */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
