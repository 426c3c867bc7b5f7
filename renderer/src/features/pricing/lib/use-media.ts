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

/**
 * True once the page is scrolled past the sticky bar's threshold. A boolean, so scrolling re-renders
 * only when it flips. Measured on scroll and resize and once on the frame after mounting, never
 * while rendering: reading the page's height there would force a layout of the whole page inside
 * React's commit, one long task on a phone.
 */
export function useStickyCtaVisible(): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const measure = () => setVisible(stickyCtaVisible(scrollFraction(window.scrollY, window.innerHeight, document.documentElement.scrollHeight)));
    const frame = requestAnimationFrame(measure);
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);
  return visible;
}
