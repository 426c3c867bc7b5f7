/** Newsletter subscribers, A/B conversions, and the exposures and conversions the A/B results count. */
import { sql } from 'drizzle-orm';
import { AB_EXPOSURE_EVENT } from '../../../../shared/contracts/growth';
import type { AppDatabase } from '../../db/open';
import { abTestConversions, analyticsEvents, newsletterSubscribers } from '../../db/schema';

export interface VariantCount {
  testName: string;
  variant: string;
  n: number;
  /** Rows among n that are demo data. */
  demo: number;
}

export function growthRepository(db: AppDatabase) {
  return {
    /** Stores the subscriber; false when the same email and source were already stored. */
    subscribe(row: { email: string; signupSource: string; offer: string | null; consentAt: number; userId: string | null }): boolean {
      const inserted = db
        .insert(newsletterSubscribers)
        .values({ ...row, source: 'real' })
        .onConflictDoNothing()
        .run();
      return inserted.changes > 0;
    },

    insertAbConversion(row: { testName: string; variant: string; userId: string | null; conversionValue: number; createdAt: number }): void {
      db.insert(abTestConversions)
        .values({ ...row, source: 'real' })
        .run();
    },

    /** Per test and variant: distinct sessions that reported AB_EXPOSURE_EVENT. */
    exposures(): VariantCount[] {
      const testName = sql<string>`json_extract(${analyticsEvents.properties}, '$.testName')`;
      const variant = sql<string>`json_extract(${analyticsEvents.properties}, '$.variant')`;
      return db
        .select({
          testName,
          variant,
          // An exposure without a session (storage blocked) still counts, once per event.
          n: sql<number>`count(distinct coalesce(${analyticsEvents.sessionId}, ${analyticsEvents.id}))`,
          demo: sql<number>`coalesce(sum(${analyticsEvents.source} = 'demo'), 0)`,
        })
        .from(analyticsEvents)
        .where(sql`${analyticsEvents.event} = ${AB_EXPOSURE_EVENT} and ${testName} is not null and ${variant} is not null`)
        .groupBy(testName, variant)
        .all();
    },

    /** Per test and variant: conversions and their summed value. */
    conversions(): (VariantCount & { value: number })[] {
      return db
        .select({
          testName: abTestConversions.testName,
          variant: abTestConversions.variant,
          n: sql<number>`count(*)`,
          value: sql<number>`coalesce(sum(${abTestConversions.conversionValue}), 0)`,
          demo: sql<number>`coalesce(sum(${abTestConversions.source} = 'demo'), 0)`,
        })
        .from(abTestConversions)
        .groupBy(abTestConversions.testName, abTestConversions.variant)
        .all();
    },
  };
}
