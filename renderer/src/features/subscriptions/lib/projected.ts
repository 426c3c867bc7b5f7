/**
 * `?projected=<amount>` comes from the landing page's savings calculator. Only a positive, finite
 * number is shown; anything else (missing, empty, "abc", "-5", "Infinity") is ignored.
 */
export function parseProjected(raw: string | null): number | null {
  if (raw === null) return null;
  const trimmed = raw.trim();
  if (!/^\d+(?:\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value > 0 ? value : null;
}
