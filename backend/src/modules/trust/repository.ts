/** The counts behind the social proof: every account, and every user's all-time savings. */
import { count, max, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open';
import { savingsTracking, users } from '../../db/schema';

export function trustRepository(db: AppDatabase) {
  return {
    totalUsers(): number {
      return db.select({ n: count() }).from(users).get()!.n;
    },

    /** Each user's all-time total is the largest running total of their monthly rows; this is their sum. */
    totalSavedCents(): number {
      const perUser = db
        .select({ total: max(savingsTracking.totalSavedAllTimeCents).as('total') })
        .from(savingsTracking)
        .groupBy(savingsTracking.userId)
        .as('per_user');
      return db.select({ cents: sql<number>`coalesce(sum(${perUser.total}), 0)` }).from(perUser).get()!.cents;
    },
  };
}
