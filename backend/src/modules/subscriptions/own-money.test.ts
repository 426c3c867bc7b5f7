/**
 * The Subscription Finder with the user's own money (docs/product.md "Your data"), over real HTTP
 * on a real SQLite database: Plaid-shaped rows read tolerantly by POST /api/import-bank-transactions,
 * the sample history labelled 'demo' and the scan saying which data it read, and the home currency
 * (rows in other currencies are counted and left out).
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionsApi } from '../../../../shared/api/subscriptions';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import {
  importBankTransactionsResponseSchema,
  plaidCategory,
  sampleTransactionsResponseSchema,
  scanResponseSchema,
  subscriptionScanResponseSchema,
} from '../../../../shared/contracts/subscriptions';
import { subscriptions, transactions, users } from '../../db/schema';
import { registerTestUser, type TestClient } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';

const IMPORT = subscriptionsApi.importTransactions.path;
const SCAN = subscriptionsApi.scan.path;

/** A day n months before TEST_NOW (2026-11-21). */
const monthsAgo = (n: number, day: number) => {
  const d = new Date(TEST_NOW);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, day)).toISOString().slice(0, 10);
};

const ACCOUNT_ID = 'BxBXxLj1m4HMXBm9WZZmCWVbPjX16EHwv99vp';

/**
 * One transaction as Plaid's /transactions/get answers it, with every field it sends (most of
 * which the import does not use): the fields given override.
 */
function plaidRow(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    account_id: ACCOUNT_ID,
    account_owner: null,
    amount: 0,
    authorized_date: null,
    authorized_datetime: null,
    category: null,
    category_id: null,
    check_number: null,
    counterparties: [],
    date: '2026-01-01',
    datetime: null,
    iso_currency_code: 'USD',
    location: { address: null, city: null, region: null, postal_code: null, country: null, lat: null, lon: null, store_number: null },
    logo_url: null,
    merchant_entity_id: null,
    merchant_name: null,
    name: null,
    payment_channel: 'online',
    payment_meta: { by_order_of: null, payee: null, payer: null, payment_method: null, payment_processor: null, ppd_id: null, reason: null, reference_number: null },
    pending: false,
    pending_transaction_id: null,
    personal_finance_category: null,
    personal_finance_category_icon_url: null,
    transaction_code: null,
    transaction_id: 'x',
    transaction_type: 'special',
    unofficial_currency_code: null,
    website: null,
    ...fields,
  };
}

/** Plaid's envelope around the rows: accounts, item, totals and the request id, none of which the import uses. */
function plaidResponse(rows: Record<string, unknown>[]) {
  return {
    accounts: [
      {
        account_id: ACCOUNT_ID,
        balances: { available: 110, current: 110, iso_currency_code: 'USD', limit: null, unofficial_currency_code: null },
        mask: '0000',
        name: 'Plaid Checking',
        official_name: 'Plaid Gold Standard 0% Interest Checking',
        subtype: 'checking',
        type: 'depository',
      },
    ],
    item: { item_id: 'eVBnVMp7zdTJLkRNr33Rs6zr7KNJqBFL9DrE6', institution_id: 'ins_3', webhook: null, error: null, available_products: [], billed_products: ['transactions'] },
    total_transactions: rows.length,
    request_id: '45QSn',
    transactions: rows,
  };
}

/** A realistic page of /transactions/get: two subscriptions, a salary, one-off spending, a pending charge, nulls everywhere. */
const PLAID_ROWS = [
  // Netflix: merchant_name set, the legacy category hierarchy, a Plaid-style id; six months.
  ...[6, 5, 4, 3, 2, 1].map((n) =>
    plaidRow({
      transaction_id: `lPNjeW1nR6CDn5okmGQ6hEpMo4lLNoSrzqDj${n}`,
      amount: 15.49,
      date: monthsAgo(n, 4),
      authorized_date: monthsAgo(n, 3),
      merchant_name: 'Netflix',
      name: 'NETFLIX.COM',
      category: ['Service', 'Subscription'],
      category_id: '18061000',
      personal_finance_category: { primary: 'ENTERTAINMENT', detailed: 'ENTERTAINMENT_TV_AND_MOVIES', confidence_level: 'VERY_HIGH' },
      logo_url: 'https://plaid-merchant-logos.plaid.com/netflix_1.png',
      website: 'netflix.com',
    }),
  ),
  // Hulu: merchant_name null (falls back to name), no legacy category (the personal finance one is used), no iso code.
  ...[6, 5, 4, 3, 2, 1].map((n) =>
    plaidRow({
      transaction_id: `hulu-${n}`,
      amount: 7.99,
      date: monthsAgo(n, 15),
      merchant_name: null,
      name: 'HULU 877-8244858 CA',
      category: null,
      personal_finance_category: { primary: 'ENTERTAINMENT', detailed: 'ENTERTAINMENT_TV_AND_MOVIES', confidence_level: 'HIGH' },
      iso_currency_code: null,
      unofficial_currency_code: null,
    }),
  ),
  // Salary: money in (negative in Plaid's convention), merchant_name missing altogether.
  (() => {
    const { merchant_name: _dropped, ...row } = plaidRow({
      transaction_id: 'payroll-1',
      amount: -2500,
      date: monthsAgo(1, 1),
      name: 'ACME CORP PAYROLL PPD',
      category: ['Transfer', 'Payroll'],
      payment_channel: 'other',
    });
    return row;
  })(),
  // A coffee with a location and no category at all.
  plaidRow({
    transaction_id: 'coffee-1',
    amount: 4.33,
    date: monthsAgo(1, 9),
    merchant_name: 'Starbucks',
    name: 'Starbucks',
    payment_channel: 'in store',
    location: { address: '300 Post St', city: 'San Francisco', region: 'CA', postal_code: '94108', country: 'US', lat: 40.74, lon: -74.0, store_number: '1235' },
  }),
  // Pending: skipped and counted (the posted row comes later under its own id).
  plaidRow({ transaction_id: 'netflix-pending', amount: 15.49, date: monthsAgo(0, 20), merchant_name: 'Netflix', name: 'NETFLIX.COM', pending: true }),
];

let server: TestServer;

const post = (client: TestClient, body: unknown) => client.request('POST', IMPORT, body);
const rowsOf = (userId: string) =>
  server.db
    .select({
      id: transactions.plaidTransactionId,
      merchantName: transactions.merchantName,
      description: transactions.description,
      amountCents: transactions.amountCents,
      date: transactions.date,
      category: transactions.category,
      currency: transactions.currency,
      source: transactions.source,
      account: transactions.bankAccountId,
      pending: transactions.pending,
    })
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .orderBy(asc(transactions.date), asc(transactions.plaidTransactionId))
    .all();
const subscriptionsOf = (userId: string) =>
  server.db
    .select({ merchantName: subscriptions.merchantName, source: subscriptions.source, status: subscriptions.status, amountCents: subscriptions.amountCents })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.merchantName))
    .all();
const scan = async (client: TestClient) => {
  const res = await client.request('POST', SCAN);
  expect(res.status, await res.clone().text()).toBe(200);
  return subscriptionScanResponseSchema.parse(await res.json());
};
const setHomeCurrency = (userId: string, currency: string) => server.db.update(users).set({ homeCurrency: currency }).where(eq(users.id, userId)).run();

/** A server of its own for each group: sign-ups are limited per address (5 an hour). */
function withServer() {
  beforeAll(async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined, seedDemo: false });
  });
  afterAll(() => server.close());
}

describe('POST /api/import-bank-transactions reads Plaid-shaped data tolerantly', () => {
  withServer();
  let strict: { client: TestClient; userId: string };
  beforeAll(async () => {
    strict = await registerTestUser(server.url, 'strict');
  });

  it('a /transactions/get answer: unknown fields ignored, nulls read, pending skipped; the rows stored exactly', async () => {
    const { client, userId } = await registerTestUser(server.url, 'plaid');
    const res = await post(client, plaidResponse(PLAID_ROWS));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(importBankTransactionsResponseSchema.parse(await res.json())).toEqual({ imported: 14, duplicates: 0, skippedFuture: 0, skippedPending: 1 });

    const netflix = (n: number) => ({
      id: `lPNjeW1nR6CDn5okmGQ6hEpMo4lLNoSrzqDj${n}`,
      merchantName: 'Netflix',
      description: 'Netflix',
      amountCents: 1549,
      date: monthsAgo(n, 4),
      category: 'Subscription',
      currency: 'USD',
      source: 'real',
      account: null,
      pending: false,
    });
    const hulu = (n: number) => ({
      id: `hulu-${n}`,
      merchantName: 'HULU 877-8244858 CA',
      description: 'HULU 877-8244858 CA',
      amountCents: 799,
      date: monthsAgo(n, 15),
      category: 'Tv and movies',
      currency: 'USD',
      source: 'real',
      account: null,
      pending: false,
    });
    expect(rowsOf(userId)).toEqual([
      netflix(6), hulu(6), netflix(5), hulu(5), netflix(4), hulu(4), netflix(3), hulu(3), netflix(2), hulu(2),
      { id: 'payroll-1', merchantName: 'ACME CORP PAYROLL PPD', description: 'ACME CORP PAYROLL PPD', amountCents: -250_000, date: '2026-10-01', category: 'Payroll', currency: 'USD', source: 'real', account: null, pending: false },
      netflix(1),
      { id: 'coffee-1', merchantName: 'Starbucks', description: 'Starbucks', amountCents: 433, date: '2026-10-09', category: null, currency: 'USD', source: 'real', account: null, pending: false },
      hulu(1),
    ]);

    // The same page again adds nothing.
    const again = await post(client, plaidResponse(PLAID_ROWS));
    expect(await again.json()).toEqual({ imported: 0, duplicates: 14, skippedFuture: 0, skippedPending: 1 });

    // The scan finds the two subscriptions in them, from the user's own data only.
    const answer = await scan(client);
    expect(answer).toMatchObject({
      sampleDataUsed: false,
      realDataUsed: true,
      patternsFound: 2,
      newSubscriptions: 2,
      dataSources: { real: 14, demo: 0 },
      otherCurrencyRows: 0,
    });
    expect(answer.subscriptions.subscriptions.map((s) => [s.name, s.amount, s.frequency]).sort()).toEqual([
      ['Hulu', 7.99, 'monthly'],
      ['Netflix', 15.49, 'monthly'],
    ]);
    expect(subscriptionsOf(userId).map((s) => [s.merchantName, s.source, s.amountCents])).toEqual([
      ['Hulu', 'real', 799],
      ['Netflix', 'real', 1549],
    ]);
  });

  it('merchant_name falls back to name; blank text counts as missing', async () => {
    const { client, userId } = await registerTestUser(server.url, 'blank');
    const res = await post(client, {
      transactions: [
        plaidRow({ transaction_id: 'b1', amount: 3, date: '2026-11-01', merchant_name: '   ', name: 'CORNER SHOP' }),
        { transaction_id: 'b2', amount: 4, date: '2026-11-02', name: 'Only a name' },
      ],
      request_id: 'abc',
    });
    expect(await res.json()).toEqual({ imported: 2, duplicates: 0, skippedFuture: 0, skippedPending: 0 });
    expect(rowsOf(userId).map((r) => r.merchantName)).toEqual(['CORNER SHOP', 'Only a name']);
  });

  it.each([
    ['a missing amount', { transaction_id: 'm1', date: '2026-11-01', merchant_name: 'Shop' }],
    ['an amount sent as text', { transaction_id: 'm1', amount: '15.49', date: '2026-11-01', merchant_name: 'Shop' }],
    ['an amount with 3 decimals', { transaction_id: 'm1', amount: 15.499, date: '2026-11-01', merchant_name: 'Shop' }],
    ['neither merchant_name nor name', { transaction_id: 'm1', amount: 1, date: '2026-11-01', merchant_name: null, name: null }],
    ['a missing transaction_id', { amount: 1, date: '2026-11-01', merchant_name: 'Shop' }],
    ['a date that does not exist', { transaction_id: 'm1', amount: 1, date: '2026-02-30', merchant_name: 'Shop' }],
    ['a date in another format', { transaction_id: 'm1', amount: 1, date: '11/01/2026', merchant_name: 'Shop' }],
    ['a category that is not a list', { transaction_id: 'm1', amount: 1, date: '2026-11-01', merchant_name: 'Shop', category: 'Food' }],
    ['pending as text', { transaction_id: 'm1', amount: 1, date: '2026-11-01', merchant_name: 'Shop', pending: 'false' }],
    ['a currency that is not a code', { transaction_id: 'm1', amount: 1, date: '2026-11-01', merchant_name: 'Shop', iso_currency_code: 'US Dollar' }],
    ['a personal finance category without primary', { transaction_id: 'm1', amount: 1, date: '2026-11-01', merchant_name: 'Shop', personal_finance_category: { detailed: 'X' } }],
  ])('refuses %s with a 400 JSON error and stores nothing (known fields are validated)', async (_name, row) => {
    const { client, userId } = strict;
    const ok = plaidRow({ transaction_id: 'fine', amount: 2, date: '2026-11-01', merchant_name: 'Fine' });
    const res = await post(client, plaidResponse([ok, row]));
    expect(res.status).toBe(400);
    expect(errorBodySchema.parse(await res.json()).error.message.length).toBeGreaterThan(0);
    expect(rowsOf(userId)).toEqual([]);
  });

  it('our own API requests stay strict: the budget calculator still refuses an unknown field', async () => {
    const res = await strict.client.request('POST', '/api/budget/calculate', { income: 4500, mode: 'ai-control', extra: true });
    expect(res.status).toBe(400);
  });
});

describe('plaidCategory', () => {
  it.each([
    [['Food and Drink', 'Restaurants', 'Coffee Shop'], null, 'Coffee Shop'],
    [[], { primary: 'FOOD_AND_DRINK', detailed: 'FOOD_AND_DRINK_COFFEE' }, 'Coffee'],
    [null, { primary: 'RENT_AND_UTILITIES', detailed: 'RENT_AND_UTILITIES_RENT' }, 'Rent'],
    [null, { primary: 'GENERAL_SERVICES', detailed: null }, 'General services'],
    [null, { primary: 'LOAN_PAYMENTS', detailed: 'OTHER_THING' }, 'Other thing'],
    [undefined, undefined, null],
    [['  '], null, null],
  ] as const)('%o / %o -> %s', (category, pfc, expected) => {
    expect(plaidCategory(category as readonly string[] | null | undefined, pfc)).toBe(expected);
  });
});

describe('sample data is labelled and the scan says which data it read', () => {
  withServer();
  it('import-sample writes demo rows; the scan over them stores demo subscriptions and says so', async () => {
    const { client, userId } = await registerTestUser(server.url, 'dora');
    const imported = importBankTransactionsResponseSchema.parse(await (await client.request('POST', subscriptionsApi.importSample.path)).json());
    expect(imported.imported).toBeGreaterThan(50);
    const rows = rowsOf(userId);
    expect(rows).toHaveLength(imported.imported);
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['demo']));
    expect(new Set(rows.map((r) => r.currency))).toEqual(new Set(['USD']));

    const first = await scan(client);
    expect(first).toMatchObject({ sampleDataUsed: false, realDataUsed: false, dataSources: { real: 0, demo: imported.imported }, otherCurrencyRows: 0 });
    const demoSubs = subscriptionsOf(userId);
    expect(demoSubs.length).toBe(first.newSubscriptions);
    expect(demoSubs.length).toBeGreaterThan(0);
    expect(demoSubs.every((s) => s.source === 'demo')).toBe(true);

    // The user's own Hulu charges join: the scan reads both, Hulu is theirs, the sample's stay demo.
    const own = [6, 5, 4, 3, 2, 1].map((n) => ({ transaction_id: `own-hulu-${n}`, merchant_name: 'Hulu', amount: 7.99, date: monthsAgo(n, 15) }));
    expect((await post(client, { transactions: own })).status).toBe(200);
    const mixed = await scan(client);
    expect(mixed).toMatchObject({ sampleDataUsed: false, realDataUsed: true, newSubscriptions: 1, dataSources: { real: 6, demo: imported.imported } });
    const after = subscriptionsOf(userId);
    expect(after.filter((s) => s.source === 'real').map((s) => s.merchantName)).toEqual(['Hulu']);
    expect(after.filter((s) => s.source === 'demo').map((s) => s.merchantName)).toEqual(demoSubs.map((s) => s.merchantName));
  });

  it('the sample history posted back by a client is labelled demo too (its ids say so)', async () => {
    const { client, userId } = await registerTestUser(server.url, 'roundtrip');
    const sample = sampleTransactionsResponseSchema.parse(await (await client.get(subscriptionsApi.sampleTransactions.path)).json());
    const res = await post(client, { transactions: sample.transactions });
    expect(res.status).toBe(200);
    expect(rowsOf(userId).every((r) => r.source === 'demo')).toBe(true);
    const scanned = scanResponseSchema.parse(await (await client.request('POST', subscriptionsApi.scanStored.path)).json());
    expect(scanned.realDataUsed).toBe(false);
    expect(scanned.dataSources.real).toBe(0);
  });

  it('the scan’s fallback imports the sample as demo data next to the user’s own rows, and counts both', async () => {
    const { client, userId } = await registerTestUser(server.url, 'fallback');
    const own = [
      { transaction_id: 'o1', merchant_name: 'Hardware Store', amount: 42.1, date: '2026-10-02' },
      { transaction_id: 'o2', merchant_name: 'Book Shop', amount: 12, date: '2026-10-20' },
    ];
    expect((await post(client, { transactions: own })).status).toBe(200);
    const answer = await scan(client);
    const demoRows = rowsOf(userId).filter((r) => r.source === 'demo').length;
    expect(demoRows).toBeGreaterThan(50);
    expect(answer).toMatchObject({ sampleDataUsed: true, realDataUsed: true, dataSources: { real: 2, demo: demoRows } });
    expect(subscriptionsOf(userId).every((s) => s.source === 'demo')).toBe(true);
    expect(rowsOf(userId).filter((r) => r.source === 'real').map((r) => r.id)).toEqual(['o1', 'o2']);
  });
});

describe('the finder counts in the home currency', () => {
  withServer();
  const series = (prefix: string, merchant: string, amount: number, day: number, currency: Record<string, unknown>) =>
    [6, 5, 4, 3, 2, 1].map((n) => plaidRow({ transaction_id: `${prefix}-${n}`, merchant_name: merchant, name: merchant, amount, date: monthsAgo(n, day), ...currency }));

  it('scans only rows in the home currency and says how many it left out', async () => {
    const { client, userId } = await registerTestUser(server.url, 'euro');
    const rows = [
      ...series('nf', 'Netflix', 15.49, 4, { iso_currency_code: 'USD' }),
      ...series('sp', 'Spotify', 10.99, 12, { iso_currency_code: 'eur' }),
      plaidRow({ transaction_id: 'chf-1', merchant_name: 'Migros', amount: 23.5, date: '2026-11-02', iso_currency_code: 'CHF' }),
      plaidRow({ transaction_id: 'btc-1', merchant_name: 'Coinbase', amount: 1, date: '2026-11-03', iso_currency_code: null, unofficial_currency_code: 'BTC' }),
    ];
    expect(await (await post(client, plaidResponse(rows))).json()).toEqual({ imported: 14, duplicates: 0, skippedFuture: 0, skippedPending: 0 });
    const currencies = rowsOf(userId).reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.currency]: (acc[r.currency] ?? 0) + 1 }), {});
    expect(currencies).toEqual({ USD: 6, EUR: 6, CHF: 1, BTC: 1 });

    const usd = await scan(client);
    expect(usd).toMatchObject({ sampleDataUsed: false, patternsFound: 1, newSubscriptions: 1, dataSources: { real: 6, demo: 0 }, otherCurrencyRows: 8 });
    expect(usd.subscriptions.subscriptions.map((s) => s.name)).toEqual(['Netflix']);

    setHomeCurrency(userId, 'EUR');
    const eur = await scan(client);
    expect(eur).toMatchObject({ sampleDataUsed: false, patternsFound: 1, newSubscriptions: 1, dataSources: { real: 6, demo: 0 }, otherCurrencyRows: 8 });
    expect(subscriptionsOf(userId).map((s) => [s.merchantName, s.amountCents])).toEqual([
      ['Netflix', 1549],
      ['Spotify', 1099],
    ]);
    const analysis = (await (await client.request('POST', subscriptionsApi.analyze.path)).json()) as { patterns: { merchantName: string }[] };
    expect(analysis.patterns.map((p) => p.merchantName)).toEqual(['Spotify']);
  });

  it('a row without a currency is in the user’s home currency', async () => {
    const { client, userId } = await registerTestUser(server.url, 'franc');
    setHomeCurrency(userId, 'CHF');
    await post(client, { transactions: [plaidRow({ transaction_id: 'n1', merchant_name: 'Coop', amount: 9.9, date: '2026-11-01', iso_currency_code: null })] });
    expect(rowsOf(userId).map((r) => r.currency)).toEqual(['CHF']);
    const row = server.db.select({ c: transactions.currency }).from(transactions).where(and(eq(transactions.userId, userId), eq(transactions.plaidTransactionId, 'n1'))).get();
    expect(row).toEqual({ c: 'CHF' });
  });
});
