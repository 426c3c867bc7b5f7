import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { BillServiceType, BillStatus } from '../../../../shared/contracts/bills';
import type { AppDatabase } from '../../db/open';
import { billNegotiations, billNegotiationSteps, users } from '../../db/schema';

export type BillNegotiationRow = typeof billNegotiations.$inferSelect;
export interface BillStep {
  status: BillStatus;
  at: number;
}
export interface BillDeskRow {
  bill: BillNegotiationRow;
  user: { id: string; username: string; email: string };
}

/** What a status change writes besides the status (the outcome's saving, fee and reason). */
export interface BillOutcome {
  monthlySavingsCents?: number;
  successFeeCents?: number;
  notSavedReason?: string;
}

export function billRepository(db: AppDatabase) {
  return {
    ownerOf(id: string): string | undefined {
      return db.select({ userId: billNegotiations.userId }).from(billNegotiations).where(eq(billNegotiations.id, id)).get()?.userId;
    },

    find(id: string): BillNegotiationRow | undefined {
      return db.select().from(billNegotiations).where(eq(billNegotiations.id, id)).get();
    },

    /** The step history of each request, oldest first. */
    steps(ids: readonly string[]): Map<string, BillStep[]> {
      const byId = new Map<string, BillStep[]>(ids.map((id) => [id, []]));
      if (ids.length === 0) return byId;
      const rows = db
        .select({ negotiationId: billNegotiationSteps.negotiationId, status: billNegotiationSteps.status, at: billNegotiationSteps.at })
        .from(billNegotiationSteps)
        .where(inArray(billNegotiationSteps.negotiationId, [...ids]))
        .orderBy(asc(billNegotiationSteps.at), sql`rowid`)
        .all();
      for (const row of rows) byId.get(row.negotiationId)?.push({ status: row.status, at: row.at });
      return byId;
    },

    listForUser(userId: string): BillNegotiationRow[] {
      return db
        .select()
        .from(billNegotiations)
        .where(eq(billNegotiations.userId, userId))
        .orderBy(desc(billNegotiations.createdAt), desc(billNegotiations.id))
        .all();
    },

    /** Every user's requests (the owner's desk), newest first, with who sent each. */
    desk(filter: { status?: BillStatus; limit: number; id?: string }): { rows: BillDeskRow[]; total: number } {
      const where = and(
        filter.status ? eq(billNegotiations.status, filter.status) : undefined,
        filter.id ? eq(billNegotiations.id, filter.id) : undefined,
      );
      const rows = db
        .select({ bill: billNegotiations, user: { id: users.id, username: users.username, email: users.email } })
        .from(billNegotiations)
        .innerJoin(users, eq(users.id, billNegotiations.userId))
        .where(where)
        .orderBy(desc(billNegotiations.createdAt), desc(billNegotiations.id))
        .limit(filter.limit)
        .all();
      const total = db.select({ n: count() }).from(billNegotiations).where(where).get()!.n;
      return { rows, total };
    },

    countSince(userId: string, since: number): number {
      return db
        .select({ n: count() })
        .from(billNegotiations)
        .where(and(eq(billNegotiations.userId, userId), gte(billNegotiations.createdAt, since)))
        .get()!.n;
    },

    /** A new request and its first step (submitted), together. */
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
      return db.transaction((tx) => {
        const row = tx
          .insert(billNegotiations)
          .values({ ...values, status: 'submitted', createdAt: now, updatedAt: now })
          .returning()
          .get();
        tx.insert(billNegotiationSteps).values({ negotiationId: row.id, status: 'submitted', at: now }).run();
        return row;
      });
    },

    /**
     * Moves a request from `from` to `to` and records the step, in one transaction. The UPDATE
     * only applies while the request is still at `from`, so two owners' clicks at once cannot both
     * move it (the second gets undefined).
     */
    changeStatus(id: string, from: BillStatus, to: BillStatus, outcome: BillOutcome, now: number): BillNegotiationRow | undefined {
      return db.transaction((tx) => {
        const updated = tx
          .update(billNegotiations)
          .set({
            status: to,
            monthlySavingsCents: outcome.monthlySavingsCents ?? null,
            successFeeCents: outcome.successFeeCents ?? null,
            notSavedReason: outcome.notSavedReason ?? null,
            updatedAt: now,
          })
          .where(and(eq(billNegotiations.id, id), eq(billNegotiations.status, from)))
          .returning()
          .get();
        if (updated) tx.insert(billNegotiationSteps).values({ negotiationId: id, status: to, at: now }).run();
        return updated;
      });
    },
  };
}

/** How many bill negotiations a user has asked for (GET /api/billing/info usage). */
export function countBillNegotiations(db: AppDatabase, userId: string): number {
  return db.select({ n: count() }).from(billNegotiations).where(eq(billNegotiations.userId, userId)).get()!.n;
}
