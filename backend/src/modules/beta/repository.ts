import { count, eq } from 'drizzle-orm';
import { BETA_SIGNUP_WINDOW_MS, BETA_SPOTS_TOTAL } from '../../../../shared/contracts/beta';
import { CONVERSION_TYPES } from '../../../../shared/contracts/dashboards';
import type { AppDatabase } from '../../db/open';
import { appSettings, betaSignups, conversionEvents } from '../../db/schema';

/** app_settings key of the beta's deadline (unix ms, as text). */
export const BETA_CLOSES_AT_KEY = 'beta_closes_at';

export type BetaSignupRow = typeof betaSignups.$inferSelect;

export interface NewBetaSignup {
  email: string;
  name: string;
  financialGoal: string;
  referralSource?: string;
  utmSource?: string;
  utmCampaign?: string;
  userId: string | null;
  /** The first-party analytics session the signup came in (the app sends it as a header). */
  analyticsSessionId?: string | null;
}

export type SignupOutcome = 'created' | 'duplicate' | 'full' | 'closed';

export function betaRepository(db: AppDatabase) {
  /**
   * Spots are taken by real signups only: demo activity never takes one (docs/product.md "Beta").
   * The one count /beta and the owner's traffic dashboard both show.
   */
  const realSignups = eq(betaSignups.source, 'real');
  const spotsTaken = (): number => db.select({ n: count() }).from(betaSignups).where(realSignups).get()!.n;

  return {
    spotsTaken,

    /**
     * The beta's deadline: written once, the first time the server starts with this database
     * (now + 48 h), and read back ever after, so every visitor and every restart sees the same one.
     */
    closesAt(now: number): number {
      db.insert(appSettings)
        .values({ key: BETA_CLOSES_AT_KEY, value: String(now + BETA_SIGNUP_WINDOW_MS), updatedAt: now })
        .onConflictDoNothing()
        .run();
      return Number(db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, BETA_CLOSES_AT_KEY)).get()!.value);
    },

    /**
     * One signup, decided and written in one transaction, so the last spot cannot be taken twice.
     * A known email is not an error: the person is already on the list.
     */
    signUp(input: NewBetaSignup, now: number, closesAt: number): SignupOutcome {
      return db.transaction((tx) => {
        const existing = tx.select({ id: betaSignups.id }).from(betaSignups).where(eq(betaSignups.email, input.email)).get();
        if (existing) return 'duplicate';
        if (now >= closesAt) return 'closed';
        if (tx.select({ n: count() }).from(betaSignups).where(realSignups).get()!.n >= BETA_SPOTS_TOTAL) return 'full';
        tx.insert(betaSignups)
          .values({
            email: input.email,
            name: input.name,
            financialGoal: input.financialGoal,
            referralSource: input.referralSource ?? null,
            utmSource: input.utmSource ?? null,
            utmCampaign: input.utmCampaign ?? null,
            userId: input.userId,
            createdAt: now,
          })
          .run();
        // The owner dashboards count signups among the conversions, in the visit they came from.
        tx.insert(conversionEvents)
          .values({ userId: input.userId, type: CONVERSION_TYPES.betaSignup, metadata: { financialGoal: input.financialGoal }, sessionId: input.analyticsSessionId ?? null, timestamp: now })
          .run();
        return 'created';
      });
    },

    findByEmail(email: string): BetaSignupRow | undefined {
      return db.select().from(betaSignups).where(eq(betaSignups.email, email)).get();
    },
  };
}
