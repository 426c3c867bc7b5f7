/**
 * The /metaverse endpoint's abuse limits, kept per user and per remote address rather than per
 * connection, so that reconnecting resets nothing: how many connections may be open (in all, per
 * signed-in user, per address), how fast one address may open new ones, and how many messages a
 * user (a visitor: an address) may send across all their connections. Time comes from the injected
 * clock, so tests can move it.
 */
import type { IncomingMessage } from 'node:http';
import type { Clock } from '../clock';

export interface MetaverseLimits {
  /** Open connections in the whole world; one more is refused with 503. */
  maxConnections: number;
  /** Open connections of one signed-in user (tabs, devices); one more is refused with 429. */
  maxConnectionsPerUser: number;
  /** Open connections from one address (a household or an office behind one NAT); one more is 429. */
  maxConnectionsPerAddress: number;
  /** New connections one address may open at once; the allowance refills over handshakeWindowMs. */
  handshakesPerWindow: number;
  handshakeWindowMs: number;
  /** Messages a second one user (a visitor: one address) may send over all their connections; burst twice that. */
  messagesPerSecond: number;
}

/** Hosted: anyone on the internet may try; see docs/decisions.md for why these numbers. */
export const HOSTED_LIMITS: MetaverseLimits = {
  maxConnections: 1000,
  maxConnectionsPerUser: 5,
  maxConnectionsPerAddress: 32,
  handshakesPerWindow: 20,
  handshakeWindowMs: 10_000,
  messagesPerSecond: 10,
};

/**
 * Desktop and local web: only the owner, who holds the per-launch secret, can connect, and only
 * from loopback, as the one local user. Per-user and per-address caps would only cap the owner's own
 * windows (and the 1,000-client benchmark), so just the global cap and the message budget apply.
 */
export const SINGLE_USER_LIMITS: MetaverseLimits = {
  ...HOSTED_LIMITS,
  maxConnectionsPerUser: Number.POSITIVE_INFINITY,
  maxConnectionsPerAddress: Number.POSITIVE_INFINITY,
  handshakesPerWindow: Number.POSITIVE_INFINITY,
};

/** More keys than this and the oldest are forgotten, so spraying addresses cannot grow memory without bound. */
const MAX_KEYS = 50_000;

export interface TokenBuckets {
  /** Takes one token from the key's bucket: 0 when it had one, else the milliseconds until it will. */
  take(key: string): number;
  /** Forgets keys whose bucket has refilled: a full bucket is the same as a fresh one, so nothing is lost. */
  sweep(): void;
  readonly size: number;
}

/** One token bucket per key: `capacity` at once, refilled at `perSecond`. */
export function tokenBuckets(clock: Clock, capacity: number, perSecond: number): TokenBuckets {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const level = (b: { tokens: number; at: number }, now: number) =>
    Math.min(capacity, b.tokens + (Math.max(0, now - b.at) / 1000) * perSecond);
  return {
    take(key) {
      if (capacity === Number.POSITIVE_INFINITY) return 0;
      const now = clock.now();
      const bucket = buckets.get(key);
      const tokens = bucket ? level(bucket, now) : capacity;
      buckets.delete(key);
      if (buckets.size >= MAX_KEYS) buckets.delete(buckets.keys().next().value!);
      if (tokens < 1) {
        buckets.set(key, { tokens, at: now });
        return Math.ceil(((1 - tokens) / perSecond) * 1000);
      }
      buckets.set(key, { tokens: tokens - 1, at: now });
      return 0;
    },
    sweep() {
      const now = clock.now();
      for (const [key, bucket] of buckets) if (level(bucket, now) >= capacity) buckets.delete(key);
    },
    get size() {
      return buckets.size;
    },
  };
}

/** Open connections per key. */
export function connectionCounts() {
  const counts = new Map<string, number>();
  return {
    count: (key: string) => counts.get(key) ?? 0,
    add(key: string) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    remove(key: string) {
      const n = (counts.get(key) ?? 0) - 1;
      if (n > 0) counts.set(key, n);
      else counts.delete(key);
    },
  };
}

/**
 * The address a handshake comes from. Behind the one trusted reverse proxy (hosted with
 * trustProxy, as Express's 'trust proxy' = 1) it is the last X-Forwarded-For entry, which that proxy
 * appended; otherwise the socket's peer.
 */
export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return peer;
  const header = req.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((s) => s.trim()).filter(Boolean);
  return entries.at(-1) ?? peer;
}
