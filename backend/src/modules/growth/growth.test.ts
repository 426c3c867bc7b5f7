/**
 * The popups' newsletter offer and A/B conversions over real HTTP: stored with consent time,
 * duplicates kind, bad input refused with nothing stored, the caller's id never taken from the body,
 * and a flood limited.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { registerTestOwner, registerTestUser } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { GROWTH_WRITES_PER_WINDOW } from './routes';
import { twoProportionPValue } from './significance';
import { AB_EXPOSURE_EVENT, AB_TESTS, abResultsSchema } from '../../../../shared/contracts/growth';
import { ANALYTICS_SESSION_HEADER } from '../../../../shared/contracts/analytics';

let server: TestServer;
afterEach(() => server?.close());

const rows = (sql: string) => server.db.$client.prepare(sql).all() as Array<Record<string, unknown>>;

describe('POST /api/newsletter/subscribe', () => {
  it('stores the email with its source, offer and consent time; the same popup twice is kind', async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined });
    const post = (body: unknown) => fetch(`${server.url}/api/newsletter/subscribe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const first = await post({ email: 'Ann@Example.com', source: 'exit_intent', offer: '50_percent_off' });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ alreadySubscribed: false });
    const again = await post({ email: 'ann@example.com', source: 'exit_intent', offer: '50_percent_off' });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ alreadySubscribed: true });
    expect((await post({ email: 'ann@example.com', source: 'scroll_engagement' })).status).toBe(201);
    expect(rows("SELECT email, signup_source, offer, consent_at FROM newsletter_subscribers WHERE source = 'real' ORDER BY signup_source")).toEqual([
      { email: 'ann@example.com', signup_source: 'exit_intent', offer: '50_percent_off', consent_at: TEST_NOW },
      { email: 'ann@example.com', signup_source: 'scroll_engagement', offer: null, consent_at: TEST_NOW },
    ]);
    for (const bad of [{}, { email: 'not-an-email', source: 'exit_intent' }, { email: 'a@b.co', source: 'homepage' }, { email: 'a@b.co', source: 'exit_intent', offer: 'free_money' }, { email: 'a@b.co', source: 'exit_intent', extra: 1 }]) {
      const res = await post(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(errorBodySchema.parse(await res.json()).error.code).toBe('validation_error');
    }
    expect(rows("SELECT count(*) AS n FROM newsletter_subscribers WHERE source = 'real'")[0]!.n).toBe(2);
  });
});

describe('POST /api/conversion/ab-test', () => {
  it('records the conversion for the signed-in caller, never the id in the body; bad input 400; a flood 429', async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined });
    const ann = await registerTestUser(server.url, 'ann');
    const res = await ann.client.request('POST', '/api/conversion/ab-test', { testName: 'pricing_card', variant: 'B', userId: 'someone-else', conversionValue: 9 });
    expect(res.status).toBe(204);
    expect(rows("SELECT test_name, variant, user_id, conversion_value FROM ab_test_conversions WHERE source = 'real'")).toEqual([
      { test_name: 'pricing_card', variant: 'B', user_id: ann.userId, conversion_value: 9 },
    ]);
    for (const bad of [{ testName: 'Pricing Card', variant: 'B' }, { testName: 'x', variant: '' }, { testName: 'x', variant: 'A', conversionValue: -1 }, { testName: 'x', variant: 'A', other: 1 }]) {
      expect((await ann.client.request('POST', '/api/conversion/ab-test', bad)).status, JSON.stringify(bad)).toBe(400);
    }
    const statuses: number[] = [];
    for (let i = 0; i < GROWTH_WRITES_PER_WINDOW + 2; i += 1) statuses.push((await ann.client.request('POST', '/api/conversion/ab-test', { testName: 'cta', variant: 'generic' })).status);
    // One write above was already counted against this address.
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
    expect(rows("SELECT count(*) AS n FROM ab_test_conversions WHERE source = 'real'")[0]!.n).toBe(GROWTH_WRITES_PER_WINDOW);
  });
});

describe('GET /api/conversion/ab-results', () => {
  it('counts exposures per session and conversions per variant, with a p-value against the control; owner only', async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined });
    const owner = await registerTestOwner(server, 'owner');
    const member = await registerTestUser(server.url, 'member');
    const expose = async (variant: string, session: string) => {
      const res = await fetch(`${server.url}/api/analytics/track`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [ANALYTICS_SESSION_HEADER]: session },
        body: JSON.stringify({ event: AB_EXPOSURE_EVENT, properties: { testName: 'pricing_card', variant } }),
      });
      expect(res.status).toBe(204);
    };
    // A: 4 sessions (one reported twice), B: 2 sessions; C never shown.
    for (const s of ['session-a-1', 'session-a-2', 'session-a-3', 'session-a-4', 'session-a-1']) await expose('A', s);
    for (const s of ['session-b-1', 'session-b-2']) await expose('B', s);
    await member.client.request('POST', '/api/conversion/ab-test', { testName: 'pricing_card', variant: 'B', conversionValue: 9 });
    await member.client.request('POST', '/api/conversion/ab-test', { testName: 'pricing_card', variant: 'A', conversionValue: 9 });
    await member.client.request('POST', '/api/conversion/ab-test', { testName: 'pricing_card', variant: 'B', conversionValue: 19 });

    expect((await member.client.get('/api/conversion/ab-results')).status).toBe(403);
    expect((await fetch(`${server.url}/api/conversion/ab-results`)).status).toBe(401);
    const res = await owner.client.get('/api/conversion/ab-results');
    expect(res.status).toBe(200);
    const results = abResultsSchema.parse(await res.json());
    expect(results.tests.map((t) => t.testName)).toEqual(Object.keys(AB_TESTS));
    const pricing = results.tests.find((t) => t.testName === 'pricing_card')!;
    expect(pricing.control).toBe('A');
    const [a, b, c] = pricing.variants;
    expect(a).toEqual({ variant: 'A', exposures: 4, conversions: 1, conversionRate: 25, conversionValue: 9, pValue: null, significant: false });
    expect(b).toMatchObject({ variant: 'B', exposures: 2, conversions: 2, conversionRate: 100, conversionValue: 28, significant: false });
    expect(b!.pValue).toBeCloseTo(twoProportionPValue({ exposures: 4, conversions: 1 }, { exposures: 2, conversions: 2 })!, 10);
    expect(c).toEqual({ variant: 'C', exposures: 0, conversions: 0, conversionRate: null, conversionValue: 0, pValue: null, significant: false });
  });
});
