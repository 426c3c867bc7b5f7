/**
 * Business savings accounts, a commitment device (docs/product.md "Business savings"): an account
 * with a target and a weekly contribution, its default guidelines, contributions, pause and
 * resume, and the penalties the weekly check records (./violation-check.ts), paid by card. The
 * members of a Business owner's team see the owner's accounts and pay in (teams' sharesWith).
 */
import type {
  BusinessAccount,
  BusinessAccountDetails,
  ContributeResponse,
  PaidViolation,
} from '../../../../shared/contracts/business';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import { createTeamsService } from '../teams/service';
import type { ChargeResult } from '../../providers/payments/payment-provider';
import { pendingReasonOf } from '../../providers/payments/stripe';
import { businessRepository, type BusinessAccountRow } from './repository';
import { runViolationCheck } from './violation-check';

const dollars = (cents: number) => cents / 100;

/** How often the weekly check runs (it is idempotent: a week is judged once, whenever it runs). */
const CHECK_INTERVAL_MS = 3_600_000;
/** The first check after start-up: soon, but not in the start itself. */
const FIRST_CHECK_DELAY_MS = 1_000;

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

/** A new account, amounts in integer cents (the contract parses the body's dollars). */
export interface NewBusinessAccount {
  businessName: string;
  targetAmountCents: number;
  weeklyContributionCents: number;
  targetDate: string | null;
}

export function createBusinessAccountsService(ctx: AppContext) {
  const repo = businessRepository(ctx.db);
  const teams = createTeamsService(ctx);

  const existing = (id: string) => {
    const account = repo.find(id);
    if (!account) throw notFound('Business account');
    return account;
  };

  return {
    /** Who owns an account (for the :id ownership check). */
    ownerOf: (id: string): string | undefined => repo.ownerOf(id),

    /** Is memberUserId, right now, on ownerId's team with access to the shared accounts? */
    sharesWith: (memberUserId: string, ownerId: string): boolean => teams.sharesWith(memberUserId, ownerId),

    list: (userId: string): BusinessAccount[] => repo.listForUser(userId).map(toBusinessAccount),

    create(userId: string, input: NewBusinessAccount): BusinessAccount {
      return toBusinessAccount(repo.create({ userId, ...input, now: ctx.clock.now() }));
    },

    details(id: string): BusinessAccountDetails {
      const account = existing(id);
      const d = repo.details(account.id);
      return {
        account: toBusinessAccount(account),
        guidelines: d.guidelines.map((g) => ({ id: g.id, title: g.title, description: g.description, penaltyAmount: dollars(g.penaltyAmountCents), isActive: g.isActive })),
        violations: d.violations.map((v) => ({
          id: v.id,
          guidelineId: v.guidelineId,
          violationDate: v.violationDate,
          penaltyAmount: dollars(v.penaltyAmountCents),
          reason: v.reason,
          processed: v.processed,
          paymentPendingReason: v.processed ? null : v.paymentPendingReason,
        })),
        transactions: d.transactions.map((t) => ({ id: t.id, amount: dollars(t.amountCents), type: t.type, description: t.description, createdAt: t.createdAt })),
      };
    },

    contribute(id: string, amountCents: number): ContributeResponse {
      const account = existing(id);
      if (account.status === 'completed') throw new AppError(409, 'account_completed', 'This account has reached its target');
      if (account.status !== 'active') throw new AppError(409, 'account_paused', 'Resume the account to contribute');
      const { account: updated, transaction } = repo.contribute(account.id, amountCents, ctx.clock.now());
      return {
        account: toBusinessAccount(updated),
        transaction: { id: transaction.id, amount: dollars(transaction.amountCents), type: transaction.type, description: transaction.description, createdAt: transaction.createdAt },
      };
    },

    setStatus(id: string, status: 'active' | 'paused'): BusinessAccount {
      const account = existing(id);
      if (account.status === 'completed') throw new AppError(409, 'account_completed', 'A completed account stays completed');
      return toBusinessAccount(account.status === status ? account : repo.setStatus(account.id, status, ctx.clock.now()));
    },

    /**
     * Charges a penalty to the payer's (the caller's) saved card once. It is Paid only when the
     * provider says the money was taken; otherwise it stays Pending with the reason (a declined
     * card, no saved card, the bank asking for approval), and Stripe's payment_intent.succeeded
     * webhook marks it Paid if the payment succeeds later (applyPenaltyPaymentEvent).
     */
    async payViolation(payerId: string, accountId: string, violationId: string): Promise<PaidViolation> {
      const violation = repo.findViolation(accountId, violationId);
      if (!violation) throw notFound('Violation');
      if (violation.processed) throw new AppError(409, 'already_paid', 'This penalty is already paid');
      let result: ChargeResult;
      try {
        result = await ctx.payments.charge({
          userId: payerId,
          amountCents: violation.penaltyAmountCents,
          description: `Penalty: ${violation.reason}`,
          idempotencyKey: `violation:${violation.id}`,
          customerId: repo.stripeCustomerOf(payerId),
          metadata: { violationId: violation.id, businessAccountId: accountId },
        });
      } catch (error) {
        ctx.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'penalty charge failed');
        throw new AppError(402, 'payment_failed', 'Unable to process payment. Please try again.');
      }
      const row =
        (result.status === 'succeeded'
          ? repo.markViolationPaid(violation.id, result.chargeId)
          : repo.markViolationPending(violation.id, result.chargeId, result.pendingReason ?? 'Not charged yet.')) ?? repo.findViolation(accountId, violationId)!;
      return {
        id: row.id,
        guidelineId: row.guidelineId,
        violationDate: row.violationDate,
        penaltyAmount: dollars(row.penaltyAmountCents),
        reason: row.reason,
        processed: row.processed,
        paymentPendingReason: row.processed ? null : row.paymentPendingReason,
        demoPayment: ctx.payments.kind === 'demo',
      };
    },
  };
}

export type BusinessAccountsService = ReturnType<typeof createBusinessAccountsService>;

/**
 * Stripe's word on a penalty's payment (its webhook, docs/product.md "Business savings"):
 * payment_intent.succeeded marks the penalty Paid; payment_intent.payment_failed keeps it Pending
 * and records why. Answers whether the event was about a penalty.
 */
export function applyPenaltyPaymentEvent(ctx: Pick<AppContext, 'db'>, event: { type: string; data: { object: unknown } }): boolean {
  if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.payment_failed') return false;
  const repo = businessRepository(ctx.db);
  const intent = event.data.object as { id: string; status?: string; metadata?: Record<string, string> | null; last_payment_error?: { message?: string } | null };
  const violation = repo.violationByCharge(intent.id, intent.metadata?.violationId);
  if (!violation || violation.processed) return false;
  if (event.type === 'payment_intent.succeeded') repo.markViolationPaid(violation.id, intent.id);
  else repo.markViolationPending(violation.id, intent.id, pendingReasonOf('requires_payment_method', intent.last_payment_error?.message));
  return true;
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
  // The first check runs a moment after start-up rather than in it: the server answers sooner
  // (docs/product.md "Start-up"), and a week missed while the app was closed is still caught.
  const first = setTimeout(runNow, FIRST_CHECK_DELAY_MS);
  first.unref();
  const timer = setInterval(runNow, CHECK_INTERVAL_MS);
  timer.unref();
  return {
    runNow,
    stop: () => {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
