/**
 * Stripe's webhook (docs/product.md "Plans and payments"): the signature is checked on the exact
 * bytes Stripe sent, each event is applied once, and never over a newer state of its subscription.
 * Events change plans through the same repository as the demo provider's confirmation.
 */
import type Stripe from 'stripe';
import { PAID_PLAN_IDS, planPriceCents, type BillingInterval, type PaidPlanId } from '../../../../shared/plans';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { stripePlanOf, verifyStripeEvent } from '../../providers/payments/stripe';
import { paymentsRepository, periodEnd, type BillingSubscriptionRow, type PaymentsRepository } from './repository';
import { endSupersededAtProvider } from './service';
import { applyPenaltyPaymentEvent } from '../business-accounts/service';
import type { PaymentProvider } from '../../providers/payments/payment-provider';

/** What became of a webhook event: applied, older than the subscription's state (out of order), or not ours to act on. */
export type StripeEventOutcome = 'applied' | 'out_of_order' | 'ignored';

/**
 * Stripe's events that change a plan, applied through the same repository as the demo. Stripe does
 * not deliver them in order, so each carries its `created` time and the repository leaves an event
 * older than the subscription's state unapplied (isOutOfOrder).
 */
export function applyStripeEvent(repo: PaymentsRepository, event: Stripe.Event, now: number, superseded?: BillingSubscriptionRow[]): StripeEventOutcome {
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
      const item = s.items.data[0];
      // A downgrade waiting for the period's end leaves the subscription on its previous plan until then.
      const { plan, pendingPlan } = stripePlanOf(metadata, item?.current_period_end);
      if (!userId || !plan) return 'ignored';
      const status = event.type === 'customer.subscription.deleted' ? 'canceled' : s.status;
      const applied = repo.applySubscription(
        {
          userId,
          provider: 'stripe',
          subscription: {
            id: s.id,
            customerId,
            status,
            plan,
            interval: item?.price.recurring?.interval === 'year' ? 'year' : 'month',
            amountCents: item?.price.unit_amount ?? planPriceCents(plan, 'month'),
            currency: s.currency,
            currentPeriodEnd: (item?.current_period_end ?? Math.floor(now / 1000)) * 1000,
            cancelAtPeriodEnd: s.cancel_at_period_end,
            card: null,
            ...(item?.current_period_start ? { currentPeriodStart: item.current_period_start * 1000 } : {}),
            pendingPlan,
          },
          event: order,
        },
        now,
        superseded,
      );
      // The purchase that created it is complete: /success may welcome its buyer.
      if (applied && status === 'active') repo.markIntentSucceededByRef('stripe', s.id);
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
        superseded,
      );
      if (session.payment_status === 'paid') repo.markIntentSucceededByRef('stripe', session.id);
      return applied ? 'applied' : 'out_of_order';
    }
    default:
      // Other events are acknowledged and recorded, not acted on.
      return 'ignored';
  }
}

/** Receives Stripe's events with the endpoint's signing secret (undefined: the webhook answers 503). */
export function createStripeWebhook(ctx: AppContext, webhookSecret: string | undefined, provider: PaymentProvider) {
  const repo = paymentsRepository(ctx.db);
  return {
    /** Verifies one delivery (the raw body and its Stripe-Signature header) and applies it once. */
    async receive(rawBody: unknown, signature: unknown): Promise<{ received: true; duplicate: boolean }> {
      if (!webhookSecret) throw new AppError(503, 'webhook_not_configured', 'STRIPE_WEBHOOK_SECRET is not set');
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(rawBody)) throw new Error('missing signature');
        event = await verifyStripeEvent(rawBody, signature, webhookSecret);
      } catch {
        throw new AppError(400, 'bad_signature', 'Webhook signature verification failed');
      }
      let outcome = 'ignored' as StripeEventOutcome;
      // A subscription that goes live for someone who already has a live plan replaces it (one live
      // plan per person): the older one ends here in the same transaction, then at Stripe, prorated.
      const superseded: BillingSubscriptionRow[] = [];
      const applied = repo.applyEventOnce(event.id, event.type, ctx.clock.now(), () => {
        outcome = applyStripeEvent(repo, event, ctx.clock.now(), superseded);
        if (applyPenaltyPaymentEvent(ctx, event)) outcome = 'applied';
      });
      await endSupersededAtProvider(ctx, provider, superseded);
      // Still acknowledged (and recorded as processed): Stripe would otherwise send it again.
      if (outcome === 'out_of_order') ctx.logger.info({ eventId: event.id, type: event.type }, 'Stripe event older than the subscription state: not applied');
      return { received: true, duplicate: !applied };
    },
  };
}
