/**
 * The browser events behind each popup (docs/product.md "Overlays"). Each hook calls `trigger` when
 * its moment comes and stops listening once `enabled` turns false (the popup was shown); the queue
 * in consumer-overlays.tsx decides whether and when the popup really opens.
 */
import { useEffect } from 'react';
import { EXIT_INTENT_TIMEOUT_MS } from '../lib/overlay-constants';
import { browserStorage } from '../lib/popup-storage';
import { priceDropDelayMs, readVisit, recordVisit, touchVisit } from '../lib/returning-visitor';
import { isExitIntent, isPastScrollThreshold, scrolledPercent } from '../lib/triggers';

/** The mouse leaves through the top of the window, or 2 minutes pass on the page, whichever is first. */
export function useExitIntentTrigger(enabled: boolean, trigger: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onMouseOut = (event: MouseEvent) => {
      if (isExitIntent(event)) trigger();
    };
    document.addEventListener('mouseout', onMouseOut);
    const timer = window.setTimeout(trigger, EXIT_INTENT_TIMEOUT_MS);
    return () => {
      document.removeEventListener('mouseout', onMouseOut);
      window.clearTimeout(timer);
    };
  }, [enabled, trigger]);
}

/** The page is scrolled past 60% of its scrollable height. */
export function useScrollTrigger(enabled: boolean, trigger: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onScroll = () => {
      const root = document.documentElement;
      if (isPastScrollThreshold(scrolledPercent(window.scrollY, root.scrollHeight, window.innerHeight))) trigger();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, trigger]);
}

/**
 * Records this visit (and, on leaving, when the browser was last here) so the next visit can tell
 * how long the visitor was away; a returning visitor's price drop is due 5 minutes after arrival.
 */
export function usePriceDropTrigger(enabled: boolean, trigger: () => void): void {
  useEffect(() => {
    const storage = browserStorage();
    recordVisit(storage, Date.now());
    const onPageHide = () => touchVisit(storage, Date.now());
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      touchVisit(storage, Date.now());
    };
  }, []);

  // Declared after the recording effect, so it reads this visit's record.
  useEffect(() => {
    if (!enabled) return;
    const visit = readVisit(browserStorage());
    const delay = visit ? priceDropDelayMs(visit, Date.now()) : null;
    if (delay === null) return;
    const timer = window.setTimeout(trigger, delay);
    return () => window.clearTimeout(timer);
  }, [enabled, trigger]);
}
