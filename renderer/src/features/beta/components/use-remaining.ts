import { useEffect, useState } from 'react';
import { remainingMs } from '../lib/countdown';

/** Time left until closesAt, ticking once a second; the timer stops once it reaches zero. */
export function useRemaining(closesAt: number | undefined, offset: number): number | undefined {
  const [now, setNow] = useState(() => Date.now());
  const done = closesAt === undefined || remainingMs(closesAt, now, offset) === 0;
  useEffect(() => {
    if (done) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [done]);
  return closesAt === undefined ? undefined : remainingMs(closesAt, now, offset);
}
