/**
 * Plans and payments: the payment provider's configuration, checkout, the subscription payment,
 * the demo provider's confirmation, Stripe's webhook and the billing page (docs/product.md "Plans
 * and payments").
 */
import { endpoint } from './endpoint';

const contracts = () => import('../contracts/payments');

export const paymentsApi = {
  /** Which provider confirms a card (stripe, demo) or none at all. */
  config: endpoint({
    method: 'GET',
    path: '/api/payments/config',
    access: 'public',
    schemas: () => contracts().then((c) => ({ response: c.paymentsConfigSchema })),
  }),
  /** The /pricing plan buttons: where to send the browser to pay. */
  createCheckoutSession: endpoint({
    method: 'POST',
    path: '/api/create-checkout-session',
    access: 'member',
    schemas: () => contracts().then((c) => ({ body: c.createCheckoutSessionRequestSchema, response: c.checkoutSessionResponseSchema })),
  }),
  /** Checkout by catalogue price id ("pro:month"). */
  stripeCheckoutSession: endpoint({
    method: 'POST',
    path: '/api/stripe/create-checkout-session',
    access: 'member',
    schemas: () => contracts().then((c) => ({ body: c.stripeCheckoutRequestSchema, response: c.stripeCheckoutResponseSchema })),
  }),
  /** A payment intent for the plan; the amount sent is only compared with the catalogue. */
  createSubscriptionPayment: endpoint({
    method: 'POST',
    path: '/api/create-subscription-payment',
    access: 'member',
    schemas: () => contracts().then((c) => ({ body: c.createSubscriptionPaymentRequestSchema, response: c.subscriptionPaymentResponseSchema })),
  }),
  /** The offline demo provider's stand-in for Stripe confirming the card. */
  demoConfirm: endpoint({
    method: 'POST',
    path: '/api/payments/demo/confirm',
    access: 'member',
    schemas: () => contracts().then((c) => ({ body: c.demoConfirmRequestSchema, response: c.demoConfirmResponseSchema })),
  }),
  /**
   * Stripe's events. The body is read raw and its signature checked on the exact bytes, so there is
   * no body contract; only Stripe calls it, so there is no answer contract either.
   */
  stripeWebhook: endpoint({ method: 'POST', path: '/api/stripe/webhook', access: 'public' }),
  /** The caller's subscription, usage, card and invoices. */
  billingInfo: endpoint({
    method: 'GET',
    path: '/api/billing/info',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.billingInfoSchema })),
  }),
  /** Ends the subscription at the close of the paid period. Any body is ignored. */
  cancelSubscription: endpoint({
    method: 'POST',
    path: '/api/billing/cancel-subscription',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.cancelSubscriptionResponseSchema })),
  }),
  /** Calls off a cancellation set for the period's end. */
  resumeSubscription: endpoint({
    method: 'POST',
    path: '/api/billing/resume-subscription',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.cancelSubscriptionResponseSchema })),
  }),
  /** What moving to another plan would do: charged now (upgrade) or at the period's end (downgrade). */
  planChangePreview: endpoint({
    method: 'GET',
    path: '/api/billing/change-plan/preview',
    access: 'member',
    schemas: () => contracts().then((c) => ({ query: c.changePlanPreviewQuerySchema, response: c.planChangeSchema })),
  }),
  /** Moves the subscription to another plan (docs/product.md "Changing plan"). */
  changePlan: endpoint({
    method: 'POST',
    path: '/api/billing/change-plan',
    access: 'member',
    schemas: () => contracts().then((c) => ({ body: c.changePlanRequestSchema, response: c.planChangeSchema })),
  }),
  /** Whether a checkout (its session id) is the caller's completed purchase: /success asks. */
  purchase: endpoint({
    method: 'GET',
    path: '/api/payments/purchase',
    access: 'member',
    schemas: () => contracts().then((c) => ({ query: c.purchaseQuerySchema, response: c.purchaseSchema })),
  }),
  /** Where the provider lets the customer manage the card and plan. */
  customerPortal: endpoint({
    method: 'POST',
    path: '/api/billing/customer-portal',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.customerPortalResponseSchema })),
  }),
  /** The billing page's usage report: a CSV attachment. */
  usageReport: endpoint({ method: 'GET', path: '/api/billing/usage-report', access: 'member' }),
};
