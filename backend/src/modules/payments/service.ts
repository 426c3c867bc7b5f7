/**
 * Plans and payments (docs/product.md "Plans and payments"): checkout, the subscription payment,
 * the demo provider's confirmation, cancelling, the customer portal and the billing page's figures.
 * Every price is taken from shared/plans.ts here; what a client sends is only compared with it.
 * Stripe confirms payments through its webhook (./webhook.ts); the demo provider confirms through
 * confirmDemo, which writes the subscription through the same repository.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  billingInfoSchema,
  parseCardExpiry,
  type BillingInfo,
  type CheckoutSessionResponse,
  type PlanChange,
  type Purchase,
  type createCheckoutSessionRequestSchema,
  type createSubscriptionPaymentRequestSchema,
  type PaymentsConfig,
  type SubscriptionPaymentResponse,
} from '../../../../shared/contracts/payments';
import {
  BILLING_INTERVALS,
  OFFERS,
  PAID_PLAN_IDS,
  PLANS,
  discountedCents,
  planChangeQuote,
  planPriceCents,
  type BillingInterval,
  type DiscountCode,
  type PaidPlanId,
} from '../../../../shared/plans';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import { DEMO_DECLINED_CARD, PaymentsNotConfiguredError, type PaymentProvider, type ProviderSubscription } from '../../providers/payments/payment-provider';
import { createBillsService } from '../bills/service';
import { createSubscriptionsService } from '../subscriptions/service';
import { LIVE_STATUSES, paymentsRepository, periodEnd, periodStartBefore, type BillingSubscriptionRow } from './repository';
import { isoDate } from '../../../../shared/dates';

export interface PaymentsDeps {
  provider: PaymentProvider;
  webhookSecret: string | undefined;
}

/** A checkout request once the contract parsed it. */
export type CheckoutRequest = z.output<typeof createCheckoutSessionRequestSchema>;
/** A subscription payment request once the contract parsed it (the amount in exact cents). */
export type SubscriptionPaymentRequest = z.output<typeof createSubscriptionPaymentRequestSchema>;

/** A file the billing page downloads. */
export interface UsageReport {
  filename: string;
  csv: string;
}

const notConfigured = () => new AppError(503, 'payments_not_configured', 'Payment System Not Configured. Please contact support to enable payments.');

/** Someone with a live plan buying another: the answer points to the plan change on /billing. */
function secondPlanRefused(current: BillingSubscriptionRow): AppError {
  const name = PLANS[current.plan as PaidPlanId]?.name ?? current.plan;
  const billed = current.interval === 'year' ? 'yearly' : 'monthly';
  return new AppError(
    409,
    'plan_change_required',
    `You already have the ${name} plan (billed ${billed}). Change plan on the Billing page instead: the change is prorated, and you never pay for two plans.`,
  );
}

/** Stripe's and our own failures, told apart: provider messages reach the user, ours do not. */
function providerFailure(ctx: AppContext, error: unknown, what: string): AppError {
  if (error instanceof PaymentsNotConfiguredError) return notConfigured();
  const message = error instanceof Error ? error.message : String(error);
  ctx.logger.warn({ err: message }, `${what} failed at the payment provider`);
  const stripeMessage = (error as { type?: string; raw?: { message?: string } }).type?.startsWith('Stripe') ? (error as { message: string }).message : null;
  return new AppError(502, 'payment_provider_error', stripeMessage ?? `Unable to ${what}. Please try again.`);
}

/**
 * Ends at Stripe the subscriptions a newer purchase replaced (the repository's one-live-plan rule),
 * crediting their unused time; a failure is logged, and the replaced row stays ended here (it never
 * comes back over the live plan), so the next read or Stripe's own event finishes the job.
 */
export async function endSupersededAtProvider(ctx: AppContext, provider: PaymentProvider, rows: readonly BillingSubscriptionRow[]): Promise<void> {
  for (const row of rows) {
    if (row.provider !== 'stripe' || provider.kind !== 'stripe') continue;
    try {
      await provider.cancelNow(row.providerSubscriptionId, `replaced:${row.id}`);
      ctx.logger.info({ subscription: row.providerSubscriptionId }, 'subscription replaced by a newer purchase: ended at Stripe with proration');
    } catch (error) {
      ctx.logger.warn({ err: error instanceof Error ? error.message : String(error), subscription: row.providerSubscriptionId }, 'ending a replaced subscription at Stripe failed');
    }
  }
}

/**
 * `origin` is the site's own address as the caller reached it (`https://host`): the provider sends
 * the browser back there after checkout or the portal.
 */
export function createPaymentsService(ctx: AppContext, deps: PaymentsDeps) {
  const repo = paymentsRepository(ctx.db);
  const subscriptions = createSubscriptionsService(ctx);
  const bills = createBillsService(ctx);
  const { provider } = deps;

  function priced(plan: PaidPlanId, interval: BillingInterval, code: DiscountCode | undefined) {
    const amountCents = planPriceCents(plan, interval);
    return { amountCents, firstPaymentCents: discountedCents(amountCents, code, plan) };
  }

  function purchaseFor(userId: string, plan: PaidPlanId, interval: BillingInterval, code: DiscountCode | undefined, intentId: string) {
    const user = repo.user(userId);
    if (!user) throw new AppError(404, 'not_found', 'User not found');
    const price = priced(plan, interval, code);
    return {
      userId,
      email: user.email,
      plan,
      planName: PLANS[plan].name,
      interval,
      ...price,
      discountCode: code ?? null,
      customerId: provider.kind === 'stripe' ? user.stripeCustomerId : null,
      idempotencyKey: intentId,
    };
  }

  /**
   * One live plan per person: someone who has one changes it on /billing (prorated) rather than
   * buying a second. A purchase already started when the first was confirmed becomes a plan change
   * at confirmation (confirmDemo) or replaces the older one (Stripe's webhook).
   */
  function refuseSecondPlan(userId: string) {
    rollDemoPeriods(userId);
    const current = repo.currentSubscription(userId);
    if (current && LIVE_STATUSES.has(current.status)) throw secondPlanRefused(current);
  }

  async function startCheckout(
    userId: string,
    origin: string,
    plan: PaidPlanId,
    interval: BillingInterval,
    code: DiscountCode | undefined,
    urls: { successUrl: string; cancelUrl: string },
  ) {
    if (provider.kind === 'none') throw notConfigured();
    refuseSecondPlan(userId);
    const intentId = randomUUID();
    const purchase = purchaseFor(userId, plan, interval, code, intentId);
    repo.createIntent({ id: intentId, userId, provider: provider.kind, providerRef: `pending:${intentId}`, plan, interval, amountCents: purchase.firstPaymentCents, discountCode: code ?? null, createdAt: ctx.clock.now() });
    try {
      const session = await provider.createCheckoutSession(purchase, { successUrl: origin + urls.successUrl, cancelUrl: origin + urls.cancelUrl });
      ctx.db.transaction(() => {
        repo.setIntentProvider(intentId, session.id, session.id);
        if (session.customerId && provider.kind === 'stripe') repo.setCustomer(userId, session.customerId);
      });
      return session;
    } catch (error) {
      throw providerFailure(ctx, error, 'start checkout');
    }
  }

  /** Brings the local record up to date from Stripe (desktop has no public webhook address). */
  async function syncFromProvider(userId: string) {
    if (provider.kind !== 'stripe') return;
    const customerId = repo.user(userId)?.stripeCustomerId;
    if (!customerId) return;
    const [subs, invoices] = await Promise.all([provider.customerSubscriptions(customerId), provider.customerInvoices(customerId)]);
    const now = ctx.clock.now();
    const superseded: BillingSubscriptionRow[] = [];
    for (const s of subs ?? []) {
      if (!s.plan) continue;
      repo.applySubscription({ userId, provider: 'stripe', subscription: { ...s, plan: s.plan } }, now, superseded);
    }
    await endSupersededAtProvider(ctx, provider, superseded);
    const latest = subs?.find((s) => s.plan);
    for (const invoice of invoices ?? []) {
      if (invoice.status !== 'paid' || !latest?.plan) continue;
      repo.applySubscription({ userId, provider: 'stripe', subscription: { ...latest, plan: latest.plan }, invoice }, now);
    }
  }

  function periodStartOf(row: BillingSubscriptionRow): number {
    return row.currentPeriodStart ?? periodStartBefore(row.currentPeriodEnd, row.interval);
  }

  /**
   * The demo provider has no servers to renew anything, so a demo subscription whose period has
   * ended is brought forward when it is next read: a cancellation ends it, a waiting downgrade takes
   * effect, and each new period is invoiced at its plan's price (docs/product.md "Changing plan").
   */
  function rollDemoPeriods(userId: string) {
    const row = repo.currentSubscription(userId);
    const now = ctx.clock.now();
    if (!row || row.provider !== 'demo' || !LIVE_STATUSES.has(row.status) || now < row.currentPeriodEnd) return;
    const base = {
      id: row.providerSubscriptionId,
      customerId: `demo_cus_${userId}`,
      interval: row.interval,
      currency: row.currency,
      card: null,
    };
    if (row.cancelAtPeriodEnd) {
      repo.applySubscription(
        { userId, provider: 'demo', subscription: { ...base, status: 'canceled', plan: row.plan as PaidPlanId, amountCents: row.amountCents, currentPeriodEnd: row.currentPeriodEnd, cancelAtPeriodEnd: true, pendingPlan: null } },
        now,
      );
      return;
    }
    const plan = (row.pendingPlan ?? row.plan) as PaidPlanId;
    const amountCents = planPriceCents(plan, row.interval);
    let start = row.currentPeriodEnd;
    // A few years of missed renewals at most: the demo is not a ledger of every month it was closed.
    for (let i = 0; i < 36 && start <= now; i += 1) {
      const end = periodEnd(start, row.interval);
      repo.applySubscription(
        {
          userId,
          provider: 'demo',
          subscription: { ...base, status: 'active', plan, amountCents, currentPeriodStart: start, currentPeriodEnd: end, cancelAtPeriodEnd: false, pendingPlan: null },
          invoice: { id: `demo_in_renew_${row.id}_${isoDate(start)}`, amountCents, status: 'paid', paidAt: start },
        },
        now,
      );
      start = end;
    }
  }

  /** The caller's live subscription for a plan change, or why there is none to change. */
  function changeableSubscription(userId: string): BillingSubscriptionRow {
    rollDemoPeriods(userId);
    const current = repo.currentSubscription(userId);
    if (!current || !LIVE_STATUSES.has(current.status)) throw new AppError(409, 'no_subscription', 'There is no active subscription to change: choose a plan on Pricing first');
    return current;
  }

  /** What moving to `to` does, by the policy in docs/product.md "Changing plan". */
  function quote(current: BillingSubscriptionRow, to: PaidPlanId): PlanChange {
    const from = current.plan as PaidPlanId;
    const provider = current.provider;
    const effectiveOn = isoDate(current.currentPeriodEnd);
    if (to === from) {
      if (!current.pendingPlan) throw new AppError(409, 'same_plan', `You are already on the ${PLANS[from].name} plan`);
      return { kind: 'keep', from, to, effectiveOn: isoDate(ctx.clock.now()), dueNow: 0, lines: [], provider };
    }
    if (current.cancelAtPeriodEnd) {
      throw new AppError(409, 'subscription_ending', `Your plan is set to end on ${effectiveOn}. Undo the cancellation first, then change plan.`);
    }
    const q = planChangeQuote({ plan: from, interval: current.interval, periodStart: periodStartOf(current), periodEnd: current.currentPeriodEnd }, to, ctx.clock.now());
    if (q.kind === 'downgrade') {
      if (current.pendingPlan === to) throw new AppError(409, 'already_scheduled', `Your plan already changes to ${PLANS[to].name} on ${effectiveOn}`);
      return { kind: 'downgrade', from, to, effectiveOn, dueNow: 0, lines: [], provider };
    }
    return {
      kind: 'upgrade',
      from,
      to,
      effectiveOn: isoDate(ctx.clock.now()),
      dueNow: q.dueNowCents,
      lines: q.lines.map((l) => ({ description: l.description, amount: l.amountCents })),
      provider,
    };
  }

  /**
   * Writes a demo plan change (one transaction): an upgrade moves the one subscription at once and
   * records its prorated invoice (`invoiceId`); a downgrade waits for the period's end; keep calls a
   * waiting downgrade off.
   */
  function applyDemoChange(userId: string, current: BillingSubscriptionRow, change: PlanChange, invoiceId: string, now: number) {
    const keep = {
      id: current.providerSubscriptionId,
      customerId: `demo_cus_${userId}`,
      status: current.status,
      interval: current.interval,
      currency: current.currency,
      currentPeriodEnd: current.currentPeriodEnd,
      cancelAtPeriodEnd: current.cancelAtPeriodEnd,
      card: null,
    };
    const to = change.to as PaidPlanId;
    if (change.kind === 'upgrade') {
      repo.applySubscription(
        {
          userId,
          provider: 'demo',
          subscription: { ...keep, plan: to, amountCents: planPriceCents(to, current.interval), currentPeriodStart: periodStartOf(current), pendingPlan: null },
          invoice: { id: invoiceId, amountCents: change.dueNow, status: 'paid', paidAt: now, lines: change.lines.map((l) => ({ description: l.description, amountCents: l.amount })) },
        },
        now,
      );
    } else {
      repo.applySubscription(
        { userId, provider: 'demo', subscription: { ...keep, plan: current.plan as PaidPlanId, amountCents: current.amountCents, pendingPlan: change.kind === 'downgrade' ? to : null } },
        now,
      );
    }
  }

  /** The billing page's figures as the local record holds them. */
  function billingInfo(userId: string): BillingInfo {
    const user = repo.user(userId);
    const current = repo.currentSubscription(userId);
    const plan = current?.plan as PaidPlanId | undefined;
    const pendingPlan = (current?.pendingPlan ?? null) as PaidPlanId | null;
    const live = current !== undefined && LIVE_STATUSES.has(current.status);
    const card = current?.cardLast4
      ? { type: 'card', last4: current.cardLast4, brand: current.cardBrand ?? 'card', exp_month: current.cardExpMonth ?? 0, exp_year: current.cardExpYear ?? 0 }
      : null;
    return billingInfoSchema.parse({
      subscription: current
        ? {
            status: current.status,
            plan: current.plan,
            // While a downgrade waits, Stripe already holds the next period's price: this period's is the catalogue's.
            amount: pendingPlan ? planPriceCents(plan!, current.interval) : current.amountCents,
            currency: current.currency,
            interval: current.interval,
            current_period_start: isoDate(periodStartOf(current)),
            current_period_end: isoDate(current.currentPeriodEnd),
            cancel_at_period_end: current.cancelAtPeriodEnd,
            pending_plan: live ? pendingPlan : null,
            next_charge:
              live && !current.cancelAtPeriodEnd
                ? { date: isoDate(current.currentPeriodEnd), amount: planPriceCents(pendingPlan ?? plan!, current.interval), plan: pendingPlan ?? plan! }
                : null,
          }
        : null,
      usage: {
        subscriptions_found: repo.subscriptionsFound(userId),
        savings_achieved: subscriptions.savings(userId).totalSaved,
        // Every request the user has submitted on /bills, whatever its outcome.
        bill_negotiations: bills.countForUser(userId),
      },
      payment_method: card,
      history: repo.invoices(userId).map((i) => ({
        date: isoDate(i.paidAt),
        amount: i.amountCents,
        status: i.status,
        invoice_id: i.providerInvoiceId,
        lines: (i.lines ?? []).map((l) => ({ description: l.description, amount: l.amountCents })),
      })),
      tier: user?.tier ?? 'free',
      demo: provider.kind === 'demo',
    });
  }

  return {
    config: (): PaymentsConfig => ({ provider: provider.kind, publishableKey: provider.publishableKey }),

    /** The /pricing plan buttons: a plan (or an offer, which decides its own plan and billing). */
    async checkout(userId: string, origin: string, request: CheckoutRequest): Promise<CheckoutSessionResponse> {
      let plan: PaidPlanId = request.tierId;
      let interval: BillingInterval = request.isAnnual ? 'year' : 'month';
      if (request.offerId) {
        // The free-month referral offer is earned, not bought here.
        const offer = OFFERS[request.offerId];
        if (offer.offerPriceCents === 0) throw new AppError(400, 'offer_not_purchasable', 'This offer is earned by referring friends, not bought.');
        plan = offer.planId;
        interval = offer.interval;
      }
      const session = await startCheckout(userId, origin, plan, interval, request.discountCode, request);
      return { checkoutUrl: session.url, sessionId: session.id, demo: provider.kind === 'demo' };
    },

    /** Checkout by a catalogue price id ("pro:month"); anything else is not a price we sell. */
    async checkoutByPriceId(userId: string, origin: string, priceId: string): Promise<{ url: string }> {
      const [plan, interval] = priceId.split(':');
      if (!(PAID_PLAN_IDS as readonly string[]).includes(plan ?? '') || !(BILLING_INTERVALS as readonly string[]).includes(interval ?? '')) {
        throw new AppError(400, 'unknown_price', `Unknown price ${priceId}: use plan:interval, e.g. pro:month`);
      }
      const session = await startCheckout(userId, origin, plan as PaidPlanId, interval as BillingInterval, undefined, {
        successUrl: `/payment-success?plan=${plan}`,
        cancelUrl: '/pricing',
      });
      return { url: session.url };
    },

    /** A payment intent for the plan, at the catalogue's price (the caller's amount must match it). */
    async subscriptionPayment(userId: string, request: SubscriptionPaymentRequest): Promise<SubscriptionPaymentResponse> {
      if (provider.kind === 'none') throw notConfigured();
      refuseSecondPlan(userId);
      const { firstPaymentCents } = priced(request.plan, request.interval, request.discountCode);
      // request.amount is exact cents (the contract's parser): a price is matched to the cent, never rounded into a match.
      if (request.amount !== firstPaymentCents) {
        throw new AppError(400, 'price_mismatch', `The price of ${PLANS[request.plan].name} is $${(firstPaymentCents / 100).toFixed(2)}; reload the page and try again.`);
      }
      const intentId = randomUUID();
      const purchase = purchaseFor(userId, request.plan, request.interval, request.discountCode, intentId);
      repo.createIntent({ id: intentId, userId, provider: provider.kind, providerRef: `pending:${intentId}`, plan: request.plan, interval: request.interval, amountCents: firstPaymentCents, discountCode: request.discountCode ?? null, createdAt: ctx.clock.now() });
      try {
        const payment = await provider.createSubscriptionPayment(purchase);
        ctx.db.transaction(() => {
          repo.setIntentProvider(intentId, payment.subscriptionId, payment.clientSecret);
          if (provider.kind === 'stripe') repo.setCustomer(userId, payment.customerId);
        });
        return {
          clientSecret: payment.clientSecret,
          provider: provider.kind,
          publishableKey: provider.publishableKey,
          amount: firstPaymentCents / 100,
          purchaseId: payment.subscriptionId,
        };
      } catch (error) {
        throw providerFailure(ctx, error, 'start the payment');
      }
    },

    /** The demo provider's card confirmation: activates the plan like Stripe's webhook would. */
    confirmDemo(userId: string, clientSecret: string, cardNumber: string, expiry: string): { status: 'succeeded'; plan: PaidPlanId } {
      if (provider.kind !== 'demo') throw new AppError(404, 'not_found', 'Demo payments exist only in offline demo mode');
      const intent = repo.intentBySecret(clientSecret);
      if (!intent || intent.userId !== userId) throw new AppError(404, 'not_found', 'Payment not found');
      if (intent.status === 'succeeded') throw new AppError(409, 'already_paid', 'This payment is already complete');
      const card = cardNumber.replace(/\s/g, '');
      if (card === DEMO_DECLINED_CARD) {
        repo.markIntent(intent.id, 'failed');
        throw new AppError(402, 'card_declined', 'Your card was declined.');
      }
      const now = ctx.clock.now();
      // The expiry as typed (the contract checked its form): a card is good through the last day of its month.
      const exp = parseCardExpiry(expiry);
      if (!exp) throw new AppError(400, 'validation_error', 'Enter the expiry as MM/YY');
      const today = new Date(now);
      if (exp.year * 12 + exp.month - 1 < today.getUTCFullYear() * 12 + today.getUTCMonth()) {
        throw new AppError(400, 'card_expired', 'This card has expired.');
      }
      const plan = intent.plan as PaidPlanId;
      const interval = intent.interval;
      // A plan confirmed meanwhile (another tab, a second click): this purchase is a change of that
      // plan, prorated like one (docs/product.md "Changing plan"), never a second live plan. The
      // whole check and write is synchronous, so no other confirmation can come in between.
      rollDemoPeriods(userId);
      const current = repo.currentSubscription(userId);
      if (current && LIVE_STATUSES.has(current.status)) {
        if (current.provider !== 'demo' || current.interval !== interval) throw secondPlanRefused(current);
        const change = quote(current, plan);
        ctx.db.transaction(() => {
          applyDemoChange(userId, current, change, `demo_in_${intent.id}`, now);
          repo.markIntent(intent.id, 'succeeded', change.dueNow);
        });
        return { status: 'succeeded', plan };
      }
      ctx.db.transaction(() => {
        repo.markIntent(intent.id, 'succeeded');
        repo.applySubscription(
          {
            userId,
            provider: 'demo',
            subscription: {
              id: intent.providerRef,
              customerId: `demo_cus_${userId}`,
              status: 'active',
              plan,
              interval,
              amountCents: planPriceCents(plan, interval),
              currency: 'usd',
              currentPeriodStart: now,
              currentPeriodEnd: periodEnd(now, interval),
              cancelAtPeriodEnd: false,
              pendingPlan: null,
              card: { brand: card.startsWith('4') ? 'visa' : card.startsWith('5') ? 'mastercard' : 'card', last4: card.slice(-4), expMonth: exp.month, expYear: exp.year },
            },
            invoice: { id: `demo_in_${intent.id}`, amountCents: intent.amountCents, status: 'paid', paidAt: now },
            paymentSessionId: intent.providerRef,
          },
          now,
        );
      });
      return { status: 'succeeded', plan };
    },

    /** The billing page's figures, first brought up to date from the provider when it can be reached. */
    async currentBillingInfo(userId: string): Promise<BillingInfo> {
      try {
        await syncFromProvider(userId);
      } catch (error) {
        // The last known state still answers; the log says the provider could not be reached.
        ctx.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'billing sync failed');
      }
      rollDemoPeriods(userId);
      return billingInfo(userId);
    },

    /** What moving to another plan would do now (nothing changes). */
    previewPlanChange(userId: string, to: PaidPlanId): PlanChange {
      return quote(changeableSubscription(userId), to);
    },

    /**
     * Moves the subscription to another plan (docs/product.md "Changing plan"): an upgrade at once,
     * prorated; a downgrade at the period's end; the current plan calls off a waiting downgrade.
     * With Stripe the same subscription is updated (never a second one) and Stripe prorates.
     */
    async changePlan(userId: string, to: PaidPlanId): Promise<PlanChange> {
      const current = changeableSubscription(userId);
      const change = quote(current, to);
      const now = ctx.clock.now();
      const plan = current.plan as PaidPlanId;
      if (current.provider === 'stripe') {
        let updated: ProviderSubscription | null;
        try {
          updated = await provider.changePlan({
            subscriptionId: current.providerSubscriptionId,
            from: plan,
            to,
            toName: PLANS[to].name,
            interval: current.interval,
            amountCents: planPriceCents(to, current.interval),
            kind: change.kind,
            periodEnd: current.currentPeriodEnd,
            idempotencyKey: `change:${current.id}:${to}:${randomUUID()}`,
          });
        } catch (error) {
          throw providerFailure(ctx, error, 'change the plan');
        }
        if (!updated) throw new AppError(502, 'payment_provider_error', 'Unable to change the plan. Please try again.');
        repo.applySubscription(
          {
            userId,
            provider: 'stripe',
            subscription: {
              ...updated,
              plan: updated.plan ?? (change.kind === 'downgrade' ? plan : to),
              pendingPlan: updated.pendingPlan ?? (change.kind === 'downgrade' ? to : null),
              card: updated.card,
            },
          },
          now,
        );
        return change;
      }
      const invoiceId = `demo_in_change_${randomUUID()}`;
      if (change.kind === 'upgrade') await provider.charge({ userId, amountCents: change.dueNow, description: `Change to ${PLANS[to].name}`, idempotencyKey: invoiceId });
      applyDemoChange(userId, current, change, invoiceId, now);
      return change;
    },

    /** Calls off a cancellation set for the period's end: the plan renews as before. */
    async resume(userId: string): Promise<{ cancelAtPeriodEnd: boolean; currentPeriodEnd: string }> {
      const current = changeableSubscription(userId);
      if (!current.cancelAtPeriodEnd) throw new AppError(409, 'not_cancelling', 'Your plan is not set to end');
      let updated: ProviderSubscription | null = null;
      if (current.provider === 'stripe') {
        try {
          updated = await provider.resume(current.providerSubscriptionId, `resume:${current.id}:${randomUUID()}`);
        } catch (error) {
          throw providerFailure(ctx, error, 'undo the cancellation');
        }
      }
      const currentPeriodEnd = updated?.currentPeriodEnd || current.currentPeriodEnd;
      repo.applySubscription(
        {
          userId,
          provider: current.provider,
          subscription: {
            id: current.providerSubscriptionId,
            customerId: updated?.customerId ?? '',
            status: updated?.status ?? current.status,
            plan: current.plan as PaidPlanId,
            interval: current.interval,
            amountCents: current.amountCents,
            currency: current.currency,
            currentPeriodEnd,
            cancelAtPeriodEnd: false,
            card: null,
          },
        },
        ctx.clock.now(),
      );
      return { cancelAtPeriodEnd: false, currentPeriodEnd: isoDate(currentPeriodEnd) };
    },

    /**
     * Whether a checkout (Stripe's session id, or the purchase id the payment answered) is the
     * caller's own purchase, and whether it completed: /success welcomes only a completed one.
     * Someone else's purchase is answered like a missing one.
     */
    purchase(userId: string, sessionId: string): Purchase {
      const intent = repo.intentByRef(userId, sessionId);
      if (!intent || intent.status === 'failed') throw notFound('Purchase');
      return {
        status: intent.status === 'succeeded' ? 'completed' : 'pending',
        plan: intent.plan as PaidPlanId,
        interval: intent.interval,
        amount: intent.amountCents,
      };
    },

    /** Ends the subscription at the close of the paid period. */
    async cancel(userId: string): Promise<{ cancelAtPeriodEnd: boolean; currentPeriodEnd: string }> {
      rollDemoPeriods(userId);
      const current = repo.currentSubscription(userId);
      if (!current || current.status === 'canceled') throw new AppError(409, 'no_subscription', 'There is no active subscription to cancel');
      const now = ctx.clock.now();
      let updated: ProviderSubscription | null = null;
      if (current.provider === 'stripe') {
        try {
          updated = await provider.cancelAtPeriodEnd(current.providerSubscriptionId, `cancel:${current.id}`);
        } catch (error) {
          throw providerFailure(ctx, error, 'cancel the subscription');
        }
      }
      const base = {
        id: current.providerSubscriptionId,
        customerId: updated?.customerId ?? '',
        status: updated?.status ?? current.status,
        interval: current.interval,
        amountCents: current.amountCents,
        currency: current.currency,
        currentPeriodEnd: updated?.currentPeriodEnd || current.currentPeriodEnd,
        cancelAtPeriodEnd: true,
        card: null,
      };
      repo.applySubscription({ userId, provider: current.provider, subscription: { ...base, plan: current.plan as PaidPlanId } }, now);
      return { cancelAtPeriodEnd: true, currentPeriodEnd: isoDate(base.currentPeriodEnd) };
    },

    /** Where the provider lets the customer manage the card and plan, returning to /billing. */
    async customerPortal(userId: string, origin: string): Promise<{ url: string }> {
      if (provider.kind === 'none') throw notConfigured();
      const customerId = provider.kind === 'stripe' ? repo.user(userId)?.stripeCustomerId : `demo_cus_${userId}`;
      if (!customerId) throw new AppError(409, 'no_customer', 'There is no billing account yet: choose a plan first');
      try {
        return { url: await provider.customerPortalUrl(customerId, `${origin}/billing`) };
      } catch (error) {
        throw providerFailure(ctx, error, 'open the billing portal');
      }
    },

    /** The billing page's figures as a CSV file (from the local record: no provider round trip). */
    usageReport(userId: string): UsageReport {
      const info = billingInfo(userId);
      const lines = [
        'section,field,value',
        `plan,tier,${info.tier}`,
        `plan,status,${info.subscription?.status ?? 'free'}`,
        `plan,renews_or_ends,${info.subscription?.current_period_end ?? ''}`,
        `usage,subscriptions_found,${info.usage.subscriptions_found}`,
        `usage,savings_achieved_usd,${info.usage.savings_achieved.toFixed(2)}`,
        `usage,bill_negotiations,${info.usage.bill_negotiations}`,
        ...info.history.map((h) => `invoice,${h.invoice_id} ${h.date} ${h.status},${(h.amount / 100).toFixed(2)}`),
      ];
      return { filename: `usage-report-${isoDate(ctx.clock.now())}.csv`, csv: `${lines.join('\r\n')}\r\n` };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
