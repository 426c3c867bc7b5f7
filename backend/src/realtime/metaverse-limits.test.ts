/** The pieces the /metaverse limits are built from: token buckets on the injected clock and address keys. */
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../clock';
import { addressKey } from '../http/rate-limit';
import { clientAddress, tokenBuckets } from './metaverse-limits';

describe('metaverse limits', () => {
  it('a token bucket gives its capacity at once, then refills at its rate on the injected clock, per key', () => {
    const clock = fixedClock(0);
    const buckets = tokenBuckets(clock, 3, 2);
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a')]).toEqual([0, 0, 0]);
    expect(buckets.take('a')).toBe(500);
    expect(buckets.take('b')).toBe(0);
    clock.advance(500);
    expect(buckets.take('a')).toBe(0);
    expect(buckets.take('a')).toBe(500);
    // Refilled buckets are forgotten (nothing lost: a full bucket is a fresh one).
    clock.advance(10_000);
    buckets.sweep();
    expect(buckets.size).toBe(0);
  });

  it('an infinite allowance never refuses', () => {
    const buckets = tokenBuckets(fixedClock(0), Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY);
    for (let i = 0; i < 1000; i += 1) expect(buckets.take('a')).toBe(0);
  });

  it('counts IPv4 addresses as they are and IPv6 addresses by their /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  it('takes the client address from the socket, or behind the trusted proxy from the last X-Forwarded-For entry', () => {
    const req = (forwarded?: string) => ({ socket: { remoteAddress: '10.0.0.1' }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }) as unknown as IncomingMessage;
    expect(clientAddress(req('198.51.100.1'), false)).toBe('10.0.0.1');
    expect(clientAddress(req('1.1.1.1, 198.51.100.1'), true)).toBe('198.51.100.1');
    expect(clientAddress(req(), true)).toBe('10.0.0.1');
  });
});
