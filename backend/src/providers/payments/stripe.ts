/**
 * The Stripe payment provider, on the official `stripe` client. Prices are sent inline
 * (price_data) from the catalogue the server priced, so no Stripe dashboard setup can drift from
 * shared/plans.ts. Every call that creates something carries an idempotency key. Tests point the
 * same client at a local stand-in for Stripe's API (host/port/protocol).
 */
import type Stripe from 'stripe';

/**
 * The `stripe` package is about a seventh of the server bundle: it is loaded on first use (its own
 * chunk), not compiled at every start of a server that may never call Stripe (docs/product.md "Start-up").
 */
const loadStripe = () => import('stripe').then((module) => module.default);
import { PAID_PLAN_IDS, type PaidPlanId } from '../../../../shared/plans';
import type { ChargeResult, PaymentProvider, ProviderCard, ProviderInvoice, ProviderSubscription } from './payment-provider';

export interface StripeOptions {
  secretKey: string;
  publishableKey: string | null;
  /** Tests only: a local stand-in for api.stripe.com. */
  endpoint?: { host: string; port: number; protocol: 'http' | 'https' };
}

function cardOf(method: unknown): ProviderCard | null {
  const card = (method as { card?: { brand?: string; last4?: string; exp_month?: number; exp_year?: number } } | null)?.card;
  if (!card?.last4) return null;
  return { brand: card.brand ?? 'card', last4: card.last4, expMonth: card.exp_month ?? 0, expYear: card.exp_year ?? 0 };
}

const paidPlan = (value: string | undefined): PaidPlanId | null => ((PAID_PLAN_IDS as readonly string[]).includes(value ?? '') ? (value as PaidPlanId) : null);

/**
 * The plan a Stripe subscription is on, and a downgrade waiting for the period's end. A downgrade
 * changes Stripe's price at once without proration (so the next invoice bills the new price) and
 * records the plan it leaves (metadata previous_plan) and when (plan_change_at, unix seconds):
 * until that moment the subscription is still on the previous plan (docs/product.md "Changing plan").
 */
export function stripePlanOf(metadata: Record<string, string> | null | undefined, currentPeriodEnd: number | undefined): { plan: PaidPlanId | null; pendingPlan: PaidPlanId | null } {
  const plan = paidPlan(metadata?.plan);
  const previous = paidPlan(metadata?.previous_plan);
  const changeAt = Number(metadata?.plan_change_at ?? '');
  if (plan && previous && Number.isFinite(changeAt) && changeAt > 0 && currentPeriodEnd !== undefined && changeAt >= currentPeriodEnd) {
    return { plan: previous, pendingPlan: plan };
  }
  return { plan, pendingPlan: null };
}

function toSubscription(s: Stripe.Subscription): ProviderSubscription {
  const item = s.items.data[0];
  const price = item?.price;
  const { plan, pendingPlan } = stripePlanOf(s.metadata, item?.current_period_end);
  return {
    id: s.id,
    customerId: typeof s.customer === 'string' ? s.customer : s.customer.id,
    status: s.status,
    plan,
    interval: price?.recurring?.interval === 'year' ? 'year' : 'month',
    amountCents: price?.unit_amount ?? 0,
    currency: s.currency,
    // Since API 2025-03 the period lives on the item.
    currentPeriodEnd: (item?.current_period_end ?? 0) * 1000,
    cancelAtPeriodEnd: s.cancel_at_period_end,
    card: cardOf(s.default_payment_method),
    userId: s.metadata?.userId ?? null,
    ...(item?.current_period_start ? { currentPeriodStart: item.current_period_start * 1000 } : {}),
    pendingPlan,
  };
}

export function stripePaymentProvider(options: StripeOptions): PaymentProvider {
  let client: Promise<Stripe> | undefined;
  const stripeClient = () =>
    (client ??= loadStripe().then(
      (StripeClient) => new StripeClient(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(options.endpoint ?? {}) }),
    ));

  const recurring = (interval: 'month' | 'year') => ({ interval });

  return {
    kind: 'stripe',
    publishableKey: options.publishableKey,

    /**
     * Charges the customer's saved default card off-session (the payer is not at a card form) and
     * confirms at once. Only Stripe's 'succeeded' is a payment; anything else (no saved card, a
     * decline, a bank asking for authentication, still processing) is pending with the reason, and
     * the payment_intent.succeeded webhook completes one that succeeds later. Other failures (Stripe
     * unreachable, a bad key) are thrown.
     */
    async charge(request) {
      const pending = (chargeId: string | null, pendingReason: string): ChargeResult => ({ chargeId, demo: false, status: 'pending', pendingReason });
      if (!request.customerId) return pending(null, NO_SAVED_CARD);
      const stripe = await stripeClient();
      const paymentMethod = await defaultPaymentMethod(stripe, request.customerId);
      if (!paymentMethod) return pending(null, NO_SAVED_CARD);
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: 'usd',
            customer: request.customerId,
            payment_method: paymentMethod,
            off_session: true,
            confirm: true,
            description: request.description,
            metadata: { userId: request.userId, ...request.metadata },
          },
          // Per card: a retry with the same card answers the same outcome (never a second charge); a new card is a new attempt.
          { idempotencyKey: `${request.idempotencyKey}:${paymentMethod}` },
        );
        if (intent.status === 'succeeded') return { chargeId: intent.id, demo: false, status: 'succeeded', pendingReason: null };
        return pending(intent.id, pendingReasonOf(intent.status, intent.last_payment_error?.message));
      } catch (error) {
        const cardError = error as { type?: string; code?: string; message?: string; payment_intent?: { id?: string; status?: string }; raw?: { payment_intent?: { id?: string; status?: string } } };
        if (cardError.type !== 'StripeCardError') throw error;
        const intent = cardError.payment_intent ?? cardError.raw?.payment_intent;
        const reason = cardError.code === 'authentication_required' ? pendingReasonOf('requires_action') : `Not charged: ${cardError.message ?? 'the card was declined.'}`;
        return pending(intent?.id ?? null, reason);
      }
    },

    async createCheckoutSession(purchase, urls) {
      const stripe = await stripeClient();
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          client_reference_id: purchase.userId,
          ...(purchase.customerId ? { customer: purchase.customerId } : { customer_email: purchase.email }),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: purchase.amountCents,
                recurring: recurring(purchase.interval),
                product_data: { name: `Wealth Desk ${purchase.planName}` },
              },
            },
          ],
          // Discount codes are Stripe coupons with the same ids (see README, "Payments").
          ...(purchase.discountCode ? { discounts: [{ coupon: purchase.discountCode }] } : {}),
          metadata: { userId: purchase.userId, plan: purchase.plan, interval: purchase.interval },
          subscription_data: { metadata: { userId: purchase.userId, plan: purchase.plan } },
          success_url: `${urls.successUrl}${urls.successUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: urls.cancelUrl,
        },
        { idempotencyKey: `${purchase.idempotencyKey}:checkout` },
      );
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { id: session.id, url: session.url, customerId: typeof session.customer === 'string' ? session.customer : (session.customer?.id ?? null) };
    },

    async createSubscriptionPayment(purchase) {
      const stripe = await stripeClient();
      const customerId =
        purchase.customerId ??
        (await stripe.customers.create({ email: purchase.email, metadata: { userId: purchase.userId } }, { idempotencyKey: `customer:${purchase.userId}` })).id;
      const product = `Wealth Desk ${purchase.planName}`;
      const subscription = await stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price_data: { currency: 'usd', unit_amount: purchase.amountCents, recurring: recurring(purchase.interval), product: await productId(product) } }],
          payment_behavior: 'default_incomplete',
          payment_settings: { save_default_payment_method: 'on_subscription' },
          ...(purchase.discountCode ? { discounts: [{ coupon: purchase.discountCode }] } : {}),
          metadata: { userId: purchase.userId, plan: purchase.plan },
          expand: ['latest_invoice.confirmation_secret'],
        },
        { idempotencyKey: `${purchase.idempotencyKey}:subscription` },
      );
      const invoice = subscription.latest_invoice as Stripe.Invoice | null;
      const clientSecret = invoice?.confirmation_secret?.client_secret;
      if (!clientSecret) throw new Error('Stripe returned a subscription without a payment to confirm');
      return { subscriptionId: subscription.id, clientSecret, customerId };
    },

    async cancelAtPeriodEnd(subscriptionId, idempotencyKey) {
      const stripe = await stripeClient();
      const updated = await stripe.subscriptions.update(
        subscriptionId,
        { cancel_at_period_end: true, expand: ['default_payment_method'] },
        { idempotencyKey },
      );
      return toSubscription(updated);
    },

    async cancelNow(subscriptionId, idempotencyKey) {
      const stripe = await stripeClient();
      // prorate + invoice_now: Stripe credits the unused time on a final invoice at once.
      const ended = await stripe.subscriptions.cancel(subscriptionId, { prorate: true, invoice_now: true, expand: ['default_payment_method'] }, { idempotencyKey });
      return toSubscription(ended);
    },

    async resume(subscriptionId, idempotencyKey) {
      const stripe = await stripeClient();
      const updated = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false, expand: ['default_payment_method'] }, { idempotencyKey });
      return toSubscription(updated);
    },

    async changePlan(change) {
      const stripe = await stripeClient();
      // The same subscription's item gets the new price: Stripe never holds two subscriptions for one person.
      const current = await stripe.subscriptions.retrieve(change.subscriptionId);
      const item = current.items.data[0];
      if (!item) throw new Error('Stripe returned a subscription without an item');
      const upgrade = change.kind === 'upgrade';
      const updated = await stripe.subscriptions.update(
        change.subscriptionId,
        {
          items: [
            {
              id: item.id,
              price_data: { currency: 'usd', unit_amount: change.amountCents, recurring: recurring(change.interval), product: await productId(`Wealth Desk ${change.toName}`) },
            },
          ],
          // Upgrade: Stripe's proration (credit for the unused time, charge for the rest), invoiced at
          // once as the policy says "charged now"; downgrade: the lower price from the next invoice, no refund.
          proration_behavior: upgrade ? 'always_invoice' : 'none',
          metadata:
            change.kind === 'downgrade'
              ? { plan: change.to, previous_plan: change.from, plan_change_at: String(Math.floor(change.periodEnd / 1000)) }
              : { plan: change.to, previous_plan: '', plan_change_at: '' },
          expand: ['default_payment_method'],
        },
        { idempotencyKey: change.idempotencyKey },
      );
      return toSubscription(updated);
    },

    async customerPortalUrl(customerId, returnUrl) {
      const stripe = await stripeClient();
      return (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url;
    },

    async customerSubscriptions(customerId) {
      const stripe = await stripeClient();
      const list = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 10, expand: ['data.default_payment_method'] });
      return list.data.map(toSubscription);
    },

    async customerInvoices(customerId): Promise<ProviderInvoice[]> {
      const stripe = await stripeClient();
      const list = await stripe.invoices.list({ customer: customerId, limit: 12 });
      return list.data.map((i) => ({
        id: i.id ?? '',
        amountCents: i.amount_paid,
        status: i.status ?? 'open',
        paidAt: (i.status_transitions?.paid_at ?? i.created) * 1000,
      }));
    },
  };

  /** Subscription items need a product id; one product per plan name, created once (idempotent). */
  async function productId(name: string): Promise<string> {
    const stripe = await stripeClient();
    const key = `product:${name}`;
    return (await stripe.products.create({ name }, { idempotencyKey: key })).id;
  }
}

const NO_SAVED_CARD = 'Not charged: there is no saved card to charge. Add a payment method on the Billing page, then pay again.';

/** Why a PaymentIntent that did not succeed is still pending, in words the UI shows. */
export function pendingReasonOf(status: string, lastError?: string | null): string {
  if (status === 'requires_action') return 'Not charged yet: your bank asks you to approve this payment. It stays Pending until the payment is approved.';
  if (status === 'processing') return 'Processing at the bank: it shows Paid once Stripe confirms the payment.';
  if (status === 'requires_payment_method') return `Not charged: ${lastError ?? 'the card was refused. Update your payment method, then pay again.'}`;
  return `Not charged yet (the payment is ${status.replace(/_/g, ' ')}).`;
}

/**
 * The customer's saved default card: the customer's own default, else the one its live plan
 * saved (subscriptions save theirs on the subscription, payment_settings on_subscription).
 */
async function defaultPaymentMethod(stripe: Stripe, customerId: string): Promise<string | null> {
  const idOf = (method: string | Stripe.PaymentMethod | null | undefined) => (typeof method === 'string' ? method : (method?.id ?? null));
  const customer = await stripe.customers.retrieve(customerId);
  if (customer.deleted) return null;
  const own = idOf(customer.invoice_settings?.default_payment_method);
  if (own) return own;
  const live = await stripe.subscriptions.list({ customer: customerId, status: 'active', limit: 1 });
  return idOf(live.data[0]?.default_payment_method);
}

/** Checks a webhook's signature on the raw body; rejects when it is forged or stale. */
export async function verifyStripeEvent(rawBody: Buffer, signature: string, webhookSecret: string): Promise<Stripe.Event> {
  return (await loadStripe()).webhooks.constructEvent(rawBody, signature, webhookSecret);
}
