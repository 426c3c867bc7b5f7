import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billListSchema, billNegotiationSchema, type BillSubmitRequest } from '../../../../shared/contracts/bills';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { billingInfoSchema } from '../../../../shared/contracts/payments';
import { fixedClock } from '../../clock';
import { billNegotiations } from '../../db/schema';
import { registerTestUser, testClient, type TestClient } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { startOfDay } from './service';

const HOUR = 3_600_000;
let server: TestServer;
let clock: ReturnType<typeof fixedClock>;
let ann: TestClient;
let annId: string;
let bob: TestClient;

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
  ({ client: bob } = await registerTestUser(server.url, 'bob'));
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

describe('POST /api/bills/{id}/savings', () => {
  it('records a saving: status negotiated and the 25% fee computed on the server, rounded to the cent', async () => {
    const bill = await submit(ann, { current_bill_amount: 120 });
    const res = await ann.request('POST', `/api/bills/${bill.id}/savings`, { monthlySavings: 30.1 });
    expect(res.status).toBe(200);
    const updated = billNegotiationSchema.parse(await res.json());
    // 25% of 3010 cents = 752.5 -> 753 cents.
    expect(updated).toMatchObject({ status: 'negotiated', monthlySavings: 30.1, successFee: 7.53 });
    const row = server.db.select().from(billNegotiations).where(eq(billNegotiations.id, bill.id)).get()!;
    expect(row).toMatchObject({ status: 'negotiated', monthlySavingsCents: 3010, successFeeCents: 753 });
    const listed = (await list(ann)).requests.find((r) => r.id === bill.id);
    expect(listed).toMatchObject({ status: 'negotiated', monthlySavings: 30.1, successFee: 7.53 });
    // A result is recorded once.
    expect((await ann.request('POST', `/api/bills/${bill.id}/savings`, { monthlySavings: 10 })).status).toBe(409);
  });

  it('a saving of 0 marks the request unsuccessful with no fee', async () => {
    const bill = await submit(ann);
    const res = await ann.request('POST', `/api/bills/${bill.id}/savings`, { monthlySavings: 0 });
    expect(billNegotiationSchema.parse(await res.json())).toMatchObject({ status: 'unsuccessful', monthlySavings: 0, successFee: null });
  });

  it('refuses bad savings without changing the request', async () => {
    const bill = await submit(ann, { current_bill_amount: 50 });
    for (const body of [{}, { monthlySavings: -5 }, { monthlySavings: '10' }, { monthlySavings: 50.01 }, { monthlySavings: 10, extra: 1 }]) {
      const res = await ann.request('POST', `/api/bills/${bill.id}/savings`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const row = server.db.select().from(billNegotiations).where(eq(billNegotiations.id, bill.id)).get()!;
    expect(row).toMatchObject({ status: 'submitted', monthlySavingsCents: null, successFeeCents: null });
  });

  it('answers 404 to anyone but the owner, and for unknown ids', async () => {
    const bill = await submit(ann);
    expect((await bob.request('POST', `/api/bills/${bill.id}/savings`, { monthlySavings: 10 })).status).toBe(404);
    expect((await ann.request('POST', '/api/bills/00000000-0000-4000-8000-000000000000/savings', { monthlySavings: 10 })).status).toBe(404);
    expect((await ann.request('POST', '/api/bills/not-a-uuid/savings', { monthlySavings: 10 })).status).toBe(404);
    const row = server.db.select().from(billNegotiations).where(eq(billNegotiations.id, bill.id)).get()!;
    expect(row.status).toBe('submitted');
  });
});

describe('hosted mode without a session', () => {
  it('answers 401 to every bills route and stores nothing', async () => {
    const anon = testClient(server.url);
    const before = rowCount();
    expect((await anon.request('POST', '/api/bills/submit', VALID)).status).toBe(401);
    expect((await anon.get('/api/bills')).status).toBe(401);
    const bill = await submit(ann);
    expect((await anon.request('POST', `/api/bills/${bill.id}/savings`, { monthlySavings: 1 })).status).toBe(401);
    expect(rowCount()).toBe(before + 1);
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
