/**
 * The trend predictor over real HTTP on a known set of stored sessions and purchases: at most six
 * predictions, the same answer for the same data, a channel's own conversions lift it, demo rows
 * ignored when demo mode is off, the analyze action validated and recorded, owner only in hosted mode.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import {
  TREND_PREDICTIONS_MAX,
  TRENDS_LAST_ANALYSIS_KEY,
  trendResponseSchema,
  trendScheduleSchema,
  type TrendPlatform,
  type TrendResponse,
} from '../../../../shared/contracts/trends';
import { conversionEvents, userSessions } from '../../db/schema';
import { registerTestOwner, registerTestUser } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { trafficRollups } from '../command-centre/service';

let server: TestServer;
afterEach(() => server?.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let serial = 0;

/** `n` sessions from a channel (utm_source), each `ago` ms before now, the first `buying` of them with a purchase. */
function visits(channel: string | null, n: number, opts: { ago?: number; buying?: number; source?: 'real' | 'demo'; referrer?: string } = {}) {
  const { ago = 2 * DAY, buying = 0, source = 'real' } = opts;
  for (let i = 0; i < n; i += 1) {
    const sessionId = `s-${serial++}`;
    const start = TEST_NOW - ago;
    server.db.insert(userSessions).values({ sessionId, startTime: start, utmSource: channel, referrer: opts.referrer ?? null, source }).run();
    // Counted in the traffic rollups, as the collector does for every new visit.
    trafficRollups(server.db).noteVisit(sessionId);
    if (i < buying) {
      server.db.insert(conversionEvents).values({ type: 'purchase', valueCents: 1900, source, timestamp: start + 60_000, sessionId }).run();
    }
  }
}

const getTrends = async (path = '/api/marketing/trends') => {
  const res = await server.api(path);
  expect(res.status).toBe(200);
  return trendResponseSchema.parse(await res.json());
};
const firstIndex = (answer: TrendResponse, platform: TrendPlatform) => answer.predictions.findIndex((p) => p.platform === platform);
const channel = (answer: TrendResponse, platform: TrendPlatform) => answer.basedOn.channels.find((c) => c.platform === platform)!;

describe('GET /api/marketing/trends', () => {
  it('answers at most six predictions from the knowledge base alone when there is no data, and says so', async () => {
    server = await startTestServer({ seedDemo: false });
    const answer = await getTrends();
    expect(answer.predictions.length).toBe(TREND_PREDICTIONS_MAX);
    // One per platform: every platform's best topic is shown.
    expect(new Set(answer.predictions.map((p) => p.platform)).size).toBe(6);
    expect(answer.basedOn).toMatchObject({ totalSessions: 0, totalConversions: 0, ownerWeight: 0, windowDays: 30, from: TEST_NOW - 30 * DAY, to: TEST_NOW });
    expect(answer.method).toMatch(/knowledge base .* only/);
    expect(answer.includesDemoData).toBe(false);
    expect(answer.lastAnalyzedAt).toBeNull();
    expect(answer.timestamp).toBe(TEST_NOW);
    // Knowledge base only: Twitter's subscription-creep topic scores 0.6 x 72 + 0.4 x 78 = 74.4, the best.
    expect(answer.recommendedStrategy).toMatchObject({ primaryPlatform: 'twitter', bestPostTime: '09:00', expectedEngagement: 72, confidenceLevel: 40 });
    expect(answer.predictions[0]).toMatchObject({ platform: 'twitter', topic: 'Subscription creep and forgotten charges', engagementScore: 72, trendingScore: 78, predictedReach: 2592, confidence: 40 });
    // Scores sorted best first: 0.6 x engagement + 0.4 x trending.
    const ranks = answer.predictions.map((p) => 0.6 * p.engagementScore + 0.4 * p.trendingScore);
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
  });

  it('computes the same answer for the same known data set, figure by figure', async () => {
    server = await startTestServer({ seedDemo: false });
    visits('linkedin', 60, { buying: 6, ago: 2 * DAY });
    visits('twitter', 30, { buying: 1, ago: 20 * DAY });
    visits('reddit', 10, { ago: 3 * DAY });
    visits(null, 40, { buying: 4 }); // direct: not a platform of the knowledge base
    visits('google', 5);
    // Outside the 30-day window: never counted.
    visits('linkedin', 50, { buying: 50, ago: 31 * DAY });

    const first = await getTrends();
    const second = await getTrends();
    expect(second).toEqual(first);
    expect(first.basedOn).toMatchObject({ totalSessions: 100, totalConversions: 7, otherSessions: 45, ownerWeight: 0.25 });
    expect(channel(first, 'linkedin')).toEqual({
      platform: 'linkedin',
      sessions: 60,
      conversions: 6,
      conversionRate: 10,
      // 60 sessions all in the last 7 days, against 60 x 7 / 30 expected.
      momentum: 4.29,
      ownerScore: 100,
      knowledgeBaseScore: 66.2,
    });
    expect(channel(first, 'twitter')).toMatchObject({ sessions: 30, conversions: 1, conversionRate: 3.33, momentum: 0 });
    expect(channel(first, 'facebook')).toMatchObject({ sessions: 0, conversions: 0, conversionRate: 0, momentum: null, ownerScore: null });
    // No visits from Facebook: its blend takes the neutral owner score 50: 0.75 x 65 + 0.25 x 50 = 61.25 -> 61.3.
    expect(first.predictions.find((p) => p.platform === 'facebook')!).toMatchObject({ topic: 'Cost of living and monthly bills', engagementScore: 61.3, confidence: 40 });
    // LinkedIn's best topic: engagement 0.75 x 63 + 0.25 x 100 = 72.25 -> 72.3; trending 71 + 0.5 x 1 x 25 = 83.5.
    const linkedin = first.predictions.find((p) => p.platform === 'linkedin')!;
    expect(linkedin).toMatchObject({ topic: 'Financial wellbeing at work', engagementScore: 72.3, trendingScore: 83.5, confidence: 40 + 33 });
    expect(first.recommendedStrategy.primaryPlatform).toBe('linkedin');
    expect(first.method).toContain('weighted 25% by your own 100 visits and 7 purchases per platform over the last 30 days');
    expect(first.marketInsights.topTrends).toHaveLength(3);
    expect(first.marketInsights.competitorActivity.map((c) => c.platform)).toEqual(['twitter', 'linkedin', 'reddit', 'email', 'facebook', 'producthunt']);
  });

  it('ranks a channel higher when the owner\'s own visitors from it convert more', async () => {
    server = await startTestServer({ seedDemo: false });
    const before = await getTrends();
    expect(firstIndex(before, 'twitter')).toBeLessThan(firstIndex(before, 'linkedin'));

    visits('twitter', 100, { buying: 0 });
    visits('linkedin', 100, { buying: 20 });
    const after = await getTrends();
    expect(firstIndex(after, 'linkedin')).toBeLessThan(firstIndex(after, 'twitter'));
    expect(after.recommendedStrategy.primaryPlatform).toBe('linkedin');
    expect(channel(after, 'linkedin').ownerScore).toBeGreaterThan(channel(after, 'twitter').ownerScore!);
  });

  it('reads only real rows when demo mode is off, and counts demo rows (with the badge flag) when it is on', async () => {
    const load = () => {
      visits('linkedin', 10, { buying: 2 });
      visits('twitter', 40, { buying: 10, source: 'demo' });
      visits('reddit', 5, { source: 'demo' });
    };
    server = await startTestServer({ mode: 'hosted', accessToken: undefined, seedDemo: false, secrets: { STRIPE_SECRET_KEY: 'sk_test_x' } });
    load();
    const owner = await registerTestOwner(server, 'owner');
    const real = trendResponseSchema.parse(await (await owner.client.get('/api/marketing/trends')).json());
    expect(real.basedOn).toMatchObject({ totalSessions: 10, totalConversions: 2 });
    expect(channel(real, 'twitter')).toMatchObject({ sessions: 0, conversions: 0 });
    expect(real.includesDemoData).toBe(false);
    expect(real.method).not.toContain('demo');
    await server.close();

    server = await startTestServer({ seedDemo: false });
    load();
    const demo = await getTrends();
    expect(demo.basedOn).toMatchObject({ totalSessions: 55, totalConversions: 12 });
    expect(demo.includesDemoData).toBe(true);
    expect(demo.method).toContain('(demo rows included)');
  });
});

describe('GET /api/marketing/trends/schedule', () => {
  it('maps every platform to its posting times, re-ordered by the hours the owner\'s visitors arrive', async () => {
    server = await startTestServer({ seedDemo: false });
    const empty = trendScheduleSchema.parse(await (await server.api('/api/marketing/trends/schedule')).json());
    expect(Object.keys(empty.schedule)).toEqual(['twitter', 'linkedin', 'reddit', 'email', 'facebook', 'producthunt']);
    expect(empty.schedule.linkedin).toEqual(['08:00', '12:00', '10:00']);
    expect(empty.includesDemoData).toBe(false);

    // 200 LinkedIn visits starting at 10:xx UTC (TEST_NOW is 12:00 UTC): full owner weight.
    visits('linkedin', 200, { ago: 2 * DAY + 2 * HOUR });
    const busy = trendScheduleSchema.parse(await (await server.api('/api/marketing/trends/schedule')).json());
    expect(busy.schedule.linkedin).toEqual(['10:00', '08:00', '12:00']);
    expect(busy.method).toContain('re-ordered 50%');
    // For a viewer at UTC+1 those visits arrived at 11:00, not a candidate time: the knowledge base's order stands.
    const shifted = trendScheduleSchema.parse(await (await server.api('/api/marketing/trends/schedule?tzOffset=-60')).json());
    expect(shifted.schedule.linkedin).toEqual(['08:00', '12:00', '10:00']);
    // At UTC+2 they arrived at 12:00, a candidate: it moves to the front.
    const east = trendScheduleSchema.parse(await (await server.api('/api/marketing/trends/schedule?tzOffset=-120')).json());
    expect(east.schedule.linkedin).toEqual(['12:00', '08:00', '10:00']);
    // The trends answer uses the same times.
    const trends = await getTrends();
    expect(trends.predictions.find((p) => p.platform === 'linkedin')!.optimalPostTime).toBe('10:00');
  });
});

describe('POST /api/marketing/trends/analyze', () => {
  it('recomputes for the platforms asked, records the analysis time, and refuses a bad body with 400', async () => {
    server = await startTestServer({ seedDemo: false });
    visits('reddit', 20, { buying: 3 });
    const res = await server.postJson('/api/marketing/trends/analyze', { platforms: ['reddit', 'email'] });
    expect(res.status).toBe(200);
    const answer = trendResponseSchema.parse(await res.json());
    expect(new Set(answer.predictions.map((p) => p.platform))).toEqual(new Set(['reddit', 'email']));
    expect(answer.predictions.length).toBe(5); // reddit's 3 topics and email's 2
    expect(answer.basedOn.channels.map((c) => c.platform)).toEqual(['reddit', 'email']);
    expect(answer.lastAnalyzedAt).toBe(TEST_NOW);
    const stored = server.db.$client.prepare('SELECT value FROM app_settings WHERE key = ?').get(TRENDS_LAST_ANALYSIS_KEY) as { value: string };
    expect(stored.value).toBe(String(TEST_NOW));
    expect((await getTrends()).lastAnalyzedAt).toBe(TEST_NOW);

    // No body at all: every platform.
    const all = await server.api('/api/marketing/trends/analyze', { method: 'POST' });
    expect(all.status).toBe(200);
    expect(trendResponseSchema.parse(await all.json()).predictions.length).toBe(TREND_PREDICTIONS_MAX);

    for (const bad of [{ platforms: ['myspace'] }, { platforms: [] }, { platforms: ['reddit', 'reddit'] }, { platforms: 'reddit' }, { extra: true }, [1]]) {
      const refused = await server.postJson('/api/marketing/trends/analyze', bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(errorBodySchema.parse(await refused.json()).error.code).toBe('validation_error');
    }
    const broken = await server.api('/api/marketing/trends/analyze', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"platforms":' });
    expect(broken.status).toBe(400);
    expect(errorBodySchema.safeParse(await broken.json()).success).toBe(true);
  });
});

describe('owner only', () => {
  it('answers 403 to a signed-in member and 401 to a visitor in hosted mode, for every trends route', async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined, seedDemo: false });
    const owner = await registerTestOwner(server, 'owner');
    const member = await registerTestUser(server.url, 'member');
    expect((await owner.client.get('/api/marketing/trends')).status).toBe(200);
    expect((await owner.client.get('/api/marketing/trends/schedule')).status).toBe(200);
    expect((await owner.client.request('POST', '/api/marketing/trends/analyze', {})).status).toBe(200);
    const analyses = () => server.db.$client.prepare('SELECT count(*) AS n FROM app_settings WHERE key = ?').get(TRENDS_LAST_ANALYSIS_KEY) as { n: number };
    expect(analyses().n).toBe(1);
    server.db.$client.prepare('DELETE FROM app_settings WHERE key = ?').run(TRENDS_LAST_ANALYSIS_KEY);
    for (const [method, path] of [
      ['GET', '/api/marketing/trends'],
      ['GET', '/api/marketing/trends/schedule'],
      ['POST', '/api/marketing/trends/analyze'],
    ] as const) {
      const res = await member.client.request(method, path, method === 'POST' ? {} : undefined);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await fetch(server.url + path, { method })).status, `visitor ${method} ${path}`).toBe(401);
    }
    // The member's refused analysis recorded nothing.
    expect(analyses().n).toBe(0);
  });
});
