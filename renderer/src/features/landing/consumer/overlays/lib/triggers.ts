/** The popups' triggers as pure decisions over what the browser reports (docs/product.md "Overlays"). */
import { SCROLL_POPUP_THRESHOLD_PERCENT } from './overlay-constants';

/**
 * How far down the page is scrolled, 0-100. A page that does not scroll reads 0: it has no "60%
 * scrolled" to reach.
 */
export function scrolledPercent(scrollTop: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (!(scrollable > 0) || !Number.isFinite(scrollTop)) return 0;
  return Math.min(100, Math.max(0, (scrollTop / scrollable) * 100));
}

/** Past the threshold, strictly ("above 60 percent scrolled"). */
export function isPastScrollThreshold(percent: number): boolean {
  return percent > SCROLL_POPUP_THRESHOLD_PERCENT;
}

/**
 * A mouseout that leaves the window through its top edge: no element is entered (relatedTarget
 * null) and the pointer is at or above the top of the viewport (where the tabs and the address bar
 * are, on the way to close the tab or type another address).
 */
export function isExitIntent(event: { clientY: number; relatedTarget: EventTarget | null }): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}
