import { useEffect, useState } from 'react';

/** The clock the widgets read; tests of the arithmetic inject their own instead. */
export const systemNow = (): number => Date.now();

/** The current time, refreshed every `tickMs` while the component is mounted. */
export function useNow(tickMs: number, clock: () => number = systemNow): number {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const id = window.setInterval(() => setNow(clock()), tickMs);
    return () => window.clearInterval(id);
  }, [tickMs, clock]);
  return now;
}
