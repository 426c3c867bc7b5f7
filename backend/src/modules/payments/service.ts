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
  type BillingInfo,
  type CheckoutSessionResponse,
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
  planPriceCents,
  type BillingInterval,
  type DiscountCode,
  type PaidPlanId,
} from '../../../../shared/plans';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { DEMO_DECLINED_CARD, PaymentsNotConfiguredError, type PaymentProvider, type ProviderSubscription } from '../../providers/payments/payment-provider';
import { createBillsService } from '../bills/service';
import { createSubscriptionsService } from '../subscriptions/service';
import { paymentsRepository, periodEnd } from './repository';
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

/** Stripe's and our own failures, told apart: provider messages reach the user, ours do not. */
function providerFailure(ctx: AppContext, error: unknown, what: string): AppError {
  if (error instanceof PaymentsNotConfiguredError) return notConfigured();
  const message = error instanceof Error ? error.message : String(error);
  ctx.logger.warn({ err: message }, `${what} failed at the payment provider`);
  const stripeMessage = (error as { type?: string; raw?: { message?: string } }).type?.startsWith('Stripe') ? (error as { message: string }).message : null;
  return new AppError(502, 'payment_provider_error', stripeMessage ?? `Unable to ${what}. Please try again.`);
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

  async function startCheckout(
    userId: string,
    origin: string,
    plan: PaidPlanId,
    interval: BillingInterval,
    code: DiscountCode | undefined,
    urls: { successUrl: string; cancelUrl: string },
  ) {
    if (provider.kind === 'none') throw notConfigured();
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
    for (const s of subs ?? []) {
      if (!s.plan) continue;
      repo.applySubscription({ userId, provider: 'stripe', subscription: { ...s, plan: s.plan } }, now);
    }
    const latest = subs?.find((s) => s.plan);
    for (const invoice of invoices ?? []) {
      if (invoice.status !== 'paid' || !latest?.plan) continue;
      repo.applySubscription({ userId, provider: 'stripe', subscription: { ...latest, plan: latest.plan }, invoice }, now);
    }
  }

  /** The billing page's figures as the local record holds them. */
  function billingInfo(userId: string): BillingInfo {
    const user = repo.user(userId);
    const current = repo.currentSubscription(userId);
    const card = current?.cardLast4
      ? { type: 'card', last4: current.cardLast4, brand: current.cardBrand ?? 'card', exp_month: current.cardExpMonth ?? 0, exp_year: current.cardExpYear ?? 0 }
      : null;
    return billingInfoSchema.parse({
      subscription: current
        ? {
            status: current.status,
            plan: current.plan,
            amount: current.amountCents,
            currency: current.currency,
            interval: current.interval,
            current_period_end: isoDate(current.currentPeriodEnd),
            cancel_at_period_end: current.cancelAtPeriodEnd,
          }
        : null,
      usage: {
        subscriptions_found: repo.subscriptionsFound(userId),
        savings_achieved: subscriptions.savings(userId).totalSaved,
        // Every request the user has submitted on /bills, whatever its outcome.
        bill_negotiations: bills.countForUser(userId),
      },
      payment_method: card,
      history: repo.invoices(userId).map((i) => ({ date: isoDate(i.paidAt), amount: i.amountCents, status: i.status, invoice_id: i.providerInvoiceId })),
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
        return { clientSecret: payment.clientSecret, provider: provider.kind, publishableKey: provider.publishableKey, amount: firstPaymentCents / 100 };
      } catch (error) {
        throw providerFailure(ctx, error, 'start the payment');
      }
    },

    /** The demo provider's card confirmation: activates the plan like Stripe's webhook would. */
    confirmDemo(userId: string, clientSecret: string, cardNumber: string): { status: 'succeeded'; plan: PaidPlanId } {
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
      const plan = intent.plan as PaidPlanId;
      const interval = intent.interval;
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
              currentPeriodEnd: periodEnd(now, interval),
              cancelAtPeriodEnd: false,
              card: { brand: card.startsWith('4') ? 'visa' : card.startsWith('5') ? 'mastercard' : 'card', last4: card.slice(-4), expMonth: 12, expYear: new Date(now).getUTCFullYear() + 3 },
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
      return billingInfo(userId);
    },

    /** Ends the subscription at the close of the paid period. */
    async cancel(userId: string): Promise<{ cancelAtPeriodEnd: boolean; currentPeriodEnd: string }> {
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
