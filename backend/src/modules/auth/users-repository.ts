import { and, count, eq, isNotNull, or, sql } from 'drizzle-orm';
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

    /**
     * Creates an account. The first account with a password becomes the owner, as does one whose
     * email is the configured owner email. Returns undefined when the username or email is taken.
     */
    create(input: { username: string; email: string; passwordHash: string; firstName?: string; lastName?: string; ownerEmail?: string; now: number }): UserRow | undefined {
      return db.transaction((tx) => {
        const taken = tx
          .select({ id: users.id })
          .from(users)
          .where(or(eq(sql`lower(${users.username})`, input.username.toLowerCase()), eq(sql`lower(${users.email})`, input.email.toLowerCase())))
          .get();
        if (taken) return undefined;
        const accounts = tx.select({ n: count() }).from(users).where(isNotNull(users.passwordHash)).get()!.n;
        const isOwner = accounts === 0 || (input.ownerEmail !== undefined && input.ownerEmail.toLowerCase() === input.email.toLowerCase());
        return tx
          .insert(users)
          .values({
            username: input.username,
            email: input.email,
            passwordHash: input.passwordHash,
            firstName: input.firstName || null,
            lastName: input.lastName || null,
            role: isOwner ? 'owner' : 'member',
            createdAt: input.now,
            updatedAt: input.now,
          })
          .returning()
          .get();
      });
    },
  };
}
