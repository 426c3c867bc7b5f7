import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import type { UserRole } from '../../../../shared/contracts/auth';
import type { AppDatabase } from '../../db/open';
import { authSessions, users } from '../../db/schema';

/** A session lasts 14 days from its last use (sliding), and never more than 30 days in all. */
export const SESSION_IDLE_MS = 14 * 24 * 3600_000;
export const SESSION_MAX_MS = 30 * 24 * 3600_000;
/** lastSeenAt is refreshed at most this often, so reads do not turn into writes. */
const TOUCH_EVERY_MS = 60_000;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = () => randomBytes(32).toString('base64url');

export interface ActiveSession {
  id: string;
  userId: string;
  role: UserRole;
  csrfToken: string;
}

export function sessionRepository(db: AppDatabase) {
  return {
    /**
     * Starts a session (returns the raw token for the cookie; only its hash is stored) for an
     * account that just proved a password, only if that password is still
     * the account's: `passwordHash` is the hash the proof was checked against, compared with the
     * stored one in the same transaction as the insert. A reset or change that landed during the
     * slow check therefore leaves no session behind (undefined). `previousToken`'s session (this
     * browser's earlier one) ends in the same transaction.
     */
    createIfPasswordIs(userId: string, passwordHash: string, now: number, previousToken?: string): { token: string; csrfToken: string } | undefined {
      return db.transaction((tx) => {
        const stored = tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).get();
        if (!stored || stored.passwordHash !== passwordHash) return undefined;
        if (previousToken) tx.delete(authSessions).where(eq(authSessions.id, digest(previousToken))).run();
        const token = newToken();
        const csrfToken = newToken();
        tx.insert(authSessions)
          .values({ id: digest(token), userId, csrfToken, createdAt: now, lastSeenAt: now, expiresAt: now + SESSION_IDLE_MS })
          .run();
        return { token, csrfToken };
      });
    },

    find(token: string, now: number): ActiveSession | undefined {
      const row = db
        .select({ id: authSessions.id, userId: authSessions.userId, csrfToken: authSessions.csrfToken, createdAt: authSessions.createdAt, lastSeenAt: authSessions.lastSeenAt, role: users.role })
        .from(authSessions)
        .innerJoin(users, eq(users.id, authSessions.userId))
        .where(and(eq(authSessions.id, digest(token)), gt(authSessions.expiresAt, now)))
        .get();
      if (!row || now - row.createdAt > SESSION_MAX_MS) return undefined;
      if (now - row.lastSeenAt > TOUCH_EVERY_MS) {
        db.update(authSessions)
          .set({ lastSeenAt: now, expiresAt: Math.min(now + SESSION_IDLE_MS, row.createdAt + SESSION_MAX_MS) })
          .where(eq(authSessions.id, row.id))
          .run();
      }
      return { id: row.id, userId: row.userId, role: row.role, csrfToken: row.csrfToken };
    },

    delete(token: string): void {
      db.delete(authSessions).where(eq(authSessions.id, digest(token))).run();
    },

    /** Ends every session of one account (e.g. when owner:create resets its password); returns how many. */
    deleteForUser(userId: string): number {
      return db.delete(authSessions).where(eq(authSessions.userId, userId)).run().changes;
    },

    /** Ends every other session of one account, keeping the one with this id (a stored id, not a token). */
    deleteOthersOfUser(userId: string, keepId: string | undefined): number {
      const others = keepId ? and(eq(authSessions.userId, userId), ne(authSessions.id, keepId)) : eq(authSessions.userId, userId);
      return db.delete(authSessions).where(others).run().changes;
    },

    deleteExpired(now: number): void {
      db.delete(authSessions).where(lt(authSessions.expiresAt, now)).run();
    },
  };
}

export type SessionRepository = ReturnType<typeof sessionRepository>;
