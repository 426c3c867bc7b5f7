import { and, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { AuthUser, UserRole } from '../../../../shared/contracts/auth';
import { SUBSCRIPTION_TIERS, type SubscriptionTier } from '../../../../shared/constants';
import type { AppDatabase } from '../../db/open';
import { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

export function toAuthUser(row: UserRow, role: UserRole = row.role): AuthUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    profileImageUrl: row.profileImageUrl,
    role,
    subscriptionTier: (SUBSCRIPTION_TIERS as readonly string[]).includes(row.subscriptionTier)
      ? (row.subscriptionTier as SubscriptionTier)
      : 'free',
    onboarded: row.onboardedAt !== null,
  };
}

export function userRepository(db: AppDatabase) {
  return {
    findById(id: string): UserRow | undefined {
      return db.select().from(users).where(eq(users.id, id)).get();
    },

    /** Accounts sign in by username or email, both case-insensitively. */
    findByIdentifier(identifier: string): UserRow | undefined {
      const lower = identifier.toLowerCase();
      return db
        .select()
        .from(users)
        .where(and(isNotNull(users.passwordHash), or(eq(sql`lower(${users.username})`, lower), eq(sql`lower(${users.email})`, lower))))
        .get();
    },

    /** Any account (with a password or not) whose e-mail address is this one, in any letter case. */
    findByEmail(email: string): UserRow | undefined {
      return db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).get();
    },

    /**
     * Creates an account, a member unless `role` says otherwise (only the out-of-band owner:create
     * command asks for the owner: no sign-up can). Returns undefined when the username or the e-mail
     * address is taken, compared case-insensitively (unique indexes on their lower case back this up).
     */
    create(input: { username: string; email: string; passwordHash: string; firstName?: string; lastName?: string; role?: UserRole; now: number }): UserRow | undefined {
      return db.transaction((tx) => {
        const taken = tx
          .select({ id: users.id })
          .from(users)
          .where(or(eq(sql`lower(${users.username})`, input.username.toLowerCase()), eq(sql`lower(${users.email})`, input.email.toLowerCase())))
          .get();
        if (taken) return undefined;
        return tx
          .insert(users)
          .values({
            username: input.username,
            email: input.email,
            passwordHash: input.passwordHash,
            firstName: input.firstName || null,
            lastName: input.lastName || null,
            role: input.role ?? 'member',
            createdAt: input.now,
            updatedAt: input.now,
          })
          .returning()
          .get();
      });
    },

    /** Changes an account's role and, when given, its password hash; returns the updated row. */
    update(id: string, change: { role?: UserRole; passwordHash?: string; now: number }): UserRow | undefined {
      const { now, ...fields } = change;
      return db.update(users).set({ ...fields, updatedAt: now }).where(eq(users.id, id)).returning().get();
    },

    /**
     * Replaces an account's password hash only if it is still `expected` (the hash the caller's
     * proof was checked against); true when it was replaced. One UPDATE ... WHERE, so of two
     * concurrent changes checked against the same old hash exactly one replaces it.
     */
    replacePasswordHash(id: string, expected: string, passwordHash: string, now: number): boolean {
      return db.update(users).set({ passwordHash, updatedAt: now }).where(and(eq(users.id, id), eq(users.passwordHash, expected))).run().changes === 1;
    },

    /** Notes a successful sign-in (or sign-up) for the owner's account list. */
    recordSignIn(id: string, now: number): void {
      db.update(users).set({ lastSignInAt: now }).where(eq(users.id, id)).run();
    },

    /** The accounts that can sign in (they have a password: not the built-in demo profile), newest first. */
    listAccounts(limit: number) {
      return db
        .select({ id: users.id, username: users.username, email: users.email, role: users.role, createdAt: users.createdAt, lastSignInAt: users.lastSignInAt })
        .from(users)
        .where(isNotNull(users.passwordHash))
        .orderBy(desc(users.createdAt), users.username)
        .limit(limit)
        .all();
    },

    countAccounts(): number {
      return db.select({ n: count() }).from(users).where(isNotNull(users.passwordHash)).get()!.n;
    },

    /** Is there an owner who can sign in? */
    hasOwner(): boolean {
      return db.select({ n: count() }).from(users).where(and(eq(users.role, 'owner'), isNotNull(users.passwordHash))).get()!.n > 0;
    },
  };
}
