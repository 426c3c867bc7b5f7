/**
 * Plans and payments over real HTTP on a real (in-memory) database: the demo provider's whole flow,
 * Stripe through the real `stripe` client pointed at a local stand-in for its API, signed webhooks
 * (applied once, forged and stale ones refused), price tampering, and secrets never leaking.
 */
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USER_ID } from '../../../../shared/constants';
import { billingInfoSchema, checkoutSessionResponseSchema, subscriptionPaymentResponseSchema } from '../../../../shared/contracts/payments';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { createLogger } from '../../logger';
import { registerTestUser, type TestClient } from '../../testing/http-client';
import { startStripeStandIn, type StripeStandIn } from '../../testing/stripe-stand-in';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';

const SECRET_KEY = 'sk_test_51SecretNeverShownAnywhere0123456789';
const WEBHOOK_SECRET = 'whsec_test_NeverShownAnywhere0123456789';

let server: TestServer;
let standIn: StripeStandIn | undefined;
afterEach(async () => {
  await server?.close();
  await standIn?.close();
  standIn = undefined;
});

const count = (table: string, where = '1 = 1', ...args: unknown[]) =>
  server.db.$client.prepare(`SELECT count(*) FROM ${table} WHERE ${where}`).pluck().get(...args) as number;
const tierOf = (userId: string) => server.db.$client.prepare('SELECT subscription_tier FROM users WHERE id = ?').pluck().get(userId) as string;

async function json(res: Response) {
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('demo payment provider (offline demo mode)', () => {
  it('buys Pro end to end: priced by the catalogue, declined card refused, tier, billing info, conversion, cancel, portal, CSV', async () => {
    server = await startTestServer({ seedDemo: true });
    expect(await (await server.api('/api/payments/config')).json()).toEqual({ provider: 'demo', publishableKey: null });

    const tampered = await json(await server.postJson('/api/create-subscription-payment', { plan: 'pro', amount: 1, interval: 'month' }));
    expect(tampered.status).toBe(400);
    expect(errorBodySchema.parse(tampered.body).error.code).toBe('price_mismatch');
    expect(count('checkout_intents')).toBe(0);

    const started = await json(await server.postJson('/api/create-subscription-payment', { plan: 'pro', amount: 9, interval: 'month' }));
    expect(started.status).toBe(200);
    const payment = subscriptionPaymentResponseSchema.parse(started.body);
    expect(payment).toMatchObject({ provider: 'demo', amount: 9 });

    const declined = await json(await server.postJson('/api/payments/demo/confirm', { clientSecret: payment.clientSecret, cardNumber: '4000 0000 0000 0002', expiry: '12/30' }));
    expect(declined.status).toBe(402);
    expect(errorBodySchema.parse(declined.body).error.message).toBe('Your card was declined.');
    expect(tierOf(DEMO_USER_ID)).toBe('free');

    const retry = await json(await server.postJson('/api/create-subscription-payment', { plan: 'pro', amount: 9, interval: 'month' }));
    const secret = subscriptionPaymentResponseSchema.parse(retry.body).clientSecret;
    expect((await server.postJson('/api/payments/demo/confirm', { clientSecret: secret, cardNumber: '4242 4242 4242 4242', expiry: '12/30' })).status).toBe(200);
    expect(tierOf(DEMO_USER_ID)).toBe('pro');
    expect(count('conversion_events', "type = 'purchase' AND user_id = ? AND value_cents = 900", DEMO_USER_ID)).toBe(1);
    // The same payment cannot be confirmed twice.
    expect((await server.postJson('/api/payments/demo/confirm', { clientSecret: secret, cardNumber: '4242424242424242', expiry: '12/30' })).status).toBe(409);

    const info = billingInfoSchema.parse(await (await server.api('/api/billing/info')).json());
    expect(info).toMatchObject({
      tier: 'pro',
      demo: true,
      subscription: { status: 'active', plan: 'pro', amount: 900, interval: 'month', cancel_at_period_end: false, current_period_end: '2026-12-21' },
      payment_method: { brand: 'visa', last4: '4242' },
    });
    expect(info.history).toHaveLength(1);
    expect(info.history[0]).toMatchObject({ amount: 900, status: 'paid' });
    expect(info.usage.subscriptions_found).toBeGreaterThan(0);

    const cancel = await json(await server.postJson('/api/billing/cancel-subscription', {}));
    expect(cancel).toEqual({ status: 200, body: { cancelAtPeriodEnd: true, currentPeriodEnd: '2026-12-21' } });
    const after = billingInfoSchema.parse(await (await server.api('/api/billing/info')).json());
    expect(after.subscription?.cancel_at_period_end).toBe(true);
    // Cancelling at period end keeps the plan until then.
    expect(after.tier).toBe('pro');

    expect(await (await server.postJson('/api/billing/customer-portal', {})).json()).toEqual({ url: '/billing?portal=demo' });
    const csv = await server.api('/api/billing/usage-report');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('attachment; filename="usage-report-2026-11-21.csv"');
    const text = await csv.text();
    expect(text.split('\r\n')[0]).toBe('section,field,value');
    expect(text).toContain('plan,tier,pro');
    expect(text).toContain(`usage,subscriptions_found,${info.usage.subscriptions_found}`);
  });

  it('keeps the expiry typed on the demo card (07/31 shows as 07/2031); a malformed or past expiry is a 400 that pays nothing', async () => {
    server = await startTestServer({ seedDemo: true });
    const start = async () =>
      subscriptionPaymentResponseSchema.parse((await json(await server.postJson('/api/create-subscription-payment', { plan: 'pro', amount: 9, interval: 'month' }))).body).clientSecret;
    const clientSecret = await start();
    const card = '4242 4242 4242 4242';
    // The server's clock is TEST_NOW (November 2026): 10/26 is past, 11/26 is good through this month.
    for (const [expiry, code] of [['13/30', 'validation_error'], ['0731', 'validation_error'], ['10/26', 'card_expired']] as const) {
      const refused = await json(await server.postJson('/api/payments/demo/confirm', { clientSecret, cardNumber: card, expiry }));
      expect(refused.status, expiry).toBe(400);
      expect(errorBodySchema.parse(refused.body).error.code, expiry).toBe(code);
      expect(tierOf(DEMO_USER_ID)).toBe('free');
      expect(count('checkout_intents', "status = 'succeeded'")).toBe(0);
    }
    expect((await server.postJson('/api/payments/demo/confirm', { clientSecret, cardNumber: card })).status).toBe(400);

    expect((await server.postJson('/api/payments/demo/confirm', { clientSecret, cardNumber: card, expiry: '07/31' })).status).toBe(200);
    const info = billingInfoSchema.parse(await (await server.api('/api/billing/info')).json());
    expect(info.payment_method).toMatchObject({ brand: 'visa', last4: '4242', exp_month: 7, exp_year: 2031 });
  });

  it('applies discount codes from the catalogue and refuses anything else', async () => {
    server = await startTestServer({ seedDemo: true });
    const ok = await server.postJson('/api/create-subscription-payment', { plan: 'pro', amount: 4.5, interval: 'month', discountCode: 'BETA50' });
    expect(ok.status).toBe(200);
    const welcome20 = await server.postJson('/api/create-subscription-payment', { plan: 'pro', amount: 7.2, interval: 'month', discountCode: 'WELCOME20' });
    expect(welcome20.status).toBe(200);
    // WELCOME20 is for Pro only: Business stays at its full price.
    expect((await server.postJson('/api/create-subscription-payment', { plan: 'business', amount: 23.2, discountCode: 'WELCOME20' })).status).toBe(400);
    expect((await server.postJson('/api/create-subscription-payment', { plan: 'business', amount: 29, discountCode: 'WELCOME20' })).status).toBe(200);
    // FINISH25 (the smart recommendation's checkout offer): 25% off either plan's first month.
    expect((await server.postJson('/api/create-subscription-payment', { plan: 'business', amount: 21.75, discountCode: 'FINISH25' })).status).toBe(200);
    expect((await server.postJson('/api/create-subscription-payment', { plan: 'pro', amount: 6.75, discountCode: 'FINISH25' })).status).toBe(200);
    expect((await server.postJson('/api/create-subscription-payment', { plan: 'pro', amount: 9, discountCode: 'FINISH25' })).status).toBe(400);
    for (const bad of [
      { plan: 'pro', amount: 9, discountCode: 'FREE100' },
      { plan: 'gold', amount: 9 },
      { plan: 'pro', amount: -9 },
      { plan: 'pro', amount: 90, interval: 'decade' },
      { plan: 'pro', amount: 9, extra: 1 },
    ]) {
      expect((await server.postJson('/api/create-subscription-payment', bad)).status, JSON.stringify(bad)).toBe(400);
    }
    // The annual price is the catalogue's annual price, not twelve months.
    expect((await server.postJson('/api/create-subscription-payment', { plan: 'pro', amount: 108, interval: 'year' })).status).toBe(400);
    expect((await server.postJson('/api/create-subscription-payment', { plan: 'pro', amount: 90, interval: 'year' })).status).toBe(200);
  });

  it('checkout sessions point at our own checkout page; offers decide the plan; only local return paths', async () => {
    server = await startTestServer({ seedDemo: true });
    const session = checkoutSessionResponseSchema.parse(
      await (await server.postJson('/api/create-checkout-session', { tierId: 'pro', isAnnual: true, successUrl: '/payment-success?plan=pro', cancelUrl: '/pricing', discountCode: 'SAVE50' })).json(),
    );
    expect(session).toMatchObject({ checkoutUrl: '/checkout?plan=pro&interval=year&discount=SAVE50', demo: true });
    const founder = checkoutSessionResponseSchema.parse(
      await (await server.postJson('/api/create-checkout-session', { tierId: 'pro', isAnnual: false, successUrl: '/success', cancelUrl: '/offers', offerId: 'founder' })).json(),
    );
    expect(founder.checkoutUrl).toBe('/checkout?plan=premium&interval=month');
    expect((await server.postJson('/api/create-checkout-session', { tierId: 'pro', successUrl: '/x', cancelUrl: '/y', offerId: 'referral' })).status).toBe(400);
    for (const url of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)']) {
      expect((await server.postJson('/api/create-checkout-session', { tierId: 'pro', successUrl: url, cancelUrl: '/pricing' })).status, url).toBe(400);
    }
    const byPrice = await json(await server.postJson('/api/stripe/create-checkout-session', { priceId: 'business:year' }));
    expect(byPrice).toEqual({ status: 200, body: { url: '/checkout?plan=business&interval=year' } });
    expect((await server.postJson('/api/stripe/create-checkout-session', { priceId: 'price_123' })).status).toBe(400);
  });
});

describe('Stripe, through the real client and a local stand-in for its API', () => {
  async function stripeServer() {
    standIn = await startStripeStandIn(() => TEST_NOW);
    const logs: string[] = [];
    server = await startTestServer({
      mode: 'hosted',
      accessToken: undefined,
      secrets: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      stripeEndpoint: standIn.endpoint,
      stripePublishableKey: 'pk_test_publishable123',
      logger: createLogger({ level: 'debug', destination: { write: (line: string) => void logs.push(line) } }),
    });
    const ann = await registerTestUser(server.url, 'ann');
    return { ann, logs };
  }

  const webhook = (payload: object, header?: string) => {
    const body = JSON.stringify(payload);
    const signature = header ?? Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) });
    return fetch(`${server.url}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
  };

  const subscriptionEvent = (
    id: string,
    userId: string,
    status: string,
    { type = 'customer.subscription.updated', created = Math.floor(TEST_NOW / 1000), plan = 'business' }: { type?: string; created?: number; plan?: string } = {},
  ) => ({
    id,
    object: 'event',
    type,
    created,
    data: {
      object: {
        id: 'sub_webhook1',
        object: 'subscription',
        customer: 'cus_webhook1',
        status,
        currency: 'usd',
        cancel_at_period_end: false,
        metadata: { userId, plan },
        items: {
          object: 'list',
          data: [{ id: 'si_1', current_period_end: Math.floor(TEST_NOW / 1000) + 30 * 86_400, price: { unit_amount: plan === 'pro' ? 900 : 2900, recurring: { interval: 'month' } } }],
        },
      },
    },
  });

  it('creates checkout sessions and subscription payments at Stripe with catalogue prices and idempotency keys', async () => {
    const { ann } = await stripeServer();
    const config = await (await ann.client.get('/api/payments/config')).json();
    expect(config).toEqual({ provider: 'stripe', publishableKey: 'pk_test_publishable123' });

    const session = checkoutSessionResponseSchema.parse(
      await (await ann.client.request('POST', '/api/create-checkout-session', { tierId: 'business', isAnnual: true, successUrl: '/payment-success?plan=business', cancelUrl: '/pricing' })).json(),
    );
    expect(session.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_/);
    const sessionCall = standIn!.requests.find((r) => r.path === '/v1/checkout/sessions')!;
    expect(sessionCall.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sessionCall.idempotencyKey).toMatch(/:checkout$/);
    expect(sessionCall.body).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '29000',
      'line_items[0][price_data][recurring][interval]': 'year',
      'metadata[userId]': ann.userId,
      'metadata[plan]': 'business',
    });
    expect(sessionCall.body.success_url).toMatch(/\/payment-success\?plan=business&session_id=\{CHECKOUT_SESSION_ID\}$/);

    const payment = subscriptionPaymentResponseSchema.parse(await (await ann.client.request('POST', '/api/create-subscription-payment', { plan: 'pro', amount: 9 })).json());
    expect(payment).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_publishable123', amount: 9 });
    expect(payment.clientSecret).toMatch(/_secret_standin$/);
    const creates = standIn!.requests.filter((r) => r.method === 'POST');
    // Every call that creates something at Stripe carries an idempotency key.
    expect(creates.every((r) => typeof r.idempotencyKey === 'string' && r.idempotencyKey.length > 0)).toBe(true);
    expect(standIn!.requests.find((r) => r.path === '/v1/subscriptions')!.body['items[0][price_data][unit_amount]']).toBe('900');
    // The Stripe customer is remembered for the user.
    expect(server.db.$client.prepare('SELECT stripe_customer_id FROM users WHERE id = ?').pluck().get(ann.userId)).toMatch(/^cus_/);
    // A tampered amount never reaches Stripe.
    const before = standIn!.requests.length;
    expect((await ann.client.request('POST', '/api/create-subscription-payment', { plan: 'pro', amount: 0.5 })).status).toBe(400);
    expect(standIn!.requests.length).toBe(before);
  });

  it('applies a signed webhook once even when delivered three times; forged or stale signatures change nothing', async () => {
    const { ann } = await stripeServer();
    const event = subscriptionEvent('evt_1', ann.userId, 'active');
    for (let i = 0; i < 3; i += 1) {
      const res = await webhook(event);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, duplicate: i > 0 });
    }
    expect(tierOf(ann.userId)).toBe('business');
    expect(count('payment_events')).toBe(1);
    expect(count('conversion_events', "type = 'purchase' AND user_id = ?", ann.userId)).toBe(1);
    expect(count('billing_subscriptions', 'user_id = ?', ann.userId)).toBe(1);

    const cancelled = subscriptionEvent('evt_2', ann.userId, 'canceled');
    const forged = Stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(cancelled), secret: 'whsec_wrong', timestamp: Math.floor(Date.now() / 1000) });
    const stale = Stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(cancelled), secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    for (const header of [forged, stale, 't=1,v1=deadbeef', '']) {
      const res = await webhook(cancelled, header);
      expect(res.status).toBe(400);
      expect(errorBodySchema.parse(await res.json()).error.code).toBe('bad_signature');
    }
    // A signature over other bytes is refused too (the body was changed in transit).
    const signedOther = Stripe.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) });
    expect((await webhook(cancelled, signedOther)).status).toBe(400);
    expect(tierOf(ann.userId)).toBe('business');
    expect(count('payment_events')).toBe(1);

    // The genuine cancellation, once signed properly, drops the tier to Free.
    expect((await webhook(cancelled)).status).toBe(200);
    expect(tierOf(ann.userId)).toBe('free');
  });

  describe('events delivered out of order (Stripe does not guarantee the order)', () => {
    const T = Math.floor(TEST_NOW / 1000);
    const stored = (userId: string) =>
      server.db.$client.prepare('SELECT status, plan, provider_event_at AS eventAt FROM billing_subscriptions WHERE user_id = ?').get(userId) as { status: string; plan: string; eventAt: number };
    const deliver = async (event: object) => {
      const res = await webhook(event);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, duplicate: false });
    };

    it('an older event arriving after a newer one is acknowledged but never rolls the subscription back', async () => {
      const { ann, logs } = await stripeServer();
      await deliver(subscriptionEvent('evt_new', ann.userId, 'active', { plan: 'pro', created: T - 60 }));
      expect(tierOf(ann.userId)).toBe('pro');

      // Older states of the same subscription, delivered late: the creation event (still incomplete),
      // an update to another plan, an update that ended it, and the creation event at the same second.
      await deliver(subscriptionEvent('evt_old_created', ann.userId, 'incomplete', { type: 'customer.subscription.created', plan: 'pro', created: T - 120 }));
      await deliver(subscriptionEvent('evt_old_plan', ann.userId, 'active', { plan: 'business', created: T - 61 }));
      await deliver(subscriptionEvent('evt_old_unpaid', ann.userId, 'unpaid', { plan: 'pro', created: T - 90 }));
      await deliver(subscriptionEvent('evt_same_second_created', ann.userId, 'incomplete', { type: 'customer.subscription.created', plan: 'pro', created: T - 60 }));

      expect(tierOf(ann.userId)).toBe('pro');
      expect(stored(ann.userId)).toEqual({ status: 'active', plan: 'pro', eventAt: (T - 60) * 1000 });
      const info = billingInfoSchema.parse(await (await ann.client.get('/api/billing/info')).json());
      expect(info).toMatchObject({ tier: 'pro', subscription: { status: 'active', plan: 'pro', amount: 900 } });
      // Each late event is recorded as processed (a redelivery is a duplicate), and said so in the log.
      expect(count('payment_events')).toBe(5);
      expect((await (await webhook(subscriptionEvent('evt_old_plan', ann.userId, 'active', { plan: 'business', created: T - 61 }))).json())).toEqual({ received: true, duplicate: true });
      expect(logs.filter((l) => l.includes('older than the subscription state')).length).toBe(4);
      expect(count('conversion_events', "type = 'purchase' AND user_id = ?", ann.userId)).toBe(1);

      // A newer update still applies; once Stripe has ended the subscription, no older event revives it.
      await deliver(subscriptionEvent('evt_newer', ann.userId, 'past_due', { plan: 'pro', created: T - 30 }));
      expect(stored(ann.userId)).toMatchObject({ status: 'past_due', eventAt: (T - 30) * 1000 });
      await deliver(subscriptionEvent('evt_deleted', ann.userId, 'canceled', { type: 'customer.subscription.deleted', plan: 'pro', created: T }));
      expect(tierOf(ann.userId)).toBe('free');
      await deliver(subscriptionEvent('evt_late_active', ann.userId, 'active', { plan: 'pro', created: T - 10 }));
      await deliver(subscriptionEvent('evt_same_second_active', ann.userId, 'active', { plan: 'pro', created: T }));
      expect(tierOf(ann.userId)).toBe('free');
      expect(stored(ann.userId)).toMatchObject({ status: 'canceled', eventAt: T * 1000 });
    });

    it('events arriving in order are all applied: created (incomplete), updated (active), deleted', async () => {
      const { ann } = await stripeServer();
      await deliver(subscriptionEvent('evt_1_created', ann.userId, 'incomplete', { type: 'customer.subscription.created', plan: 'pro', created: T - 120 }));
      expect(stored(ann.userId)).toEqual({ status: 'incomplete', plan: 'pro', eventAt: (T - 120) * 1000 });
      expect(tierOf(ann.userId)).toBe('free');
      // The update in the same second as the creation is the newer of the two.
      await deliver(subscriptionEvent('evt_2_active', ann.userId, 'active', { plan: 'pro', created: T - 120 }));
      expect(tierOf(ann.userId)).toBe('pro');
      await deliver(subscriptionEvent('evt_3_business', ann.userId, 'active', { plan: 'business', created: T - 60 }));
      expect(stored(ann.userId)).toEqual({ status: 'active', plan: 'business', eventAt: (T - 60) * 1000 });
      expect(tierOf(ann.userId)).toBe('business');
      await deliver(subscriptionEvent('evt_4_deleted', ann.userId, 'canceled', { type: 'customer.subscription.deleted', plan: 'business', created: T }));
      expect(stored(ann.userId)).toEqual({ status: 'canceled', plan: 'business', eventAt: T * 1000 });
      expect(tierOf(ann.userId)).toBe('free');
      expect(count('conversion_events', "type = 'purchase' AND user_id = ?", ann.userId)).toBe(1);
    });
  });

  it('billing info, cancel and the portal come from Stripe', async () => {
    const { ann } = await stripeServer();
    await ann.client.request('POST', '/api/create-subscription-payment', { plan: 'pro', amount: 9 });
    // Stripe confirms the payment: the stand-in's subscription goes active.
    const sub = [...standIn!.subscriptions.values()][0]!;
    sub.status = 'active';

    const info = billingInfoSchema.parse(await (await ann.client.get('/api/billing/info')).json());
    expect(info).toMatchObject({
      tier: 'pro',
      demo: false,
      subscription: { status: 'active', plan: 'pro', amount: 900, interval: 'month', cancel_at_period_end: false },
      payment_method: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    });
    expect(info.history).toEqual([expect.objectContaining({ amount: 900, status: 'paid' })]);

    const cancel = await ann.client.request('POST', '/api/billing/cancel-subscription', {});
    expect(cancel.status).toBe(200);
    expect(((await cancel.json()) as { cancelAtPeriodEnd: boolean }).cancelAtPeriodEnd).toBe(true);
    const update = standIn!.requests.find((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`)!;
    expect(update.body.cancel_at_period_end).toBe('true');
    expect(update.idempotencyKey).toMatch(/^cancel:/);

    const portal = (await (await ann.client.request('POST', '/api/billing/customer-portal', {})).json()) as { url: string };
    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/cus_/);
  });

  it('never lets the secret key or webhook secret into a response or a log line', async () => {
    const { ann, logs } = await stripeServer();
    const bodies: string[] = [];
    const record = async (res: Response) => bodies.push(JSON.stringify([...res.headers]) + (await res.text()));
    await record(await ann.client.get('/api/payments/config'));
    await record(await ann.client.request('POST', '/api/create-checkout-session', { tierId: 'pro', successUrl: '/payment-success?plan=pro', cancelUrl: '/pricing' }));
    await record(await ann.client.request('POST', '/api/create-subscription-payment', { plan: 'pro', amount: 9 }));
    await record(await ann.client.get('/api/billing/info'));
    await record(await ann.client.request('POST', '/api/billing/customer-portal', {}));
    await record(await webhook({ id: 'evt_x', object: 'event', type: 'ping', data: { object: {} } }, 'forged'));
    await record(await ann.client.get('/api/health'));
    // A failing Stripe call (the stand-in is gone) is logged: still no secret.
    await standIn!.close();
    standIn = undefined;
    await record(await ann.client.request('POST', '/api/create-subscription-payment', { plan: 'business', amount: 29 }));
    expect(logs.length).toBeGreaterThan(0);
    for (const text of [...bodies, ...logs]) {
      expect(text).not.toContain(SECRET_KEY);
      expect(text).not.toContain(WEBHOOK_SECRET);
    }
  });
});

describe('Stripe without STRIPE_WEBHOOK_SECRET', () => {
  it('answers the webhook 503 webhook_not_configured and applies nothing, however the event is signed', async () => {
    standIn = await startStripeStandIn(() => TEST_NOW);
    server = await startTestServer({ mode: 'hosted', accessToken: undefined, secrets: { STRIPE_SECRET_KEY: SECRET_KEY }, stripeEndpoint: standIn.endpoint });
    const ann = await registerTestUser(server.url, 'ann');
    const event = {
      id: 'evt_unconfigured',
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(TEST_NOW / 1000),
      data: {
        object: {
          id: 'sub_unconfigured',
          object: 'subscription',
          customer: 'cus_unconfigured',
          status: 'active',
          currency: 'usd',
          cancel_at_period_end: false,
          metadata: { userId: ann.userId, plan: 'business' },
          items: { object: 'list', data: [{ id: 'si_1', current_period_end: Math.floor(TEST_NOW / 1000) + 30 * 86_400, price: { unit_amount: 2900, recurring: { interval: 'month' } } }] },
        },
      },
    };
    const body = JSON.stringify(event);
    const signed = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) });
    const signatures: Record<string, string>[] = [{ 'stripe-signature': signed }, { 'stripe-signature': 't=1,v1=deadbeef' }, {}];
    for (const headers of signatures) {
      const res = await fetch(`${server.url}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
      expect(res.status).toBe(503);
      expect(errorBodySchema.parse(await res.json()).error.code).toBe('webhook_not_configured');
    }
    expect(tierOf(ann.userId)).toBe('free');
    expect(count('payment_events')).toBe(0);
    expect(count('billing_subscriptions')).toBe(0);
    expect(count('conversion_events', "type = 'purchase'")).toBe(0);
  });
});

describe('no payment provider (not demo mode, no Stripe key)', () => {
  it('says payments are not configured and charges nothing', async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined, secrets: { PLAID_CLIENT_ID: 'id', PLAID_SECRET: 'secret' } });
    const ann: { client: TestClient } = await registerTestUser(server.url, 'ann');
    expect(await (await ann.client.get('/api/payments/config')).json()).toEqual({ provider: 'none', publishableKey: null });
    const res = await ann.client.request('POST', '/api/create-subscription-payment', { plan: 'pro', amount: 9 });
    expect(res.status).toBe(503);
    expect(errorBodySchema.parse(await res.json()).error.code).toBe('payments_not_configured');
    expect(count('checkout_intents')).toBe(0);
  });
});
