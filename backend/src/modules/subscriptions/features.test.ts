/**
 * The subscription features people expect (docs/product.md "Subscriptions"), over real HTTP on a
 * real SQLite database, with transactions imported through POST /api/import-bank-transactions:
 * the price-increase alert, "charged again after you cancelled", undo of Mark Cancelled, savings
 * that follow the real cancellations, the Upcoming view, the Plaid-shaped recurring streams, a
 * dismissed finding that stays dismissed, and the dashboard's figures equal to /subscriptions'.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionsApi } from '../../../../shared/api/subscriptions';
import { dashboardResponseSchema } from '../../../../shared/contracts/dashboard';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import {
  analyzeResponseSchema,
  PRICE_ALERT_DAYS,
  recurringStreamsResponseSchema,
  savingsSummarySchema,
  scanResponseSchema,
  subscriptionListSchema,
  subscriptionSchema,
  upcomingResponseSchema,
  UPCOMING_DAYS,
} from '../../../../shared/contracts/subscriptions';
import { DAY_MS } from '../../../../shared/dates';
import { subscriptionMoney, usd } from '../../../../shared/money';
import { fixedClock } from '../../clock';
import { subscriptions, transactions, users } from '../../db/schema';
import { registerTestUser, testClient, TEST_PASSWORD, type TestClient } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { addMonthsClamped, chargeDates } from './upcoming';
import { savedCentsInMonth, monthIndex } from './savings';

type Row = { transaction_id: string; merchant_name: string; amount: number; date: string; category?: string[] };
const series = (prefix: string, merchant: string, amount: number, dates: readonly string[], category?: string): Row[] =>
  dates.map((date, i) => ({ transaction_id: `${prefix}-${i}`, merchant_name: merchant, amount, date, ...(category ? { category: [category] } : {}) }));
const weekly = (from: string, count: number) => Array.from({ length: count }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 7 * DAY_MS).toISOString().slice(0, 10));

async function parsed<T>(res: Response, schema: { parse(v: unknown): T }, status = 200): Promise<T> {
  const body = await res.text();
  expect(res.status, body).toBe(status);
  return schema.parse(JSON.parse(body));
}

/** One server per block, on a clock the block moves. */
function withClockServer(start: number) {
  const state = { server: undefined as unknown as TestServer, clock: fixedClock(start) };
  beforeAll(async () => {
    state.server = await startTestServer({ mode: 'hosted', accessToken: undefined, seedDemo: false, clock: state.clock });
  });
  afterAll(() => state.server.close());
  return state;
}

/** A new session (moving the clock by weeks ends the old one, as it would for a real user). */
async function signIn(server: TestServer, username: string): Promise<TestClient> {
  const client = testClient(server.url);
  const res = await client.request('POST', '/api/login', { identifier: username, password: TEST_PASSWORD });
  expect(res.status, await res.clone().text()).toBe(200);
  return client;
}

const importRows = async (client: TestClient, rows: readonly Row[]) => {
  const res = await client.request('POST', subscriptionsApi.importTransactions.path, { transactions: rows });
  expect(res.status, await res.clone().text()).toBe(200);
};
const scanStored = async (client: TestClient) => parsed(await client.request('POST', subscriptionsApi.scanStored.path), scanResponseSchema);
const list = async (client: TestClient) => parsed(await client.get(subscriptionsApi.list.path), subscriptionListSchema);
const savings = async (client: TestClient) => parsed(await client.get(subscriptionsApi.savingsSummary.path), savingsSummarySchema);
const post = (client: TestClient, path: string, id: string) => client.request('POST', path.replace(':id', id));

describe('the price-increase alert', () => {
  const t = withClockServer(TEST_NOW); // 2026-11-21
  const NETFLIX = [
    ...series('nf-old', 'NETFLIX.COM', 15.49, ['2026-05-03', '2026-06-03', '2026-07-03', '2026-08-03', '2026-09-03'], 'Streaming'),
    ...series('nf-new', 'NETFLIX.COM', 17.99, ['2026-10-03', '2026-11-03'], 'Streaming'),
  ];
  const ALERT = {
    kind: 'price-increase',
    date: '2026-10-03',
    amount: 17.99,
    previousAmount: 15.49,
    message: 'Price rose from $15.49 to $17.99 on 2026-10-03 (+16.1%).',
  };

  it('a rise found by the scan shows on the active subscription, not on a cancelled one, and again after the undo', async () => {
    const { client } = await registerTestUser(t.server.url, 'pia');
    await importRows(client, [...NETFLIX, ...series('sp', 'Spotify USA', 11.99, ['2026-06-12', '2026-07-12', '2026-08-12', '2026-09-12', '2026-10-12', '2026-11-12'])]);
    expect((await scanStored(client)).newSubscriptions).toBe(2);
    const found = await list(client);
    const netflix = found.subscriptions.find((s) => s.name === 'Netflix')!;
    expect(netflix).toMatchObject({ amount: 17.99, lastBillDate: '2026-11-03', cancelledAt: null, source: 'real' });
    expect(netflix.alerts).toEqual([ALERT]);
    expect(found.subscriptions.find((s) => s.name === 'Spotify')!.alerts).toEqual([]);

    const cancelled = subscriptionSchema.parse(await (await post(client, subscriptionsApi.cancel.path, netflix.id)).json());
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledAt: '2026-11-21', alerts: [] });
    expect((await list(client)).cancelled.map((s) => [s.name, s.alerts])).toEqual([['Netflix', []]]);
    const back = await parsed(await post(client, subscriptionsApi.reactivate.path, netflix.id), subscriptionSchema);
    expect(back).toMatchObject({ status: 'active', cancelledAt: null, alerts: [ALERT] });
  });

  it(`lasts ${PRICE_ALERT_DAYS} days from the first charge at the new price, then goes`, async () => {
    // 2027-01-01 is 90 days after 2026-10-03: still shown; the day after, gone (no rescan needed).
    t.clock.advance(Date.parse('2027-01-01T12:00:00Z') - t.clock.now());
    let client = await signIn(t.server, 'pia');
    expect((await list(client)).subscriptions.find((s) => s.name === 'Netflix')!.alerts).toEqual([ALERT]);
    t.clock.advance(DAY_MS);
    client = await signIn(t.server, 'pia');
    expect((await list(client)).subscriptions.find((s) => s.name === 'Netflix')!.alerts).toEqual([]);
  });
});

describe('charged again after you cancelled, savings, and the undo', () => {
  const t = withClockServer(TEST_NOW); // 2026-11-21
  const SPOTIFY_DATES = ['2026-05-12', '2026-06-12', '2026-07-12', '2026-08-12', '2026-09-12', '2026-10-12', '2026-11-12'];
  let spotifyId = '';

  it('cancelling starts the savings this month; none of a refund, another merchant, another price or a charge on the cancel day counts; the charge after does, and stops the savings', async () => {
    const { client } = await registerTestUser(t.server.url, 'cole');
    await registerTestUser(t.server.url, 'other');
    await importRows(client, series('sp', 'Spotify USA', 11.99, SPOTIFY_DATES, 'Music'));
    await scanStored(client);
    expect(await savings(client)).toEqual({ currency: 'USD', totalSaved: 0, monthlySavings: 0, subscriptionsCancelled: 0 });
    spotifyId = (await list(client)).subscriptions.find((s) => s.name === 'Spotify')!.id;
    expect((await post(client, subscriptionsApi.cancel.path, spotifyId)).status).toBe(200);
    expect(await savings(client)).toEqual({ currency: 'USD', totalSaved: 11.99, monthlySavings: 11.99, subscriptionsCancelled: 1 });

    // Two weeks later (a new month): December saves too.
    t.clock.advance(15 * DAY_MS); // 2026-12-06
    const cole = await signIn(t.server, 'cole');
    expect(await savings(cole)).toEqual({ currency: 'USD', totalSaved: 23.98, monthlySavings: 11.99, subscriptionsCancelled: 1 });
    await importRows(cole, [
      { transaction_id: 'same-day', merchant_name: 'Spotify USA', amount: 11.99, date: '2026-11-21' },
      { transaction_id: 'refund-in', merchant_name: 'Spotify USA', amount: -11.99, date: '2026-11-24' },
      { transaction_id: 'refund-word', merchant_name: 'SPOTIFY REFUND', amount: 11.99, date: '2026-11-25' },
      { transaction_id: 'other-price', merchant_name: 'Spotify USA', amount: 99, date: '2026-11-26' },
      { transaction_id: 'other-merchant', merchant_name: 'Netflix', amount: 11.99, date: '2026-11-27' },
    ]);
    await scanStored(cole);
    let after = await list(cole);
    expect(after.cancelled.map((s) => [s.name, s.alerts])).toEqual([['Spotify', []]]);
    expect(await savings(cole)).toEqual({ currency: 'USD', totalSaved: 23.98, monthlySavings: 11.99, subscriptionsCancelled: 1 });

    await importRows(cole, [
      { transaction_id: 'again-2', merchant_name: 'SPOTIFY USA', amount: 12.49, date: '2026-12-04' },
      { transaction_id: 'again-1', merchant_name: 'Spotify USA', amount: 11.99, date: '2026-12-02' },
    ]);
    await scanStored(cole);
    after = await list(cole);
    expect(after.cancelled).toHaveLength(1);
    expect(after.cancelled[0]).toMatchObject({ id: spotifyId, status: 'cancelled', cancelledAt: '2026-11-21' });
    expect(after.cancelled[0]!.alerts).toEqual([
      {
        kind: 'charged-after-cancel',
        date: '2026-12-02',
        amount: 11.99,
        previousAmount: null,
        message: 'Charged $11.99 on 2026-12-02 after you cancelled on 2026-11-21: contact Spotify or dispute it with your bank.',
      },
    ]);
    // November saved; from December (the month it charged again) nothing.
    expect(await savings(cole)).toEqual({ currency: 'USD', totalSaved: 11.99, monthlySavings: 0, subscriptionsCancelled: 1 });
    const dash = await parsed(await cole.get('/api/dashboard'), dashboardResponseSchema);
    expect(dash.savings).toMatchObject({ actualSaved: 0, subscriptionsCancelled: 0, totalSavedAllTime: 11.99 });
    expect(dash.savings.months).toEqual([
      { month: '2026-11', monthlyTarget: 127, actualSaved: 11.99, subscriptionsCancelled: 1 },
      { month: '2026-12', monthlyTarget: 127, actualSaved: 0, subscriptionsCancelled: 0 },
    ]);
    expect(dash.insights.filter((i) => i.category === 'subscriptions').map((i) => i.insight)).toContain(
      'Spotify: Charged $11.99 on 2026-12-02 after you cancelled on 2026-11-21: contact Spotify or dispute it with your bank.',
    );
  });

  it('undo: 200 and active again with the alert cleared, savings back to before; 409 when not cancelled; 404 for another user', async () => {
    const cole = await signIn(t.server, 'cole');
    const other = await signIn(t.server, 'other');
    expect((await post(other, subscriptionsApi.reactivate.path, spotifyId)).status).toBe(404);
    expect((await post(other, subscriptionsApi.reactivate.path, 'no-such-id')).status).toBe(404);

    const back = await parsed(await post(cole, subscriptionsApi.reactivate.path, spotifyId), subscriptionSchema);
    expect(back).toMatchObject({ id: spotifyId, status: 'active', cancelledAt: null, alerts: [] });
    const row = t.server.db.select().from(subscriptions).where(eq(subscriptions.id, spotifyId)).get()!;
    expect(row).toMatchObject({ status: 'active', cancelledAt: null, chargedAfterCancelDate: null, chargedAfterCancelCents: null });
    const now = await list(cole);
    expect(now.cancelled).toEqual([]);
    expect(now.subscriptions.map((s) => s.id)).toContain(spotifyId);
    expect(await savings(cole)).toEqual({ currency: 'USD', totalSaved: 0, monthlySavings: 0, subscriptionsCancelled: 0 });

    const again = await post(cole, subscriptionsApi.reactivate.path, spotifyId);
    expect(again.status).toBe(409);
    expect(errorBodySchema.parse(await again.json()).error.code).toBe('not_cancelled');
    // A dismissed finding is not cancelled either: no undo through this route.
    expect((await post(cole, subscriptionsApi.dismiss.path, spotifyId)).status).toBe(204);
    expect((await post(cole, subscriptionsApi.reactivate.path, spotifyId)).status).toBe(409);
  });
});

describe('GET /api/subscriptions/upcoming', () => {
  const t = withClockServer(Date.parse('2027-01-10T12:00:00Z'));
  const GYM = weekly('2026-11-06', 10); // Fridays through 2027-01-08
  const VAULT = ['2026-07-31', '2026-08-31', '2026-09-30', '2026-10-31', '2026-11-30', '2026-12-31'];

  it('nothing to expect: an empty window with a zero total', async () => {
    const { client } = await registerTestUser(t.server.url, 'empty');
    expect(await parsed(await client.get(subscriptionsApi.upcoming.path), upcomingResponseSchema)).toEqual({
      from: '2027-01-10',
      to: '2027-02-08',
      days: UPCOMING_DAYS,
      charges: [],
      total: 0,
      limitedByPlan: false,
      currency: 'USD',
    });
  });

  it('a weekly subscription 4 times, a monthly on the 31st, by date, with the exact total; a past next date rolls forward keeping the 31st', async () => {
    const { client } = await registerTestUser(t.server.url, 'una');
    await importRows(client, [...series('gym', 'Iron Peak Gym', 12, GYM), ...series('vault', 'Cloud Vault Storage', 9.99, VAULT)]);
    expect((await scanStored(client)).newSubscriptions).toBe(2);
    const subs = (await list(client)).subscriptions;
    const gym = subs.find((s) => s.frequency === 'weekly')!;
    const vault = subs.find((s) => s.frequency === 'monthly')!;
    expect([gym.nextBillDate, vault.nextBillDate]).toEqual(['2027-01-15', '2027-01-31']);

    const up = await parsed(await client.get(subscriptionsApi.upcoming.path), upcomingResponseSchema);
    expect(up).toMatchObject({ from: '2027-01-10', to: '2027-02-08', days: 30, total: 57.99 });
    expect(up.charges.map((c) => [c.date, c.name, c.amount, c.frequency, c.source])).toEqual([
      ['2027-01-15', gym.name, 12, 'weekly', 'real'],
      ['2027-01-22', gym.name, 12, 'weekly', 'real'],
      ['2027-01-29', gym.name, 12, 'weekly', 'real'],
      ['2027-01-31', vault.name, 9.99, 'monthly', 'real'],
      ['2027-02-05', gym.name, 12, 'weekly', 'real'],
    ]);
    expect(up.charges.every((c) => c.subscriptionId === (c.frequency === 'weekly' ? gym.id : vault.id))).toBe(true);

    // Eight weeks on, without a rescan: both next dates are past and roll forward by their cadence.
    t.clock.advance(Date.parse('2027-03-05T12:00:00Z') - t.clock.now());
    const una = await signIn(t.server, 'una');
    const later = await parsed(await una.get(subscriptionsApi.upcoming.path), upcomingResponseSchema);
    expect(later).toMatchObject({ from: '2027-03-05', to: '2027-04-03', total: 69.99 });
    expect(later.charges.map((c) => [c.date, c.amount])).toEqual([
      ['2027-03-05', 12],
      ['2027-03-12', 12],
      ['2027-03-19', 12],
      ['2027-03-26', 12],
      ['2027-03-31', 9.99],
      ['2027-04-02', 12],
    ]);

    // A cancelled subscription expects nothing.
    expect((await post(una, subscriptionsApi.cancel.path, gym.id)).status).toBe(200);
    const cancelled = await parsed(await una.get(subscriptionsApi.upcoming.path), upcomingResponseSchema);
    expect(cancelled.charges.map((c) => c.date)).toEqual(['2027-03-31']);
    expect(cancelled.total).toBe(9.99);
  });

  it('the calendar: months keep the day of the month, clamped to the month’s end', () => {
    expect(addMonthsClamped('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonthsClamped('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsClamped('2027-01-31', 2)).toBe('2027-03-31');
    expect(addMonthsClamped('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonthsClamped('2026-08-31', 6)).toBe('2027-02-28');
    expect(chargeDates('2026-01-31', 'monthly', '2027-02-01', '2027-04-30')).toEqual(['2027-02-28', '2027-03-31', '2027-04-30']);
    expect(chargeDates('2026-05-15', 'annual', '2027-05-01', '2027-05-30')).toEqual(['2027-05-15']);
    expect(chargeDates('2026-12-01', 'quarterly', '2027-02-01', '2027-03-30')).toEqual(['2027-03-01']);
    expect(chargeDates('2027-01-01', 'biweekly', '2027-01-02', '2027-01-31')).toEqual(['2027-01-15', '2027-01-29']);
    expect(chargeDates('2027-02-10', 'weekly', '2027-01-10', '2027-02-08')).toEqual([]);
  });
});

describe('GET /api/subscriptions/recurring-streams', () => {
  const t = withClockServer(TEST_NOW); // 2026-11-21
  const MONTHS = ['2026-05-', '2026-06-', '2026-07-', '2026-08-', '2026-09-', '2026-10-', '2026-11-'];
  const rows: Row[] = [
    ...series('nf', 'NETFLIX.COM', 15.49, MONTHS.map((m) => `${m}04`), 'Streaming'),
    ...series('gym', 'Iron Peak Gym', 12, weekly('2026-09-04', 12)),
    ...series('backup', 'Evergreen Backup', 99, ['2024-12-01', '2025-12-01']),
    ...series('news', 'Daily Ledger News', 30, ['2026-02-10', '2026-05-11', '2026-08-10', '2026-11-10']),
    ...series('hulu', 'Hulu', 7.99, ['2026-01-15', '2026-02-15', '2026-03-15', '2026-04-15', '2026-05-15']),
    ...series('rent', 'Greenview Apartments Rent', 1800, MONTHS.map((m) => `${m}01`), 'Rent'),
  ];

  it('answers Plaid’s shape: frequencies mapped, stopped streams TOMBSTONED, amounts in the home currency, user changes flagged', async () => {
    const { client, userId } = await registerTestUser(t.server.url, 'plaid');
    await importRows(client, rows);
    const first = await parsed(await client.get(subscriptionsApi.recurringStreams.path), recurringStreamsResponseSchema);
    expect(first.inflow_streams).toEqual([]);
    expect(first.updated_datetime).toBe(new Date(TEST_NOW).toISOString());
    const by = new Map(first.outflow_streams.map((s) => [s.merchant_name, s]));
    // Rent is a bill, not a subscription: left out as the scan leaves it out.
    expect([...by.keys()].sort()).toEqual(['Daily Ledger News', 'Evergreen Backup', 'Hulu', 'Iron Peak Gym', 'Netflix']);
    expect([...by.values()].map((s) => [s.merchant_name, s.frequency, s.cadence]).sort()).toEqual([
      ['Daily Ledger News', 'UNKNOWN', 'quarterly'],
      ['Evergreen Backup', 'ANNUALLY', 'annual'],
      ['Hulu', 'MONTHLY', 'monthly'],
      ['Iron Peak Gym', 'WEEKLY', 'weekly'],
      ['Netflix', 'MONTHLY', 'monthly'],
    ]);

    const hulu = by.get('Hulu')!;
    expect(hulu).toMatchObject({ status: 'TOMBSTONED', is_active: false, predicted_next_date: null, first_date: '2026-01-15', last_date: '2026-05-15' });

    const netflix = by.get('Netflix')!;
    const ids = t.server.db
      .select({ id: transactions.id, bank: transactions.plaidTransactionId })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.merchantName, 'NETFLIX.COM')))
      .orderBy(transactions.date)
      .all();
    expect(netflix).toMatchObject({
      account_id: null,
      description: 'NETFLIX.COM',
      first_date: '2026-05-04',
      last_date: '2026-11-04',
      predicted_next_date: '2026-12-04',
      transaction_ids: ids.map((r) => r.id),
      average_amount: { amount: 15.49, iso_currency_code: 'USD', unofficial_currency_code: null },
      last_amount: { amount: 15.49, iso_currency_code: 'USD', unofficial_currency_code: null },
      is_active: true,
      status: 'MATURE',
      is_user_modified: false,
      monthly_cost: 15.49,
    });
    expect(netflix.category.length).toBeLessThanOrEqual(1);
    expect(netflix.reasons.length).toBeGreaterThan(0);

    // Every live stream's status is what the analysis says (mature / early detection).
    const analysis = await parsed(await client.request('POST', subscriptionsApi.analyze.path), analyzeResponseSchema);
    for (const p of analysis.patterns) {
      const stream = by.get(p.merchantName)!;
      expect(stream.status, p.merchantName).toBe(p.status === 'mature' ? 'MATURE' : 'EARLY_DETECTION');
      expect(stream.predicted_next_date).toBe(p.nextBillDate);
      expect(stream.category).toEqual(p.category ? [p.category] : []);
      expect(stream.confidence).toBe(p.confidence);
    }

    // Stable ids: the same on the next call; a cancel and a dismiss mark those streams as changed by the user.
    await scanStored(client);
    const found = await list(client);
    expect((await post(client, subscriptionsApi.cancel.path, found.subscriptions.find((s) => s.name === 'Netflix')!.id)).status).toBe(200);
    expect((await post(client, subscriptionsApi.dismiss.path, found.subscriptions.find((s) => s.merchantName === 'Iron Peak Gym')!.id)).status).toBe(204);
    const second = await parsed(await client.get(subscriptionsApi.recurringStreams.path), recurringStreamsResponseSchema);
    expect(second.outflow_streams.map((s) => s.stream_id)).toEqual(first.outflow_streams.map((s) => s.stream_id));
    expect(second.outflow_streams.filter((s) => s.is_user_modified).map((s) => s.merchant_name).sort()).toEqual(['Iron Peak Gym', 'Netflix']);

    // Another user's Netflix stream is another stream.
    const { client: twin } = await registerTestUser(t.server.url, 'twin');
    await importRows(twin, rows.filter((r) => r.merchant_name === 'NETFLIX.COM'));
    const theirs = await parsed(await twin.get(subscriptionsApi.recurringStreams.path), recurringStreamsResponseSchema);
    expect(theirs.outflow_streams).toHaveLength(1);
    expect(theirs.outflow_streams[0]!.stream_id).not.toBe(netflix.stream_id);
    expect(theirs.outflow_streams[0]!.stream_id).toMatch(/^[0-9a-f]{20}$/);
  });

  it('needs a signed-in caller', async () => {
    expect((await testClient(t.server.url).get(subscriptionsApi.recurringStreams.path)).status).toBe(401);
  });
});

describe('a dismissed finding stays dismissed across rescans', () => {
  const t = withClockServer(TEST_NOW);

  it('even when the rescan finds the merchant with another cadence and amount', async () => {
    const { client: first, userId } = await registerTestUser(t.server.url, 'dina');
    await importRows(first, series('cv-m', 'Cloud Vault Storage', 9.99, ['2026-06-08', '2026-07-08', '2026-08-08', '2026-09-08', '2026-10-08', '2026-11-08']));
    await scanStored(first);
    let client = first;
    const vault = (await list(client)).subscriptions.find((s) => s.merchantName === 'Cloud Vault Storage')!;
    expect(vault.frequency).toBe('monthly');
    expect((await post(client, subscriptionsApi.dismiss.path, vault.id)).status).toBe(204);

    // Two months later the service has moved to a weekly plan at another price (the monthly one
    // stopped): the engine finds it again, weekly.
    t.clock.advance(Date.parse('2027-01-31T12:00:00Z') - t.clock.now());
    client = await signIn(t.server, 'dina');
    await importRows(client, series('cv-w', 'CLOUD VAULT STORAGE', 4.99, weekly('2026-11-27', 9)));
    const analysis = await parsed(await client.request('POST', subscriptionsApi.analyze.path), analyzeResponseSchema);
    expect(analysis.patterns.map((p) => [p.merchantName, p.frequency, p.amount])).toContainEqual(['Cloud Vault Storage', 'weekly', 4.99]);
    expect((await scanStored(client)).newSubscriptions).toBe(0);
    await scanStored(client);
    const after = await list(client);
    expect(after.subscriptions.map((s) => s.merchantName)).not.toContain('Cloud Vault Storage');
    expect(after.total).toBe(0);
    const rows = t.server.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).all();
    expect(rows.map((r) => [r.merchantName, r.status, r.frequency, r.amountCents])).toEqual([['Cloud Vault Storage', 'dismissed', 'monthly', 999]]);
  });
});

describe('the dashboard shows the subscriptions service’s figures', () => {
  const t = withClockServer(TEST_NOW);
  const SERVICES: [string, number][] = [
    ['Netflix', 15.49],
    ['Spotify', 11.99],
    ['Hulu', 7.99],
    ['Disney+', 13.99],
    ['Audible', 14.95],
    ['Dropbox', 11.99],
  ];
  const MONTHS = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];

  const summaryInsight = (dash: { insights: { category: string; insight: string }[] }) =>
    dash.insights.filter((i) => i.category === 'subscriptions' && /active subscriptions? cost/.test(i.insight)).map((i) => i.insight);

  async function expectAgreement(client: TestClient, expected: { total: number; monthlyTotal: number; savings: { totalSaved: number; monthlySavings: number; subscriptionsCancelled: number } }) {
    const listed = await list(client);
    expect(listed).toMatchObject({ total: expected.total, monthlyTotal: expected.monthlyTotal, planLimit: 5, limitedByPlan: expected.total > 5 });
    expect(listed.subscriptions).toHaveLength(Math.min(5, expected.total));
    const summary = await savings(client);
    expect(summary).toEqual({ currency: 'USD', ...expected.savings });
    const dash = await parsed(await client.get('/api/dashboard'), dashboardResponseSchema);
    const cost = usd(listed.monthlyTotal);
    expect(dash.allocation!.aiTip).toContain(`Your ${listed.total} active subscriptions cost ${cost} a month`);
    const forgotten =
      listed.forgottenCount === 1
        ? ` 1 looks forgotten (${subscriptionMoney(listed.forgottenMonthly)}/month): cancelling it is money back every month.`
        : listed.forgottenCount > 1
          ? ` ${listed.forgottenCount} look forgotten (${usd(listed.forgottenMonthly)}/month): cancelling them is money back every month.`
          : '';
    expect(summaryInsight(dash)).toEqual([`${listed.total} active subscriptions cost ${cost} a month (${usd(listed.monthlyTotal * 12)} a year).${forgotten}`]);
    expect(dash.savings).toMatchObject({ totalSavedAllTime: summary.totalSaved, actualSaved: summary.monthlySavings });
  }

  it('before and after a cancel and its undo, on the Free plan (totals cover the ones it hides)', async () => {
    const { client, userId } = await registerTestUser(t.server.url, 'dash');
    expect((await client.request('PUT', '/api/user/budget-settings', { income: 5000, mode: 'ai-control' })).status).toBe(200);
    await importRows(
      client,
      SERVICES.flatMap(([name, amount], i) => series(`svc${i}`, name, amount, MONTHS.map((m) => `${m}-0${1 + i}`))),
    );
    expect((await scanStored(client)).newSubscriptions).toBe(6);
    const stored = t.server.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).all();
    expect(stored.map((r) => r.amountCents).sort((a, b) => a - b)).toEqual([799, 1199, 1199, 1399, 1495, 1549]);
    expect(t.server.db.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, userId)).get()!.tier).toBe('free');
    const listed = await list(client);
    expect(listed.forgottenCount).toBe(stored.filter((r) => r.isForgotten).length);

    await expectAgreement(client, { total: 6, monthlyTotal: 76.4, savings: { totalSaved: 0, monthlySavings: 0, subscriptionsCancelled: 0 } });

    const netflix = stored.find((r) => r.merchantName === 'Netflix')!;
    expect((await post(client, subscriptionsApi.cancel.path, netflix.id)).status).toBe(200);
    await expectAgreement(client, { total: 5, monthlyTotal: 60.91, savings: { totalSaved: 15.49, monthlySavings: 15.49, subscriptionsCancelled: 1 } });
    const dash = await parsed(await client.get('/api/dashboard'), dashboardResponseSchema);
    expect(dash.savings).toMatchObject({ actualSaved: 15.49, subscriptionsCancelled: 1, totalSavedAllTime: 15.49 });
    expect(dash.savings.months).toEqual([{ month: '2026-11', monthlyTarget: 127, actualSaved: 15.49, subscriptionsCancelled: 1 }]);

    expect((await post(client, subscriptionsApi.reactivate.path, netflix.id)).status).toBe(200);
    await expectAgreement(client, { total: 6, monthlyTotal: 76.4, savings: { totalSaved: 0, monthlySavings: 0, subscriptionsCancelled: 0 } });
    expect((await parsed(await client.get('/api/dashboard'), dashboardResponseSchema)).savings.months).toEqual([]);
  });

  it('the Free plan: Upcoming (the dashboard’s card and /subscriptions’ panel) names only the 5 subscriptions the list shows; Pro names all 6', async () => {
    const { client, userId } = await registerTestUser(t.server.url, 'upfree');
    await importRows(
      client,
      SERVICES.flatMap(([name, amount], i) => series(`up${i}`, name, amount, MONTHS.map((m) => `${m}-0${1 + i}`))),
    );
    expect((await scanStored(client)).newSubscriptions).toBe(6);
    const listed = await list(client);
    expect(listed).toMatchObject({ total: 6, limitedByPlan: true, planLimit: 5 });
    const shownIds = new Set(listed.subscriptions.map((s) => s.id));
    const hidden = t.server.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).all().filter((r) => !shownIds.has(r.id));
    expect(hidden).toHaveLength(1);

    const up = await parsed(await client.get(subscriptionsApi.upcoming.path), upcomingResponseSchema);
    // Every subscription bills monthly in the first days of the month: each shown one once in the 30 days.
    expect(new Set(up.charges.map((c) => c.subscriptionId))).toEqual(shownIds);
    expect(up.charges.map((c) => c.name)).not.toContain(hidden[0]!.name);
    expect(up.limitedByPlan).toBe(true);
    const cents = up.charges.reduce((sum, c) => sum + Math.round(c.amount * 100), 0);
    expect(Math.round(up.total * 100)).toBe(cents);

    t.server.db.update(users).set({ subscriptionTier: 'pro' }).where(eq(users.id, userId)).run();
    const pro = await parsed(await client.get(subscriptionsApi.upcoming.path), upcomingResponseSchema);
    expect(new Set(pro.charges.map((c) => c.name))).toEqual(new Set(SERVICES.map(([name]) => name)));
    expect(pro.limitedByPlan).toBe(false);
  });
});

describe('the savings rule', () => {
  const row = (cancelled: string | null, chargedAgain: string | null = null) => ({
    amountCents: 1200,
    frequency: 'monthly',
    cancelledAt: cancelled === null ? null : Date.parse(`${cancelled}T09:00:00Z`),
    chargedAfterCancelDate: chargedAgain,
  });
  it('saves from the cancel month until the month the merchant charged again', () => {
    const r = row('2026-09-20', '2026-11-03');
    expect(['2026-08', '2026-09', '2026-10', '2026-11', '2026-12'].map((m) => savedCentsInMonth(r, monthIndex(m)))).toEqual([0, 1200, 1200, 0, 0]);
    expect(savedCentsInMonth(row('2026-09-20'), monthIndex('2027-03'))).toBe(1200);
    expect(savedCentsInMonth(row(null), monthIndex('2026-10'))).toBe(0);
    // Charged again in the month it was cancelled: nothing saved at all.
    expect(savedCentsInMonth(row('2026-09-02', '2026-09-28'), monthIndex('2026-09'))).toBe(0);
  });
});
