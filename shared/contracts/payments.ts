import { z } from 'zod';
import { dollarAmount } from './money';
import { DISCOUNT_CODE_IDS, OFFER_IDS, PAID_PLAN_IDS, type DiscountCode, type OfferId } from '../plans';

/**
 * Plans and payments (docs/product.md "Plans and payments"). Prices always come from
 * shared/plans.ts on the server; a client-sent amount or price is only ever compared with it.
 */

const paidPlan = z.enum(PAID_PLAN_IDS);
const discountCode = z.enum(DISCOUNT_CODE_IDS as [DiscountCode, ...DiscountCode[]]);
const offerId = z.enum(OFFER_IDS as [OfferId, ...OfferId[]]);
/** Return addresses must be paths on this site: an open redirect would hand users to anyone. */
const localPath = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/, 'must be a path on this site, like /payment-success?plan=pro');

/** POST /api/create-checkout-session (the /pricing plan buttons). */
export const createCheckoutSessionRequestSchema = z
  .object({
    tierId: paidPlan,
    isAnnual: z.boolean().default(false),
    successUrl: localPath,
    cancelUrl: localPath,
    discountCode: discountCode.optional(),
    offerId: offerId.optional(),
  })
  .strict();
export type CreateCheckoutSessionRequest = z.input<typeof createCheckoutSessionRequestSchema>;
export const checkoutSessionResponseSchema = z.object({
  checkoutUrl: z.string(),
  sessionId: z.string(),
  demo: z.boolean(),
});
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

/** POST /api/stripe/create-checkout-session: a price id from the catalogue (plan:interval, or Stripe's own id). */
export const stripeCheckoutRequestSchema = z.object({ priceId: z.string().min(1).max(200) }).strict();
export const stripeCheckoutResponseSchema = z.object({ url: z.string() });

/** POST /api/create-subscription-payment (the /checkout card form). amount: dollars, parsed to integer cents and checked against the catalogue. */
export const createSubscriptionPaymentRequestSchema = z
  .object({
    plan: paidPlan,
    amount: dollarAmount(),
    interval: z.enum(['month', 'year']).default('month'),
    discountCode: discountCode.optional(),
  })
  .strict();
export type CreateSubscriptionPaymentRequest = z.input<typeof createSubscriptionPaymentRequestSchema>;
export const subscriptionPaymentResponseSchema = z.object({
  clientSecret: z.string(),
  /** Which provider will confirm it: the page mounts Stripe's Payment Element or the demo form. */
  provider: z.enum(['stripe', 'demo']),
  /** Stripe's publishable key (public by design); null for the demo provider. */
  publishableKey: z.string().nullable(),
  amount: z.number(),
  /** The purchase's reference: /success?session_id= takes it (docs/product.md "Checkout"). */
  purchaseId: z.string(),
});
export type SubscriptionPaymentResponse = z.infer<typeof subscriptionPaymentResponseSchema>;

/** Stripe's own test cards, which the demo provider honours too. */
export const DEMO_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** A card expiry as a card shows it: MM/YY, month 01-12 (spaces around the slash allowed). */
export const DEMO_CARD_EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/;

/** POST /api/payments/demo/confirm: the demo provider's stand-in for Stripe confirming the card. */
export const demoConfirmRequestSchema = z
  .object({
    clientSecret: z.string().min(1).max(200),
    /** Demo card: 4242... succeeds, 4000 0000 0000 0002 is declined (Stripe's own test numbers). */
    cardNumber: z.string().regex(/^[0-9 ]{12,23}$/, 'enter the card number'),
    /** The card's expiry as typed, MM/YY (month 01-12); stored and shown on /billing. The server refuses a past month. */
    expiry: z.string().regex(DEMO_CARD_EXPIRY_PATTERN, 'enter the expiry as MM/YY'),
  })
  .strict();

/** "07/31" -> { month: 7, year: 2031 }; anything the pattern refuses -> null. */
export function parseCardExpiry(expiry: string): { month: number; year: number } | null {
  const match = DEMO_CARD_EXPIRY_PATTERN.exec(expiry);
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : null;
}
export const demoConfirmResponseSchema = z.object({ status: z.enum(['succeeded']), plan: paidPlan });

/** GET /api/payments/config: which provider the checkout uses. */
export const paymentsConfigSchema = z.object({
  provider: z.enum(['stripe', 'demo', 'none']),
  publishableKey: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

/** GET /api/billing/info (docs/product.md "Billing"). */
export const billingInfoSchema = z.object({
  subscription: z
    .object({
      status: z.string(),
      plan: z.string(),
      /** Cents, as the spec says. */
      amount: z.number().int(),
      currency: z.string(),
      interval: z.string(),
      current_period_start: z.string(),
      current_period_end: z.string(),
      cancel_at_period_end: z.boolean(),
      /** A downgrade waiting for the period's end ("changes to X on <date>"), or null. */
      pending_plan: paidPlan.nullable(),
      /** The next charge and its date; null while the plan is set to end. */
      next_charge: z.object({ date: z.string(), amount: z.number().int(), plan: paidPlan }).nullable(),
    })
    .nullable(),
  usage: z.object({ subscriptions_found: z.number().int(), savings_achieved: z.number(), bill_negotiations: z.number().int() }),
  payment_method: z.object({ type: z.string(), last4: z.string(), brand: z.string(), exp_month: z.number().int(), exp_year: z.number().int() }).nullable(),
  history: z.array(
    z.object({
      date: z.string(),
      amount: z.number().int(),
      status: z.string(),
      invoice_id: z.string(),
      /** The invoice's lines in cents (a plan change: the credit and the charge); empty for a plain plan invoice. */
      lines: z.array(z.object({ description: z.string(), amount: z.number().int() })),
    }),
  ),
  tier: z.string(),
  demo: z.boolean(),
});
export type BillingInfo = z.infer<typeof billingInfoSchema>;

export const cancelSubscriptionResponseSchema = z.object({ cancelAtPeriodEnd: z.boolean(), currentPeriodEnd: z.string() });

/** POST /api/billing/change-plan and its preview (docs/product.md "Changing plan"): the plan to move to. */
export const changePlanRequestSchema = z.object({ plan: paidPlan }).strict();
export const changePlanPreviewQuerySchema = z.object({ plan: paidPlan }).strict();
const prorationLine = z.object({ description: z.string(), amount: z.number().int() });
/**
 * upgrade: charged now (dueNow, with its lines) and effective at once; downgrade: effective on
 * effectiveOn, the period's end, nothing charged now; keep: a pending downgrade was called off.
 */
export const planChangeSchema = z.object({
  kind: z.enum(['upgrade', 'downgrade', 'keep']),
  from: paidPlan,
  to: paidPlan,
  effectiveOn: z.string(),
  dueNow: z.number().int(),
  lines: z.array(prorationLine),
  /** Stripe computes its own proration (by the second) and bills it on its next invoice. */
  provider: z.enum(['stripe', 'demo']),
});
export type PlanChange = z.infer<typeof planChangeSchema>;

/** GET /api/payments/purchase?session_id=: whether this checkout is the caller's completed purchase. */
export const purchaseQuerySchema = z.object({ session_id: z.string().min(1).max(200) }).strict();
export const purchaseSchema = z.object({
  status: z.enum(['completed', 'pending']),
  plan: paidPlan,
  interval: z.enum(['month', 'year']),
  /** What was charged, in cents. */
  amount: z.number().int(),
});
export type Purchase = z.infer<typeof purchaseSchema>;
export const customerPortalResponseSchema = z.object({ url: z.string() });
