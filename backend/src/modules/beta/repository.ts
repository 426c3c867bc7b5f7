import { count, eq } from 'drizzle-orm';
import { BETA_SPOTS_TOTAL } from '../../../../shared/contracts/beta';
import { CONVERSION_TYPES } from '../../../../shared/contracts/dashboards';
import type { AppDatabase } from '../../db/open';
import { appSettings, betaSignups, conversionEvents } from '../../db/schema';

/** app_settings key of the install's first start (unix ms, as text): the default start of the beta. */
export const BETA_FIRST_START_KEY = 'beta_first_start';
/**
 * What an older version stored instead: its deadline, 48 hours after the first start. Read once to
 * recover that first start, so an existing install keeps its start date.
 */
export const LEGACY_BETA_CLOSES_AT_KEY = 'beta_closes_at';
const LEGACY_WINDOW_MS = 48 * 60 * 60 * 1000;

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

export type SignupOutcome = 'created' | 'duplicate' | 'full' | 'closed' | 'not_open';

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
     * The install's first start: written once, the first time the server starts with this database,
     * and read back ever after, so every visitor and every restart sees the same window.
     */
    firstStart(now: number): number {
      const setting = (key: string) => db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key)).get()?.value;
      const legacy = setting(LEGACY_BETA_CLOSES_AT_KEY);
      const first = legacy !== undefined && Number.isFinite(Number(legacy)) ? Number(legacy) - LEGACY_WINDOW_MS : now;
      db.insert(appSettings).values({ key: BETA_FIRST_START_KEY, value: String(first), updatedAt: now }).onConflictDoNothing().run();
      return Number(setting(BETA_FIRST_START_KEY));
    },
    /**
     * One signup, decided and written in one transaction, so the last spot cannot be taken twice.
     * A known email is not an error: the person is already on the list.
     */
    signUp(input: NewBetaSignup, now: number, window: { opensAt: number; closesAt: number }): SignupOutcome {
      return db.transaction((tx) => {
        const existing = tx.select({ id: betaSignups.id }).from(betaSignups).where(eq(betaSignups.email, input.email)).get();
        if (existing) return 'duplicate';
        if (now < window.opensAt) return 'not_open';
        if (now >= window.closesAt) return 'closed';
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
