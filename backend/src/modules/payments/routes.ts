/**
 * Plans and payments over HTTP (rules in ./service.ts, Stripe's events in ./webhook.ts). The
 * webhook is mounted with a raw body parser, so its signature is checked on the exact bytes.
 */
import express, { type Request, type Router } from 'express';
import { paymentsApi } from '../../../../shared/api/payments';
import type { AppContext } from '../../context';
import { requireCaller } from '../../http/auth';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
import { createPaymentsService, type PaymentsDeps } from './service';
import { createStripeWebhook } from './webhook';

/** The webhook's path under /api: the JSON body parser leaves it alone (see server.ts). */
export const STRIPE_WEBHOOK_PATH = paymentsApi.stripeWebhook.path.slice('/api'.length);
const WEBHOOK_BODY_LIMIT = '1mb';

/** The site's own address as the caller reached it: where the provider sends the browser back. */
function siteOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host')}`;
}

export function paymentRoutes(ctx: AppContext, deps: PaymentsDeps): Router {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);
  const payments = createPaymentsService(ctx, deps);
  const caller = (req: Request) => requireCaller(req).userId;

  on(paymentsApi.config, () => payments.config());
  on(paymentsApi.createCheckoutSession, ({ body }, req) => payments.checkout(caller(req), siteOrigin(req), body));
  on(paymentsApi.stripeCheckoutSession, ({ body }, req) => payments.checkoutByPriceId(caller(req), siteOrigin(req), body.priceId));
  on(paymentsApi.createSubscriptionPayment, ({ body }, req) => payments.subscriptionPayment(caller(req), body));
  on(paymentsApi.demoConfirm, ({ body }, req) => payments.confirmDemo(caller(req), body.clientSecret, body.cardNumber, body.expiry));
  on(paymentsApi.billingInfo, (_input, req) => payments.currentBillingInfo(caller(req)));
  on(paymentsApi.cancelSubscription, (_input, req) => payments.cancel(caller(req)));
  on(paymentsApi.resumeSubscription, (_input, req) => payments.resume(caller(req)));
  on(paymentsApi.planChangePreview, ({ query }, req) => payments.previewPlanChange(caller(req), query.plan));
  on(paymentsApi.changePlan, ({ body }, req) => payments.changePlan(caller(req), body.plan));
  on(paymentsApi.purchase, ({ query }, req) => payments.purchase(caller(req), query.session_id));
  on(paymentsApi.customerPortal, (_input, req) => payments.customerPortal(caller(req), siteOrigin(req)));
  on(paymentsApi.usageReport, (_input, req, res) => {
    const report = payments.usageReport(caller(req));
    res.status(200).type('text/csv').setHeader('Content-Disposition', `attachment; filename="${report.filename}"`).send(report.csv);
  });
  return router;
}

/** The webhook: mounted with a raw body parser so the signature is checked on the exact bytes. */
export function stripeWebhookRoute(ctx: AppContext, deps: PaymentsDeps): Router {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);
  const webhook = createStripeWebhook(ctx, deps.webhookSecret, deps.provider);
  on(paymentsApi.stripeWebhook, (_input, req) => webhook.receive(req.body, req.headers['stripe-signature']), express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }));
  return router;
}
