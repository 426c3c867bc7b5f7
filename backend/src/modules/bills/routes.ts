/**
 * Bill negotiation (spec growth sections 2-5, 7, 9; DESIGN.md "Growth"): the caller submits a bill,
 * sees their requests, and records the negotiated saving; the 25% success fee is computed here.
 * Only the last digits of an account number are kept.
 */
import { Router } from 'express';
import { idParamsSchema } from '../../../../shared/contracts/banking';
import {
  accountLast4,
  billListQuerySchema,
  billSubmitRequestSchema,
  recordBillSavingsRequestSchema,
  type BillList,
  type BillNegotiation,
} from '../../../../shared/contracts/bills';
import { ERROR_CODES } from '../../../../shared/contracts/errors';
import type { AppContext } from '../../context';
import { ownedParam, requireCaller } from '../../http/auth';
import { apiRouter, routeAccess } from '../../http/routing';
import { AppError, notFound } from '../../http/errors';
import { handle } from '../../http/validate';
import { billRepository, type BillNegotiationRow } from './repository';

const DAY_MS = 86_400_000;
const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

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

export function billRoutes(ctx: AppContext): Router {
  const router = apiRouter();
  const access = routeAccess(ctx);
  const repo = billRepository(ctx.db);
  ownedParam(ctx, router, 'id', (id) => repo.ownerOf(id));

  router.post(
    '/bills/submit',
    access.member,
    handle(
      { body: billSubmitRequestSchema },
      ({ body }, req): BillNegotiation => {
        const caller = requireCaller(req);
        return toBillNegotiation(
          repo.create({
            userId: caller.userId,
            serviceType: body.service_type,
            providerName: body.provider_name,
            // The contract parses the dollars to integer cents.
            currentBillCents: body.current_bill_amount,
            accountLast4: accountLast4(body.account_number),
            contactPhone: body.contact_phone,
            email: body.email,
            additionalInfo: body.additional_info || null,
            now: ctx.clock.now(),
          }),
        );
      },
      201,
    ),
  );

  router.get(
    '/bills',
    access.member,
    handle({ query: billListQuerySchema }, ({ query }, req): BillList => {
      const caller = requireCaller(req);
      return {
        requests: repo.listForUser(caller.userId).map(toBillNegotiation),
        submittedToday: repo.countSince(caller.userId, startOfDay(ctx.clock.now(), query.utcOffset)),
      };
    }),
  );

  router.post(
    '/bills/:id/savings',
    access.member,
    handle({ params: idParamsSchema, body: recordBillSavingsRequestSchema }, ({ params, body }): BillNegotiation => {
      const bill = repo.find(params.id);
      if (!bill) throw notFound('Bill negotiation');
      const savingsCents = body.monthlySavings; // integer cents, parsed by the contract
      if (savingsCents > bill.currentBillCents) {
        throw new AppError(400, ERROR_CODES.validation, 'The monthly saving cannot be more than the current monthly bill', [
          { path: 'monthlySavings', message: 'must not exceed the current monthly bill' },
        ]);
      }
      const updated = repo.recordSavings(bill.id, savingsCents, ctx.clock.now());
      if (!updated) throw new AppError(409, 'result_recorded', 'A result is already recorded for this request');
      return toBillNegotiation(updated);
    }),
  );

  return router;
}
