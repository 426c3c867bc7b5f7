/**
 * Money as the spec shows it in sentences: whole US dollars, en-US grouping (spec core section 9).
 * Written once for every server-side message (coach, credit, insights, advisors).
 */

/** 1234.5 -> "$1,235", -80 -> "-$80". Non-finite input reads "$0", so a sentence never shows "NaN". */
export function usd(dollars: number): string {
  const rounded = Number.isFinite(dollars) ? Math.round(dollars) : 0;
  // Math.round(-0.2) is -0, which toLocaleString prints as "-0".
  if (rounded === 0) return '$0';
  const text = `$${Math.abs(rounded).toLocaleString('en-US')}`;
  return rounded < 0 ? `-${text}` : text;
}
