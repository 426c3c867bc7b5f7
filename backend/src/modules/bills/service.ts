/**
 * Bill negotiation (docs/product.md "Bills"): the caller submits a bill, sees their requests, and
 * records the negotiated saving; the 25% success fee is computed here. Only the last digits of an
 * account number are kept.
 */
import type { z } from 'zod';
import { accountLast4, type BillList, type BillNegotiation, type billSubmitRequestSchema } from '../../../../shared/contracts/bills';
import { ERROR_CODES } from '../../../../shared/contracts/errors';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import { billRepository, countBillNegotiations, type BillNegotiationRow } from './repository';
import { DAY_MS } from '../../../../shared/dates';

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

/** A submitted bill once the contract parsed it (dollars to integer cents). */
export type BillSubmission = z.output<typeof billSubmitRequestSchema>;

export function toBillNegotiation(row: BillNegotiationRow): BillNegotiation {
  return {
    id: row.id,
    serviceType: row.serviceType as BillNegotiation['serviceType'],
    providerName: row.providerName,
    currentBillAmount: row.currentBillCents / 100,
    accountLast4: row.accountLast4,
    status: row.status,
    monthlySavings: dollars(row.monthlySavingsCents),
    successFee: dollars(row.successFeeCents),
    createdAt: row.createdAt,
  };
}

/** Midnight of the viewer's calendar day (UTC offset in minutes), as epoch ms. */
export function startOfDay(now: number, utcOffsetMinutes: number): number {
  const offsetMs = utcOffsetMinutes * 60_000;
  return Math.floor((now + offsetMs) / DAY_MS) * DAY_MS - offsetMs;
}

export function createBillsService(ctx: AppContext) {
  const repo = billRepository(ctx.db);
  return {
    /** Who owns a request (for the :id ownership check). */
    ownerOf: (id: string): string | undefined => repo.ownerOf(id),

    submit(userId: string, bill: BillSubmission): BillNegotiation {
      return toBillNegotiation(
        repo.create({
          userId,
          serviceType: bill.service_type,
          providerName: bill.provider_name,
          // The contract parses the dollars to integer cents.
          currentBillCents: bill.current_bill_amount,
          accountLast4: accountLast4(bill.account_number),
          contactPhone: bill.contact_phone,
          email: bill.email,
          additionalInfo: bill.additional_info || null,
          now: ctx.clock.now(),
        }),
      );
    },

    list(userId: string, utcOffsetMinutes: number): BillList {
      return {
        requests: repo.listForUser(userId).map(toBillNegotiation),
        submittedToday: repo.countSince(userId, startOfDay(ctx.clock.now(), utcOffsetMinutes)),
      };
    },

    /** The result of a request, once: `savingsCents` is integer cents, never above the bill. */
    recordSavings(id: string, savingsCents: number): BillNegotiation {
      const bill = repo.find(id);
      if (!bill) throw notFound('Bill negotiation');
      if (savingsCents > bill.currentBillCents) {
        throw new AppError(400, ERROR_CODES.validation, 'The monthly saving cannot be more than the current monthly bill', [
          { path: 'monthlySavings', message: 'must not exceed the current monthly bill' },
        ]);
      }
      const updated = repo.recordSavings(bill.id, savingsCents, ctx.clock.now());
      if (!updated) throw new AppError(409, 'result_recorded', 'A result is already recorded for this request');
      return toBillNegotiation(updated);
    },

    /** Every request the user has submitted, whatever its outcome (the billing page's usage). */
    countForUser: (userId: string): number => countBillNegotiations(ctx.db, userId),
  };
}

export type BillsService = ReturnType<typeof createBillsService>;
