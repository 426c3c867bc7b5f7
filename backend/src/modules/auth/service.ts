/**
 * Accounts and sessions (docs/security.md "Accounts and sessions (hosted)"): who the local owner
 * is, checking a sign-in against the throttles and the password hash, creating an account, and
 * starting and ending sessions. The cookies, forms and pages that carry all this are routes.ts's.
 */
import { ACCOUNT_LIST_LIMIT, PASSWORD_RESET_TTL_MS, type AccountListResponse, type AuthUser, type ChangePasswordRequest, type IssuedReset, type RegisterRequest } from '../../../../shared/contracts/auth';
import { DEMO_USER_ID } from '../../../../shared/constants';
import { ERROR_CODES } from '../../../../shared/contracts/errors';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import { createThrottle } from '../../http/rate-limit';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password';
import { passwordResetRepository } from './password-resets';
import { newToken, sessionRepository, type SessionRepository } from './sessions';
import { newDeviceCookie, signInThrottle, trustedDevice, type SignInAttempt } from './sign-in-throttle';
import { toAuthUser, userRepository } from './users-repository';

export { newToken, SESSION_MAX_MS, type ActiveSession, type SessionRepository } from './sessions';
export { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS } from './sign-in-throttle';

const MINUTE = 60_000;
/** Sign-ups: 5 well-formed attempts per address an hour (each one costs a password hash). */
const REGISTER_LIMIT = { limit: 5, windowMs: 60 * MINUTE };
/** Reset codes: 10 unknown or expired codes per address in 15 minutes, the sign-in window (a code is 256 random bits). */
const RESET_LIMIT = { limit: 10, windowMs: 15 * MINUTE };

/** An account that proved its password: what the caller is told, its new session, and the device cookie to give it. */
export interface SignedIn {
  user: AuthUser;
  /** The session started for it (the cookies' values): only ever for the password still current. */
  session: { token: string; csrfToken: string };
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
  /** This browser's current session cookie, if any: it ends when the new session starts (no fixation). */
  previousToken: string | undefined;
}

export type ChangePasswordResult =
  | { ok: true; otherSessionsEnded: number; deviceCookie: string }
  | { ok: false; reason: 'throttled'; retryAfterMs: number }
  | { ok: false; reason: 'failed' }
  /** Another request replaced the password while this one checked the current one: nothing changed. */
  | { ok: false; reason: 'changed' };

export type ResetResult = { ok: true } | { ok: false; reason: 'throttled'; retryAfterMs: number } | { ok: false; reason: 'invalid' };

export function createAuthService(ctx: AppContext, sessions: SessionRepository = sessionRepository(ctx.db)) {
  const users = userRepository(ctx.db);
  const signIns = signInThrottle(ctx.clock);
  const registerByAddress = createThrottle(ctx.clock, REGISTER_LIMIT);
  const resets = passwordResetRepository(ctx.db);
  const resetsByAddress = createThrottle(ctx.clock, RESET_LIMIT);

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
      // The check took a while: the password may have been reset or changed since it was read.
      // The session starts only if the hash checked is still the stored one (same transaction).
      const session = sessions.createIfPasswordIs(user.id, user.passwordHash, ctx.clock.now(), input.previousToken);
      if (!session) {
        ctx.logger.info({ event: 'sign_in_failed', userId: user.id }, 'sign-in failed: the password was replaced during the check');
        return { ok: false, reason: 'failed' };
      }
      signIns.succeeded(attempt);
      users.recordSignIn(user.id, ctx.clock.now());
      return {
        ok: true,
        user: toAuthUser(user),
        session,
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
    async register(input: RegisterRequest, address: string, previousToken: string | undefined): Promise<SignedIn | undefined> {
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
      // Created just now without an await in between, so this always starts; the same rule as a sign-in.
      const session = sessions.createIfPasswordIs(user.id, user.passwordHash, ctx.clock.now(), previousToken);
      if (!session) return undefined;
      users.recordSignIn(user.id, ctx.clock.now());
      return { user: toAuthUser(user), session, deviceCookie: newDeviceCookie(user.id, user.passwordHash) };
    },

    /** The live session of a session cookie, if any. */
    session(token: string | undefined) {
      return token ? sessions.find(token, ctx.clock.now()) : undefined;
    },

    endSession(token: string | undefined): void {
      if (token) sessions.delete(token);
    },

    /**
     * Changes the caller's password. The current password is checked under the sign-in throttle
     * of the account (a wrong one is a failed sign-in), so a stolen session cannot guess it faster
     * than the sign-in page could. The account's other sessions and any outstanding reset code
     * end; this session (keepSessionId) stays. The device cookie is renewed: the old ones were
     * keyed with the old password hash. The new hash replaces the one the current password was
     * checked against, and the other sessions end, in one transaction after the slow hashing; when
     * another request replaced the password meanwhile (a concurrent change, a reset), this one
     * changes nothing ('changed'): of concurrent changes exactly one succeeds.
     */
    async changePassword(userId: string, keepSessionId: string | undefined, input: ChangePasswordRequest, client: { address: string; deviceCookie: string | undefined }): Promise<ChangePasswordResult> {
      const user = users.findById(userId);
      if (!user?.passwordHash) throw new AppError(400, ERROR_CODES.validation, 'This account has no password to change');
      const attempt: SignInAttempt = { address: client.address, account: `user:${user.id}`, device: trustedDevice(client.deviceCookie, user.id, user.passwordHash) };
      const verdict = signIns.begin(attempt);
      if (!verdict.ok) return { ok: false, reason: 'throttled', retryAfterMs: verdict.retryAfterMs };
      if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
        ctx.logger.info({ event: 'password_change_failed', userId }, 'password change refused: wrong current password');
        return { ok: false, reason: 'failed' };
      }
      signIns.succeeded(attempt);
      const passwordHash = await hashPassword(input.newPassword);
      const checked = user.passwordHash;
      const otherSessionsEnded = ctx.db.transaction(() => {
        if (!users.replacePasswordHash(user.id, checked, passwordHash, ctx.clock.now())) return undefined;
        resets.deleteForUser(user.id);
        return sessions.deleteOthersOfUser(user.id, keepSessionId);
      });
      if (otherSessionsEnded === undefined) {
        ctx.logger.info({ event: 'password_change_failed', userId }, 'password change refused: the password was replaced meanwhile');
        return { ok: false, reason: 'changed' };
      }
      ctx.logger.info({ event: 'password_changed', userId, otherSessionsEnded }, 'password changed');
      return { ok: true, otherSessionsEnded, deviceCookie: newDeviceCookie(user.id, passwordHash) };
    },

    /** Ends every session of the account, the caller's own too; returns how many. */
    signOutEverywhere(userId: string): number {
      const ended = sessions.deleteForUser(userId);
      ctx.logger.info({ event: 'signed_out_everywhere', userId, ended }, 'signed out everywhere');
      return ended;
    },

    /** The owner's list of accounts: who they are and when they last signed in, never a secret. */
    accounts(): AccountListResponse {
      const now = ctx.clock.now();
      const pending = resets.pendingUntil(now);
      const accounts = users.listAccounts(ACCOUNT_LIST_LIMIT).map((a) => ({ ...a, resetPendingUntil: pending.get(a.id) ?? null }));
      return { accounts, total: users.countAccounts() };
    },

    /**
     * A one-time reset code for an account that can sign in, shown to the owner once (only its
     * hash is kept); it replaces the account's previous code. The account keeps its password and
     * sessions until the code is used.
     */
    issuePasswordReset(accountId: string, ownerId: string): IssuedReset {
      const user = users.findById(accountId);
      if (!user?.passwordHash) throw notFound('Account');
      const now = ctx.clock.now();
      const code = newToken();
      const expiresAt = now + PASSWORD_RESET_TTL_MS;
      resets.replace({ userId: user.id, code, issuedBy: ownerId, now, expiresAt });
      ctx.logger.info({ event: 'password_reset_issued', userId: user.id, by: ownerId }, 'password reset code issued');
      return { code, username: user.username, expiresAt };
    },

    /** Whom a reset code would reset, if it is live (the page greets them); counts a miss against the address. */
    resetTarget(code: string | undefined, address: string): { ok: true; username: string } | Exclude<ResetResult, { ok: true }> {
      const wait = resetsByAddress.retryAfterMs(address);
      if (wait > 0) return { ok: false, reason: 'throttled', retryAfterMs: wait };
      const userId = code ? resets.peek(code, ctx.clock.now()) : undefined;
      const user = userId ? users.findById(userId) : undefined;
      if (!user) {
        resetsByAddress.hit(address);
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, username: user.username };
    },

    /**
     * Uses a reset code: the new password (already checked against the sign-up rule) replaces the
     * old one, and every session of the account ends. The code is used up before the hash is
     * computed, so two requests with it cannot both succeed.
     */
    async resetPassword(code: string, newPassword: string, address: string): Promise<ResetResult> {
      const wait = resetsByAddress.retryAfterMs(address);
      if (wait > 0) return { ok: false, reason: 'throttled', retryAfterMs: wait };
      const userId = resets.claim(code, ctx.clock.now());
      if (!userId) {
        resetsByAddress.hit(address);
        return { ok: false, reason: 'invalid' };
      }
      const passwordHash = await hashPassword(newPassword);
      // The new hash and the end of every session in one transaction, after the slow hashing; a
      // sign-in still checking the old password then finds it replaced and starts no session.
      const ended = ctx.db.transaction(() => {
        users.update(userId, { passwordHash, now: ctx.clock.now() });
        return sessions.deleteForUser(userId);
      });
      ctx.logger.info({ event: 'password_reset_used', userId, sessionsEnded: ended }, 'password reset with an owner-issued code');
      return { ok: true };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
