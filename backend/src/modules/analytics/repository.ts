/** analytics_events, the visit's user_sessions row, conversion_events, and the per-installation hashing secret. */
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open';
import { analyticsEvents, appSettings, conversionEvents, userSessions } from '../../db/schema';

const SALT_KEY = 'ip_hash_salt';

export type NewAnalyticsEvent = Omit<typeof analyticsEvents.$inferInsert, 'id' | 'source'>;
export type NewConversionEvent = Omit<typeof conversionEvents.$inferInsert, 'id' | 'source'>;

/** Where a visit came from: set when its session opens. */
export interface VisitOrigin {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrer: string | null;
  userAgent: string | null;
  ipAddress: string | null;
}

export function analyticsRepository(db: AppDatabase) {
  return {
    /** Runs `work` in one transaction (rollups written inside it move with the rows). */
    transaction<T>(work: () => T): T {
      return db.transaction(() => work());
    },

    /** The installation's secret: written once (from `fresh`), read back ever after. */
    ipHashSecret(fresh: string): string {
      db.insert(appSettings).values({ key: SALT_KEY, value: fresh }).onConflictDoNothing().run();
      return db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SALT_KEY)).get()!.value;
    },

    insertEvent(row: NewAnalyticsEvent): void {
      db.insert(analyticsEvents)
        .values({ ...row, source: 'real' })
        .run();
    },

    /**
     * The first event opens the session with where the visit came from; later ones extend it.
     * Returns true when this event opened it.
     */
    openOrExtendSession(sessionId: string, userId: string | null, now: number, isPageView: 0 | 1, origin: VisitOrigin): boolean {
      const isNewVisit = db.select({ id: userSessions.id }).from(userSessions).where(eq(userSessions.sessionId, sessionId)).get() === undefined;
      db.insert(userSessions)
        .values({ sessionId, userId, startTime: now, endTime: now, durationMs: 0, pageViews: isPageView, ...origin, source: 'real' })
        .onConflictDoUpdate({
          target: userSessions.sessionId,
          set: {
            endTime: now,
            durationMs: sql`${now} - ${userSessions.startTime}`,
            pageViews: sql`${userSessions.pageViews} + ${isPageView}`,
            userId: sql`coalesce(${userSessions.userId}, ${userId})`,
          },
        })
        .run();
      return isNewVisit;
    },

    insertConversion(row: NewConversionEvent): void {
      db.insert(conversionEvents)
        .values({ ...row, source: 'real' })
        .run();
    },
  };
}
