/** The counts behind the social proof: every account (the savings total is the subscriptions module's). */
import { count } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open';
import { users } from '../../db/schema';

export function trustRepository(db: AppDatabase) {
  return {
    totalUsers(): number {
      return db.select({ n: count() }).from(users).get()!.n;
    },
  };
}
