/**
 * Plans and payments (spec core section 7, growth sections 3, 4, 7, 8; DESIGN.md "Plans and
 * payments"). Every price is taken from shared/plans.ts here; what a client sends is only compared
 * with it. Stripe confirms payments through its webhook (signature checked on the raw body, each
 * event applied once, never over a newer state of its subscription); the demo provider confirms
 * through POST /api/payments/demo/confirm, which goes through the same activation code.
 */
import { randomUUID } from 'node:crypto';
import express, { Router, type Request } from 'express';
import type Stripe from 'stripe';
import {
  billingInfoSchema,
  createCheckoutSessionRequestSchema,
  createSubscriptionPaymentRequestSchema,
  demoConfirmRequestSchema,
  stripeCheckoutRequestSchema,
  type BillingInfo,
  type CheckoutSessionResponse,
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
import { requireCaller } from '../../http/auth';
import { apiRouter, routeAccess } from '../../http/routing';
import { AppError } from '../../http/errors';
import { handle } from '../../http/validate';
import { DEMO_DECLINED_CARD, PaymentsNotConfiguredError, type PaymentProvider, type ProviderSubscription } from '../../providers/payments/payment-provider';
import { verifyStripeEvent } from '../../providers/payments/stripe';
import { savingsSummary } from '../subscriptions/routes';
import { subscriptionRepository } from '../subscriptions/repository';
import { countBillNegotiations } from '../bills/repository';
import { paymentsRepository, periodEnd, type PaymentsRepository } from './repository';

export const STRIPE_WEBHOOK_PATH = '/stripe/webhook';
const WEBHOOK_BODY_LIMIT = '1mb';

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const notConfigured = () => new AppError(503, 'payments_not_configured', 'Payment System Not Configured. Please contact support to enable payments.');

function siteOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host')}`;
}

/** Stripe's and our own failures, told apart: provider messages reach the user, ours do not. */
function providerFailure(ctx: AppContext, error: unknown, what: string): AppError {
  if (error instanceof PaymentsNotConfiguredError) return notConfigured();
  const message = error instanceof Error ? error.message : String(error);
  ctx.logger.warn({ err: message }, `${what} failed at the payment provider`);
  const stripeMessage = (error as { type?: string; raw?: { message?: string } }).type?.startsWith('Stripe') ? (error as { message: string }).message : null;
  return new AppError(502, 'payment_provider_error', stripeMessage ?? `Unable to ${what}. Please try again.`);
}

export interface PaymentsDeps {
  provider: PaymentProvider;
  webhookSecret: string | undefined;
}

export function paymentRoutes(ctx: AppContext, deps: PaymentsDeps): Router {
  const router = apiRouter();
  const access = routeAccess(ctx);
  const repo = paymentsRepository(ctx.db);
  const subscriptions = subscriptionRepository(ctx.db);
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

  async function startCheckout(req: Request, plan: PaidPlanId, interval: BillingInterval, code: DiscountCode | undefined, urls: { successUrl: string; cancelUrl: string }) {
    if (provider.kind === 'none') throw notConfigured();
    const { userId } = requireCaller(req);
    const intentId = randomUUID();
    const purchase = purchaseFor(userId, plan, interval, code, intentId);
    repo.createIntent({ id: intentId, userId, provider: provider.kind, providerRef: `pending:${intentId}`, plan, interval, amountCents: purchase.firstPaymentCents, discountCode: code ?? null, createdAt: ctx.clock.now() });
    const origin = siteOrigin(req);
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

  router.get('/payments/config', access.public, handle({}, (): PaymentsConfig => ({ provider: provider.kind, publishableKey: provider.publishableKey })));

  router.post(
    '/create-checkout-session',
    access.member,
    handle({ body: createCheckoutSessionRequestSchema }, async ({ body }, req): Promise<CheckoutSessionResponse> => {
      let plan: PaidPlanId = body.tierId;
      let interval: BillingInterval = body.isAnnual ? 'year' : 'month';
      if (body.offerId) {
        // An offer decides its own plan and billing; the free-month referral offer is not bought here.
        const offer = OFFERS[body.offerId];
        if (offer.offerPriceCents === 0) throw new AppError(400, 'offer_not_purchasable', 'This offer is earned by referring friends, not bought.');
        plan = offer.planId;
        interval = offer.interval;
      }
      const session = await startCheckout(req, plan, interval, body.discountCode, body);
      return { checkoutUrl: session.url, sessionId: session.id, demo: provider.kind === 'demo' };
    }),
  );

  router.post(
    '/stripe/create-checkout-session',
    access.member,
    handle({ body: stripeCheckoutRequestSchema }, async ({ body }, req) => {
      // Price ids name catalogue entries ("pro:month"); anything else is not a price we sell.
      const [plan, interval] = body.priceId.split(':');
      if (!(PAID_PLAN_IDS as readonly string[]).includes(plan ?? '') || !(BILLING_INTERVALS as readonly string[]).includes(interval ?? '')) {
        throw new AppError(400, 'unknown_price', `Unknown price ${body.priceId}: use plan:interval, e.g. pro:month`);
      }
      const session = await startCheckout(req, plan as PaidPlanId, interval as BillingInterval, undefined, {
        successUrl: `/payment-success?plan=${plan}`,
        cancelUrl: '/pricing',
      });
      return { url: session.url };
    }),
  );

  router.post(
    '/create-subscription-payment',
    access.member,
    handle({ body: createSubscriptionPaymentRequestSchema }, async ({ body }, req): Promise<SubscriptionPaymentResponse> => {
      if (provider.kind === 'none') throw notConfigured();
      const { userId } = requireCaller(req);
      const { firstPaymentCents } = priced(body.plan, body.interval, body.discountCode);
      // body.amount is exact cents (the contract's parser): a price is matched to the cent, never rounded into a match.
      if (body.amount !== firstPaymentCents) {
        throw new AppError(400, 'price_mismatch', `The price of ${PLANS[body.plan].name} is $${(firstPaymentCents / 100).toFixed(2)}; reload the page and try again.`);
      }
      const intentId = randomUUID();
      const purchase = purchaseFor(userId, body.plan, body.interval, body.discountCode, intentId);
      repo.createIntent({ id: intentId, userId, provider: provider.kind, providerRef: `pending:${intentId}`, plan: body.plan, interval: body.interval, amountCents: firstPaymentCents, discountCode: body.discountCode ?? null, createdAt: ctx.clock.now() });
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
    }),
  );

  router.post(
    '/payments/demo/confirm',
    access.member,
    handle({ body: demoConfirmRequestSchema }, ({ body }, req) => {
      if (provider.kind !== 'demo') throw new AppError(404, 'not_found', 'Demo payments exist only in offline demo mode');
      const { userId } = requireCaller(req);
      const intent = repo.intentBySecret(body.clientSecret);
      if (!intent || intent.userId !== userId) throw new AppError(404, 'not_found', 'Payment not found');
      if (intent.status === 'succeeded') throw new AppError(409, 'already_paid', 'This payment is already complete');
      const card = body.cardNumber.replace(/\s/g, '');
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
      return { status: 'succeeded' as const, plan };
    }),
  );

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

  router.get(
    '/billing/info',
    access.member,
    handle({}, async (_input, req): Promise<BillingInfo> => {
      const { userId } = requireCaller(req);
      try {
        await syncFromProvider(userId);
      } catch (error) {
        // The last known state still answers; the log says the provider could not be reached.
        ctx.logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'billing sync failed');
      }
      return billingInfo(repo, userId, subscriptions, ctx.clock.now(), provider.kind === 'demo', countBillNegotiations(ctx.db, userId));
    }),
  );

  router.post(
    '/billing/cancel-subscription',
    access.member,
    handle({}, async (_input, req) => {
      const { userId } = requireCaller(req);
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
    }),
  );

  router.post(
    '/billing/customer-portal',
    access.member,
    handle({}, async (_input, req) => {
      const { userId } = requireCaller(req);
      if (provider.kind === 'none') throw notConfigured();
      const customerId = provider.kind === 'stripe' ? repo.user(userId)?.stripeCustomerId : `demo_cus_${userId}`;
      if (!customerId) throw new AppError(409, 'no_customer', 'There is no billing account yet: choose a plan first');
      try {
        return { url: await provider.customerPortalUrl(customerId, `${siteOrigin(req)}/billing`) };
      } catch (error) {
        throw providerFailure(ctx, error, 'open the billing portal');
      }
    }),
  );

  router.get(
    '/billing/usage-report',
    access.member,
    handle({}, (_input, req, res) => {
      const { userId } = requireCaller(req);
      const info = billingInfo(repo, userId, subscriptions, ctx.clock.now(), provider.kind === 'demo', countBillNegotiations(ctx.db, userId));
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
      res
        .status(200)
        .type('text/csv')
        .setHeader('Content-Disposition', `attachment; filename="usage-report-${isoDate(ctx.clock.now())}.csv"`)
        .send(`${lines.join('\r\n')}\r\n`);
    }),
  );

  return router;
}

export function billingInfo(
  repo: PaymentsRepository,
  userId: string,
  subscriptions: ReturnType<typeof subscriptionRepository>,
  now: number,
  demo: boolean,
  billNegotiations: number,
): BillingInfo {
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
      savings_achieved: savingsSummary(subscriptions.cancelled(userId), now).totalSaved,
      // Every request the user has submitted on /bills, whatever its outcome.
      bill_negotiations: billNegotiations,
    },
    payment_method: card,
    history: repo.invoices(userId).map((i) => ({ date: isoDate(i.paidAt), amount: i.amountCents, status: i.status, invoice_id: i.providerInvoiceId })),
    tier: user?.tier ?? 'free',
    demo,
  });
}

/** What became of a webhook event: applied, older than the subscription's state (out of order), or not ours to act on. */
export type StripeEventOutcome = 'applied' | 'out_of_order' | 'ignored';

/**
 * Stripe's events that change a plan, applied through the same repository as the demo. Stripe does
 * not deliver them in order, so each carries its `created` time and the repository leaves an event
 * older than the subscription's state unapplied (isOutOfOrder).
 */
export function applyStripeEvent(repo: PaymentsRepository, event: Stripe.Event, now: number): StripeEventOutcome {
  const object = event.data.object as unknown as Record<string, unknown>;
  const metadata = (object.metadata ?? {}) as Record<string, string>;
  const order = { createdAt: event.created * 1000, creation: event.type === 'customer.subscription.created' };
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const s = event.data.object;
      const customerId = typeof s.customer === 'string' ? s.customer : s.customer.id;
      const userId = metadata.userId ?? repo.userByCustomer(customerId);
      const plan = metadata.plan as PaidPlanId | undefined;
      if (!userId || !plan || !(PAID_PLAN_IDS as readonly string[]).includes(plan)) return 'ignored';
      const item = s.items.data[0];
      const applied = repo.applySubscription(
        {
          userId,
          provider: 'stripe',
          subscription: {
            id: s.id,
            customerId,
            status: event.type === 'customer.subscription.deleted' ? 'canceled' : s.status,
            plan,
            interval: item?.price.recurring?.interval === 'year' ? 'year' : 'month',
            amountCents: item?.price.unit_amount ?? planPriceCents(plan, 'month'),
            currency: s.currency,
            currentPeriodEnd: (item?.current_period_end ?? Math.floor(now / 1000)) * 1000,
            cancelAtPeriodEnd: s.cancel_at_period_end,
            card: null,
          },
          event: order,
        },
        now,
      );
      return applied ? 'applied' : 'out_of_order';
    }
    case 'checkout.session.completed': {
      const session = event.data.object;
      const userId = session.client_reference_id ?? metadata.userId;
      const plan = metadata.plan as PaidPlanId | undefined;
      const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
      const customerId = typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? '');
      if (!userId || !plan || !subscriptionId || !(PAID_PLAN_IDS as readonly string[]).includes(plan)) return 'ignored';
      const interval: BillingInterval = metadata.interval === 'year' ? 'year' : 'month';
      const applied = repo.applySubscription(
        {
          userId,
          provider: 'stripe',
          subscription: {
            id: subscriptionId,
            customerId,
            status: session.payment_status === 'paid' ? 'active' : 'incomplete',
            plan,
            interval,
            amountCents: planPriceCents(plan, interval),
            currency: session.currency ?? 'usd',
            currentPeriodEnd: periodEnd(session.created * 1000, interval),
            cancelAtPeriodEnd: false,
            card: null,
          },
          invoice: session.invoice
            ? { id: typeof session.invoice === 'string' ? session.invoice : session.invoice.id ?? '', amountCents: session.amount_total ?? 0, status: 'paid', paidAt: now }
            : undefined,
          paymentSessionId: session.id,
          event: order,
        },
        now,
      );
      return applied ? 'applied' : 'out_of_order';
    }
    default:
      // Other events are acknowledged and recorded, not acted on.
      return 'ignored';
  }
}

/** The webhook: mounted with a raw body parser so the signature is checked on the exact bytes. */
export function stripeWebhookRoute(ctx: AppContext, deps: PaymentsDeps): Router {
  const router = apiRouter();
  const access = routeAccess(ctx);
  const repo = paymentsRepository(ctx.db);
  router.post(STRIPE_WEBHOOK_PATH, access.public, express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }), (req, res) => {
    if (!deps.webhookSecret) return void res.status(503).json({ error: { code: 'webhook_not_configured', message: 'STRIPE_WEBHOOK_SECRET is not set' } });
    const signature = req.headers['stripe-signature'];
    let event: Stripe.Event;
    try {
      if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) throw new Error('missing signature');
      event = verifyStripeEvent(req.body, signature, deps.webhookSecret);
    } catch {
      return void res.status(400).json({ error: { code: 'bad_signature', message: 'Webhook signature verification failed' } });
    }
    let outcome = 'ignored' as StripeEventOutcome;
    const applied = repo.applyEventOnce(event.id, event.type, ctx.clock.now(), () => {
      outcome = applyStripeEvent(repo, event, ctx.clock.now());
    });
    // Still acknowledged (and recorded as processed): Stripe would otherwise send it again.
    if (outcome === 'out_of_order') ctx.logger.info({ eventId: event.id, type: event.type }, 'Stripe event older than the subscription state: not applied');
    res.status(200).json({ received: true, duplicate: !applied });
  });
  return router;
}
