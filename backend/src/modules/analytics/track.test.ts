/**
 * First-party analytics collection over real HTTP: sessions (start, end, page views, duration, UTM,
 * referrer, user agent), address hashes whose salt rotates every UTC day, and the flood limit.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { TRACK_EVENTS_PER_MINUTE } from './routes';

let server: TestServer;
afterEach(() => server?.close());

const rows = (sql: string, ...args: unknown[]) => server.db.$client.prepare(sql).all(...args) as Array<Record<string, unknown>>;

describe('POST /api/analytics/track', () => {
  it('opens a first-party session with where the visit came from, then extends it', async () => {
    const clock = fixedClock(TEST_NOW);
    server = await startTestServer({ clock });
    const sessionId = 'visit_abcdef123456';
    const first = await server.postJson('/api/analytics/track', {
      event: 'page_view',
      sessionId,
      properties: { path: '/pricing', utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'launch', referrer: 'https://news.example/' },
    });
    expect(first.status).toBe(204);
    clock.advance(90_000);
    await server.postJson('/api/analytics/track', { event: 'pricing_cta_clicked', sessionId });
    clock.advance(30_000);
    await server.postJson('/api/analytics/track', { event: 'page_view', sessionId, properties: { path: '/checkout' } });

    const [session] = rows('SELECT * FROM user_sessions WHERE session_id = ?', sessionId);
    expect(session).toMatchObject({
      start_time: TEST_NOW,
      end_time: TEST_NOW + 120_000,
      duration_ms: 120_000,
      page_views: 2,
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'launch',
      referrer: 'https://news.example/',
      source: 'real',
    });
    expect(session!.ip_address).toMatch(/^[0-9a-f]{64}$/);
    const events = rows('SELECT event, utm_source FROM analytics_events WHERE session_id = ? ORDER BY timestamp', sessionId);
    expect(events).toEqual([
      { event: 'page_view', utm_source: 'newsletter' },
      { event: 'pricing_cta_clicked', utm_source: null },
      { event: 'page_view', utm_source: null },
    ]);
  });

  it('stores addresses only as hashes whose salt changes every UTC day', async () => {
    const clock = fixedClock(TEST_NOW);
    server = await startTestServer({ clock });
    await server.postJson('/api/analytics/track', { event: 'a_event' });
    await server.postJson('/api/analytics/track', { event: 'b_event' });
    clock.advance(24 * 60 * 60 * 1000);
    await server.postJson('/api/analytics/track', { event: 'c_event' });
    const hashes = rows('SELECT event, ip_address FROM analytics_events ORDER BY event').map((r) => r.ip_address as string);
    for (const h of hashes) {
      expect(h).toMatch(/^[0-9a-f]{64}$/);
      expect(h).not.toContain('127.0.0.1');
    }
    // The same address: equal within a day, unlinkable across days.
    expect(hashes[0]).toBe(hashes[1]);
    expect(hashes[2]).not.toBe(hashes[0]);
    // Nothing in the database holds the address itself.
    const dump = JSON.stringify(rows('SELECT * FROM analytics_events')) + JSON.stringify(rows('SELECT * FROM user_sessions'));
    expect(dump).not.toContain('127.0.0.1');
  });

  it('limits a flood from one address (429 with Retry-After) and stores nothing more', async () => {
    server = await startTestServer();
    const answers: number[] = [];
    for (let i = 0; i < TRACK_EVENTS_PER_MINUTE + 5; i += 1) answers.push((await server.postJson('/api/analytics/track', { event: 'flood' })).status);
    expect(answers.filter((s) => s === 204)).toHaveLength(TRACK_EVENTS_PER_MINUTE);
    expect(answers.slice(TRACK_EVENTS_PER_MINUTE)).toEqual([429, 429, 429, 429, 429]);
    const limited = await server.postJson('/api/analytics/track', { event: 'flood' });
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(rows("SELECT count(*) AS n FROM analytics_events WHERE event = 'flood'")[0]!.n).toBe(TRACK_EVENTS_PER_MINUTE);
  });

  it('takes the session id from the header the app sends, and ignores a malformed one', async () => {
    server = await startTestServer();
    const send = (header: string) =>
      server.api('/api/analytics/track', { method: 'POST', headers: { 'content-type': 'application/json', 'x-analytics-session': header }, body: JSON.stringify({ event: 'page_view' }) });
    expect((await send('hdr_session_0001')).status).toBe(204);
    expect((await send('hdr_session_0001')).status).toBe(204);
    expect((await send('bad header!')).status).toBe(204);
    expect(rows("SELECT session_id, page_views FROM user_sessions WHERE source = 'real'")).toEqual([{ session_id: 'hdr_session_0001', page_views: 2 }]);
  });

  it('refuses a malformed session id with 400 and stores nothing', async () => {
    server = await startTestServer();
    expect((await server.postJson('/api/analytics/track', { event: 'page_view', sessionId: 'no spaces allowed' })).status).toBe(400);
    expect(rows("SELECT count(*) AS n FROM user_sessions WHERE source = 'real'")[0]!.n).toBe(0);
  });
});
