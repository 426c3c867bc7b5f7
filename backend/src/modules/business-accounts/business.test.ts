import { count, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUserSchema } from '../../../../shared/contracts/auth';
import { businessAccountDetailsSchema, businessAccountListSchema, businessAccountSchema, paidViolationSchema, type PaidViolation } from '../../../../shared/contracts/business';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { fixedClock } from '../../clock';
import { openDatabase } from '../../db/open';
import { businessAccounts, businessTransactions, guidelineViolations, savingsGuidelines, users } from '../../db/schema';
import { demoPaymentProvider, type ChargeRequest, type PaymentProvider } from '../../providers/payments/payment-provider';
import { registerTestUser, TEST_PASSWORD, testClient, type TestClient } from '../../testing/http-client';
import { STAND_IN_CARDS, startStripeStandIn } from '../../testing/stripe-stand-in';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { businessRepository } from './repository';
import { runViolationCheck } from './violation-check';
import { WEEK_MS } from '../../../../shared/dates';

const DAY = 86_400_000;
let server: TestServer;
let clock: ReturnType<typeof fixedClock>;
let ann: TestClient;
let annId: string;
let bob: TestClient;

async function signUp(username: string) {
  const client = testClient(server.url);
  const res = await client.request('POST', '/api/register', { username, email: `${username}@example.com`, password: 'correct horse battery' });
  return { client, id: authUserSchema.parse(await res.json()).id };
}
async function create(client: TestClient, userId: string, body: Record<string, unknown> = {}) {
  const res = await client.request('POST', '/api/business-accounts', { businessName: 'Bakery', targetAmount: 1000, weeklyContribution: 50, userId, ...body });
  expect(res.status).toBe(201);
  return businessAccountSchema.parse(await res.json());
}
const counts = () => ({
  accounts: server.db.select({ n: count() }).from(businessAccounts).get()!.n,
  guidelines: server.db.select({ n: count() }).from(savingsGuidelines).get()!.n,
  transactions: server.db.select({ n: count() }).from(businessTransactions).get()!.n,
  violations: server.db.select({ n: count() }).from(guidelineViolations).get()!.n,
});

beforeAll(async () => {
  clock = fixedClock(TEST_NOW);
  server = await startTestServer({ mode: 'hosted', accessToken: undefined, clock, seedDemo: false });
  ({ client: ann, id: annId } = await signUp('ann'));
  ({ client: bob } = await signUp('bob'));
});
afterAll(() => server.close());

describe('business savings accounts', () => {
  it('creates an account with the spec defaults and two default guidelines', async () => {
    const account = await create(ann, annId, { targetAmount: undefined, weeklyContribution: undefined, targetDate: '2027-06-30' });
    expect(account).toMatchObject({ businessName: 'Bakery', targetAmount: 5000, weeklyContribution: 100, currentAmount: 0, status: 'active', targetDate: '2027-06-30' });
    const details = businessAccountDetailsSchema.parse(await (await ann.get(`/api/business-accounts/${account.id}`)).json());
    expect(details.guidelines.map((g) => g.title)).toEqual(['No withdrawal before target date', 'Weekly contribution']);
    expect(details.guidelines.every((g) => g.penaltyAmount > 0)).toBe(true);
    const list = businessAccountListSchema.parse(await (await ann.get(`/api/users/${annId}/business-accounts`)).json());
    expect(list.map((a) => a.id)).toContain(account.id);
  });

  it('contributes atomically and completes the account at its target', async () => {
    const account = await create(ann, annId, { targetAmount: 100, weeklyContribution: 10 });
    let res = await ann.request('POST', `/api/business-accounts/${account.id}/contribute`, { amount: 60 });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { account: object }).account).toMatchObject({ currentAmount: 60, status: 'active' });
    res = await ann.request('POST', `/api/business-accounts/${account.id}/contribute`, { amount: 40.5 });
    expect(((await res.json()) as { account: object }).account).toMatchObject({ currentAmount: 100.5, status: 'completed' });
    res = await ann.request('POST', `/api/business-accounts/${account.id}/contribute`, { amount: 1 });
    expect(res.status).toBe(409);
    const details = businessAccountDetailsSchema.parse(await (await ann.get(`/api/business-accounts/${account.id}`)).json());
    expect(details.transactions.map((t) => t.amount).sort()).toEqual([40.5, 60]);
    expect((await ann.request('PATCH', `/api/business-accounts/${account.id}/status`, { status: 'active' })).status).toBe(409);
  });

  it('completes exactly at the target: one cent short stays active, the last cent completes it', async () => {
    const contribute = async (id: string, amount: number) => {
      const res = await ann.request('POST', `/api/business-accounts/${id}/contribute`, { amount });
      expect(res.status).toBe(200);
      return ((await res.json()) as { account: { currentAmount: number; status: string } }).account;
    };
    const stepwise = await create(ann, annId, { targetAmount: 100, weeklyContribution: 10 });
    expect(await contribute(stepwise.id, 99.99)).toMatchObject({ currentAmount: 99.99, status: 'active' });
    expect(await contribute(stepwise.id, 0.01)).toMatchObject({ currentAmount: 100, status: 'completed' });
    const stored = server.db.select().from(businessAccounts).where(eq(businessAccounts.id, stepwise.id)).get()!;
    expect(stored).toMatchObject({ currentAmountCents: 10_000, targetAmountCents: 10_000, status: 'completed' });
    expect((await ann.request('POST', `/api/business-accounts/${stepwise.id}/contribute`, { amount: 1 })).status).toBe(409);

    // The whole target in one contribution completes it too.
    const atOnce = await create(ann, annId, { targetAmount: 250, weeklyContribution: 10 });
    expect(await contribute(atOnce.id, 250)).toMatchObject({ currentAmount: 250, status: 'completed' });
    const details = businessAccountDetailsSchema.parse(await (await ann.get(`/api/business-accounts/${atOnce.id}`)).json());
    expect(details.account).toMatchObject({ currentAmount: 250, targetAmount: 250, status: 'completed' });
  });

  it('200 simultaneous contributions leave currentAmount equal to the sum of its transactions', async () => {
    const account = await create(ann, annId, { targetAmount: 1_000_000, weeklyContribution: 10 });
    const amounts = Array.from({ length: 200 }, (_, i) => 1 + (i % 7) + (i % 3) / 100);
    const results = await Promise.all(amounts.map((amount) => ann.request('POST', `/api/business-accounts/${account.id}/contribute`, { amount })));
    expect(results.every((r) => r.status === 200)).toBe(true);
    const row = server.db.select().from(businessAccounts).where(eq(businessAccounts.id, account.id)).get()!;
    const sum = server.db
      .select({ total: sql<number>`sum(${businessTransactions.amountCents})`, n: count() })
      .from(businessTransactions)
      .where(eq(businessTransactions.businessAccountId, account.id))
      .get()!;
    expect(sum.n).toBe(200);
    expect(row.currentAmountCents).toBe(sum.total);
    expect(row.currentAmountCents).toBe(amounts.reduce((s, a) => s + Math.round(a * 100), 0));
  });

  it('pauses and resumes; a paused account takes no contributions', async () => {
    const account = await create(ann, annId);
    expect(((await (await ann.request('PATCH', `/api/business-accounts/${account.id}/status`, { status: 'paused' })).json()) as { status: string }).status).toBe('paused');
    expect((await ann.request('POST', `/api/business-accounts/${account.id}/contribute`, { amount: 5 })).status).toBe(409);
    expect(((await (await ann.request('PATCH', `/api/business-accounts/${account.id}/status`, { status: 'active' })).json()) as { status: string }).status).toBe('active');
  });

  it('refuses another user’s account everywhere (404, as if it did not exist)', async () => {
    const account = await create(ann, annId);
    const before = counts();
    expect((await bob.get(`/api/business-accounts/${account.id}`)).status).toBe(404);
    expect((await bob.get(`/api/users/${annId}/business-accounts`)).status).toBe(404);
    expect((await bob.request('POST', `/api/business-accounts/${account.id}/contribute`, { amount: 10 })).status).toBe(404);
    expect((await bob.request('PATCH', `/api/business-accounts/${account.id}/status`, { status: 'paused' })).status).toBe(404);
    expect((await bob.request('POST', '/api/business-accounts', { businessName: 'X', userId: annId })).status).toBe(404);
    expect(counts()).toEqual(before);
  });

  it.each([
    ['empty name', { businessName: '' }],
    ['target under 100', { targetAmount: 99 }],
    ['weekly under 10', { weeklyContribution: 9.99 }],
    ['huge target', { targetAmount: 1e15 }],
    ['text amount', { targetAmount: '5000' }],
    ['bad date', { targetDate: '2027-13-45' }],
    ['not a uuid', { userId: 'me' }],
    ['extra field', { currentAmount: 999999 }],
  ])('rejects a create with %s: 400, nothing written', async (_name, patch) => {
    const before = counts();
    const res = await ann.request('POST', '/api/business-accounts', { businessName: 'Bakery', targetAmount: 1000, weeklyContribution: 50, userId: annId, ...patch });
    expect(res.status).toBe(400);
    errorBodySchema.parse(await res.json());
    expect(counts()).toEqual(before);
  });

  it.each([[0], [-5], [1e9], ['10'], [null]])('rejects a contribution of %s: 400, nothing written', async (amount) => {
    const account = await create(ann, annId);
    const before = counts();
    expect((await ann.request('POST', `/api/business-accounts/${account.id}/contribute`, { amount })).status).toBe(400);
    expect(counts()).toEqual(before);
  });

  it('answers 404 for unknown ids', async () => {
    expect((await ann.get('/api/business-accounts/00000000-0000-4000-8000-00000000abcd')).status).toBe(404);
    expect((await ann.get('/api/business-accounts/not-an-id')).status).toBe(404);
  });
});

/** Moving the clock weeks ahead outlives the 14-day idle session: sign both users in again. */
async function advanceAndSignIn(ms: number) {
  clock.advance(ms);
  for (const [client, username] of [[ann, 'ann'], [bob, 'bob']] as const) {
    expect((await client.request('POST', '/api/login', { identifier: username, password: 'correct horse battery' })).status).toBe(200);
  }
}

describe('the weekly violation check', () => {
  it('records one Pending violation per short week, once, however often it runs; paying marks it Paid', async () => {
    const account = await create(ann, annId, { weeklyContribution: 50 });
    await ann.request('POST', `/api/business-accounts/${account.id}/contribute`, { amount: 50 }); // week 1 met
    await advanceAndSignIn(2 * WEEK_MS + DAY); // week 2 passes with nothing
    const repo = businessRepository(server.db);
    // The server's own first check (a second after its start) may already have run on the moved
    // clock when the machine is slow, and either run also records the other tests' accounts: so no
    // count is asserted for this run, only that a second one finds nothing new and that this
    // account's short week is recorded exactly once (below).
    runViolationCheck(repo, clock.now());
    expect(runViolationCheck(repo, clock.now())).toBe(0);
    const details = businessAccountDetailsSchema.parse(await (await ann.get(`/api/business-accounts/${account.id}`)).json());
    expect(details.violations).toHaveLength(1);
    const [violation] = details.violations;
    expect(violation).toMatchObject({ processed: false, penaltyAmount: 5 });
    expect(violation!.reason).toContain('$0.00 of the $50.00');

    expect((await bob.request('POST', `/api/business-accounts/${account.id}/violations/${violation!.id}/pay`)).status).toBe(404);
    const paid = await ann.request('POST', `/api/business-accounts/${account.id}/violations/${violation!.id}/pay`);
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ processed: true, demoPayment: true });
    expect((await ann.request('POST', `/api/business-accounts/${account.id}/violations/${violation!.id}/pay`)).status).toBe(409);
    const row = server.db.select().from(guidelineViolations).where(eq(guidelineViolations.id, violation!.id)).get()!;
    expect(row.stripeChargeId).toMatch(/^demo_ch_/);
  });

  it('does not check paused accounts, nor the weeks of a pause after resuming', async () => {
    const account = await create(ann, annId);
    await ann.request('PATCH', `/api/business-accounts/${account.id}/status`, { status: 'paused' });
    await advanceAndSignIn(3 * WEEK_MS);
    const repo = businessRepository(server.db);
    runViolationCheck(repo, clock.now());
    const violationsOf = () => server.db.select({ n: count() }).from(guidelineViolations).where(eq(guidelineViolations.businessAccountId, account.id)).get()!.n;
    expect(violationsOf()).toBe(0);
    await ann.request('PATCH', `/api/business-accounts/${account.id}/status`, { status: 'active' });
    runViolationCheck(repo, clock.now());
    expect(violationsOf()).toBe(0);
  });

  it('after a restart (a new connection to the same file) records nothing twice', async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'wd-check-')), 'app.db');
    const start = TEST_NOW;
    let db = openDatabase({ file });
    db.insert(users).values({ id: '11111111-1111-4111-8111-111111111111', username: 'c', email: 'c@example.com' }).run();
    const repo1 = businessRepository(db);
    const account = repo1.create({ userId: '11111111-1111-4111-8111-111111111111', businessName: 'C', targetAmountCents: 100_000, weeklyContributionCents: 5_000, targetDate: null, now: start });
    expect(runViolationCheck(repo1, start + 3 * WEEK_MS + DAY)).toBe(3);
    db.$client.close();
    db = openDatabase({ file });
    expect(runViolationCheck(businessRepository(db), start + 3 * WEEK_MS + DAY)).toBe(0);
    expect(db.select({ n: count() }).from(guidelineViolations).where(eq(guidelineViolations.businessAccountId, account.id)).get()!.n).toBe(3);
    db.$client.close();
  });
});

describe('paying a penalty when the payment provider declines', () => {
  it('answers 402 payment_failed and leaves the violation Pending with nothing half-written; a later payment goes through', async () => {
    // The demo provider, except that its charges are declined until `declining` is turned off.
    const demo = demoPaymentProvider();
    const charges: ChargeRequest[] = [];
    let declining = true;
    const payments: PaymentProvider = {
      ...demo,
      async charge(request) {
        charges.push(request);
        if (declining) throw new Error('Your card was declined.');
        return demo.charge(request);
      },
    };
    const ownClock = fixedClock(TEST_NOW);
    const own = await startTestServer({ mode: 'hosted', accessToken: undefined, clock: ownClock, seedDemo: false, payments });
    try {
      const { client: dee, userId: deeId } = await registerTestUser(own.url, 'dee');
      const created = await dee.request('POST', '/api/business-accounts', { businessName: 'Florist', targetAmount: 1000, weeklyContribution: 50, userId: deeId });
      const account = businessAccountSchema.parse(await created.json());
      // A week with no contribution, then the weekly check records its violation.
      ownClock.advance(WEEK_MS + DAY);
      expect(runViolationCheck(businessRepository(own.db), ownClock.now())).toBe(1);
      const [violation] = businessAccountDetailsSchema.parse(await (await dee.get(`/api/business-accounts/${account.id}`)).json()).violations;
      expect(violation).toMatchObject({ processed: false, penaltyAmount: 5 });

      const snapshot = () => ({
        violations: own.db.select().from(guidelineViolations).all(),
        transactions: own.db.select().from(businessTransactions).all(),
        accounts: own.db.select().from(businessAccounts).all(),
      });
      const before = snapshot();
      const declined = await dee.request('POST', `/api/business-accounts/${account.id}/violations/${violation!.id}/pay`);
      expect(declined.status).toBe(402);
      expect(errorBodySchema.parse(await declined.json()).error).toMatchObject({ code: 'payment_failed', message: 'Unable to process payment. Please try again.' });
      expect(charges).toEqual([expect.objectContaining({ userId: deeId, amountCents: 500, idempotencyKey: `violation:${violation!.id}` })]);
      // Nothing was written: the violation is still Pending, with no charge id.
      expect(snapshot()).toEqual(before);
      expect(own.db.select().from(guidelineViolations).where(eq(guidelineViolations.id, violation!.id)).get()).toMatchObject({ processed: false, stripeChargeId: null });
      const after = businessAccountDetailsSchema.parse(await (await dee.get(`/api/business-accounts/${account.id}`)).json());
      expect(after.violations.find((v) => v.id === violation!.id)).toMatchObject({ processed: false });

      // Once the card works, the same violation is paid (same idempotency key), exactly once.
      declining = false;
      const paid = await dee.request('POST', `/api/business-accounts/${account.id}/violations/${violation!.id}/pay`);
      expect(paid.status).toBe(200);
      expect(await paid.json()).toMatchObject({ id: violation!.id, processed: true });
      expect(charges.map((c) => c.idempotencyKey)).toEqual([`violation:${violation!.id}`, `violation:${violation!.id}`]);
      expect(own.db.select().from(guidelineViolations).where(eq(guidelineViolations.id, violation!.id)).get()!.stripeChargeId).toMatch(/^demo_ch_/);
    } finally {
      await own.close();
    }
  });
});

describe('paying a penalty with Stripe (the real client against the local Stripe stand-in)', () => {
  const SECRET_KEY = 'sk_test_51SecretNeverShownAnywhere0123456789';
  const WEBHOOK_SECRET = 'whsec_test_NeverShownAnywhere0123456789';

  it("charges the saved card off-session and confirms it: Paid only on success; a decline, no saved card or the bank's approval keep it Pending with the reason; the webhook's payment_intent.succeeded marks it Paid", async () => {
    const standIn = await startStripeStandIn(() => TEST_NOW);
    const ownClock = fixedClock(TEST_NOW);
    const own = await startTestServer({
      mode: 'hosted',
      accessToken: undefined,
      clock: ownClock,
      seedDemo: false,
      secrets: { STRIPE_SECRET_KEY: SECRET_KEY, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
      stripeEndpoint: standIn.endpoint,
      stripePublishableKey: 'pk_test_1',
    });
    try {
      const { client: dee, userId: deeId } = await registerTestUser(own.url, 'dee');
      const account = businessAccountSchema.parse(
        await (await dee.request('POST', '/api/business-accounts', { businessName: 'Florist', targetAmount: 1000, weeklyContribution: 50, userId: deeId })).json(),
      );
      // Four weeks with no contribution: four Pending violations of $5.
      ownClock.advance(4 * WEEK_MS + DAY);
      expect(runViolationCheck(businessRepository(own.db), ownClock.now())).toBe(4);
      // Four weeks later the session has expired: sign in again.
      expect((await dee.request('POST', '/api/login', { identifier: 'dee', password: TEST_PASSWORD })).status).toBe(200);
      const violationIds = own.db.select({ id: guidelineViolations.id }).from(guidelineViolations).where(eq(guidelineViolations.businessAccountId, account.id)).all().map((v) => v.id);
      const pay = async (violationId: string) => {
        const res = await dee.request('POST', `/api/business-accounts/${account.id}/violations/${violationId}/pay`);
        expect(res.status).toBe(200);
        return (await res.json()) as PaidViolation;
      };
      const stored = (violationId: string) => own.db.select().from(guidelineViolations).where(eq(guidelineViolations.id, violationId)).get()!;
      const intentCalls = () => standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');

      // No Stripe customer yet, so no saved card: nothing is charged, the penalty stays Pending and says why.
      const noCard = await pay(violationIds[0]!);
      expect(noCard).toMatchObject({ processed: false, demoPayment: false, paymentPendingReason: expect.stringContaining('no saved card') });
      expect(intentCalls()).toHaveLength(0);

      // A Stripe customer (made by starting a plan purchase) without a default card: still no saved card.
      expect((await dee.request('POST', '/api/create-subscription-payment', { plan: 'pro', amount: 9 })).status).toBe(200);
      const customerId = own.db.select({ id: users.stripeCustomerId }).from(users).where(eq(users.id, deeId)).get()!.id!;
      const customer = standIn.customers.get(customerId)!;
      expect((await pay(violationIds[0]!)).paymentPendingReason).toContain('no saved card');
      expect(intentCalls()).toHaveLength(0);

      // The saved card is declined: Pending, with Stripe's reason, on the details the /business screen shows.
      (customer.invoice_settings as Record<string, unknown>).default_payment_method = STAND_IN_CARDS.declined;
      const declined = await pay(violationIds[1]!);
      expect(declined).toMatchObject({ processed: false, paymentPendingReason: 'Not charged: Your card was declined.' });
      const declinedIntent = stored(violationIds[1]!).stripeChargeId!;
      expect(declinedIntent).toMatch(/^pi_/);
      const details = businessAccountDetailsSchema.parse(await (await dee.get(`/api/business-accounts/${account.id}`)).json());
      expect(details.violations.find((v) => v.id === violationIds[1])).toMatchObject({ processed: false, paymentPendingReason: 'Not charged: Your card was declined.' });

      // The bank asks for approval (off-session authentication): Pending, and says so.
      (customer.invoice_settings as Record<string, unknown>).default_payment_method = STAND_IN_CARDS.authenticationRequired;
      expect(await pay(violationIds[2]!)).toMatchObject({ processed: false, paymentPendingReason: expect.stringContaining('approve') });

      // A good saved card: Paid, and what the SDK sent is an off-session, confirmed charge of that card.
      (customer.invoice_settings as Record<string, unknown>).default_payment_method = STAND_IN_CARDS.visa;
      const paid = paidViolationSchema.parse(await pay(violationIds[3]!));
      expect(paid).toMatchObject({ processed: true, paymentPendingReason: null, penaltyAmount: 5 });
      const sent = intentCalls().at(-1)!;
      expect(sent.body).toMatchObject({
        amount: '500',
        currency: 'usd',
        customer: customerId,
        payment_method: STAND_IN_CARDS.visa,
        off_session: 'true',
        confirm: 'true',
        'metadata[violationId]': violationIds[3],
      });
      expect(sent.idempotencyKey).toBe(`violation:${violationIds[3]}:${STAND_IN_CARDS.visa}`);
      expect(stored(violationIds[3]!)).toMatchObject({ processed: true, stripeChargeId: standIn.paymentIntents.get(stored(violationIds[3]!).stripeChargeId!)!.id, paymentPendingReason: null });
      expect((await dee.request('POST', `/api/business-accounts/${account.id}/violations/${violationIds[3]}/pay`)).status).toBe(409);

      // Later the declined payment succeeds at Stripe (the card was fixed): its signed webhook marks the penalty Paid.
      const event = { id: 'evt_pi_ok', object: 'event', type: 'payment_intent.succeeded', created: Math.floor(TEST_NOW / 1000), data: { object: { id: declinedIntent, object: 'payment_intent', status: 'succeeded', metadata: { violationId: violationIds[1] } } } };
      const body = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) });
      const hook = await fetch(`${own.url}/api/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, body });
      expect(hook.status).toBe(200);
      expect(stored(violationIds[1]!)).toMatchObject({ processed: true, paymentPendingReason: null });
      const after = businessAccountDetailsSchema.parse(await (await dee.get(`/api/business-accounts/${account.id}`)).json());
      expect(after.violations.find((v) => v.id === violationIds[1])).toMatchObject({ processed: true, paymentPendingReason: null });
      // The others are still Pending: nothing was marked Paid that Stripe did not charge.
      expect(stored(violationIds[0]!).processed).toBe(false);
      expect(stored(violationIds[2]!).processed).toBe(false);
    } finally {
      await own.close();
      await standIn.close();
    }
  });
});
