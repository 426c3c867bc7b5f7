/**
 * Where money is charged (docs/product.md "Plans and payments"). Stripe when its secret key is
 * configured; otherwise, in offline demo mode, the demo provider, which completes the same flows
 * locally and says so ("demo payment"). Prices always come from shared/plans.ts, priced by the
 * caller.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { DEMO_CARDS } from '../../../../shared/contracts/payments';
import type { BillingInterval, PaidPlanId } from '../../../../shared/plans';

export interface ChargeRequest {
  userId: string;
  amountCents: number;
  description: string;
  /** The same key never charges twice. */
  idempotencyKey: string;
  /** The payer's customer at the provider (Stripe's cus_…), whose saved default card is charged; null: none yet. */
  customerId?: string | null;
  /** Kept with the payment at the provider, e.g. which penalty it pays (its webhook finds it again by them). */
  metadata?: Record<string, string>;
}

export interface ChargeResult {
  /** The provider's payment (a PaymentIntent id); null when none was created (e.g. no saved card). */
  chargeId: string | null;
  demo: boolean;
  /** succeeded: the money was taken; pending: not (yet), and `pendingReason` says why in words the UI shows. */
  status: 'succeeded' | 'pending';
  pendingReason: string | null;
}

/** A plan purchase, already priced from the catalogue by the server. */
export interface PlanPurchase {
  userId: string;
  email: string;
  plan: PaidPlanId;
  planName: string;
  interval: BillingInterval;
  /** The recurring price. */
  amountCents: number;
  /** The first payment after a discount code (equal to amountCents without one). */
  firstPaymentCents: number;
  discountCode: string | null;
  /** The provider's customer for this user, when one exists. */
  customerId: string | null;
  /** Stable per purchase attempt (the checkout intent's id): a retried call never creates twice. */
  idempotencyKey: string;
}

export interface ProviderCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A subscription as the provider reports it. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: string;
  plan: PaidPlanId | null;
  interval: BillingInterval;
  amountCents: number;
  currency: string;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  card: ProviderCard | null;
  userId: string | null;
  /** When the paid period began (ms); undefined: not reported (the stored value stays). */
  currentPeriodStart?: number;
  /** A downgrade waiting for the period's end; undefined: not reported (the stored value stays). */
  pendingPlan?: PaidPlanId | null;
}

/** A move of an existing subscription to another plan, priced by the server from the catalogue. */
export interface PlanChangeRequest {
  subscriptionId: string;
  from: PaidPlanId;
  to: PaidPlanId;
  toName: string;
  interval: BillingInterval;
  /** The new plan's recurring price. */
  amountCents: number;
  /** upgrade: prorated now; downgrade: the new price from the next period, no proration; keep: a pending downgrade called off. */
  kind: 'upgrade' | 'downgrade' | 'keep';
  /** The current period's end (ms): when a downgrade takes effect. */
  periodEnd: number;
  idempotencyKey: string;
}

export interface ProviderInvoice {
  id: string;
  amountCents: number;
  status: string;
  paidAt: number;
  /** The invoice's lines (a plan change: the credit and the charge); undefined: one line for the plan. */
  lines?: Array<{ description: string; amountCents: number }>;
}

export interface PaymentProvider {
  /** 'none': no Stripe key outside demo mode; every call fails and the screens say payments are off. */
  readonly kind: 'demo' | 'stripe' | 'none';
  /** Stripe's publishable key for the Payment Element (public by design); null for the demo. */
  readonly publishableKey: string | null;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** A hosted checkout page for the purchase; success/cancel URLs are absolute. */
  createCheckoutSession(purchase: PlanPurchase, urls: { successUrl: string; cancelUrl: string }): Promise<{ id: string; url: string; customerId: string | null }>;
  /** A subscription waiting for its first payment, confirmed in the browser with the client secret. */
  createSubscriptionPayment(purchase: PlanPurchase): Promise<{ subscriptionId: string; clientSecret: string; customerId: string }>;
  cancelAtPeriodEnd(subscriptionId: string, idempotencyKey: string): Promise<ProviderSubscription | null>;
  /**
   * Ends a subscription now, crediting its unused time (proration), e.g. one replaced by a newer
   * purchase (one live plan per person); null: the local record is the truth (demo).
   */
  cancelNow(subscriptionId: string, idempotencyKey: string): Promise<ProviderSubscription | null>;
  /** Calls off a cancellation set for the period's end. */
  resume(subscriptionId: string, idempotencyKey: string): Promise<ProviderSubscription | null>;
  /** Updates the subscription in place (never a second one); null: the local record is the truth (demo). */
  changePlan(change: PlanChangeRequest): Promise<ProviderSubscription | null>;
  customerPortalUrl(customerId: string, returnUrl: string): Promise<string>;
  /** The provider's current view of a customer (null: the local records are the truth, as in the demo). */
  customerSubscriptions(customerId: string): Promise<ProviderSubscription[] | null>;
  customerInvoices(customerId: string): Promise<ProviderInvoice[] | null>;
}

/** Stripe's declined test card, honoured by the demo provider too (digits only). */
export const DEMO_DECLINED_CARD = DEMO_CARDS.declined.replace(/\s/g, '');

/**
 * The offline demo provider: checkout happens on our own /checkout page, confirmation on our own
 * server (POST /api/payments/demo/confirm), and nothing leaves the machine.
 */
export function demoPaymentProvider(): PaymentProvider {
  const done = new Map<string, ChargeResult>();
  return {
    kind: 'demo',
    publishableKey: null,
    async charge(request) {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) throw new Error('A charge needs a positive whole number of cents');
      const previous = done.get(request.idempotencyKey);
      if (previous) return previous;
      const result: ChargeResult = { chargeId: `demo_ch_${randomUUID()}`, demo: true, status: 'succeeded', pendingReason: null };
      done.set(request.idempotencyKey, result);
      return result;
    },
    async createCheckoutSession(purchase) {
      const query = new URLSearchParams({ plan: purchase.plan, interval: purchase.interval });
      if (purchase.discountCode) query.set('discount', purchase.discountCode);
      return { id: `demo_cs_${randomUUID()}`, url: `/checkout?${query}`, customerId: purchase.customerId };
    },
    async createSubscriptionPayment(purchase) {
      return {
        subscriptionId: `demo_sub_${randomUUID()}`,
        clientSecret: `demo_secret_${randomBytes(24).toString('base64url')}`,
        customerId: purchase.customerId ?? `demo_cus_${purchase.userId}`,
      };
    },
    cancelAtPeriodEnd: async () => null,
    cancelNow: async () => null,
    resume: async () => null,
    changePlan: async () => null,
    customerPortalUrl: async () => '/billing?portal=demo',
    customerSubscriptions: async () => null,
    customerInvoices: async () => null,
  };
}

export class PaymentsNotConfiguredError extends Error {
  constructor() {
    super('Payments are not configured');
  }
}

/** Outside demo mode without a Stripe key: nothing can be charged, and nothing pretends to be. */
export function unconfiguredPaymentProvider(): PaymentProvider {
  const fail = async (): Promise<never> => {
    throw new PaymentsNotConfiguredError();
  };
  return {
    kind: 'none',
    publishableKey: null,
    charge: fail,
    createCheckoutSession: fail,
    createSubscriptionPayment: fail,
    cancelAtPeriodEnd: fail,
    cancelNow: fail,
    resume: fail,
    changePlan: fail,
    customerPortalUrl: fail,
    customerSubscriptions: fail,
    customerInvoices: fail,
  };
}
