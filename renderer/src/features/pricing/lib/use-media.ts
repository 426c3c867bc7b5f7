import { useSyncExternalStore } from 'react';
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

function subscribeScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/** True once the page is scrolled past the sticky bar's threshold. A boolean, so scrolling re-renders only when it flips. */
export function useStickyCtaVisible(): boolean {
  return useSyncExternalStore(
    subscribeScroll,
    () => stickyCtaVisible(scrollFraction(window.scrollY, window.innerHeight, document.documentElement.scrollHeight)),
    () => false,
  );
}
