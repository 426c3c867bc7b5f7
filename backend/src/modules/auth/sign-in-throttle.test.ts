import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock';
import { TEST_NOW } from '../../testing/test-server';
import { addressKey } from '../../http/rate-limit';
import { accountDelayMs, newDeviceCookie, signInThrottle, SIGN_IN_LIMITS, trustedDevice } from './sign-in-throttle';

const HASH = 'scrypt$32768$8$1$c2FsdHNhbHRzYWx0c2FsdA$a2V5a2V5a2V5';

describe('sign-in throttle', () => {
  it('backs off exponentially per account after 5 failures, up to 30 s', () => {
    expect([0, 5, 6, 7, 8, 9, 10, 11, 50].map(accountDelayMs)).toEqual([0, 0, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it('limits one address to 20 failures over all accounts, and forgets after 15 minutes', () => {
    const clock = fixedClock(TEST_NOW);
    const t = signInThrottle(clock);
    for (let i = 0; i < SIGN_IN_LIMITS.perAddress; i += 1) expect(t.begin({ address: '203.0.113.1', account: `name:user${i}` }).ok).toBe(true);
    expect(t.begin({ address: '203.0.113.1', account: 'name:another' })).toEqual({ ok: false, retryAfterMs: SIGN_IN_LIMITS.windowMs });
    expect(t.begin({ address: '203.0.113.2', account: 'name:another' }).ok).toBe(true);
    clock.advance(SIGN_IN_LIMITS.windowMs);
    expect(t.begin({ address: '203.0.113.1', account: 'name:another' }).ok).toBe(true);
  });

  it('a success takes its attempt back and gives the client a fresh start', () => {
    const t = signInThrottle(fixedClock(TEST_NOW));
    const attempt = { address: '203.0.113.1', account: 'user:ann' };
    for (let i = 0; i < SIGN_IN_LIMITS.perClientAndAccount - 1; i += 1) t.begin(attempt);
    expect(t.begin(attempt).ok).toBe(true);
    t.succeeded(attempt);
    expect(t.begin(attempt).ok).toBe(true);
  });

  it('exempts the account’s own device from the account slow-down and the address limit, not from its own limit', () => {
    const t = signInThrottle(fixedClock(TEST_NOW));
    for (let i = 0; i < 10; i += 1) t.begin({ address: `198.51.100.${i}`, account: 'user:ann' });
    expect(t.begin({ address: '198.51.100.200', account: 'user:ann' }).ok).toBe(false);
    const device = { address: '198.51.100.200', account: 'user:ann', device: 'nonce' };
    for (let i = 0; i < SIGN_IN_LIMITS.perClientAndAccount; i += 1) expect(t.begin(device).ok).toBe(true);
    expect(t.begin(device).ok).toBe(false);
  });
});

describe('device cookies', () => {
  it('are valid only for the account they were made for, with its current password hash', () => {
    const cookie = newDeviceCookie('user-1', HASH);
    const nonce = cookie.split('.')[1];
    expect(trustedDevice(cookie, 'user-1', HASH)).toBe(nonce);
    expect(trustedDevice(cookie, 'user-2', HASH)).toBeUndefined();
    expect(trustedDevice(cookie, 'user-1', `${HASH}x`)).toBeUndefined();
    expect(trustedDevice(cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), 'user-1', HASH)).toBeUndefined();
    expect(trustedDevice(undefined, 'user-1', HASH)).toBeUndefined();
    expect(trustedDevice('user-1..', 'user-1', HASH)).toBeUndefined();
  });
});

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6, and groups IPv6 by its /64', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey(undefined)).toBe('unknown');
  });
});
