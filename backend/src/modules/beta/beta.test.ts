import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BETA_SIGNUP_WINDOW_MS,
  BETA_SPOTS_TOTAL,
  betaSignupResponseSchema,
  betaStatusSchema,
} from '../../../../shared/contracts/beta';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { fixedClock } from '../../clock';
import { openDatabase } from '../../db/open';
import { betaSignups, conversionEvents } from '../../db/schema';
import { registerTestUser, testClient, type TestClient } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { betaRepository } from './repository';
import { BETA_SIGNUPS_PER_HOUR } from './routes';

const HOUR = 3_600_000;
const signup = (email: string, extra: Record<string, unknown> = {}) => ({ email, name: 'Ada Lovelace', financialGoal: 'Pay off my card', ...extra });

describe('beta signup and status (hosted, public)', () => {
  let server: TestServer;
  let clock: ReturnType<typeof fixedClock>;
  let visitor: TestClient;
  const rows = () => server.db.select({ n: count() }).from(betaSignups).get()!.n;
  const status = async () => {
    const res = await visitor.get('/api/beta/status');
    expect(res.status).toBe(200);
    return betaStatusSchema.parse(await res.json());
  };

  beforeAll(async () => {
    clock = fixedClock(TEST_NOW);
    server = await startTestServer({ mode: 'hosted', accessToken: undefined, clock, seedDemo: false });
    visitor = testClient(server.url);
  });
  afterAll(() => server.close());

  it('answers the status to anyone: 100 spots, none taken, closing 48 h after the first start', async () => {
    expect(await status()).toEqual({
      spotsTotal: BETA_SPOTS_TOTAL,
      spotsTaken: 0,
      spotsLeft: BETA_SPOTS_TOTAL,
      closesAt: TEST_NOW + BETA_SIGNUP_WINDOW_MS,
      now: TEST_NOW,
      open: true,
    });
  });

  it('stores an anonymous signup with the email lower-cased and the campaign tags', async () => {
    const res = await visitor.request('POST', '/api/beta-signup', signup('  Ada@Example.COM ', { referralSource: 'A friend', utmSource: 'twitter', utmCampaign: 'launch' }));
    expect(res.status).toBe(201);
    expect(betaSignupResponseSchema.parse(await res.json())).toEqual({ alreadySignedUp: false });
    const row = server.db.select().from(betaSignups).where(eq(betaSignups.email, 'ada@example.com')).get();
    expect(row).toMatchObject({ name: 'Ada Lovelace', financialGoal: 'Pay off my card', referralSource: 'A friend', utmSource: 'twitter', utmCampaign: 'launch', userId: null, source: 'real', createdAt: TEST_NOW });
  });

  it('keeps the signed-in user’s id', async () => {
    const { client, userId } = await registerTestUser(server.url, 'grace');
    const res = await client.request('POST', '/api/beta-signup', signup('grace@example.com'));
    expect(res.status).toBe(201);
    expect(server.db.select().from(betaSignups).where(eq(betaSignups.email, 'grace@example.com')).get()?.userId).toBe(userId);
  });

  it('answers a known email kindly (200, alreadySignedUp) and stores nothing more', async () => {
    const before = rows();
    const res = await visitor.request('POST', '/api/beta-signup', signup('ADA@example.com', { name: 'Someone Else' }));
    expect(res.status).toBe(200);
    expect(betaSignupResponseSchema.parse(await res.json())).toEqual({ alreadySignedUp: true });
    expect(rows()).toBe(before);
    expect(server.db.select().from(betaSignups).where(eq(betaSignups.email, 'ada@example.com')).get()?.name).toBe('Ada Lovelace');
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const before = rows();
    const bad = [
      signup('not-an-email'),
      signup('x@example.com', { name: '   ' }),
      signup('x@example.com', { financialGoal: '' }),
      { email: 'x@example.com', name: 'No goal' },
      signup('x@example.com', { name: 'n'.repeat(500) }),
      signup('x@example.com', { admin: true }),
      signup('x@example.com', { referralSource: 42 }),
      [],
    ];
    for (const body of bad) {
      const res = await visitor.request('POST', '/api/beta-signup', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(errorBodySchema.parse(await res.json()).error.code).toBe('validation_error');
    }
    expect(rows()).toBe(before);
  });

  it('counts the real rows, and the deadline stays the same across calls and restarts', async () => {
    const first = await status();
    expect(first.spotsTaken).toBe(rows());
    expect(first.spotsLeft).toBe(BETA_SPOTS_TOTAL - rows());
    clock.advance(HOUR);
    const second = await status();
    expect(second.closesAt).toBe(first.closesAt);
    expect(second.now).toBe(first.now + HOUR);
    // A restart reads the stored deadline back instead of starting a new 48 hours.
    expect(betaRepository(server.db).closesAt(clock.now() + 10 * HOUR)).toBe(first.closesAt);
  });

  it('closes at the deadline: the status says so and new signups get 409, known ones stay kind', async () => {
    clock.advance(BETA_SIGNUP_WINDOW_MS);
    const s = await status();
    expect(s.open).toBe(false);
    const before = rows();
    const res = await visitor.request('POST', '/api/beta-signup', signup('late@example.com'));
    expect(res.status).toBe(409);
    expect(errorBodySchema.parse(await res.json()).error.code).toBe('beta_closed');
    const again = await visitor.request('POST', '/api/beta-signup', signup('ada@example.com'));
    expect(again.status).toBe(200);
    expect(rows()).toBe(before);
  });
});

describe('beta limits', () => {
  it('refuses a signup once all spots are taken', async () => {
    const server = await startTestServer({ seedDemo: false });
    try {
      server.db.insert(betaSignups).values(Array.from({ length: BETA_SPOTS_TOTAL }, (_, i) => ({ email: `p${i}@example.com`, name: `P${i}`, financialGoal: 'Save' }))).run();
      const status = betaStatusSchema.parse(await (await server.api('/api/beta/status')).json());
      expect(status).toMatchObject({ spotsTaken: BETA_SPOTS_TOTAL, spotsLeft: 0, open: false });
      const res = await server.postJson('/api/beta-signup', signup('one-more@example.com'));
      expect(res.status).toBe(409);
      expect(errorBodySchema.parse(await res.json()).error.code).toBe('beta_full');
    } finally {
      await server.close();
    }
  });

  it('rate-limits signups per address, and the window passes', async () => {
    const clock = fixedClock(TEST_NOW);
    const server = await startTestServer({ seedDemo: false, clock });
    try {
      for (let i = 0; i < BETA_SIGNUPS_PER_HOUR; i++) {
        expect((await server.postJson('/api/beta-signup', signup(`r${i}@example.com`))).status).toBe(201);
      }
      const limited = await server.postJson('/api/beta-signup', signup('over@example.com'));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(server.db.select().from(betaSignups).where(eq(betaSignups.email, 'over@example.com')).get()).toBeUndefined();
      clock.advance(HOUR);
      expect((await server.postJson('/api/beta-signup', signup('over@example.com'))).status).toBe(201);
    } finally {
      await server.close();
    }
  });

  it('stores the local demo user as the signer in local mode', async () => {
    const server = await startTestServer();
    try {
      expect((await server.postJson('/api/beta-signup', signup('local@example.com'))).status).toBe(201);
      expect(server.db.select().from(betaSignups).where(eq(betaSignups.email, 'local@example.com')).get()?.userId).toBeTruthy();
    } finally {
      await server.close();
    }
  });
});

describe('the deadline is written once', () => {
  it('keeps the first value whatever later starts say', () => {
    const db = openDatabase({ file: ':memory:' });
    try {
      const repo = betaRepository(db);
      expect(repo.closesAt(1_000)).toBe(1_000 + BETA_SIGNUP_WINDOW_MS);
      expect(repo.closesAt(9_999_999)).toBe(1_000 + BETA_SIGNUP_WINDOW_MS);
    } finally {
      db.$client.close();
    }
  });
});

describe('one beta count for /beta and the owner dashboards', () => {
  it('GET /api/beta/status counts real signups only: demo conversions and demo rows take no spot on either screen', async () => {
    // Local demo mode: the owner's dashboards include demo rows in their period figures.
    const server = await startTestServer();
    try {
      const beta = async () => betaStatusSchema.parse(await (await server.api('/api/beta/status')).json());
      const monthOfSignups = async () => {
        const res = await server.api('/api/analytics/conversions?period=30d&tzOffset=0');
        expect(res.status).toBe(200);
        return (await res.json()) as { betaSignups: number; includesDemoData: boolean };
      };
      const start = await beta();
      const startMonth = await monthOfSignups();
      // What made /traffic-dashboard say "67/100" while /beta said "98 of 100 left": demo beta
      // conversions in the last 30 days. They stay a (labelled) traffic figure, never a spot.
      server.db
        .insert(conversionEvents)
        .values(Array.from({ length: 5 }, () => ({ type: 'beta_signup', source: 'demo' as const, timestamp: TEST_NOW - HOUR })))
        .run();
      server.db.insert(betaSignups).values({ email: 'demo-visitor@example.com', name: 'Demo', financialGoal: 'Save', source: 'demo' }).run();
      const month = await monthOfSignups();
      expect(month.betaSignups).toBe(startMonth.betaSignups + 5);
      expect(month.includesDemoData).toBe(true);
      expect(await beta()).toMatchObject({ spotsTaken: start.spotsTaken, spotsLeft: start.spotsLeft });

      // A real signup takes exactly one spot, in the one answer both screens read.
      expect((await server.postJson('/api/beta-signup', signup('real-person@example.com'))).status).toBe(201);
      const after = await beta();
      expect(after).toMatchObject({ spotsTaken: start.spotsTaken + 1, spotsLeft: start.spotsLeft - 1 });
      expect(after.spotsTaken).toBe(server.db.select({ n: count() }).from(betaSignups).where(eq(betaSignups.source, 'real')).get()!.n);
    } finally {
      await server.close();
    }
  });
});
