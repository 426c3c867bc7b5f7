/**
 * The social proof's totalSaved is in thousands of dollars (docs/product.md "Consumer face": "in
 * thousands, shown as millions"). Millions are shown only from 1,000 thousand ($1M) up; below that
 * the figure reads in thousands ($12.3K), and below $1,000 in whole dollars, so a small real total
 * is never dressed up as "$0.0M".
 */

const trim = (value: number) => value.toFixed(1).replace(/\.0$/, '');

/** 1500 -> "$1.5M", 12.34 -> "$12.3K", 0.45 -> "$450", 0 -> "$0". */
export function formatTotalSaved(thousands: number): string {
  const safe = Number.isFinite(thousands) && thousands > 0 ? thousands : 0;
  const dollars = Math.round(safe * 1000);
  if (dollars < 1000) return `$${dollars}`;
  // Decide on the rounded figure, so 999.96 thousand reads "$1M", not "$1000K".
  if (Number(safe.toFixed(1)) < 1000) return `$${trim(safe)}K`;
  return `$${trim(safe / 1000)}M`;
}
