/**
 * What people type as an amount: a plain decimal number, optionally with a leading "$", thousands
 * commas and a minus sign. Anything else ("abc", "12abc", "1e3", "") is null: each form decides
 * what null means (Invalid Income, fall back to a default, ...).
 */
export function parseDecimal(text: string): number | null {
  const cleaned = text.trim().replace(/^(-?)\$/, '$1').replace(/,/g, '');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}
