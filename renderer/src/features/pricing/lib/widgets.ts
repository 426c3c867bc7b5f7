/**
 * Timing and thresholds of the /pricing widgets (docs/product.md "Pricing"): the social-proof
 * ticker turns every 4 s, and the sticky Start Free Scan bar appears past 30% of the page.
 */

/** The ticker's step (spec "ticker 4 s"). */
export const TICKER_INTERVAL_MS = 4_000;
/** Fraction of the page scrolled before the sticky bar appears (spec "after scrolling past 30%"). */
export const STICKY_CTA_SCROLL_FRACTION = 0.3;

export function nextTickerIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + 1) % count) + count) % count;
}

export function previousTickerIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (((index - 1) % count) + count) % count;
}

/**
 * The ticker turns by itself only when there is something to turn to, nobody is reading it (hover
 * or focus), it has not been paused, and the visitor has not asked for reduced motion.
 */
export function tickerRuns(state: { count: number; hovered: boolean; focused: boolean; paused: boolean; reducedMotion: boolean }): boolean {
  return state.count > 1 && !state.hovered && !state.focused && !state.paused && !state.reducedMotion;
}

/** How far down the page the visitor is, 0 to 1 (0 when the page does not scroll). */
export function scrollFraction(scrollY: number, viewportHeight: number, documentHeight: number): number {
  const scrollable = documentHeight - viewportHeight;
  if (!(scrollable > 0)) return 0;
  return Math.min(1, Math.max(0, scrollY / scrollable));
}

export function stickyCtaVisible(fraction: number): boolean {
  return fraction > STICKY_CTA_SCROLL_FRACTION;
}
