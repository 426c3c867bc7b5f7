/**
 * Changing plan (docs/product.md "Changing plan") over real HTTP on a real database, with a test
 * clock: the demo provider's own proration to the cent, a downgrade at the period's end, cancel and
 * undo, /success's purchase check, and Stripe's path through the real client and the stand-in
 * (the one subscription is updated with proration_behavior, never a second one created).
 */
import Stripe from 'stripe';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../../shared/dates';
import { DEMO_USER_ID } from '../../../../shared/constants';
import { billingInfoSchema, checkoutSessionResponseSchema, planChangeSchema, purchaseSchema, subscriptionPaymentResponseSchema, type BillingInfo } from '../../../../shared/contracts/payments';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { planChangeQuote } from '../../../../shared/plans';
import { fixedClock } from '../../clock';
import { registerTestUser } from '../../testing/http-client';
import { startStripeStandIn, type StripeStandIn } from '../../testing/stripe-stand-in';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';

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

async function demoServer() {
  const clock = fixedClock(TEST_NOW);
  server = await startTestServer({ seedDemo: true, clock });
  return clock;
}

/** Buys a plan monthly with the demo provider's good card; answers the purchase id. */
async function buy(plan: 'pro' | 'business', dollars: number): Promise<string> {
  const payment = subscriptionPaymentResponseSchema.parse(await (await server.postJson('/api/create-subscription-payment', { plan, amount: dollars, interval: 'month' })).json());
  expect((await server.postJson('/api/payments/demo/confirm', { clientSecret: payment.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30' })).status).toBe(200);
  return payment.purchaseId;
}

async function info(): Promise<BillingInfo> {
  return billingInfoSchema.parse(await (await server.api('/api/billing/info')).json());
}

async function errorCode(res: Response) {
  return { status: res.status, code: errorBodySchema.parse(await res.json()).error.code };
}

describe('the proration policy (shared/plans.ts)', () => {
  it('credits the unused days of the old plan against the new plan for the same days, in whole cents', () => {
    const start = Date.UTC(2026, 10, 21, 12);
    const end = Date.UTC(2026, 11, 21, 12);
    // 10 of 30 days used: 20 days left. Pro $9 -> Business $29: credit 600, charge 1933.33 -> 1933.
    expect(planChangeQuote({ plan: 'pro', interval: 'month', periodStart: start, periodEnd: end }, 'business', Date.UTC(2026, 11, 1, 23, 59))).toEqual({
      kind: 'upgrade',
      periodDays: 30,
      remainingDays: 20,
      lines: [
        { description: 'Unused time on Pro (20 of 30 days)', amountCents: -600 },
        { description: 'Remaining time on Business (20 of 30 days)', amountCents: 1933 },
      ],
      dueNowCents: 1333,
    });
    // On the day of purchase nothing is used yet: the whole difference.
    expect(planChangeQuote({ plan: 'pro', interval: 'month', periodStart: start, periodEnd: end }, 'business', start).dueNowCents).toBe(2000);
    // The last day still counts as one unused day: 2900/30 - 900/30 = 96.67 - 30 = 97 - 30.
    expect(planChangeQuote({ plan: 'pro', interval: 'month', periodStart: start, periodEnd: end }, 'business', Date.UTC(2026, 11, 20, 18)).dueNowCents).toBe(67);
    // A cheaper plan is a downgrade: nothing charged now.
    expect(planChangeQuote({ plan: 'business', interval: 'month', periodStart: start, periodEnd: end }, 'pro', start)).toMatchObject({ kind: 'downgrade', dueNowCents: 0, lines: [] });
    // Annual: Pro $90 -> Business $290 with 365 of 365 days left.
    expect(planChangeQuote({ plan: 'pro', interval: 'year', periodStart: start, periodEnd: Date.UTC(2027, 10, 21, 12) }, 'business', start).dueNowCents).toBe(20000);
  });
});

describe('changing plan with the demo provider', () => {
  it('an upgrade 10 days in charges the prorated difference now on one invoice with both lines; the one subscription moves at once', async () => {
    const clock = await demoServer();
    const purchaseId = await buy('pro', 9);
    clock.advance(10 * DAY_MS);

    const preview = planChangeSchema.parse(await (await server.api('/api/billing/change-plan/preview?plan=business')).json());
    const expected = {
      kind: 'upgrade',
      from: 'pro',
      to: 'business',
      effectiveOn: '2026-12-01',
      dueNow: 1333,
      lines: [
        { description: 'Unused time on Pro (20 of 30 days)', amount: -600 },
        { description: 'Remaining time on Business (20 of 30 days)', amount: 1933 },
      ],
      provider: 'demo',
    };
    expect(preview).toEqual(expected);
    expect(count('billing_invoices')).toBe(1);

    const changed = await server.postJson('/api/billing/change-plan', { plan: 'business' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual(expected);

    expect(count('billing_subscriptions', 'user_id = ?', DEMO_USER_ID)).toBe(1);
    expect(tierOf(DEMO_USER_ID)).toBe('business');
    const after = await info();
    expect(after.subscription).toMatchObject({
      plan: 'business',
      amount: 2900,
      status: 'active',
      current_period_start: '2026-11-21',
      current_period_end: '2026-12-21',
      pending_plan: null,
      next_charge: { date: '2026-12-21', amount: 2900, plan: 'business' },
    });
    expect(after.history.map((h) => [h.date, h.amount, h.lines])).toEqual([
      ['2026-12-01', 1333, expected.lines],
      ['2026-11-21', 900, []],
    ]);
    // The purchase itself is still the caller's completed Pro purchase.
    expect(purchaseSchema.parse(await (await server.api(`/api/payments/purchase?session_id=${purchaseId}`)).json())).toEqual({ status: 'completed', plan: 'pro', interval: 'month', amount: 900 });

    // The same plan again is refused; so is an unknown plan.
    expect(await errorCode(await server.postJson('/api/billing/change-plan', { plan: 'business' }))).toEqual({ status: 409, code: 'same_plan' });
    expect((await server.postJson('/api/billing/change-plan', { plan: 'gold' })).status).toBe(400);
    expect((await server.api('/api/billing/change-plan/preview?plan=free')).status).toBe(400);
  });

  it('a downgrade waits for the period end (no refund), can be called off, then takes effect and renews at the lower price', async () => {
    const clock = await demoServer();
    await buy('business', 29);
    clock.advance(5 * DAY_MS);

    const down = planChangeSchema.parse(await (await server.postJson('/api/billing/change-plan', { plan: 'pro' })).json());
    expect(down).toEqual({ kind: 'downgrade', from: 'business', to: 'pro', effectiveOn: '2026-12-21', dueNow: 0, lines: [], provider: 'demo' });
    expect(count('billing_invoices')).toBe(1);
    expect(tierOf(DEMO_USER_ID)).toBe('business');
    expect((await info()).subscription).toMatchObject({ plan: 'business', amount: 2900, pending_plan: 'pro', next_charge: { date: '2026-12-21', amount: 900, plan: 'pro' } });
    expect(await errorCode(await server.postJson('/api/billing/change-plan', { plan: 'pro' }))).toEqual({ status: 409, code: 'already_scheduled' });

    // Choosing the current plan calls the downgrade off.
    const keep = planChangeSchema.parse(await (await server.postJson('/api/billing/change-plan', { plan: 'business' })).json());
    expect(keep.kind).toBe('keep');
    expect((await info()).subscription).toMatchObject({ plan: 'business', pending_plan: null, next_charge: { amount: 2900, plan: 'business' } });

    await server.postJson('/api/billing/change-plan', { plan: 'pro' });
    clock.advance(26 * DAY_MS); // 2026-12-22: the period ended yesterday.
    const renewed = await info();
    expect(renewed.subscription).toMatchObject({
      plan: 'pro',
      amount: 900,
      pending_plan: null,
      current_period_start: '2026-12-21',
      current_period_end: '2027-01-21',
      next_charge: { date: '2027-01-21', amount: 900, plan: 'pro' },
    });
    expect(renewed.history.map((h) => [h.date, h.amount])).toEqual([
      ['2026-12-21', 900],
      ['2026-11-21', 2900],
    ]);
    expect(tierOf(DEMO_USER_ID)).toBe('pro');
    expect(count('billing_subscriptions')).toBe(1);
  });

  it('cancel keeps the plan to the period end and can be undone; once the period ends the plan is over', async () => {
    const clock = await demoServer();
    await buy('pro', 9);
    const cancelled = await server.postJson('/api/billing/cancel-subscription', {});
    expect(await cancelled.json()).toEqual({ cancelAtPeriodEnd: true, currentPeriodEnd: '2026-12-21' });
    expect((await info()).subscription).toMatchObject({ plan: 'pro', cancel_at_period_end: true, next_charge: null });
    expect(tierOf(DEMO_USER_ID)).toBe('pro');
    // No plan change while it is set to end: undo first.
    expect(await errorCode(await server.postJson('/api/billing/change-plan', { plan: 'business' }))).toEqual({ status: 409, code: 'subscription_ending' });

    const resumed = await server.postJson('/api/billing/resume-subscription', {});
    expect(await resumed.json()).toEqual({ cancelAtPeriodEnd: false, currentPeriodEnd: '2026-12-21' });
    expect((await info()).subscription).toMatchObject({ cancel_at_period_end: false, next_charge: { date: '2026-12-21', amount: 900, plan: 'pro' } });
    expect(await errorCode(await server.postJson('/api/billing/resume-subscription', {}))).toEqual({ status: 409, code: 'not_cancelling' });

    await server.postJson('/api/billing/cancel-subscription', {});
    clock.advance(30 * DAY_MS); // 2026-12-21 12:00: the period's last instant has passed.
    const ended = await info();
    expect(ended.subscription).toMatchObject({ status: 'canceled', plan: 'pro', next_charge: null, pending_plan: null });
    expect(ended.tier).toBe('free');
    expect(ended.history).toHaveLength(1);
    expect(await errorCode(await server.postJson('/api/billing/resume-subscription', {}))).toEqual({ status: 409, code: 'no_subscription' });
  });

  it('/success asks about a purchase: completed only after payment, pending before, unknown ids not found', async () => {
    await demoServer();
    const payment = subscriptionPaymentResponseSchema.parse(await (await server.postJson('/api/create-subscription-payment', { plan: 'business', amount: 29, interval: 'month' })).json());
    expect(purchaseSchema.parse(await (await server.api(`/api/payments/purchase?session_id=${payment.purchaseId}`)).json())).toMatchObject({ status: 'pending', plan: 'business' });
    await server.postJson('/api/payments/demo/confirm', { clientSecret: payment.clientSecret, cardNumber: '4242424242424242', expiry: '12/30' });
    expect(purchaseSchema.parse(await (await server.api(`/api/payments/purchase?session_id=${payment.purchaseId}`)).json())).toEqual({ status: 'completed', plan: 'business', interval: 'month', amount: 2900 });
    expect(await errorCode(await server.api('/api/payments/purchase?session_id=cs_test_made_up'))).toEqual({ status: 404, code: 'not_found' });
    expect((await server.api('/api/payments/purchase')).status).toBe(400);
  });
});

describe('changing plan with Stripe (the real client against the stand-in)', () => {
  const SECRET_KEY = 'sk_test_51SecretNeverShownAnywhere0123456789';
  const WEBHOOK_SECRET = 'whsec_test_NeverShownAnywhere0123456789';

  async function stripeWithPro() {
    standIn = await startStripeStandIn(() => TEST_NOW);
    server = await startTestServer({ mode: 'hosted', accessToken: undefined, secrets: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, stripeEndpoint: standIn.endpoint, stripePublishableKey: 'pk_test_1' });
    const ann = await registerTestUser(server.url, 'ann');
    const payment = subscriptionPaymentResponseSchema.parse(await (await ann.client.request('POST', '/api/create-subscription-payment', { plan: 'pro', amount: 9 })).json());
    const sub = standIn.subscriptions.get(payment.purchaseId)!;
    sub.status = 'active';
    const read = async () => billingInfoSchema.parse(await (await ann.client.get('/api/billing/info')).json());
    expect((await read()).subscription).toMatchObject({ plan: 'pro', amount: 900 });
    return { ann, sub, read, payment };
  }

  it('an upgrade updates the existing subscription item with always_invoice (prorated, charged now); a downgrade sends proration none and waits for the period end', async () => {
    const { ann, sub, read } = await stripeWithPro();
    const itemId = (sub.items as { data: Array<{ id: string }> }).data[0]!.id;

    const up = await ann.client.request('POST', '/api/billing/change-plan', { plan: 'business' });
    expect(up.status).toBe(200);
    expect(planChangeSchema.parse(await up.json())).toMatchObject({ kind: 'upgrade', from: 'pro', to: 'business', provider: 'stripe' });
    const update = standIn!.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`);
    expect(update).toHaveLength(1);
    expect(update[0]!.body).toMatchObject({
      'items[0][id]': itemId,
      'items[0][price_data][unit_amount]': '2900',
      'items[0][price_data][recurring][interval]': 'month',
      proration_behavior: 'always_invoice',
      'metadata[plan]': 'business',
    });
    expect(update[0]!.idempotencyKey).toMatch(/^change:/);
    // Updated, not duplicated: one subscription at Stripe, one row here.
    expect(standIn!.requests.filter((r) => r.method === 'POST' && r.path === '/v1/subscriptions')).toHaveLength(1);
    expect(standIn!.subscriptions.size).toBe(1);
    expect(count('billing_subscriptions', 'user_id = ?', ann.userId)).toBe(1);
    expect(tierOf(ann.userId)).toBe('business');
    expect((await read()).subscription).toMatchObject({ plan: 'business', amount: 2900, pending_plan: null });

    const down = await ann.client.request('POST', '/api/billing/change-plan', { plan: 'pro' });
    expect(planChangeSchema.parse(await down.json())).toMatchObject({ kind: 'downgrade', dueNow: 0 });
    const second = standIn!.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`)[1]!;
    expect(second.body).toMatchObject({ 'items[0][price_data][unit_amount]': '900', proration_behavior: 'none', 'metadata[plan]': 'pro', 'metadata[previous_plan]': 'business' });
    // Read back from Stripe: still Business until the period ends, Pro waiting.
    expect((await read()).subscription).toMatchObject({ plan: 'business', amount: 2900, pending_plan: 'pro', next_charge: { amount: 900, plan: 'pro' } });
    expect(tierOf(ann.userId)).toBe('business');
  });

  it('cancel and undo go to Stripe; another user cannot see the purchase', async () => {
    const { ann, sub, read, payment } = await stripeWithPro();
    expect((await ann.client.request('POST', '/api/billing/cancel-subscription', {})).status).toBe(200);
    expect(sub.cancel_at_period_end).toBe(true);
    const undo = await ann.client.request('POST', '/api/billing/resume-subscription', {});
    expect(undo.status).toBe(200);
    const resumeCall = standIn!.requests.filter((r) => r.method === 'POST' && r.path === `/v1/subscriptions/${sub.id}`).at(-1)!;
    expect(resumeCall.body.cancel_at_period_end).toBe('false');
    expect(sub.cancel_at_period_end).toBe(false);
    expect((await read()).subscription).toMatchObject({ cancel_at_period_end: false });

    const bob = await registerTestUser(server.url, 'bob');
    expect((await bob.client.get(`/api/payments/purchase?session_id=${payment.purchaseId}`)).status).toBe(404);
  });

  it("a Stripe checkout session is the buyer's completed purchase once Stripe's signed checkout.session.completed arrives", async () => {
    await stripeWithPro();
    // Someone without a plan yet (someone with one changes plan instead of buying a second).
    const ann = await registerTestUser(server.url, 'cara');
    const session = checkoutSessionResponseSchema.parse(
      await (await ann.client.request('POST', '/api/create-checkout-session', { tierId: 'business', successUrl: '/success', cancelUrl: '/pricing' })).json(),
    );
    const ask = async () => purchaseSchema.parse(await (await ann.client.get(`/api/payments/purchase?session_id=${session.sessionId}`)).json());
    expect(await ask()).toMatchObject({ status: 'pending', plan: 'business' });
    const event = {
      id: 'evt_cs_done',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(TEST_NOW / 1000),
      data: {
        object: {
          id: session.sessionId,
          object: 'checkout.session',
          client_reference_id: ann.userId,
          customer: 'cus_x',
          subscription: 'sub_from_checkout',
          payment_status: 'paid',
          currency: 'usd',
          amount_total: 2900,
          invoice: 'in_cs_done',
          created: Math.floor(TEST_NOW / 1000),
          metadata: { userId: ann.userId, plan: 'business', interval: 'month' },
        },
      },
    };
    const body = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) });
    const res = await fetch(`${server.url}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
    expect(res.status).toBe(200);
    expect(await ask()).toEqual({ status: 'completed', plan: 'business', interval: 'month', amount: 2900 });
  });
});

describe('one live plan per person (a second purchase is a plan change)', () => {
  const live = (userId: string) => count('billing_subscriptions', "user_id = ? AND status IN ('active', 'trialing', 'past_due')", userId);
  const startPayment = async (plan: 'pro' | 'business', dollars: number) =>
    subscriptionPaymentResponseSchema.parse(await (await server.postJson('/api/create-subscription-payment', { plan, amount: dollars, interval: 'month' })).json());
  const confirm = (clientSecret: string) => server.postJson('/api/payments/demo/confirm', { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/30' });

  it('demo: Pro confirmed, then a Business payment started earlier is confirmed 10 days later: one subscription, now Business, and the prorated invoice', async () => {
    const clock = await demoServer();
    // Two purchases started before either was paid (two tabs): once a plan is live, starting another is refused.
    const pro = await startPayment('pro', 9);
    const business = await startPayment('business', 29);
    const proAgain = await startPayment('pro', 9);
    expect((await confirm(pro.clientSecret)).status).toBe(200);
    expect(await errorCode(await server.postJson('/api/create-subscription-payment', { plan: 'business', amount: 29, interval: 'month' }))).toEqual({ status: 409, code: 'plan_change_required' });
    expect(await errorCode(await server.postJson('/api/create-checkout-session', { tierId: 'business', successUrl: '/success', cancelUrl: '/pricing' }))).toEqual({ status: 409, code: 'plan_change_required' });

    clock.advance(10 * DAY_MS);
    const confirmed = await confirm(business.clientSecret);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ status: 'succeeded', plan: 'business' });

    expect(count('billing_subscriptions', 'user_id = ?', DEMO_USER_ID)).toBe(1);
    expect(live(DEMO_USER_ID)).toBe(1);
    expect(tierOf(DEMO_USER_ID)).toBe('business');
    const after = await info();
    expect(after.subscription).toMatchObject({ plan: 'business', amount: 2900, status: 'active', current_period_start: '2026-11-21', current_period_end: '2026-12-21', pending_plan: null });
    // Charged the prorated difference (as /billing's plan change would), never a second full price.
    expect(after.history.map((h) => [h.date, h.amount, h.lines])).toEqual([
      [
        '2026-12-01',
        1333,
        [
          { description: 'Unused time on Pro (20 of 30 days)', amount: -600 },
          { description: 'Remaining time on Business (20 of 30 days)', amount: 1933 },
        ],
      ],
      ['2026-11-21', 900, []],
    ]);
    expect(purchaseSchema.parse(await (await server.api(`/api/payments/purchase?session_id=${business.purchaseId}`)).json())).toEqual({ status: 'completed', plan: 'business', interval: 'month', amount: 1333 });
    // The third purchase (Pro again) is now a downgrade waiting for the period's end: nothing charged, still one plan.
    expect((await confirm(proAgain.clientSecret)).status).toBe(200);
    expect((await info()).subscription).toMatchObject({ plan: 'business', pending_plan: 'pro' });
    expect(count('billing_invoices')).toBe(2);
    expect(live(DEMO_USER_ID)).toBe(1);
  });

  it('demo: concurrent confirmations of two purchases leave one live plan; the database refuses a second live row', async () => {
    await demoServer();
    const pro = await startPayment('pro', 9);
    const business = await startPayment('business', 29);
    const results = await Promise.all([confirm(pro.clientSecret), confirm(business.clientSecret)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect(count('billing_subscriptions', 'user_id = ?', DEMO_USER_ID)).toBe(1);
    expect(live(DEMO_USER_ID)).toBe(1);
    // Whichever came first, Business is the plan now or from the period's end, and the tier follows the live row.
    const after = await info();
    expect(after.subscription?.plan === 'business' || after.subscription?.pending_plan === 'business').toBe(true);
    expect(tierOf(DEMO_USER_ID)).toBe(after.subscription?.plan);

    // The guarantee holds below the service too: a second live row for the same person is refused.
    const insert = server.db.$client.prepare(
      "INSERT INTO billing_subscriptions (id, user_id, provider, provider_subscription_id, plan, interval, amount_cents, status, current_period_end, created_at, updated_at) VALUES (?, ?, 'demo', ?, 'pro', 'month', 900, ?, 0, 0, 0)",
    );
    expect(() => insert.run('row-2', DEMO_USER_ID, 'demo_sub_extra', 'active')).toThrow(/UNIQUE constraint failed/);
    expect(() => insert.run('row-3', DEMO_USER_ID, 'demo_sub_extra2', 'past_due')).toThrow(/UNIQUE constraint failed/);
    insert.run('row-4', DEMO_USER_ID, 'demo_sub_old', 'canceled');
    expect(live(DEMO_USER_ID)).toBe(1);
  });

  describe('Stripe, through signed webhook events', () => {
    const SECRET_KEY = 'sk_test_51SecretNeverShownAnywhere0123456789';
    const WEBHOOK_SECRET = 'whsec_test_NeverShownAnywhere0123456789';
    const T = Math.floor(TEST_NOW / 1000);

    const signed = (event: object) => {
      const body = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) });
      return fetch(`${server.url}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
    };
    const subscriptionEvent = (id: string, sub: Record<string, unknown>, status: string, created: number, type = 'customer.subscription.updated') => ({
      id,
      object: 'event',
      type,
      created,
      data: { object: { ...sub, status } },
    });

    async function twoStripePurchases() {
      standIn = await startStripeStandIn(() => TEST_NOW);
      server = await startTestServer({ mode: 'hosted', accessToken: undefined, secrets: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, stripeEndpoint: standIn.endpoint, stripePublishableKey: 'pk_test_1' });
      const ann = await registerTestUser(server.url, 'ann');
      // Both started before either was paid (two tabs): Stripe holds two subscriptions waiting for payment.
      const pro = subscriptionPaymentResponseSchema.parse(await (await ann.client.request('POST', '/api/create-subscription-payment', { plan: 'pro', amount: 9 })).json());
      const business = subscriptionPaymentResponseSchema.parse(await (await ann.client.request('POST', '/api/create-subscription-payment', { plan: 'business', amount: 29 })).json());
      return { ann, pro: standIn.subscriptions.get(pro.purchaseId)!, business: standIn.subscriptions.get(business.purchaseId)! };
    }

    it('Pro paid, then Business paid: Business replaces Pro (one live row), and Pro is ended at Stripe with proration', async () => {
      const { ann, pro, business } = await twoStripePurchases();
      pro.status = 'active';
      expect((await signed(subscriptionEvent('evt_pro_active', pro, 'active', T - 10 * 86_400))).status).toBe(200);
      expect(tierOf(ann.userId)).toBe('pro');
      // Once Pro is live, a new purchase is refused and points to the plan change.
      expect(await errorCode(await ann.client.request('POST', '/api/create-subscription-payment', { plan: 'business', amount: 29 }))).toEqual({ status: 409, code: 'plan_change_required' });

      business.status = 'active';
      expect((await signed(subscriptionEvent('evt_business_created', business, 'active', T, 'customer.subscription.created'))).status).toBe(200);

      expect(live(ann.userId)).toBe(1);
      expect(tierOf(ann.userId)).toBe('business');
      const rows = server.db.$client.prepare('SELECT provider_subscription_id AS id, plan, status FROM billing_subscriptions WHERE user_id = ? ORDER BY plan').all(ann.userId);
      expect(rows).toEqual([
        { id: business.id, plan: 'business', status: 'active' },
        { id: pro.id, plan: 'pro', status: 'canceled' },
      ]);
      // Pro ends at Stripe now, its unused time credited (Stripe's proration on a final invoice).
      const cancels = standIn!.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${pro.id}`);
      expect(cancels).toHaveLength(1);
      expect(cancels[0]!.body).toMatchObject({ prorate: 'true', invoice_now: 'true' });
      expect(cancels[0]!.idempotencyKey).toMatch(/^replaced:/);
      expect(pro.status).toBe('canceled');

      // A late event for the old Pro subscription, and the billing page's read from Stripe, never bring it back.
      expect((await signed(subscriptionEvent('evt_pro_late', { ...pro, status: 'active' }, 'active', T - 5 * 86_400))).status).toBe(200);
      pro.status = 'active'; // as if Stripe had not ended it yet
      const read = billingInfoSchema.parse(await (await ann.client.get('/api/billing/info')).json());
      expect(read.subscription).toMatchObject({ plan: 'business', status: 'active' });
      expect(live(ann.userId)).toBe(1);
      expect(tierOf(ann.userId)).toBe('business');
    });

    it('two payments succeeding at once (concurrent signed events) leave one live plan', async () => {
      const { ann, pro, business } = await twoStripePurchases();
      pro.status = 'active';
      business.status = 'active';
      const answers = await Promise.all([signed(subscriptionEvent('evt_a', pro, 'active', T - 1)), signed(subscriptionEvent('evt_b', business, 'active', T))]);
      expect(answers.map((r) => r.status)).toEqual([200, 200]);
      expect(live(ann.userId)).toBe(1);
      expect(count('billing_subscriptions', 'user_id = ?', ann.userId)).toBe(2);
      expect(standIn!.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    });
  });
});
