/** Amounts are whole US dollars, formatted en-US (spec core section 9). */
const usdWholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

export function formatUsd(dollars: number): string {
  return usdWholeDollars.format(dollars);
}

/** A percentage with a fixed number of decimals, e.g. formatPercent(11, 1) -> "11.0%". */
export function formatPercent(value: number, decimals = 0): string {
  return `${value.toFixed(decimals)}%`;
}
