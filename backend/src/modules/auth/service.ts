/**
 * Accounts and sessions (docs/security.md "Accounts and sessions (hosted)"): who the local owner
 * is, checking a sign-in against the throttles and the password hash, creating an account, and
 * starting and ending sessions. The cookies, forms and pages that carry all this are routes.ts's.
 */
import type { AuthUser, RegisterRequest } from '../../../../shared/contracts/auth';
import { DEMO_USER_ID } from '../../../../shared/constants';
import { ERROR_CODES } from '../../../../shared/contracts/errors';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { createThrottle } from '../../http/rate-limit';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password';
import { sessionRepository, type SessionRepository } from './sessions';
import { newDeviceCookie, signInThrottle, trustedDevice, type SignInAttempt } from './sign-in-throttle';
import { toAuthUser, userRepository } from './users-repository';

export { newToken, SESSION_MAX_MS, type ActiveSession, type SessionRepository } from './sessions';
export { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS } from './sign-in-throttle';

const MINUTE = 60_000;
/** Sign-ups: 5 well-formed attempts per address an hour (each one costs a password hash). */
const REGISTER_LIMIT = { limit: 5, windowMs: 60 * MINUTE };

/** An account that proved its password: what the caller is told, and the device cookie to give it. */
export interface SignedIn {
  user: AuthUser;
  /** The new device cookie's value (sign-in-throttle.ts): this browser now knows the password. */
  deviceCookie: string;
}

export type SignInResult =
  | ({ ok: true } & SignedIn)
  | { ok: false; reason: 'throttled'; retryAfterMs: number }
  | { ok: false; reason: 'failed' };

export interface SignInInput {
  identifier: string;
  password: string;
  /** The client's address (addressKey). */
  address: string;
  /** The device cookie the browser sent, if any. */
  deviceCookie: string | undefined;
}

export function createAuthService(ctx: AppContext, sessions: SessionRepository = sessionRepository(ctx.db)) {
  const users = userRepository(ctx.db);
  const signIns = signInThrottle(ctx.clock);
  const registerByAddress = createThrottle(ctx.clock, REGISTER_LIMIT);

  return {
    /** Desktop and local web: the one local profile, always the owner. */
    localOwner(): AuthUser {
      const row = users.findById(DEMO_USER_ID);
      if (!row) throw new AppError(500, ERROR_CODES.internal, 'The local profile is missing');
      return toAuthUser(row, 'owner');
    },

    /** The signed-in account, or undefined when it no longer exists. */
    user(userId: string): AuthUser | undefined {
      const row = users.findById(userId);
      return row ? toAuthUser(row) : undefined;
    },

    /**
     * Checks a sign-in. One budget per account, whether it is named by username or e-mail address;
     * an unknown account still costs a password hash, so timing does not tell it apart.
     */
    async signIn(input: SignInInput): Promise<SignInResult> {
      const user = users.findByIdentifier(input.identifier);
      const attempt: SignInAttempt = {
        address: input.address,
        account: user ? `user:${user.id}` : `name:${input.identifier.toLowerCase()}`,
        device: user?.passwordHash ? trustedDevice(input.deviceCookie, user.id, user.passwordHash) : undefined,
      };
      const verdict = signIns.begin(attempt);
      if (!verdict.ok) {
        ctx.logger.info({ event: 'sign_in_throttled' }, 'sign-in throttled');
        return { ok: false, reason: 'throttled', retryAfterMs: verdict.retryAfterMs };
      }
      const ok = user?.passwordHash
        ? await verifyPassword(input.password, user.passwordHash)
        : (await verifyPassword(input.password, await decoyPasswordHash()), false);
      if (!ok || !user?.passwordHash) {
        ctx.logger.info({ event: 'sign_in_failed' }, 'sign-in failed');
        return { ok: false, reason: 'failed' };
      }
      signIns.succeeded(attempt);
      return {
        ok: true,
        user: toAuthUser(user),
        deviceCookie: newDeviceCookie(user.id, user.passwordHash),
      };
    },

    /** How long this address must wait before it may try to sign up again (0: it may now). */
    registerRetryAfterMs(address: string): number {
      return registerByAddress.retryAfterMs(address);
    },

    /**
     * Creates a member account from a well-formed sign-up (counted against the address from here).
     * Undefined when the username or the e-mail address is taken.
     */
    async register(input: RegisterRequest, address: string): Promise<SignedIn | undefined> {
      registerByAddress.hit(address);
      const user = users.create({
        username: input.username,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
        now: ctx.clock.now(),
      });
      if (!user?.passwordHash) return undefined;
      ctx.logger.info({ event: 'account_created', userId: user.id, role: user.role }, 'account created');
      return { user: toAuthUser(user), deviceCookie: newDeviceCookie(user.id, user.passwordHash) };
    },

    /** A new session for the account; the previous one of this browser (if any) ends (no fixation). */
    startSession(userId: string, previousToken: string | undefined): { token: string; csrfToken: string } {
      if (previousToken) sessions.delete(previousToken);
      return sessions.create(userId, ctx.clock.now());
    },

    /** The live session of a session cookie, if any. */
    session(token: string | undefined) {
      return token ? sessions.find(token, ctx.clock.now()) : undefined;
    },

    endSession(token: string | undefined): void {
      if (token) sessions.delete(token);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
