import { useEffect, useState, useSyncExternalStore } from 'react';
import { scrollFraction, stickyCtaVisible } from './widgets';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the visitor asked the system for less motion (follows the setting live). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/** Where the browser has no idle callback (Safari), the mount measure waits this long instead. */
const IDLE_FALLBACK_MS = 300;

/**
 * True once the page is scrolled past the sticky bar's threshold. A boolean, so scrolling re-renders
 * only when it flips. Measured on scroll and resize, and once when the browser is idle after mounting
 * (a page opened already scrolled), never while rendering nor in the frame after mounting: reading
 * the page's height there forces a style and layout pass of the whole page, one long task on a phone;
 * once the frame is drawn the read is free.
 */
export function useStickyCtaVisible(): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const measure = () => setVisible(stickyCtaVisible(scrollFraction(window.scrollY, window.innerHeight, document.documentElement.scrollHeight)));
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(measure) : undefined;
    const fallback = idle === undefined ? window.setTimeout(measure, IDLE_FALLBACK_MS) : undefined;
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      if (idle !== undefined) cancelIdleCallback(idle);
      window.clearTimeout(fallback);
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);
  return visible;
}
