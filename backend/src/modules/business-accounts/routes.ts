/**
 * Business savings accounts (spec core sections 2-9 on /business; DESIGN.md "a commitment device").
 */
import { Router } from 'express';
import { z } from 'zod';
import { idParamsSchema } from '../../../../shared/contracts/banking';
import {
  contributeRequestSchema,
  createBusinessAccountRequestSchema,
  updateBusinessStatusRequestSchema,
  type BusinessAccount,
  type BusinessAccountDetails,
  type ContributeResponse,
  type PaidViolation,
} from '../../../../shared/contracts/business';
import type { AppContext } from '../../context';
import { bodyUserId, ownedParam, requireCaller, scopedRouter, type SharedRoutes } from '../../http/auth';
import { apiRouter, routeAccess } from '../../http/routing';
import { AppError, notFound } from '../../http/errors';
import { handle } from '../../http/validate';
import { businessRepository, type BusinessAccountRow } from './repository';
import { runViolationCheck } from './violation-check';

const dollars = (cents: number) => cents / 100;

export function toBusinessAccount(row: BusinessAccountRow): BusinessAccount {
  return {
    id: row.id,
    userId: row.userId,
    businessName: row.businessName,
    targetAmount: dollars(row.targetAmountCents),
    currentAmount: dollars(row.currentAmountCents),
    weeklyContribution: dollars(row.weeklyContributionCents),
    status: row.status,
    startDate: row.startDate,
    targetDate: row.targetDate,
    createdAt: row.createdAt,
  };
}

/**
 * What the members of a Business owner's team may do with the owner's accounts: see them and pay
 * in. Creating, pausing, paying penalties (charged to the caller) stay the owner's alone.
 */
export const TEAM_SHARED_ROUTES: SharedRoutes = {
  'GET /users/:userId/business-accounts': 'read',
  'GET /business-accounts/:id': 'read',
  'POST /business-accounts/:id/contribute': 'contribute',
};

const violationParamsSchema = z.object({ id: z.string().uuid(), violationId: z.string().uuid() });
const userParamsSchema = z.object({ userId: z.string().uuid() });

export function businessAccountRoutes(ctx: AppContext): Router {
  const router = scopedRouter(ctx, apiRouter(), TEAM_SHARED_ROUTES);
  const access = routeAccess(ctx);
  const repo = businessRepository(ctx.db);
  ownedParam(ctx, router, 'id', (id) => repo.ownerOf(id), TEAM_SHARED_ROUTES);

  router.get(
    '/users/:userId/business-accounts',
    access.member,
    handle({ params: userParamsSchema }, ({ params }) => repo.listForUser(params.userId).map(toBusinessAccount)),
  );

  router.post(
    '/business-accounts',
    access.member,
    handle(
      { body: createBusinessAccountRequestSchema },
      ({ body }, req) => {
        // The body names the owner (spec); it must be the caller, or the public demo sandbox.
        const userId = bodyUserId(ctx, req, body.userId);
        return toBusinessAccount(
          repo.create({
            userId,
            businessName: body.businessName,
            // The contract parses the dollars to integer cents.
            targetAmountCents: body.targetAmount,
            weeklyContributionCents: body.weeklyContribution,
            targetDate: body.targetDate ?? null,
            now: ctx.clock.now(),
          }),
        );
      },
      201,
    ),
  );

  router.get(
    '/business-accounts/:id',
    access.member,
    handle({ params: idParamsSchema }, ({ params }): BusinessAccountDetails => {
      const account = repo.find(params.id);
      if (!account) throw notFound('Business account');
      const d = repo.details(account.id);
      return {
        account: toBusinessAccount(account),
        guidelines: d.guidelines.map((g) => ({ id: g.id, title: g.title, description: g.description, penaltyAmount: dollars(g.penaltyAmountCents), isActive: g.isActive })),
        violations: d.violations.map((v) => ({ id: v.id, guidelineId: v.guidelineId, violationDate: v.violationDate, penaltyAmount: dollars(v.penaltyAmountCents), reason: v.reason, processed: v.processed })),
        transactions: d.transactions.map((t) => ({ id: t.id, amount: dollars(t.amountCents), type: t.type, description: t.description, createdAt: t.createdAt })),
      };
    }),
  );

  router.post(
    '/business-accounts/:id/contribute',
    access.member,
    handle({ params: idParamsSchema, body: contributeRequestSchema }, ({ params, body }): ContributeResponse => {
      const account = repo.find(params.id);
      if (!account) throw notFound('Business account');
      if (account.status === 'completed') throw new AppError(409, 'account_completed', 'This account has reached its target');
      if (account.status !== 'active') throw new AppError(409, 'account_paused', 'Resume the account to contribute');
      const { account: updated, transaction } = repo.contribute(account.id, body.amount, ctx.clock.now());
      return {
        account: toBusinessAccount(updated),
        transaction: { id: transaction.id, amount: dollars(transaction.amountCents), type: transaction.type, description: transaction.description, createdAt: transaction.createdAt },
      };
    }),
  );

  router.patch(
    '/business-accounts/:id/status',
    access.member,
    handle({ params: idParamsSchema, body: updateBusinessStatusRequestSchema }, ({ params, body }) => {
      const account = repo.find(params.id);
      if (!account) throw notFound('Business account');
      if (account.status === 'completed') throw new AppError(409, 'account_completed', 'A completed account stays completed');
      return toBusinessAccount(account.status === body.status ? account : repo.setStatus(account.id, body.status, ctx.clock.now()));
    }),
  );

  router.post(
    '/business-accounts/:id/violations/:violationId/pay',
    access.member,
    handle({ params: violationParamsSchema }, async ({ params }, req): Promise<PaidViolation> => {
      const caller = requireCaller(req);
      const violation = repo.findViolation(params.id, params.violationId);
      if (!violation) throw notFound('Violation');
      if (violation.processed) throw new AppError(409, 'already_paid', 'This penalty is already paid');
      let chargeId: string;
      try {
        ({ chargeId } = await ctx.payments.charge({
          userId: caller.userId,
          amountCents: violation.penaltyAmountCents,
          description: `Penalty: ${violation.reason}`,
          idempotencyKey: `violation:${violation.id}`,
        }));
      } catch (error) {
        ctx.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'penalty charge failed');
        throw new AppError(402, 'payment_failed', 'Unable to process payment. Please try again.');
      }
      const paid = repo.markViolationPaid(violation.id, chargeId) ?? repo.findViolation(params.id, params.violationId)!;
      return {
        id: paid.id,
        guidelineId: paid.guidelineId,
        violationDate: paid.violationDate,
        penaltyAmount: dollars(paid.penaltyAmountCents),
        reason: paid.reason,
        processed: paid.processed,
        demoPayment: ctx.payments.kind === 'demo',
      };
    }),
  );

  return router;
}

/** Runs the weekly check now, then every hour, until stopped. */
export function scheduleViolationCheck(ctx: AppContext): { runNow(): number; stop(): void } {
  const repo = businessRepository(ctx.db);
  const runNow = () => {
    try {
      const recorded = runViolationCheck(repo, ctx.clock.now());
      if (recorded > 0) ctx.logger.info({ recorded }, 'weekly check recorded violations');
      return recorded;
    } catch (error) {
      ctx.logger.error({ err: error instanceof Error ? error.message : String(error) }, 'weekly check failed');
      return 0;
    }
  };
  runNow();
  const timer = setInterval(runNow, 3_600_000);
  timer.unref();
  return { runNow, stop: () => clearInterval(timer) };
}

