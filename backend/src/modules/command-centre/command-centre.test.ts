/**
 * The owner's command centre over real HTTP and a real in-memory SQLite: a known set of stored
 * sessions, events and conversions, and every dashboard figure checked exactly (conversion rate,
 * revenue, AOV, per-source numbers, funnel stages and drop-offs, realtime window edges, periods and
 * the viewer's midnight); demo rows counted only in demo mode; owner-only access in hosted mode;
 * campaign state; Master Activation's checks; CSV exports.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { activationResultSchema, campaignItemSchema, campaignStateResponseSchema } from '../../../../shared/contracts/campaigns';
import {
  conversionsResponseSchema,
  funnelMetricsResponseSchema,
  hourlyResponseSchema,
  realTimeResponseSchema,
  realtimeResponseSchema,
  topPagesResponseSchema,
  trafficSourcesResponseSchema,
  type HourlyTraffic,
} from '../../../../shared/contracts/dashboards';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { fixedClock } from '../../clock';
import { openDatabase, type AppDatabase } from '../../db/open';
import { createLogger } from '../../logger';
import { registerTestOwner, registerTestUser } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import type { AppContext } from '../../context';
import { createDemoActivity, DEMO_TICKS_MS, expectedPurchaseRate } from './demo-activity';
import { rebuildTrafficRollups } from './rollups';

let server: TestServer;
afterEach(() => server?.close());

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** Keys that take the server out of demo mode (never used to reach Plaid here). */
const LIVE_KEYS = { PLAID_CLIENT_ID: 'test-client', PLAID_SECRET: 'test-secret' };

interface SessionSpec {
  id: string;
  start: number;
  end: number;
  utm?: string;
  referrer?: string;
  ip?: string;
  demo?: boolean;
  /** [path, at] page views. */
  views: [string, number][];
}

function insertSession(db: AppDatabase, s: SessionSpec) {
  const source = s.demo ? 'demo' : 'real';
  db.$client
    .prepare(
      `INSERT INTO user_sessions (id, session_id, start_time, end_time, page_views, utm_source, referrer, ip_address, source)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(`row-${s.id}`, s.id, s.start, s.end, s.views.length, s.utm ?? null, s.referrer ?? null, s.ip ?? null, source);
  s.views.forEach(([path, at], i) => {
    db.$client
      .prepare(`INSERT INTO analytics_events (id, event, properties, session_id, source, utm_source, timestamp) VALUES (?, 'page_view', ?, ?, ?, ?, ?)`)
      .run(`ev-${s.id}-${i}`, JSON.stringify({ path }), s.id, source, s.utm ?? null, at);
  });
}

function insertConversion(db: AppDatabase, c: { id: string; type: 'purchase' | 'beta_signup'; cents: number; at: number; session?: string; tier?: string; demo?: boolean }) {
  db.$client
    .prepare(`INSERT INTO conversion_events (id, type, value_cents, tier, session_id, source, timestamp, metadata) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(c.id, c.type, c.cents, c.tier ?? null, c.session ?? null, c.demo ? 'demo' : 'real', c.at, c.demo ? JSON.stringify({ name: 'Priya', location: 'Denver, CO' }) : null);
}

/**
 * The known data set (TEST_NOW = 2026-11-21 12:00 UTC):
 * today: s1 google (pricing, checkout, bought Pro $9), s2 twitter (pricing; last seen 4 min ago),
 * s3 referral (beta signup; last seen exactly 5 min ago), a Pro purchase with no session;
 * yesterday 06:00: s4 direct (pricing; last seen 5 min + 1 ms ago); 3 days ago: s5 google (bought
 * Business $29); demo: s6 google today (bought Business $29).
 */
function seedKnownData(db: AppDatabase) {
  const n = TEST_NOW;
  insertSession(db, { id: 'sess_one_0001', start: n - HOUR, end: n - HOUR + 3 * MIN, utm: 'google', ip: 'ipA', views: [['/', n - HOUR], ['/pricing', n - 59 * MIN], ['/checkout', n - 58 * MIN]] });
  insertConversion(db, { id: 'c1', type: 'purchase', cents: 900, tier: 'pro', at: n - 57 * MIN, session: 'sess_one_0001' });
  insertSession(db, { id: 'sess_two_0002', start: n - 2 * HOUR, end: n - 4 * MIN, utm: ' Twitter ', ip: 'ipA', views: [['/', n - 2 * HOUR], ['/pricing', n - 4 * MIN]] });
  insertSession(db, { id: 'sess_three_03', start: n - 3 * HOUR, end: n - 5 * MIN, referrer: 'https://news.example/', views: [['/', n - 3 * HOUR]] });
  insertConversion(db, { id: 'c2', type: 'beta_signup', cents: 0, at: n - 2 * HOUR, session: 'sess_three_03' });
  insertConversion(db, { id: 'c3', type: 'purchase', cents: 900, tier: 'pro', at: n - 10 * MIN });
  insertSession(db, { id: 'sess_four_004', start: n - 30 * HOUR, end: n - 5 * MIN - 1, views: [['/', n - 30 * HOUR], ['/pricing', n - 30 * HOUR + MIN]] });
  insertSession(db, {
    id: 'sess_five_005',
    start: n - 3 * DAY,
    end: n - 3 * DAY + 5 * MIN,
    utm: 'google',
    views: [['/', n - 3 * DAY], ['/pricing', n - 3 * DAY + MIN], ['/checkout', n - 3 * DAY + 2 * MIN]],
  });
  insertConversion(db, { id: 'c4', type: 'purchase', cents: 2900, tier: 'business', at: n - 3 * DAY + 3 * MIN, session: 'sess_five_005' });
  insertSession(db, { id: 'demo_sess_006', start: n - HOUR, end: n - 50 * MIN, utm: 'google', demo: true, views: [['/', n - HOUR], ['/pricing', n - 55 * MIN], ['/checkout', n - 52 * MIN]] });
  insertConversion(db, { id: 'c5', type: 'purchase', cents: 2900, tier: 'business', at: n - 51 * MIN, session: 'demo_sess_006', demo: true });
}

/** The rows went in by hand: set each visit's funnel stage and rebuild the rollups, as migration 0011 does. */
function rollUp(db: AppDatabase) {
  db.$client.exec(`UPDATE user_sessions SET funnel_stage = coalesce((SELECT max(CASE e.path WHEN '/checkout' THEN 2 WHEN '/pricing' THEN 1 ELSE 0 END) FROM analytics_events e WHERE e.session_id = user_sessions.session_id), 0)`);
  rebuildTrafficRollups(db.$client);
}

async function startWithData(live: boolean): Promise<TestServer> {
  const s = await startTestServer({ seedDemo: false, secrets: live ? LIVE_KEYS : {} });
  seedKnownData(s.db);
  rollUp(s.db);
  return s;
}

const getJson = async (path: string) => {
  const res = await server.api(path);
  expect(res.status, path).toBe(200);
  return res.json();
};

describe('dashboard read APIs on a known data set (real rows only: demo mode off)', () => {
  it('GET /api/analytics/conversions: visits, purchases, rate, revenue and AOV for today and 7 days', async () => {
    server = await startWithData(true);
    const today = conversionsResponseSchema.parse(await getJson('/api/analytics/conversions'));
    expect(today).toMatchObject({ period: 'today', from: Date.UTC(2026, 10, 21), to: TEST_NOW, visits: 3, conversions: 2, betaSignups: 1, conversionRate: 66.67, totalRevenue: 18, avgOrderValue: 9, includesDemoData: false });
    expect(today.recent.map((r) => [r.id, r.type, r.plan, r.revenue, r.channel, r.name, r.location, r.demo])).toEqual([
      ['c3', 'purchase', 'pro', 9, 'unattributed', 'Visitor', null, false],
      ['c1', 'purchase', 'pro', 9, 'google', 'Visitor', null, false],
      ['c2', 'beta_signup', null, 0, 'referral', 'Visitor', null, false],
    ]);
    const week = conversionsResponseSchema.parse(await getJson('/api/analytics/conversions?period=7d'));
    expect(week).toMatchObject({ from: Date.UTC(2026, 10, 15), visits: 5, conversions: 3, conversionRate: 60, totalRevenue: 47, avgOrderValue: 15.67 });
  });

  it('"today" starts at the viewer\'s midnight: tzOffset moves the window edge, inclusive', async () => {
    server = await startWithData(true);
    // UTC-10: it is 02:00 on Nov 21 there, so today began at 10:00 UTC; s2 started exactly then.
    const west = conversionsResponseSchema.parse(await getJson('/api/analytics/conversions?period=today&tzOffset=600'));
    expect(west.from).toBe(Date.UTC(2026, 10, 21, 10));
    expect(west.visits).toBe(2);
  });

  it('GET /api/analytics/traffic-sources: per channel visits, conversions, revenue and rate; unattributed purchases kept apart', async () => {
    server = await startWithData(true);
    const today = trafficSourcesResponseSchema.parse(await getJson('/api/analytics/traffic-sources'));
    expect(today.sources).toEqual([
      { source: 'google', visits: 1, conversions: 1, revenue: 9, conversionRate: 100 },
      { source: 'referral', visits: 1, conversions: 0, revenue: 0, conversionRate: 0 },
      { source: 'twitter', visits: 1, conversions: 0, revenue: 0, conversionRate: 0 },
      { source: 'unattributed', visits: 0, conversions: 1, revenue: 9, conversionRate: 0 },
    ]);
    const week = trafficSourcesResponseSchema.parse(await getJson('/api/analytics/traffic-sources?period=7d'));
    expect(week.sources[0]).toEqual({ source: 'google', visits: 2, conversions: 2, revenue: 38, conversionRate: 100 });
    expect(week.sources.find((s) => s.source === 'direct')).toEqual({ source: 'direct', visits: 1, conversions: 0, revenue: 0, conversionRate: 0 });
  });

  it('GET /api/conversion/funnel-metrics: the four stages, a percent string and the drop-offs', async () => {
    server = await startWithData(true);
    const today = funnelMetricsResponseSchema.parse(await getJson('/api/conversion/funnel-metrics'));
    expect(today).toMatchObject({ totalVisitors: 3, pricingViews: 2, checkoutStarts: 1, conversions: 2, conversionRate: '66.67' });
    expect(today.dropoffPoints).toEqual([
      { stage: 1, from: 'Visitors', to: 'Pricing views', lost: 1, dropoffRate: 33.3 },
      { stage: 2, from: 'Pricing views', to: 'Checkout starts', lost: 1, dropoffRate: 50 },
      // More purchases than checkout starts (one came with no session): nothing lost, never negative.
      { stage: 3, from: 'Checkout starts', to: 'Conversions', lost: 0, dropoffRate: 0 },
    ]);
    const week = funnelMetricsResponseSchema.parse(await getJson('/api/conversion/funnel-metrics?period=7d'));
    expect(week).toMatchObject({ totalVisitors: 5, pricingViews: 4, checkoutStarts: 2, conversions: 3, conversionRate: '60.00' });
  });

  it('an empty period answers zeros, "0.00" and no division by zero', async () => {
    server = await startTestServer({ seedDemo: false, secrets: LIVE_KEYS });
    const funnel = funnelMetricsResponseSchema.parse(await getJson('/api/conversion/funnel-metrics?period=30d'));
    expect(funnel).toMatchObject({ totalVisitors: 0, conversions: 0, conversionRate: '0.00' });
    expect(funnel.dropoffPoints.every((d) => d.lost === 0 && d.dropoffRate === 0)).toBe(true);
    expect(conversionsResponseSchema.parse(await getJson('/api/analytics/conversions'))).toMatchObject({ conversionRate: 0, totalRevenue: 0, avgOrderValue: 0, recent: [] });
  });

  it('GET /api/analytics/realtime: sessions seen in the last 5 minutes, edge included, a millisecond older excluded', async () => {
    server = await startWithData(true);
    const realtime = realtimeResponseSchema.parse(await getJson('/api/analytics/realtime'));
    expect(realtime).toMatchObject({ activeUsers: 2, windowMinutes: 5, asOf: TEST_NOW, includesDemoData: false });
    expect(realtime.recentActivity[0]).toEqual({ id: 'ev-sess_two_0002-1', event: 'page_view', path: '/pricing', channel: 'twitter', timestamp: TEST_NOW - 4 * MIN, demo: false });
    expect(realtime.recentActivity).toHaveLength(10);
  });

  it('GET /api/analytics/real-time: the last 24 hours', async () => {
    server = await startWithData(true);
    const realTime = realTimeResponseSchema.parse(await getJson('/api/analytics/real-time'));
    // s4 began 30 h ago: outside. s1 and s2 share an address: one visitor.
    expect(realTime.last24h).toEqual({ pageViews: 6, sessions: 3, visitors: 2, conversions: 2, betaSignups: 1, revenue: 18 });
    expect(realTime.activeUsers).toBe(2);
  });

  it('GET /api/analytics/hourly: visits, page views, purchases and revenue in each of the last 24 local hours', async () => {
    server = await startWithData(true);
    /** The hours with anything in them, by index (0 = the oldest hour, 23 = the current one). */
    const busy = (hours: HourlyTraffic[]) => Object.fromEntries(hours.flatMap((h, i) => (h.visits || h.pageViews || h.purchases ? [[i, [h.visits, h.pageViews, h.purchases, h.revenue]]] : [])));
    const utc = hourlyResponseSchema.parse(await getJson('/api/analytics/hourly'));
    // The current hour is 12:00 UTC, so the first began at 13:00 yesterday; s4 (06:00 yesterday) is before it.
    expect(utc.from).toBe(Date.UTC(2026, 10, 20, 13));
    expect(utc.to).toBe(TEST_NOW);
    expect(utc.hours.map((h) => h.start)).toEqual(Array.from({ length: 24 }, (_, i) => utc.from + i * HOUR));
    expect(busy(utc.hours)).toEqual({ 20: [1, 1, 0, 0], 21: [1, 1, 0, 0], 22: [1, 4, 2, 18] });
    expect(utc.includesDemoData).toBe(false);

    // UTC+5:30: local hours start at half past the UTC hour; the 11:50 purchase and s2's 11:56 view
    // fall in the current local hour (11:30-12:30 UTC), s1's visit at 11:00 in the one before.
    const india = hourlyResponseSchema.parse(await getJson('/api/analytics/hourly?tzOffset=-330'));
    expect(india.from).toBe(Date.UTC(2026, 10, 20, 12, 30));
    expect(busy(india.hours)).toEqual({ 20: [1, 1, 0, 0], 21: [1, 1, 0, 0], 22: [1, 3, 1, 9], 23: [0, 1, 1, 9] });
  });

  it('GET /api/analytics/top-pages: the last 24 hours\' page views per page, most first, ties by path', async () => {
    server = await startWithData(true);
    // A tracked event that is not a page view, and a page view without a page, count for no page.
    server.db.$client.prepare(`INSERT INTO analytics_events (id, event, properties, source, timestamp) VALUES ('ev-click', 'cta_click', '{"path":"/beta"}', 'real', ?)`).run(TEST_NOW - MIN);
    server.db.$client.prepare(`INSERT INTO analytics_events (id, event, properties, source, timestamp) VALUES ('ev-nopath', 'page_view', '{}', 'real', ?)`).run(TEST_NOW - MIN);
    const top = topPagesResponseSchema.parse(await getJson('/api/analytics/top-pages'));
    expect(top).toMatchObject({ from: TEST_NOW - DAY, to: TEST_NOW, totalPageViews: 7, includesDemoData: false });
    expect(top.pages).toEqual([
      { path: '/', pageViews: 3 },
      { path: '/pricing', pageViews: 2 },
      { path: '/checkout', pageViews: 1 },
    ]);
  });

  it('bad periods and offsets answer 400 JSON', async () => {
    server = await startWithData(true);
    for (const path of [
      '/api/analytics/conversions?period=year',
      '/api/analytics/traffic-sources?tzOffset=9999',
      '/api/conversion/funnel-metrics?period=7d&extra=1',
      '/api/analytics/hourly?tzOffset=7',
      '/api/analytics/hourly?period=today',
    ]) {
      const res = await server.api(path);
      expect(res.status, path).toBe(400);
      expect(errorBodySchema.parse(await res.json()).error.code).toBe('validation_error');
    }
  });
});

describe('traffic rollups', () => {
  it('the collector keeps them in step with the sessions it writes (same as a rebuild)', async () => {
    server = await startTestServer({ seedDemo: false, secrets: LIVE_KEYS });
    const track = (session: string, path: string, extra: Record<string, string> = {}) =>
      server.api('/api/analytics/track', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-analytics-session': session },
        body: JSON.stringify({ event: 'page_view', properties: { path, ...extra } }),
      });
    for (const [session, paths, utm] of [
      ['visit_a_0001', ['/', '/pricing', '/checkout', '/pricing'], 'google'],
      ['visit_b_0002', ['/blog', '/pricing'], 'Twitter'],
      ['visit_c_0003', ['/'], undefined],
      ['visit_d_0004', ['/checkout'], undefined],
    ] as const) {
      for (const [i, path] of paths.entries()) expect((await track(session, path, i === 0 && utm ? { utm_source: utm } : {})).status).toBe(204);
    }
    const rollups = () => server.db.$client.prepare('SELECT bucket, source, channel, visits, pricing, checkout FROM traffic_rollups ORDER BY channel').all();
    const kept = rollups();
    expect(kept).toEqual([
      { bucket: TEST_NOW, source: 'real', channel: 'direct', visits: 2, pricing: 1, checkout: 1 },
      { bucket: TEST_NOW, source: 'real', channel: 'google', visits: 1, pricing: 1, checkout: 1 },
      { bucket: TEST_NOW, source: 'real', channel: 'twitter', visits: 1, pricing: 1, checkout: 0 },
    ]);
    rebuildTrafficRollups(server.db.$client);
    expect(rollups()).toEqual(kept);
    expect(funnelMetricsResponseSchema.parse(await getJson('/api/conversion/funnel-metrics'))).toMatchObject({ totalVisitors: 4, pricingViews: 3, checkoutStarts: 2 });
  });

  it('tzOffset must be a whole quarter hour (the rollups\' bucket)', async () => {
    server = await startTestServer({ seedDemo: false });
    expect((await server.api('/api/analytics/conversions?tzOffset=-330')).status).toBe(200);
    expect((await server.api('/api/analytics/conversions?tzOffset=7')).status).toBe(400);
  });
});

describe('demo rows', () => {
  it('count in demo mode, marked, and the answers say so', async () => {
    server = await startWithData(false);
    const today = conversionsResponseSchema.parse(await getJson('/api/analytics/conversions'));
    expect(today).toMatchObject({ visits: 4, conversions: 3, totalRevenue: 47, avgOrderValue: 15.67, conversionRate: 75, includesDemoData: true });
    expect(today.recent.find((r) => r.id === 'c5')).toMatchObject({ name: 'Priya', location: 'Denver, CO', plan: 'business', demo: true });
    const sources = trafficSourcesResponseSchema.parse(await getJson('/api/analytics/traffic-sources'));
    expect(sources.sources[0]).toEqual({ source: 'google', visits: 2, conversions: 2, revenue: 38, conversionRate: 100 });
    expect(funnelMetricsResponseSchema.parse(await getJson('/api/conversion/funnel-metrics'))).toMatchObject({ totalVisitors: 4, pricingViews: 3, checkoutStarts: 2, conversions: 3, includesDemoData: true });
    const hourly = hourlyResponseSchema.parse(await getJson('/api/analytics/hourly'));
    expect(hourly.hours[22]).toMatchObject({ visits: 2, pageViews: 7, purchases: 3, revenue: 47 });
    const top = topPagesResponseSchema.parse(await getJson('/api/analytics/top-pages'));
    expect(top.pages.map((p) => [p.path, p.pageViews])).toEqual([['/', 4], ['/pricing', 3], ['/checkout', 2]]);
    expect(top.includesDemoData).toBe(true);
  });

  it('the live generator writes demo visits, funnel steps and conversions that the dashboards read', async () => {
    const db = openDatabase({ file: ':memory:' });
    const clock = fixedClock(TEST_NOW);
    const ctx = { db, clock, demo: true, logger: createLogger({ level: 'silent' }) } as unknown as AppContext;
    const activity = createDemoActivity(ctx);
    for (let i = 0; i < 40; i++) {
      activity.arrive();
      for (let j = 0; j < 6; j++) activity.step();
      clock.advance(1_000);
      if (i % 3 === 0) activity.convert();
    }
    const one = (sql: string) => db.$client.prepare(sql).get() as Record<string, number>;
    expect(one("SELECT count(*) AS n, sum(source = 'demo') AS demo FROM user_sessions")).toEqual({ n: 40, demo: 40 });
    const views = one("SELECT count(*) AS n, sum(path = '/pricing') AS pricing, sum(path = '/checkout') AS checkout FROM analytics_events WHERE source = 'demo'");
    expect(views.n).toBeGreaterThan(40);
    expect(views.pricing).toBeGreaterThan(0);
    expect(views.checkout).toBeGreaterThan(0);
    const conversions = one("SELECT count(*) AS n, count(session_id) AS attributed, sum(source = 'demo') AS demo FROM conversion_events");
    expect(conversions.n).toBeGreaterThan(0);
    expect(conversions.attributed).toBe(conversions.n);
    expect(conversions.demo).toBe(conversions.n);
    // Page-view counts kept on the session match the events written for it.
    expect(one('SELECT count(*) AS n FROM user_sessions s WHERE s.page_views != (SELECT count(*) FROM analytics_events e WHERE e.session_id = s.session_id)').n).toBe(0);
    // And the rollups it kept are what a rebuild from its sessions gives.
    const rollups = () => db.$client.prepare('SELECT * FROM traffic_rollups ORDER BY bucket, channel').all();
    const kept = rollups();
    expect(kept.length).toBeGreaterThan(0);
    rebuildTrafficRollups(db.$client);
    expect(rollups()).toEqual(kept);
    activity.stop();
    db.$client.close();
  });

  it('the live demo figures stay a few percent of visits and do not drift while a dashboard is watched', async () => {
    // The seeded traffic's rates over the channel weights of resources/demo/traffic.json.
    expect(expectedPurchaseRate()).toBeCloseTo(0.0417582, 7);
    const db = openDatabase({ file: ':memory:' });
    const clock = fixedClock(TEST_NOW);
    const ctx = { db, clock, demo: true, logger: createLogger({ level: 'silent' }) } as unknown as AppContext;
    const activity = createDemoActivity(ctx);
    // Two and a half hours of watching on the real ticks: an arrival every 3 s, a step every 2 s,
    // a conversion every 8 s.
    const seconds = 9_000;
    for (let t = 1; t <= seconds; t++) {
      clock.advance(1_000);
      if (t % (DEMO_TICKS_MS.arrival / 1_000) === 0) activity.arrive();
      if (t % (DEMO_TICKS_MS.step / 1_000) === 0) activity.step();
      if (t % (DEMO_TICKS_MS.conversion / 1_000) === 0) activity.convert();
    }
    const rates = (from: number, to: number) => {
      const b = { from, to };
      const visits = (db.$client.prepare('SELECT count(*) AS n FROM user_sessions WHERE start_time > :from AND start_time <= :to').get(b) as { n: number }).n;
      const of = (type: string) => (db.$client.prepare('SELECT count(*) AS n FROM conversion_events WHERE type = :type AND timestamp > :from AND timestamp <= :to').get({ ...b, type }) as { n: number }).n;
      return { visits, purchase: of('purchase') / visits, beta: of('beta_signup') / visits };
    };
    const half = TEST_NOW + (seconds / 2) * 1_000;
    const all = rates(TEST_NOW, TEST_NOW + seconds * 1_000);
    expect(all.visits).toBe(3_000);
    // Close to the seeded rate (4.2 %), far from the old generator's one purchase per tick (~35 %).
    expect(Math.abs(all.purchase - expectedPurchaseRate())).toBeLessThan(0.01);
    // Each half on its own stays in the band: the rate does not creep up over time.
    for (const part of [rates(TEST_NOW, half), rates(half, TEST_NOW + seconds * 1_000)]) {
      expect(part.purchase).toBeGreaterThan(0.02);
      expect(part.purchase).toBeLessThan(0.065);
      expect(part.beta).toBeGreaterThan(0.02);
      expect(part.beta).toBeLessThan(0.065);
    }
    activity.stop();
    db.$client.close();
  });

  it('keeps only the newest live demo visits, with their events, conversions and rollups in step; the seeded rows stay', async () => {
    const db = openDatabase({ file: ':memory:' });
    seedKnownData(db);
    rollUp(db);
    const one = (sql: string) => (db.$client.prepare(sql).get() as { n: number }).n;
    const seeded = { sessions: one('SELECT count(*) AS n FROM user_sessions'), events: one('SELECT count(*) AS n FROM analytics_events'), conversions: one('SELECT count(*) AS n FROM conversion_events') };
    expect(seeded).toEqual({ sessions: 6, events: 14, conversions: 5 });
    const clock = fixedClock(TEST_NOW);
    const ctx = { db, clock, demo: true, logger: createLogger({ level: 'silent' }) } as unknown as AppContext;
    const activity = createDemoActivity(ctx, { maxLiveSessions: 12, pruneEveryArrivals: 10 });
    for (let i = 0; i < 45; i++) {
      activity.arrive();
      for (let j = 0; j < 4; j++) activity.step();
      if (i % 2 === 0) activity.convert();
      clock.advance(20_000);
    }
    const live = "substr(session_id, 1, 10) = 'demo_live_'";
    // Pruned at the 10th, 20th, 30th and 40th arrival down to 12; 5 more arrived since.
    expect(one(`SELECT count(*) AS n FROM user_sessions WHERE ${live}`)).toBe(17);
    expect(activity.prune()).toBe(5);
    expect(one(`SELECT count(*) AS n FROM user_sessions WHERE ${live}`)).toBe(12);
    // The newest 12 are the ones kept: the 34th arrival onwards.
    expect(one(`SELECT min(start_time) AS n FROM user_sessions WHERE ${live}`)).toBe(TEST_NOW + 33 * 20_000);
    expect(one(`SELECT count(*) AS n FROM user_sessions WHERE NOT ${live}`)).toBe(seeded.sessions);
    // No event or conversion of a deleted visit is left behind, and the seeded ones are all there.
    expect(one('SELECT count(*) AS n FROM analytics_events e WHERE e.session_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM user_sessions s WHERE s.session_id = e.session_id)')).toBe(0);
    expect(one('SELECT count(*) AS n FROM conversion_events c WHERE c.session_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM user_sessions s WHERE s.session_id = c.session_id)')).toBe(0);
    expect(one(`SELECT count(*) AS n FROM analytics_events WHERE NOT ${live}`)).toBe(seeded.events);
    expect(one(`SELECT count(*) AS n FROM conversion_events WHERE session_id IS NULL OR NOT ${live}`)).toBe(seeded.conversions);
    // The rollups kept through the deletes are what a rebuild from the remaining sessions gives.
    const rollups = () => db.$client.prepare('SELECT * FROM traffic_rollups ORDER BY bucket, source, channel').all();
    const kept = rollups();
    rebuildTrafficRollups(db.$client);
    expect(kept).toEqual(rollups());
    expect(activity.prune()).toBe(0);
    activity.stop();
    db.$client.close();
  });

  it('writes nothing outside demo mode', async () => {
    const db = openDatabase({ file: ':memory:' });
    const ctx = { db, clock: fixedClock(TEST_NOW), demo: false, logger: createLogger({ level: 'silent' }) } as unknown as AppContext;
    const activity = createDemoActivity(ctx);
    activity.touch();
    activity.stop();
    expect((db.$client.prepare('SELECT count(*) AS n FROM user_sessions').get() as { n: number }).n).toBe(0);
    db.$client.close();
  });
});

const OWNER_GETS = [
  '/api/analytics/realtime',
  '/api/analytics/real-time',
  '/api/analytics/conversions',
  '/api/analytics/traffic-sources',
  '/api/analytics/hourly',
  '/api/analytics/top-pages',
  '/api/conversion/funnel-metrics',
  '/api/conversion/ab-results',
  '/api/marketing/campaign-state',
  '/api/marketing/export/conversions',
];
const OWNER_POSTS = ['/api/marketing/activate-all', '/api/traffic/start-executor', '/api/analytics/enable-tracking', '/api/payments/activate'];

describe('hosted mode: owner only', () => {
  it('a visitor gets 401, a member 403 from every owner API; the owner gets answers', async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined, seedDemo: false });
    const owner = await registerTestOwner(server, 'owner');
    const member = await registerTestUser(server.url, 'member');
    for (const path of OWNER_GETS) {
      expect((await fetch(server.url + path)).status, path).toBe(401);
      expect((await member.client.get(path)).status, path).toBe(403);
      expect((await owner.client.get(path)).status, path).toBe(200);
    }
    for (const path of OWNER_POSTS) {
      expect((await member.client.request('POST', path)).status, path).toBe(403);
    }
    const put = { kind: 'post_template', itemId: 'twitter-thread', status: 'posted' };
    expect((await member.client.request('PUT', '/api/marketing/campaign-state', put)).status).toBe(403);
    expect((server.db.$client.prepare('SELECT count(*) AS n FROM campaign_items').get() as { n: number }).n).toBe(0);
  });
});

describe('campaign state', () => {
  it('stores each move, keeps final statuses, and refuses unknown ids or statuses with nothing stored', async () => {
    server = await startTestServer({ seedDemo: false });
    const put = (body: unknown) => server.api('/api/marketing/campaign-state', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(campaignItemSchema.parse(await (await put({ kind: 'post_template', itemId: 'twitter-thread', status: 'copied' })).json())).toMatchObject({ status: 'copied', updatedAt: TEST_NOW });
    expect((await put({ kind: 'post_template', itemId: 'twitter-thread', status: 'posted' })).status).toBe(200);
    const back = await put({ kind: 'post_template', itemId: 'twitter-thread', status: 'pending' });
    expect(back.status).toBe(409);
    expect(errorBodySchema.parse(await back.json()).error.code).toBe('campaign_status_final');
    expect((await put({ kind: 'launch_campaign', itemId: 'reddit-ama', status: 'launched' })).status).toBe(200);
    expect((await put({ kind: 'guide_step', itemId: 'step-3', status: 'done' })).status).toBe(200);
    // A checklist step can be unticked.
    expect((await put({ kind: 'guide_step', itemId: 'step-3', status: 'todo' })).status).toBe(200);
    for (const bad of [{ kind: 'post_template', itemId: 'myspace', status: 'posted' }, { kind: 'strategy', itemId: 'social-proof', status: 'launched' }, { kind: 'nope', itemId: 'x', status: 'y' }, {}]) {
      const res = await put(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }
    const state = campaignStateResponseSchema.parse(await getJson('/api/marketing/campaign-state'));
    expect(state.items.map((i) => `${i.kind}/${i.itemId}=${i.status}`).sort()).toEqual(['guide_step/step-3=todo', 'launch_campaign/reddit-ama=launched', 'post_template/twitter-thread=posted']);
  });
});

describe('Master Activation checks', () => {
  it('demo mode: every check passes and says what it verified', async () => {
    server = await startTestServer({ seedDemo: false });
    const details: string[] = [];
    for (const path of OWNER_POSTS) {
      const res = await server.postJson(path, {});
      expect(res.status, path).toBe(200);
      details.push(activationResultSchema.parse(await res.json()).detail);
    }
    expect(details[0]).toBe('10 campaigns ready to launch, 0 already launched.');
    expect(details[1]).toBe('7 post templates queued, 0 already posted.');
    expect(details[2]).toMatch(/^First-party tracking is on: \d+ events and \d+ sessions recorded in the last 24 hours\.$/);
    expect(details[3]).toMatch(/^Demo payment provider active/);
  });

  it('no payment provider: the revenue check fails with a clear message', async () => {
    server = await startTestServer({ seedDemo: false, secrets: LIVE_KEYS });
    const res = await server.postJson('/api/payments/activate', {});
    expect(res.status).toBe(503);
    const body = errorBodySchema.parse(await res.json());
    expect(body.error.code).toBe('payments_not_configured');
    expect(body.error.message).toMatch(/No payment provider is configured/);
  });
});

describe('CSV exports', () => {
  it('conversions and traffic sources for the period, as attachments, real rows only outside demo mode', async () => {
    server = await startWithData(true);
    const res = await server.api('/api/marketing/export/conversions?period=7d');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="wealth-desk-conversions-7d-2026-11-21.csv"');
    expect((await res.text()).split('\r\n')).toEqual([
      'timestamp,type,plan,value_usd,channel,data',
      '2026-11-18T12:03:00.000Z,purchase,business,29,google,real',
      '2026-11-21T10:00:00.000Z,beta_signup,,0,referral,real',
      '2026-11-21T11:03:00.000Z,purchase,pro,9,google,real',
      '2026-11-21T11:50:00.000Z,purchase,pro,9,unattributed,real',
      '',
    ]);
    const sources = await (await server.api('/api/marketing/export/traffic-sources')).text();
    expect(sources.split('\r\n')[1]).toBe('google,1,1,9,100');
  });

  it('beta signups and newsletter subscribers with formula-looking text defused', async () => {
    server = await startTestServer({ seedDemo: false });
    server.db.$client
      .prepare(`INSERT INTO beta_signups (id, email, name, financial_goal, source, created_at) VALUES ('b1', 'eve@example.com', '=HYPERLINK("http://evil")', 'save', 'real', ?)`)
      .run(TEST_NOW - HOUR);
    server.db.$client.prepare(`INSERT INTO newsletter_subscribers (id, email, signup_source, offer, consent_at, source) VALUES ('n1', 'ann@example.com', 'exit_intent', '50_percent_off', ?, 'real')`).run(TEST_NOW - 2 * DAY);
    const beta = await (await server.api('/api/marketing/export/beta-signups')).text();
    expect(beta.split('\r\n')[1]).toBe('2026-11-21T11:00:00.000Z,"\'=HYPERLINK(""http://evil"")",eve@example.com,save,,,,real');
    expect((await (await server.api('/api/marketing/export/newsletter')).text()).split('\r\n')).toHaveLength(2);
    expect((await (await server.api('/api/marketing/export/newsletter?period=7d')).text()).split('\r\n')[1]).toBe('2026-11-19T12:00:00.000Z,ann@example.com,exit_intent,50_percent_off,real');
    expect((await server.api('/api/marketing/export/passwords')).status).toBe(400);
  });
});
