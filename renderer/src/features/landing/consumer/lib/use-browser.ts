/**
 * The consumer landing's small browser hooks: the current time on a tick, a once-only impression
 * when an element is half on screen, and a remembered A/B variant.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import type { AbTestName } from '../../../../../../shared/contracts/growth';
import { assignVariant, type AbVariant } from './ab-assignment';

export function localStore(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Some browsers throw on the mere access when storage is blocked.
    return undefined;
  }
}

/** Date.now(), refreshed every `tickMs` while mounted. */
export function useNow(tickMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(id);
  }, [tickMs]);
  return now;
}

/**
 * Calls `onSeen` once, the first time the element reaches the upper three quarters of the viewport
 * (a ratio threshold would never fire for a section taller than the screen). Returns the ref
 * callback to put on the element.
 */
export function useImpression(onSeen: () => void): (element: Element | null) => void {
  const [element, setElement] = useState<Element | null>(null);
  const seen = useEffectEvent(onSeen);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          seen();
        }
      },
      { threshold: 0, rootMargin: '0px 0px -25% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return setElement;
}

/** This visitor's variant of a test: remembered from an earlier visit, else picked now and remembered. */
export function useAbVariant<T extends AbTestName>(testName: T): AbVariant<T> {
  const [variant] = useState(() => assignVariant(testName, localStore()));
  return variant;
}
