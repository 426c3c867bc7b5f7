import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import { successFeeCents, type BillServiceType } from '../../../../shared/contracts/bills';
import type { AppDatabase } from '../../db/open';
import { billNegotiations } from '../../db/schema';

export type BillNegotiationRow = typeof billNegotiations.$inferSelect;

/** A result can be recorded once, while the request is still open. */
const OPEN_STATUSES = ['submitted', 'in_progress'] as const;

export function billRepository(db: AppDatabase) {
  return {
    ownerOf(id: string): string | undefined {
      return db.select({ userId: billNegotiations.userId }).from(billNegotiations).where(eq(billNegotiations.id, id)).get()?.userId;
    },

    find(id: string): BillNegotiationRow | undefined {
      return db.select().from(billNegotiations).where(eq(billNegotiations.id, id)).get();
    },

    listForUser(userId: string): BillNegotiationRow[] {
      return db
        .select()
        .from(billNegotiations)
        .where(eq(billNegotiations.userId, userId))
        .orderBy(desc(billNegotiations.createdAt), desc(billNegotiations.id))
        .all();
    },

    countSince(userId: string, since: number): number {
      return db
        .select({ n: count() })
        .from(billNegotiations)
        .where(and(eq(billNegotiations.userId, userId), gte(billNegotiations.createdAt, since)))
        .get()!.n;
    },

    create(input: {
      userId: string;
      serviceType: BillServiceType;
      providerName: string;
      currentBillCents: number;
      accountLast4: string | null;
      contactPhone: string;
      email: string;
      additionalInfo: string | null;
      now: number;
    }): BillNegotiationRow {
      const { now, ...values } = input;
      return db
        .insert(billNegotiations)
        .values({ ...values, status: 'submitted', createdAt: now, updatedAt: now })
        .returning()
        .get();
    },

    /**
     * Status, saving and fee in one conditional UPDATE, so two results recorded at once cannot
     * both apply. Undefined when the request is no longer open.
     */
    recordSavings(id: string, monthlySavingsCents: number, now: number): BillNegotiationRow | undefined {
      const negotiated = monthlySavingsCents > 0;
      return db
        .update(billNegotiations)
        .set({
          status: negotiated ? 'negotiated' : 'unsuccessful',
          monthlySavingsCents,
          successFeeCents: negotiated ? successFeeCents(monthlySavingsCents) : null,
          updatedAt: now,
        })
        .where(and(eq(billNegotiations.id, id), inArray(billNegotiations.status, OPEN_STATUSES)))
        .returning()
        .get();
    },
  };
}

/** How many bill negotiations a user has asked for (GET /api/billing/info usage). */
export function countBillNegotiations(db: AppDatabase, userId: string): number {
  return db.select({ n: count() }).from(billNegotiations).where(eq(billNegotiations.userId, userId)).get()!.n;
}
