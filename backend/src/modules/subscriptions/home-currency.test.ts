/**
 * Every figure of the Subscription Finder in the user's home currency (docs/product.md "Your data"),
 * over real HTTP on a real SQLite database: a person whose home currency is EUR imports euro rows,
 * scans, cancels one; the list, Upcoming, the savings and the scan name their currency, and the
 * alerts' sentences write euros, never "$".
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataApi } from '../../../../shared/api/data';
import { subscriptionsApi } from '../../../../shared/api/subscriptions';
import {
  savingsSummarySchema,
  subscriptionListSchema,
  subscriptionScanResponseSchema,
  subscriptionSchema,
  upcomingResponseSchema,
} from '../../../../shared/contracts/subscriptions';
import { subscriptions } from '../../db/schema';
import { registerTestUser } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';

/** A day n months before TEST_NOW (2026-11-21). */
const monthsAgo = (n: number, day: number) => {
  const d = new Date(TEST_NOW);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - n, day)).toISOString().slice(0, 10);
};
const row = (id: string, merchant: string, amount: number, date: string) => ({
  transaction_id: id,
  merchant_name: merchant,
  amount,
  date,
  iso_currency_code: 'EUR',
  pending: false,
});

describe('the Subscription Finder in a EUR home currency', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined, seedDemo: false });
  });
  afterAll(() => server.close());

  it('names EUR on the list, Upcoming, the savings and the scan; the alerts write euros', async () => {
    const { client } = await registerTestUser(server.url, 'euro-home');
    const prefs = await client.request('PUT', dataApi.savePreferences.path, { homeCurrency: 'EUR' });
    expect(prefs.status, await prefs.clone().text()).toBe(200);

    // Netflix: 12.99 for four months, then 15.99 (a rise inside PRICE_ALERT_DAYS); Spotify 9.99 monthly.
    const rows = [
      ...[6, 5, 4, 3].map((n) => row(`nf-${n}`, 'Netflix', 12.99, monthsAgo(n, 15))),
      ...[2, 1, 0].map((n) => row(`nf-${n}`, 'Netflix', 15.99, monthsAgo(n, 15))),
      ...[6, 5, 4, 3, 2, 1, 0].map((n) => row(`sp-${n}`, 'Spotify', 9.99, monthsAgo(n, 10))),
    ];
    const imported = await client.request('POST', subscriptionsApi.importTransactions.path, { transactions: rows });
    expect(imported.status, await imported.clone().text()).toBe(200);

    const scanRes = await client.request('POST', subscriptionsApi.scan.path);
    expect(scanRes.status, await scanRes.clone().text()).toBe(200);
    const scan = subscriptionScanResponseSchema.parse(await scanRes.json());
    expect(scan.sampleDataUsed).toBe(false);
    expect(scan.currency).toBe('EUR');
    expect(scan.subscriptions.currency).toBe('EUR');
    expect(scan.savings.currency).toBe('EUR');
    expect(scan.subscriptions.subscriptions.map((s) => s.name).sort()).toEqual(['Netflix', 'Spotify']);

    const netflix = scan.subscriptions.subscriptions.find((s) => s.name === 'Netflix')!;
    const rise = netflix.alerts.find((a) => a.kind === 'price-increase');
    expect(rise?.message).toBe(`Price rose from €12.99 to €15.99 on ${monthsAgo(2, 15)} (+23.1%).`);
    // The finder's reasons (why it is forgotten, and the analysis's) write euros too.
    expect(netflix.forgottenReasons).toContain(`Silent price rise: €12.99 -> €15.99 on ${monthsAgo(2, 15)}, still renewing.`);
    const analysis = (await (await client.request('POST', subscriptionsApi.analyze.path)).json()) as { patterns: { merchantName: string; reasons: string[] }[] };
    const reasons = analysis.patterns.flatMap((p) => p.reasons);
    expect(reasons.join(' ')).toContain('Amount stable at €9.99');
    for (const reason of reasons) expect(reason).not.toContain('$');

    // Spotify cancelled, then (its cancel day moved back before its last charge) charged again.
    const spotify = scan.subscriptions.subscriptions.find((s) => s.name === 'Spotify')!;
    const cancelRes = await client.request('POST', subscriptionsApi.cancel.path.replace(':id', spotify.id));
    expect(cancelRes.status, await cancelRes.clone().text()).toBe(200);
    const cancelled = subscriptionSchema.parse(await cancelRes.json());
    for (const alert of cancelled.alerts) expect(alert.message).not.toContain('$');
    server.db.update(subscriptions).set({ cancelledAt: Date.UTC(2026, 10, 1) }).where(eq(subscriptions.id, spotify.id)).run();
    const rescan = await client.request('POST', subscriptionsApi.scanStored.path);
    expect(rescan.status, await rescan.clone().text()).toBe(200);
    expect(((await rescan.json()) as { currency: string }).currency).toBe('EUR');

    const list = subscriptionListSchema.parse(await (await client.get(subscriptionsApi.list.path)).json());
    expect(list.currency).toBe('EUR');
    const charged = list.cancelled.find((s) => s.id === spotify.id)?.alerts.find((a) => a.kind === 'charged-after-cancel');
    expect(charged?.message).toBe(`Charged €9.99 on ${monthsAgo(0, 10)} after you cancelled on 2026-11-01: contact Spotify or dispute it with your bank.`);
    for (const s of [...list.subscriptions, ...list.cancelled]) for (const a of s.alerts) expect(a.message).not.toContain('$');

    const upcoming = upcomingResponseSchema.parse(await (await client.get(subscriptionsApi.upcoming.path)).json());
    expect(upcoming.currency).toBe('EUR');
    expect(upcoming.charges.length).toBeGreaterThan(0);
    const savings = savingsSummarySchema.parse(await (await client.get(subscriptionsApi.savingsSummary.path)).json());
    expect(savings.currency).toBe('EUR');

    // The dashboard's alerts (the same sentences) write euros too.
    const dashboard = JSON.stringify(await (await client.get('/api/dashboard')).json());
    expect(dashboard).not.toMatch(/Price rose from \$|Charged \$/);
  });

  it('a user who never set one counts in USD, and says so', async () => {
    const { client } = await registerTestUser(server.url, 'dollar-home');
    const list = subscriptionListSchema.parse(await (await client.get(subscriptionsApi.list.path)).json());
    expect(list.currency).toBe('USD');
  });
});
