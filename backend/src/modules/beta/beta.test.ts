import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BETA_DEFAULT_LENGTH_DAYS,
  BETA_SPOTS_TOTAL,
  betaSignupResponseSchema,
  betaStatusSchema,
} from '../../../../shared/contracts/beta';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { DAY_MS } from '../../../../shared/dates';
import { fixedClock } from '../../clock';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/open';
import { appSettings, betaSignups, conversionEvents } from '../../db/schema';
import { registerTestUser, testClient, type TestClient } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { BETA_FIRST_START_KEY, betaRepository, LEGACY_BETA_CLOSES_AT_KEY } from './repository';
import { BETA_SIGNUPS_PER_HOUR } from './routes';

const HOUR = 3_600_000;
const DEFAULT_WINDOW_MS = BETA_DEFAULT_LENGTH_DAYS * DAY_MS;
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

  it('answers the status to anyone: 100 spots, none taken, open from the first start for 30 days', async () => {
    expect(await status()).toEqual({
      spotsTotal: BETA_SPOTS_TOTAL,
      spotsTaken: 0,
      spotsLeft: BETA_SPOTS_TOTAL,
      opensAt: TEST_NOW,
      closesAt: TEST_NOW + 30 * DAY_MS,
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
    // A restart reads the stored first start back instead of starting a new window.
    expect(betaRepository(server.db).firstStart(clock.now() + 10 * HOUR)).toBe(first.opensAt);
  });

  it('closes at the deadline: the status says so and new signups get 409, known ones stay kind', async () => {
    clock.advance(DEFAULT_WINDOW_MS);
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

describe('the first start is written once', () => {
  it('keeps the first value whatever later starts say', () => {
    const db = openDatabase({ file: ':memory:' });
    try {
      const repo = betaRepository(db);
      expect(repo.firstStart(1_000)).toBe(1_000);
      expect(repo.firstStart(9_999_999)).toBe(1_000);
    } finally {
      db.$client.close();
    }
  });

  it('an install from before the configured window keeps its first start (its old 48 h deadline minus 48 h)', () => {
    const db = openDatabase({ file: ':memory:' });
    try {
      db.insert(appSettings).values({ key: LEGACY_BETA_CLOSES_AT_KEY, value: String(TEST_NOW + 48 * HOUR), updatedAt: TEST_NOW }).run();
      expect(betaRepository(db).firstStart(TEST_NOW + 100 * HOUR)).toBe(TEST_NOW);
      expect(db.select().from(appSettings).where(eq(appSettings.key, BETA_FIRST_START_KEY)).get()?.value).toBe(String(TEST_NOW));
    } finally {
      db.$client.close();
    }
  });
});

describe('the configured beta window (BETA_START, BETA_LENGTH_DAYS)', () => {
  const start = TEST_NOW + 2 * DAY_MS;

  it('is closed before its start, open from the start, closed at start + length; signups follow', async () => {
    const clock = fixedClock(TEST_NOW);
    const server = await startTestServer({ seedDemo: false, clock, beta: { start, lengthDays: 7 } });
    try {
      const status = async () => betaStatusSchema.parse(await (await server.api('/api/beta/status')).json());
      expect(await status()).toMatchObject({ opensAt: start, closesAt: start + 7 * DAY_MS, open: false, now: TEST_NOW });
      const early = await server.postJson('/api/beta-signup', signup('early@example.com'));
      expect(early.status).toBe(409);
      const error = errorBodySchema.parse(await early.json()).error;
      expect(error).toMatchObject({ code: 'beta_not_open', message: 'The beta signup opens on 2026-11-23.' });

      clock.advance(start - clock.now());
      expect(await status()).toMatchObject({ open: true, now: start });
      expect((await server.postJson('/api/beta-signup', signup('early@example.com'))).status).toBe(201);

      clock.advance(7 * DAY_MS - 1);
      expect((await status()).open).toBe(true);
      expect((await server.postJson('/api/beta-signup', signup('last-minute@example.com'))).status).toBe(201);

      clock.advance(1);
      expect((await status()).open).toBe(false);
      const late = await server.postJson('/api/beta-signup', signup('late@example.com'));
      expect(late.status).toBe(409);
      expect(errorBodySchema.parse(await late.json()).error.code).toBe('beta_closed');
      expect(server.db.select({ n: count() }).from(betaSignups).get()!.n).toBe(2);
    } finally {
      await server.close();
    }
  });

  it('a start in the past with a long enough length is open now, whatever the install’s first start', async () => {
    const server = await startTestServer({ seedDemo: false, beta: { start: TEST_NOW - 40 * DAY_MS, lengthDays: 60 } });
    try {
      const s = betaStatusSchema.parse(await (await server.api('/api/beta/status')).json());
      expect(s).toMatchObject({ opensAt: TEST_NOW - 40 * DAY_MS, closesAt: TEST_NOW + 20 * DAY_MS, open: true });
    } finally {
      await server.close();
    }
  });

  it('a length alone keeps the first start: 1 day is over after 24 hours', async () => {
    const clock = fixedClock(TEST_NOW);
    const server = await startTestServer({ seedDemo: false, clock, beta: { lengthDays: 1 } });
    try {
      const status = async () => betaStatusSchema.parse(await (await server.api('/api/beta/status')).json());
      expect(await status()).toMatchObject({ opensAt: TEST_NOW, closesAt: TEST_NOW + DAY_MS, open: true });
      clock.advance(DAY_MS);
      expect((await status()).open).toBe(false);
    } finally {
      await server.close();
    }
  });

  it('config reads BETA_START as an ISO date (UTC midnight) or date-time and BETA_LENGTH_DAYS as whole days', () => {
    expect(loadConfig({}).beta).toEqual({ start: undefined, lengthDays: BETA_DEFAULT_LENGTH_DAYS });
    expect(loadConfig({ BETA_START: '2026-12-01', BETA_LENGTH_DAYS: '14' }).beta).toEqual({ start: Date.UTC(2026, 11, 1), lengthDays: 14 });
    expect(loadConfig({ BETA_START: '2026-12-01T09:30:00+02:00' }).beta.start).toBe(Date.UTC(2026, 11, 1, 7, 30));
    expect(() => loadConfig({ BETA_START: 'next monday' })).toThrow(/BETA_START must be an ISO date/);
    expect(() => loadConfig({ BETA_START: '2026-13-01' })).toThrow(/BETA_START/);
    expect(() => loadConfig({ BETA_LENGTH_DAYS: '0' })).toThrow(/BETA_LENGTH_DAYS must be at least 1/);
    expect(() => loadConfig({ BETA_LENGTH_DAYS: '2.5' })).toThrow(/BETA_LENGTH_DAYS must be a whole number/);
    expect(() => loadConfig({ BETA_LENGTH_DAYS: 'month' })).toThrow(/BETA_LENGTH_DAYS/);
    expect(() => loadConfig({ BETA_LENGTH_DAYS: '5000' })).toThrow(/BETA_LENGTH_DAYS must be at most 3650/);
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
