/**
 * Owner-issued password reset codes (docs/security.md "Password reset (hosted)"): one row per
 * account at most, so issuing a new code voids the previous one; only the code's SHA-256 is stored
 * (a leaked database hands out no usable code); a code is claimed by deleting its row, so it works once.
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open';
import { passwordResets } from '../../db/schema';

const digest = (code: string) => createHash('sha256').update(code).digest('hex');

export function passwordResetRepository(db: AppDatabase) {
  return {
    /** Stores a code for the account, replacing any earlier one (which stops working). */
    replace(input: { userId: string; code: string; issuedBy: string; now: number; expiresAt: number }): void {
      const row = { codeHash: digest(input.code), issuedBy: input.issuedBy, createdAt: input.now, expiresAt: input.expiresAt };
      db.insert(passwordResets)
        .values({ userId: input.userId, ...row })
        .onConflictDoUpdate({ target: passwordResets.userId, set: row })
        .run();
    },

    /** The account a live code belongs to, without using the code up. */
    peek(code: string, now: number): string | undefined {
      return db
        .select({ userId: passwordResets.userId })
        .from(passwordResets)
        .where(and(eq(passwordResets.codeHash, digest(code)), gt(passwordResets.expiresAt, now)))
        .get()?.userId;
    },

    /**
     * Uses a live code up: deletes its row and returns its account, in one statement, so two
     * requests with the same code cannot both succeed. An expired code is deleted too, and fails.
     */
    claim(code: string, now: number): string | undefined {
      const row = db.delete(passwordResets).where(eq(passwordResets.codeHash, digest(code))).returning().get();
      return row && row.expiresAt > now ? row.userId : undefined;
    },

    /** Voids the account's outstanding code (its password changed some other way). */
    deleteForUser(userId: string): void {
      db.delete(passwordResets).where(eq(passwordResets.userId, userId)).run();
    },

    /** Each account's live code's expiry, for the owner's list (never the code or its hash). */
    pendingUntil(now: number): Map<string, number> {
      db.delete(passwordResets).where(lt(passwordResets.expiresAt, now)).run();
      const rows = db.select({ userId: passwordResets.userId, expiresAt: passwordResets.expiresAt }).from(passwordResets).all();
      return new Map(rows.map((r) => [r.userId, r.expiresAt]));
    },
  };
}

export type PasswordResetRepository = ReturnType<typeof passwordResetRepository>;
