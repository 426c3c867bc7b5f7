/**
 * Sign-in throttling (docs/security.md "Throttling", after OWASP's Authentication Cheat Sheet), in
 * memory (one process serves the app), on the injected clock:
 * - per client and account: 5 failures in 15 minutes, then that client is refused for that account
 *   until the 15 minutes are over. The client is the browser's device cookie when it holds a valid
 *   one for this account (it signed in to it before), else the address.
 * - per address, over all accounts: 20 failures in 15 minutes.
 * - per account, over all addresses: after 5 failures (more than one address can make alone), clients
 *   without the account's device cookie wait 1 s, 2 s, 4 s ... (at most 30 s) after the account's
 *   latest failure. Rotating through addresses therefore buys no more than one guess per 30 s, while
 *   nobody can lock the real user out: their own browser is exempt, and anyone else waits at most
 *   30 s. The account's count is forgotten 15 minutes after its latest failure.
 * The account is the account the identifier names (so its username and e-mail share one budget),
 * or the lower-cased identifier when it names none. An attempt counts as a failure from the moment
 * it is let through, before the password is checked, so parallel requests cannot slip past the
 * limits; a success takes it back.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import { sameSecret } from '../../http/local-guard';

const MINUTE = 60_000;
export const SIGN_IN_LIMITS = {
  windowMs: 15 * MINUTE,
  perClientAndAccount: 5,
  perAddress: 20,
  accountFreeFailures: 5,
  accountFirstDelayMs: 1_000,
  accountMaxDelayMs: 30_000,
} as const;
/** Bounds memory: an attacker spraying keys cannot grow a map without limit. */
const MAX_KEYS = 50_000;

export interface SignInAttempt {
  /** The client's address (addressKey). */
  address: string;
  /** `user:<id>` when the identifier names an account, else `name:<lower-cased identifier>`. */
  account: string;
  /** The device cookie's id when the browser holds a valid one for this account. */
  device?: string;
}

export type SignInVerdict = { ok: true } | { ok: false; retryAfterMs: number };

interface Window {
  start: number;
  count: number;
}

export function signInThrottle(clock: Clock) {
  const clients = new Map<string, Window>();
  const addresses = new Map<string, Window>();
  const accounts = new Map<string, { failures: number; last: number }>();
  const { windowMs } = SIGN_IN_LIMITS;

  const bounded = <V>(map: Map<string, V>) => {
    if (map.size > MAX_KEYS) map.delete(map.keys().next().value!);
  };
  const window = (map: Map<string, Window>, key: string, now: number) => {
    const w = map.get(key);
    if (w && now - w.start >= windowMs) {
      map.delete(key);
      return undefined;
    }
    return w;
  };
  const account = (key: string, now: number) => {
    const a = accounts.get(key);
    if (a && now - a.last >= windowMs) {
      accounts.delete(key);
      return undefined;
    }
    return a;
  };
  const clientKey = (a: SignInAttempt) => `${a.device ? `device:${a.device}` : `address:${a.address}`}|${a.account}`;

  return {
    /** May this attempt go ahead? If so it is counted as a failure until succeeded() is called. */
    begin(attempt: SignInAttempt): SignInVerdict {
      const now = clock.now();
      const waits: number[] = [0];
      const client = window(clients, clientKey(attempt), now);
      if (client && client.count >= SIGN_IN_LIMITS.perClientAndAccount) waits.push(client.start + windowMs - now);
      if (!attempt.device) {
        const address = window(addresses, attempt.address, now);
        if (address && address.count >= SIGN_IN_LIMITS.perAddress) waits.push(address.start + windowMs - now);
        const acc = account(attempt.account, now);
        if (acc) waits.push(acc.last + accountDelayMs(acc.failures) - now);
      }
      const wait = Math.max(...waits);
      if (wait > 0) return { ok: false, retryAfterMs: wait };

      const count = (map: Map<string, Window>, key: string) => {
        const w = window(map, key, now);
        if (w) w.count += 1;
        else map.set(key, { start: now, count: 1 });
        bounded(map);
      };
      count(clients, clientKey(attempt));
      if (!attempt.device) count(addresses, attempt.address);
      const acc = account(attempt.account, now);
      if (acc) {
        acc.failures += 1;
        acc.last = now;
      } else accounts.set(attempt.account, { failures: 1, last: now });
      bounded(accounts);
      return { ok: true };
    },

    /** The password was right: this attempt was no failure, and the client starts afresh. */
    succeeded(attempt: SignInAttempt): void {
      clients.delete(clientKey(attempt));
      const address = attempt.device ? undefined : addresses.get(attempt.address);
      if (address && address.count > 0) address.count -= 1;
      const acc = accounts.get(attempt.account);
      if (acc && acc.failures > 0) acc.failures -= 1;
    },
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;

/** How long clients without the device cookie wait after the account's latest failure. */
export function accountDelayMs(failures: number): number {
  const over = failures - SIGN_IN_LIMITS.accountFreeFailures;
  if (over <= 0) return 0;
  return Math.min(SIGN_IN_LIMITS.accountFirstDelayMs * 2 ** (over - 1), SIGN_IN_LIMITS.accountMaxDelayMs);
}

/**
 * The device cookie (OWASP "device cookies"): set at every successful sign-in, it marks a browser
 * that has proved it knows the account's password. `<user id>.<nonce>.<MAC>`, the MAC keyed with the
 * account's password hash (a server-side secret), so it needs no storage, and changing the
 * password retires every device cookie of the account.
 */
export const DEVICE_COOKIE = 'wd_device';
export const DEVICE_COOKIE_MAX_AGE_MS = 180 * 24 * 3600_000;

const deviceMac = (userId: string, nonce: string, passwordHash: string) =>
  createHmac('sha256', passwordHash).update(`wealth-desk device\0${userId}\0${nonce}`).digest('base64url');

export function newDeviceCookie(userId: string, passwordHash: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${userId}.${nonce}.${deviceMac(userId, nonce, passwordHash)}`;
}

/** The device's id (its nonce) when the cookie is a valid one for this account, else undefined. */
export function trustedDevice(cookie: string | undefined, userId: string, passwordHash: string): string | undefined {
  const parts = cookie?.split('.');
  if (parts?.length !== 3 || parts[0] !== userId || !parts[1]) return undefined;
  return sameSecret(parts[2], deviceMac(userId, parts[1], passwordHash)) ? parts[1] : undefined;
}
