import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { fixedClock } from '../../clock';
import { conversionEvents } from '../../db/schema';
import { testClient, type TestClient } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { CONVERSION_EVENTS_PER_WINDOW } from './routes';

describe('POST /api/analytics/conversion-event', () => {
  let server: TestServer;
  let visitor: TestClient;
  const clock = fixedClock(TEST_NOW);
  const rows = () => server.db.select({ n: count() }).from(conversionEvents).get()!.n;
  const latest = () => server.db.select().from(conversionEvents).orderBy(desc(conversionEvents.timestamp)).limit(1).get();

  beforeAll(async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined, seedDemo: false, clock });
    visitor = testClient(server.url);
  });
  afterAll(() => server.close());

  it('is public in hosted mode and stores one conversion_events row', async () => {
    const res = await visitor.request('POST', '/api/analytics/conversion-event', { event: 'beta_page_visit', source: 'twitter', value: 1.5, campaign: 'launch' });
    expect(res.status).toBe(204);
    expect(latest()).toMatchObject({ type: 'beta_page_visit', valueCents: 150, metadata: { source: 'twitter', campaign: 'launch' }, userId: null, source: 'real', timestamp: TEST_NOW });
  });

  it('defaults the value to 0', async () => {
    clock.advance(1);
    const res = await visitor.request('POST', '/api/analytics/conversion-event', { event: 'beta_page_visit', source: 'newsletter' });
    expect(res.status).toBe(204);
    expect(latest()).toMatchObject({ valueCents: 0, metadata: { source: 'newsletter' } });
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const before = rows();
    const bad: unknown[] = [
      { event: 'Beta Visit', source: 'x' },
      { event: 'beta_page_visit' },
      { event: 'beta_page_visit', source: '' },
      { event: 'beta_page_visit', source: 's'.repeat(101) },
      { event: 'beta_page_visit', source: 'x', value: -1 },
      { event: 'beta_page_visit', source: 'x', value: '10' },
      { event: 'beta_page_visit', source: 'x', value: 1e12 },
      { event: 'beta_page_visit', source: 'x', extra: true },
      [],
    ];
    for (const body of bad) {
      const res = await visitor.request('POST', '/api/analytics/conversion-event', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorBodySchema.parse(await res.json()).error.code).toBe('validation_error');
    }
    expect(rows()).toBe(before);
  });

  it('bounds what one address can write', async () => {
    const limited = await startTestServer({ seedDemo: false, clock: fixedClock(TEST_NOW) });
    try {
      for (let i = 0; i < CONVERSION_EVENTS_PER_WINDOW; i++) {
        expect((await limited.postJson('/api/analytics/conversion-event', { event: 'beta_page_visit', source: 'x' })).status).toBe(204);
      }
      const res = await limited.postJson('/api/analytics/conversion-event', { event: 'beta_page_visit', source: 'x' });
      expect(res.status).toBe(429);
      expect(limited.db.select({ n: count() }).from(conversionEvents).get()!.n).toBe(CONVERSION_EVENTS_PER_WINDOW);
    } finally {
      await limited.close();
    }
  });
});
