import { randomInt } from 'node:crypto';
import { and, count, countDistinct, desc, eq, gte, min, sql } from 'drizzle-orm';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, REFERRAL_LEADERBOARD_SIZE } from '../../../../shared/contracts/referral';
import type { AppDatabase } from '../../db/open';
import { authSessions, referralCodes, referralSignups, referralVisits, users } from '../../db/schema';

export function newReferralCode(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) code += REFERRAL_CODE_ALPHABET[random(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

export interface ReferrerCounts {
  signups: number;
  demoSignups: number;
  visits: number;
  demoVisits: number;
  activeReferred: number;
}

export function referralRepository(db: AppDatabase) {
  return {
    /** The user's code, made on first use. A clash with another user's code (1 in 31^8) just draws again. */
    codeFor(userId: string, now: number, random?: (max: number) => number): string {
      const existing = db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId)).get();
      if (existing) return existing.code;
      for (;;) {
        const inserted = db.insert(referralCodes).values({ userId, code: newReferralCode(random), createdAt: now }).onConflictDoNothing().run();
        const row = db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId)).get();
        if (row) return row.code;
        if (inserted.changes > 0) throw new Error('referral code insert did not stick');
      }
    },

    ownerOfCode(code: string): string | undefined {
      return db.select({ userId: referralCodes.userId }).from(referralCodes).where(eq(referralCodes.code, code)).get()?.userId;
    },

    /** True when this visitor was not seen for this referrer before. */
    recordVisit(referrerUserId: string, visitorId: string, now: number): boolean {
      return db.insert(referralVisits).values({ referrerUserId, visitorId, createdAt: now }).onConflictDoNothing().run().changes > 0;
    },

    /** Credits the referrer with a new account, once per account and never for oneself. */
    recordSignup(referrerUserId: string, referredUserId: string, now: number): boolean {
      if (referrerUserId === referredUserId) return false;
      return db.insert(referralSignups).values({ referrerUserId, referredUserId, createdAt: now }).onConflictDoNothing().run().changes > 0;
    },

    counts(userId: string, activeSince: number): ReferrerCounts {
      const signups = db
        .select({ n: count(), demo: sql<number>`coalesce(sum(${referralSignups.source} = 'demo'), 0)` })
        .from(referralSignups)
        .where(eq(referralSignups.referrerUserId, userId))
        .get()!;
      const visits = db
        .select({ n: count(), demo: sql<number>`coalesce(sum(${referralVisits.source} = 'demo'), 0)` })
        .from(referralVisits)
        .where(eq(referralVisits.referrerUserId, userId))
        .get()!;
      const active = db
        .select({ n: countDistinct(referralSignups.referredUserId) })
        .from(referralSignups)
        .innerJoin(authSessions, eq(authSessions.userId, referralSignups.referredUserId))
        .where(and(eq(referralSignups.referrerUserId, userId), gte(authSessions.lastSeenAt, activeSince)))
        .get()!;
      return { signups: signups.n, demoSignups: signups.demo, visits: visits.n, demoVisits: visits.demo, activeReferred: active.n };
    },

    /** Competition rank (1 + referrers with more referrals); null without any referral. */
    rank(userId: string): number | null {
      const mine = db.select({ n: count() }).from(referralSignups).where(eq(referralSignups.referrerUserId, userId)).get()!.n;
      if (mine === 0) return null;
      const perReferrer = db
        .select({ n: count().as('n') })
        .from(referralSignups)
        .groupBy(referralSignups.referrerUserId)
        .as('per_referrer');
      const ahead = db.select({ n: count() }).from(perReferrer).where(sql`${perReferrer.n} > ${mine}`).get()!.n;
      return ahead + 1;
    },

    /** The top referrers: most referrals first, then whoever reached their first referral earlier. */
    leaderboard() {
      return db
        .select({
          userId: referralSignups.referrerUserId,
          referrals: count().as('referrals'),
          demo: sql<number>`coalesce(sum(${referralSignups.source} = 'demo'), 0)`,
          firstAt: min(referralSignups.createdAt).as('first_at'),
          username: users.username,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(referralSignups)
        .innerJoin(users, eq(users.id, referralSignups.referrerUserId))
        .groupBy(referralSignups.referrerUserId)
        .orderBy(desc(sql`referrals`), sql`first_at`)
        .limit(REFERRAL_LEADERBOARD_SIZE)
        .all();
    },
  };
}
