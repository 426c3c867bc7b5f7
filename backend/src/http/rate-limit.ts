/**
 * A fixed-window failure counter in memory (one process serves the app). Used to throttle sign-in
 * and sign-up; the clock is injected so tests can move time.
 */
import { isIPv6 } from 'node:net';
import type { Clock } from '../clock';

export interface Throttle {
  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfterMs(key: string): number;
  /** Counts one attempt (a failure, or any sign-up) against the key. */
  hit(key: string): void;
  reset(key: string): void;
}

export function createThrottle(clock: Clock, options: { limit: number; windowMs: number }): Throttle {
  const windows = new Map<string, { start: number; count: number }>();
  const current = (key: string) => {
    const w = windows.get(key);
    if (w && clock.now() - w.start >= options.windowMs) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  return {
    retryAfterMs(key) {
      const w = current(key);
      return w && w.count >= options.limit ? w.start + options.windowMs - clock.now() : 0;
    },
    hit(key) {
      const w = current(key);
      if (w) w.count += 1;
      else windows.set(key, { start: clock.now(), count: 1 });
      // Bound memory: an attacker spraying keys cannot grow the map without limit.
      if (windows.size > 50_000) windows.delete(windows.keys().next().value!);
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/**
 * The key every per-address limit counts under (sign-in, metaverse): IPv4 as is (also when IPv4-mapped), IPv6 by its /64
 * network, which is what one subscriber usually gets (so rotating within it gains nothing).
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const bare = ip.split('%')[0]!;
  if (!isIPv6(bare)) return ip;
  const [head, tail] = bare.split('::') as [string, string | undefined];
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const left = groups(head);
  const right = groups(tail);
  const full = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
