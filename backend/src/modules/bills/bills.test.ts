import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billDeskListSchema, billDeskRequestSchema, billListSchema, billNegotiationSchema, type BillSubmitRequest } from '../../../../shared/contracts/bills';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { billingInfoSchema } from '../../../../shared/contracts/payments';
import { fixedClock } from '../../clock';
import { billNegotiations, billNegotiationSteps } from '../../db/schema';
import { registerTestOwner, registerTestUser, testClient, type TestClient } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { startOfDay } from './service';

const HOUR = 3_600_000;
let server: TestServer;
let clock: ReturnType<typeof fixedClock>;
let ann: TestClient;
let annId: string;
let bob: TestClient;
let bobId: string;
let owner: TestClient;

const VALID: BillSubmitRequest = {
  service_type: 'internet',
  provider_name: 'Comcast',
  current_bill_amount: 89.99,
  account_number: '1234-5678-9012',
  contact_phone: '+1 (555) 123-4567',
  email: 'ann@example.com',
  additional_info: 'Promo ended last month',
};

const setClock = (ms: number) => clock.advance(ms - clock.now());
const rowCount = () => server.db.select({ n: count() }).from(billNegotiations).get()!.n;
const stepCount = (id: string) => server.db.select({ n: count() }).from(billNegotiationSteps).where(eq(billNegotiationSteps.negotiationId, id)).get()!.n;

async function submit(client: TestClient, body: Partial<Record<keyof BillSubmitRequest, unknown>> = {}) {
  const res = await client.request('POST', '/api/bills/submit', { ...VALID, ...body });
  expect(res.status, await res.clone().text()).toBe(201);
  return billNegotiationSchema.parse(await res.json());
}
async function list(client: TestClient, utcOffset?: number) {
  const res = await client.get(`/api/bills${utcOffset === undefined ? '' : `?utcOffset=${utcOffset}`}`);
  expect(res.status).toBe(200);
  return billListSchema.parse(await res.json());
}

beforeAll(async () => {
  clock = fixedClock(TEST_NOW);
  server = await startTestServer({ mode: 'hosted', accessToken: undefined, clock, seedDemo: false });
  ({ client: ann, userId: annId } = await registerTestUser(server.url, 'ann'));
  ({ client: bob, userId: bobId } = await registerTestUser(server.url, 'bob'));
  ({ client: owner } = await registerTestOwner(server, 'olive'));
});
afterAll(() => server.close());

describe('POST /api/bills/submit', () => {
  it('stores the request for the caller with only the last 4 digits of the account number', async () => {
    const bill = await submit(ann);
    expect(bill).toMatchObject({
      serviceType: 'internet',
      providerName: 'Comcast',
      currentBillAmount: 89.99,
      accountLast4: '9012',
      status: 'submitted',
      monthlySavings: null,
      successFee: null,
      notSavedReason: null,
      history: [{ status: 'submitted', at: clock.now() }],
    });
    const row = server.db.select().from(billNegotiations).where(eq(billNegotiations.id, bill.id)).get()!;
    expect(row).toMatchObject({ userId: annId, currentBillCents: 8999, accountLast4: '9012', contactPhone: '+1 (555) 123-4567', email: 'ann@example.com' });
    // The full account number is nowhere in the row.
    expect(JSON.stringify(row)).not.toContain('5678');
    expect(JSON.stringify(row)).not.toContain('1234-');
  });

  it('takes the optional fields empty or missing, and a bill of 0', async () => {
    const empty = await submit(ann, { account_number: '', additional_info: '', current_bill_amount: 0 });
    expect(empty).toMatchObject({ accountLast4: null, currentBillAmount: 0 });
    const missing = await submit(ann, { account_number: undefined, additional_info: undefined, service_type: 'credit_card' });
    expect(missing).toMatchObject({ accountLast4: null, serviceType: 'credit_card' });
    const row = server.db.select().from(billNegotiations).where(eq(billNegotiations.id, missing.id)).get()!;
    expect(row.additionalInfo).toBeNull();
  });

  it.each([
    ['missing service type', { service_type: undefined }],
    ['unknown service type', { service_type: 'gym' }],
    ['missing provider', { provider_name: undefined }],
    ['blank provider', { provider_name: '   ' }],
    ['provider too long', { provider_name: 'x'.repeat(121) }],
    ['missing amount', { current_bill_amount: undefined }],
    ['amount as text', { current_bill_amount: '89.99' }],
    ['negative amount', { current_bill_amount: -1 }],
    ['amount too large', { current_bill_amount: 1_000_001 }],
    ['missing phone', { contact_phone: undefined }],
    ['blank phone', { contact_phone: '' }],
    ['phone with letters', { contact_phone: 'call me maybe' }],
    ['phone too short', { contact_phone: '12345' }],
    ['missing email', { email: undefined }],
    ['bad email', { email: 'not-an-email' }],
    ['account number too long', { account_number: '1'.repeat(65) }],
    ['additional info too long', { additional_info: 'x'.repeat(2001) }],
    ['unknown field', { userId: 'someone-else' }],
  ])('refuses %s with 400 and stores nothing', async (_name, patch) => {
    const before = rowCount();
    const res = await ann.request('POST', '/api/bills/submit', { ...VALID, ...patch });
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(await res.json()).error.code).toBe('validation_error');
    expect(rowCount()).toBe(before);
  });

  it('refuses a body that is not JSON without storing anything', async () => {
    const before = rowCount();
    const res = await ann.request('POST', '/api/bills/submit', undefined, { raw: '{"service_type":', contentType: 'application/json' });
    expect(res.status).toBe(400);
    expect(rowCount()).toBe(before);
  });
});

describe('GET /api/bills', () => {
  it('lists only the caller’s requests, newest first, and counts today’s in the viewer’s day', async () => {
    const { client: cat } = await registerTestUser(server.url, 'cat');
    const start = clock.now();
    setClock(startOfDay(start, 0) - HOUR); // yesterday 23:00 UTC
    const yesterday = await submit(cat, { provider_name: 'Yesterday Gas', service_type: 'utilities' });
    setClock(startOfDay(start, 0) + HOUR); // today 01:00 UTC
    const early = await submit(cat, { provider_name: 'Early Phone', service_type: 'phone' });
    setClock(startOfDay(start, 0) + 2 * HOUR);
    const late = await submit(cat, { provider_name: 'Late Insurance', service_type: 'insurance' });
    setClock(start);

    const utc = await list(cat);
    expect(utc.requests.map((r) => r.id)).toEqual([late.id, early.id, yesterday.id]);
    expect(utc.submittedToday).toBe(2);
    // Two hours east of UTC, yesterday 23:00 UTC is already today.
    expect((await list(cat, 120)).submittedToday).toBe(3);
    // 90 minutes west, the day starts at 01:30 UTC: only the 02:00 one is today.
    expect((await list(cat, -90)).submittedToday).toBe(1);

    expect((await list(bob)).requests.map((r) => r.id)).not.toContain(late.id);
  });

  it('refuses a malformed utcOffset', async () => {
    expect((await ann.get('/api/bills?utcOffset=abc')).status).toBe(400);
    expect((await ann.get('/api/bills?utcOffset=100000')).status).toBe(400);
  });
});

describe('the lifecycle the owner drives', () => {
  const desk = async (query = '') => {
    const res = await owner.get(`/api/bill-desk${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return billDeskListSchema.parse(await res.json());
  };
  const move = (id: string, body: Record<string, unknown>, client: TestClient = owner) => client.request('POST', `/api/bill-desk/${id}/status`, body);
  async function moved(id: string, body: Record<string, unknown>) {
    const res = await move(id, body);
    expect(res.status, await res.clone().text()).toBe(200);
    return billDeskRequestSchema.parse(await res.json());
  }
  async function refusedMove(id: string, body: Record<string, unknown>, code: string) {
    const before = server.db.select().from(billNegotiations).where(eq(billNegotiations.id, id)).get();
    const steps = stepCount(id);
    const res = await move(id, body);
    expect(res.status, JSON.stringify(body)).toBe(400);
    const error = errorBodySchema.parse(await res.json()).error;
    expect(error.code).toBe(code);
    expect(server.db.select().from(billNegotiations).where(eq(billNegotiations.id, id)).get()).toEqual(before);
    expect(stepCount(id)).toBe(steps);
    return error;
  }
  const at = (n: number) => TEST_NOW + n * HOUR;

  it('moves submitted -> in review -> negotiating -> saved: the saving, its 25% fee and every step with its time', async () => {
    setClock(at(0));
    const bill = await submit(ann, { current_bill_amount: 120, provider_name: 'Lifecycle Cable' });
    expect(bill.history).toEqual([{ status: 'submitted', at: at(0) }]);
    setClock(at(1));
    expect(await moved(bill.id, { status: 'in_review' })).toMatchObject({ status: 'in_review', nextStatuses: ['negotiating', 'not_saved'] });
    setClock(at(2));
    expect(await moved(bill.id, { status: 'negotiating' })).toMatchObject({ status: 'negotiating', nextStatuses: ['saved', 'not_saved'] });
    setClock(at(3));
    const saved = await moved(bill.id, { status: 'saved', monthlySavings: 30.1 });
    // 25% of 3010 cents = 752.5 -> 753 cents, computed on the server.
    expect(saved).toMatchObject({ status: 'saved', monthlySavings: 30.1, successFee: 7.53, nextStatuses: [], updatedAt: at(3), user: { id: annId, username: 'ann' } });
    const row = server.db.select().from(billNegotiations).where(eq(billNegotiations.id, bill.id)).get()!;
    expect(row).toMatchObject({ status: 'saved', monthlySavingsCents: 3010, successFeeCents: 753, notSavedReason: null });
    const expected = [
      { status: 'submitted', at: at(0) },
      { status: 'in_review', at: at(1) },
      { status: 'negotiating', at: at(2) },
      { status: 'saved', at: at(3) },
    ];
    expect(saved.history).toEqual(expected);
    // The member sees the same steps, the saving and the fee on their own list.
    const mine = (await list(ann)).requests.find((r) => r.id === bill.id);
    expect(mine).toMatchObject({ status: 'saved', monthlySavings: 30.1, successFee: 7.53, history: expected });
    setClock(TEST_NOW);
  });

  it('$40 a month saved carries a $10 fee', async () => {
    const bill = await submit(ann, { current_bill_amount: 89.99 });
    await moved(bill.id, { status: 'in_review' });
    await moved(bill.id, { status: 'negotiating' });
    expect(await moved(bill.id, { status: 'saved', monthlySavings: 40 })).toMatchObject({ monthlySavings: 40, successFee: 10 });
  });

  it('not saved from in review or from negotiating, with an optional short reason and no fee', async () => {
    const early = await submit(ann);
    await moved(early.id, { status: 'in_review' });
    const a = await moved(early.id, { status: 'not_saved', reason: '  Provider has no cheaper plan  ' });
    expect(a).toMatchObject({ status: 'not_saved', monthlySavings: null, successFee: null, notSavedReason: 'Provider has no cheaper plan', nextStatuses: [] });
    expect(a.history.map((h) => h.status)).toEqual(['submitted', 'in_review', 'not_saved']);

    const late = await submit(ann);
    await moved(late.id, { status: 'in_review' });
    await moved(late.id, { status: 'negotiating' });
    expect(await moved(late.id, { status: 'not_saved' })).toMatchObject({ status: 'not_saved', notSavedReason: null, successFee: null });
  });

  it.each([
    ['submitted', [], ['submitted', 'negotiating', 'saved', 'not_saved']],
    ['in_review', ['in_review'], ['submitted', 'in_review', 'saved']],
    ['negotiating', ['in_review', 'negotiating'], ['submitted', 'in_review', 'negotiating']],
    ['saved', ['in_review', 'negotiating', 'saved'], ['submitted', 'in_review', 'negotiating', 'saved', 'not_saved']],
    ['not_saved', ['in_review', 'not_saved'], ['submitted', 'in_review', 'negotiating', 'saved', 'not_saved']],
  ] as const)('from %s every illegal move is a 400 that says what is allowed, and changes nothing', async (from, path, illegal) => {
    const bill = await submit(ann, { current_bill_amount: 100 });
    for (const status of path) await moved(bill.id, status === 'saved' ? { status, monthlySavings: 20 } : { status });
    for (const to of illegal) {
      const body = to === 'saved' ? { status: to, monthlySavings: 20 } : { status: to };
      const error = await refusedMove(bill.id, body, 'illegal_status_change');
      expect(error.message).toMatch(from === 'saved' || from === 'not_saved' ? /is final and cannot change/ : /can only move to/);
    }
  });

  it('the illegal-move message names the current status and the allowed ones', async () => {
    const bill = await submit(ann);
    const error = await refusedMove(bill.id, { status: 'saved', monthlySavings: 5 }, 'illegal_status_change');
    expect(error.message).toBe('This request is "Submitted": it can only move to "In review", not to "Saved".');
  });

  it('saved needs a monthly saving above 0, to the cent, not above the bill; the other steps take none', async () => {
    const bill = await submit(ann, { current_bill_amount: 50 });
    await moved(bill.id, { status: 'in_review' });
    expect((await refusedMove(bill.id, { status: 'negotiating', monthlySavings: 5 }, 'validation_error')).message).toMatch(/only with the "saved" outcome/);
    expect((await refusedMove(bill.id, { status: 'negotiating', reason: 'x' }, 'validation_error')).message).toMatch(/only with the "not_saved" outcome/);
    await moved(bill.id, { status: 'negotiating' });
    expect((await refusedMove(bill.id, { status: 'saved' }, 'validation_error')).message).toMatch(/needs the negotiated monthly saving/);
    expect((await refusedMove(bill.id, { status: 'saved', monthlySavings: 0 }, 'validation_error')).message).toMatch(/monthlySavings must be greater than 0/);
    for (const body of [{ status: 'saved', monthlySavings: -5 }, { status: 'saved', monthlySavings: '10' }, { status: 'saved', monthlySavings: 10.005 }, { status: 'saved', monthlySavings: 10, extra: 1 }, { status: 'done' }, {}]) {
      await refusedMove(bill.id, body, 'validation_error');
    }
    expect((await refusedMove(bill.id, { status: 'saved', monthlySavings: 50.01 }, 'validation_error')).message).toMatch(/cannot be more than the current monthly bill \(\$50\.00\)/);
    expect((await refusedMove(bill.id, { status: 'not_saved', reason: 'x'.repeat(201) }, 'validation_error')).message).toMatch(/at most 200 characters/);
    expect(await moved(bill.id, { status: 'saved', monthlySavings: 50 })).toMatchObject({ monthlySavings: 50, successFee: 12.5 });
  });

  it('a bill entered as 0 (left empty) can still record a saving', async () => {
    const bill = await submit(ann, { current_bill_amount: 0 });
    await moved(bill.id, { status: 'in_review' });
    await moved(bill.id, { status: 'negotiating' });
    expect(await moved(bill.id, { status: 'saved', monthlySavings: 12 })).toMatchObject({ monthlySavings: 12, successFee: 3 });
  });

  it('answers 404 for an unknown request', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await move(id, { status: 'in_review' });
      expect(res.status).toBe(404);
      expect(errorBodySchema.parse(await res.json()).error.code).toBe('not_found');
    }
  });

  it('lists every user’s requests newest first, filters by status, with the contact details and next steps', async () => {
    setClock(at(10));
    const first = await submit(bob, { provider_name: 'Desk First', email: 'bob@example.com' });
    setClock(at(11));
    const second = await submit(ann, { provider_name: 'Desk Second' });
    await moved(second.id, { status: 'in_review' });
    setClock(TEST_NOW);
    const all = await desk();
    expect(all.total).toBe(rowCount());
    expect(all.requests).toHaveLength(rowCount());
    expect(all.requests.slice(0, 2).map((r) => r.id)).toEqual([second.id, first.id]);
    const createdAts = all.requests.map((r) => r.createdAt);
    expect(createdAts).toEqual([...createdAts].sort((a, b) => b - a));
    expect(all.requests[1]).toMatchObject({
      providerName: 'Desk First',
      status: 'submitted',
      user: { username: 'bob', email: 'bob@example.com' },
      contactPhone: '+1 (555) 123-4567',
      email: 'bob@example.com',
      accountLast4: '9012',
      additionalInfo: 'Promo ended last month',
      nextStatuses: ['in_review'],
    });

    const inReview = await desk('?status=in_review');
    expect(inReview.requests.length).toBeGreaterThan(0);
    expect(inReview.requests.every((r) => r.status === 'in_review')).toBe(true);
    expect(inReview.total).toBe(server.db.select({ n: count() }).from(billNegotiations).where(eq(billNegotiations.status, 'in_review')).get()!.n);
    expect(inReview.requests.map((r) => r.id)).toContain(second.id);
    const limited = await desk('?limit=1');
    expect(limited.requests.map((r) => r.id)).toEqual([second.id]);
    expect(limited.total).toBe(all.total);
    expect((await owner.get('/api/bill-desk?status=negotiated')).status).toBe(400);
  });

  it('a member cannot reach the owner’s endpoints (403) and cannot record their own outcome', async () => {
    const bill = await submit(ann);
    const listRes = await ann.get('/api/bill-desk');
    expect(listRes.status).toBe(403);
    expect(errorBodySchema.parse(await listRes.json()).error.code).toBe('forbidden');
    expect((await move(bill.id, { status: 'in_review' }, ann)).status).toBe(403);
    expect((await move(bill.id, { status: 'in_review' }, bob)).status).toBe(403);
    // The member's old "record saving" route is gone.
    expect((await ann.request('POST', `/api/bills/${bill.id}/savings`, { monthlySavings: 10 })).status).toBe(404);
    expect(server.db.select().from(billNegotiations).where(eq(billNegotiations.id, bill.id)).get()!.status).toBe('submitted');
    expect(stepCount(bill.id)).toBe(1);
  });

  it('a member sees their own requests and history only', async () => {
    const theirs = await submit(bob, { provider_name: 'Bob Power' });
    await moved(theirs.id, { status: 'in_review' });
    const mine = await list(ann);
    expect(mine.requests.map((r) => r.id)).not.toContain(theirs.id);
    expect(mine.requests.every((r) => r.history[0]?.status === 'submitted')).toBe(true);
    const bobs = await list(bob);
    const bobRows = server.db.select({ id: billNegotiations.id }).from(billNegotiations).where(eq(billNegotiations.userId, bobId)).all();
    expect(bobs.requests.map((r) => r.id).sort()).toEqual(bobRows.map((r) => r.id).sort());
    expect(bobs.requests.find((r) => r.id === theirs.id)?.history.map((h) => h.status)).toEqual(['submitted', 'in_review']);
  });
});

describe('hosted mode without a session', () => {
  it('answers 401 to every bills route and stores nothing', async () => {
    const anon = testClient(server.url);
    const before = rowCount();
    expect((await anon.request('POST', '/api/bills/submit', VALID)).status).toBe(401);
    expect((await anon.get('/api/bills')).status).toBe(401);
    expect((await anon.get('/api/bill-desk')).status).toBe(401);
    const bill = await submit(ann);
    expect((await anon.request('POST', `/api/bill-desk/${bill.id}/status`, { status: 'in_review' })).status).toBe(401);
    expect(rowCount()).toBe(before + 1);
    expect(server.db.select().from(billNegotiations).where(eq(billNegotiations.id, bill.id)).get()!.status).toBe('submitted');
  });
});

describe('GET /api/billing/info', () => {
  it('counts the caller’s bill negotiations', async () => {
    const { client: dan } = await registerTestUser(server.url, 'dan');
    const info = async () => billingInfoSchema.parse(await (await dan.get('/api/billing/info')).json()).usage.bill_negotiations;
    expect(await info()).toBe(0);
    await submit(dan);
    await submit(dan);
    expect(await info()).toBe(2);
  });
});

describe('startOfDay', () => {
  it('is the viewer’s local midnight', () => {
    const noonUtc = Date.UTC(2026, 10, 21, 12);
    expect(startOfDay(noonUtc, 0)).toBe(Date.UTC(2026, 10, 21));
    expect(startOfDay(noonUtc, 60)).toBe(Date.UTC(2026, 10, 21) - HOUR);
    expect(startOfDay(Date.UTC(2026, 10, 21, 23, 30), 120)).toBe(Date.UTC(2026, 10, 21, 22));
    expect(startOfDay(Date.UTC(2026, 10, 21, 0, 30), -60)).toBe(Date.UTC(2026, 10, 20, 1));
  });
});
