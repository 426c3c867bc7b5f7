/**
 * The command centre's stored state and export rows: campaign items, the activation timestamps in
 * app_settings, recent tracking counts, and the rows of the CSV exports. With demo mode off only
 * real rows are read (`includeDemo` false). The dashboards' figures are queries.ts; the traffic
 * rollups rollups.ts.
 */
import { and, count, eq, gte, lte, or, type Column } from 'drizzle-orm';
import type { CampaignItem, CampaignKind } from '../../../../shared/contracts/campaigns';
import type { AppDatabase } from '../../db/open';
import { analyticsEvents, appSettings, betaSignups, campaignItems, conversionEvents, newsletterSubscribers, userSessions } from '../../db/schema';

export interface Window {
  from: number;
  to: number;
}

export function commandCentreRepository(db: AppDatabase, includeDemo: boolean) {
  /** No filter in demo mode; real rows only otherwise. */
  const real = (column: Column) => (includeDemo ? undefined : eq(column, 'real'));

  return {
    transaction<T>(work: () => T): T {
      return db.transaction(() => work());
    },

    campaignItems(): CampaignItem[] {
      return db.select().from(campaignItems).all() as CampaignItem[];
    },

    campaignItem(kind: CampaignKind, itemId: string): CampaignItem | undefined {
      return db
        .select()
        .from(campaignItems)
        .where(and(eq(campaignItems.kind, kind), eq(campaignItems.itemId, itemId)))
        .get() as CampaignItem | undefined;
    },

    saveCampaignItem(item: CampaignItem): void {
      db.insert(campaignItems)
        .values(item)
        .onConflictDoUpdate({ target: [campaignItems.kind, campaignItems.itemId], set: { status: item.status, updatedAt: item.updatedAt } })
        .run();
    },

    /** Adds the items not stored yet with `status`; stored ones keep theirs. */
    ensureCampaignItems(kind: CampaignKind, ids: readonly string[], status: string, now: number): void {
      db.transaction((tx) => {
        for (const itemId of ids) tx.insert(campaignItems).values({ kind, itemId, status, updatedAt: now }).onConflictDoNothing().run();
      });
    },

    /** How many items of a kind have each status. */
    campaignStatusCounts(kind: CampaignKind): { status: string; n: number }[] {
      return db.select({ status: campaignItems.status, n: count() }).from(campaignItems).where(eq(campaignItems.kind, kind)).groupBy(campaignItems.status).all();
    },

    /** Stores `at` under an app_settings key (the last time an activation ran). */
    remember(key: string, at: number): void {
      const value = String(at);
      db.insert(appSettings).values({ key, value }).onConflictDoUpdate({ target: appSettings.key, set: { value } }).run();
    },

    eventCount(w: Window): number {
      return db
        .select({ n: count() })
        .from(analyticsEvents)
        .where(and(gte(analyticsEvents.timestamp, w.from), lte(analyticsEvents.timestamp, w.to), real(analyticsEvents.source)))
        .get()!.n;
    },

    sessionCount(w: Window): number {
      return db
        .select({ n: count() })
        .from(userSessions)
        .where(and(gte(userSessions.startTime, w.from), lte(userSessions.startTime, w.to), real(userSessions.source)))
        .get()!.n;
    },

    betaSignups(w: Window) {
      return db
        .select()
        .from(betaSignups)
        .where(and(gte(betaSignups.createdAt, w.from), lte(betaSignups.createdAt, w.to), real(betaSignups.source)))
        .orderBy(betaSignups.createdAt)
        .all();
    },

    newsletterSubscribers(w: Window) {
      return db
        .select()
        .from(newsletterSubscribers)
        .where(and(gte(newsletterSubscribers.consentAt, w.from), lte(newsletterSubscribers.consentAt, w.to), real(newsletterSubscribers.source)))
        .orderBy(newsletterSubscribers.consentAt)
        .all();
    },

    /** Purchases and beta signups, each with the channel of the visit it happened in (null: none). */
    conversions(w: Window) {
      return db
        .select({ c: conversionEvents, channel: userSessions.channel })
        .from(conversionEvents)
        .leftJoin(userSessions, eq(userSessions.sessionId, conversionEvents.sessionId))
        .where(
          and(
            gte(conversionEvents.timestamp, w.from),
            lte(conversionEvents.timestamp, w.to),
            or(eq(conversionEvents.type, 'purchase'), eq(conversionEvents.type, 'beta_signup')),
            real(conversionEvents.source),
          ),
        )
        .orderBy(conversionEvents.timestamp)
        .all();
    },
  };
}
