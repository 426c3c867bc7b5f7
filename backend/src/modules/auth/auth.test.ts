import { Writable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { authSessionSchema, authUserSchema } from '../../../../shared/contracts/auth';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { fixedClock } from '../../clock';
import { authSessions, users } from '../../db/schema';
import { SESSION_COOKIE } from '../../http/auth';
import { CSRF_COOKIE } from '../../../../shared/contracts/auth';
import { createLogger } from '../../logger';
import { testClient } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { hashPassword, verifyPassword } from './password';
import { DEVICE_COOKIE, SIGN_IN_LIMITS } from './sign-in-throttle';

const PASSWORD = 'correct horse battery';
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function hosted(extra: Parameters<typeof startTestServer>[0] = {}) {
  server = await startTestServer({ mode: 'hosted', accessToken: undefined, ...extra });
  return server;
}

async function register(s: TestServer, username: string, password = PASSWORD) {
  const client = testClient(s.url);
  const res = await client.request('POST', '/api/register', { username, email: `${username}@example.com`, password, firstName: username });
  expect(res.status).toBe(201);
  return { client, user: authUserSchema.parse(await res.json()) };
}

async function signIn(s: TestServer, identifier: string, password = PASSWORD) {
  const client = testClient(s.url);
  const res = await client.request('POST', '/api/login', { identifier, password });
  expect(res.status).toBe(200);
  return { client };
}

describe('password hashes', () => {
  it('are salted scrypt strings that verify only the right password', async () => {
    const a = await hashPassword(PASSWORD);
    const b = await hashPassword(PASSWORD);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(PASSWORD, a)).toBe(true);
    expect(await verifyPassword('wrong password!', a)).toBe(false);
    expect(await verifyPassword(PASSWORD, 'bcrypt$whatever')).toBe(false);
  });
});

describe('hosted sign-up, sign-in and sign-out', () => {
  it('creates member accounts, the first one too; sessions are httpOnly cookies', async () => {
    const s = await hosted();
    const first = testClient(s.url);
    const res = await first.request('POST', '/api/register', { username: 'ann', email: 'ann@example.com', password: PASSWORD });
    expect(res.status).toBe(201);
    const cookies = res.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(new RegExp(`${SESSION_COOKIE}=[^;]+;.*HttpOnly`));
    expect(cookies).toMatch(/SameSite=Lax/);
    expect(authUserSchema.parse(await res.json())).toMatchObject({ username: 'ann', role: 'member', onboarded: false });
    const { user: bob } = await register(s, 'bob');
    expect(bob.role).toBe('member');
    expect(authUserSchema.parse(await (await first.get('/api/auth/user')).json()).username).toBe('ann');
  });

  it('never makes a sign-up the owner: not the first account, not any spelling of a would-be owner address', async () => {
    const s = await hosted();
    for (const [username, email] of [['first', 'first@example.com'], ['boss', 'boss@example.com'], ['boss2', 'BOSS@Example.COM']] as const) {
      const res = await testClient(s.url).request('POST', '/api/register', { username, email, password: PASSWORD });
      if (res.status === 201) expect(authUserSchema.parse(await res.json()).role, email).toBe('member');
    }
    expect(s.db.select({ n: count() }).from(users).where(eq(users.role, 'owner')).get()!.n).toBe(0);
  });

  it('treats e-mail addresses case-insensitively: one account per address, sign-in in any case, and the database agrees', async () => {
    const s = await hosted();
    await testClient(s.url).request('POST', '/api/register', { username: 'ann', email: 'Ann@Example.com', password: PASSWORD });
    const twin = await testClient(s.url).request('POST', '/api/register', { username: 'ann2', email: 'ANN@EXAMPLE.COM', password: PASSWORD });
    expect(twin.status).toBe(409);
    expect((await testClient(s.url).request('POST', '/api/login', { identifier: 'aNN@example.COM', password: PASSWORD })).status).toBe(200);
    // Whatever writes the table (a race, a script), the unique index on lower(email) holds.
    const insert = (username: string, email: string) => () =>
      s.db.insert(users).values({ username, email, createdAt: TEST_NOW, updatedAt: TEST_NOW }).run();
    expect(insert('ann3', 'ann@example.COM')).toThrow(/UNIQUE/);
    expect(insert('ANN', 'other@example.com')).toThrow(/UNIQUE/);
  });

  it('answers 401 to /api/auth/user without a session', async () => {
    const s = await hosted();
    const res = await testClient(s.url).get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(errorBodySchema.parse(await res.json()).error.code).toBe('unauthorized');
  });

  it('answers 200 to /api/auth/session either way: null for a visitor, the user once signed in', async () => {
    const s = await hosted();
    const visitor = await testClient(s.url).get('/api/auth/session');
    expect(visitor.status).toBe(200);
    expect(authSessionSchema.parse(await visitor.json())).toEqual({ user: null });
    const { client } = await register(s, 'ann');
    const signedIn = authSessionSchema.parse(await (await client.get('/api/auth/session')).json());
    expect(signedIn.user).toMatchObject({ username: 'ann', role: 'member' });
  });

  it('signs in by username or email; a wrong password and an unknown user get the same generic answer', async () => {
    const s = await hosted();
    await register(s, 'ann');
    for (const identifier of ['ann', 'ANN@example.com']) {
      const res = await testClient(s.url).request('POST', '/api/login', { identifier, password: PASSWORD });
      expect(res.status, identifier).toBe(200);
    }
    const wrong = await testClient(s.url).request('POST', '/api/login', { identifier: 'ann', password: 'not the password' });
    const unknown = await testClient(s.url).request('POST', '/api/login', { identifier: 'nobody', password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(errorBodySchema.parse(await wrong.json()).error.message).toBe(errorBodySchema.parse(await unknown.json()).error.message);
  });

  it('throttles failed sign-ins per account, then lets them in after the window', async () => {
    const clock = fixedClock(TEST_NOW);
    const s = await hosted({ clock });
    await register(s, 'ann');
    for (let i = 0; i < 5; i += 1) {
      expect((await testClient(s.url).request('POST', '/api/login', { identifier: 'ann', password: `bad password ${i}` })).status).toBe(401);
    }
    const blocked = await testClient(s.url).request('POST', '/api/login', { identifier: 'ann', password: PASSWORD });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    clock.advance(15 * 60_000 + 1);
    expect((await testClient(s.url).request('POST', '/api/login', { identifier: 'ann', password: PASSWORD })).status).toBe(200);
  });

  it('throttles sign-ups per address', async () => {
    const s = await hosted();
    const c = testClient(s.url);
    for (let i = 0; i < 5; i += 1) await c.request('POST', '/api/register', { username: `u${i}xx`, email: `u${i}@example.com`, password: PASSWORD });
    const res = await c.request('POST', '/api/register', { username: 'u9xx', email: 'u9@example.com', password: PASSWORD });
    expect(res.status).toBe(429);
    expect(s.db.select({ n: count() }).from(users).where(eq(users.username, 'u9xx')).get()!.n).toBe(0);
  });

  it('renews the session id at sign-in: the old cookie stops working', async () => {
    const s = await hosted();
    const { client } = await register(s, 'ann');
    const before = client.cookies.get(SESSION_COOKIE)!;
    expect((await client.request('POST', '/api/login', { identifier: 'ann', password: PASSWORD })).status).toBe(200);
    const after = client.cookies.get(SESSION_COOKIE)!;
    expect(after).not.toBe(before);
    const stale = testClient(s.url, { cookie: `${SESSION_COOKIE}=${before}` });
    expect((await stale.get('/api/auth/user')).status).toBe(401);
    expect(s.db.select({ n: count() }).from(authSessions).get()!.n).toBe(1);
  });

  it('sign-out really ends the session', async () => {
    const s = await hosted();
    const { client } = await register(s, 'ann');
    const token = client.cookies.get(SESSION_COOKIE)!;
    // The app's own Sign out link: a same-origin navigation.
    const res = await client.request('GET', '/api/logout', undefined, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    expect(s.db.select({ n: count() }).from(authSessions).get()!.n).toBe(0);
    expect((await testClient(s.url, { cookie: `${SESSION_COOKIE}=${token}` }).get('/api/dashboard')).status).toBe(401);
  });

  it('refuses state-changing requests without the CSRF token or from a foreign Origin', async () => {
    const s = await hosted();
    const { client } = await register(s, 'ann');
    const body = { income: 5000, mode: 'goal-mode' };
    expect((await client.request('PUT', '/api/user/budget-settings', body, { csrf: false })).status).toBe(403);
    expect((await client.request('PUT', '/api/user/budget-settings', body, { csrf: false, headers: { 'x-csrf-token': 'forged' } })).status).toBe(403);
    expect((await client.request('PUT', '/api/user/budget-settings', body, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    const row = () => s.db.select({ income: users.incomeCents }).from(users).where(eq(users.username, 'ann')).get()!.income;
    expect(row()).toBe(0);
    expect((await client.request('PUT', '/api/user/budget-settings', body)).status).toBe(200);
    expect(row()).toBe(500_000);
  });

  it('serves the sign-in page and accepts its form posts only with the form token', async () => {
    const s = await hosted();
    await register(s, 'ann');
    const browser = testClient(s.url);
    const page = await browser.get('/api/login?returnTo=/dashboard');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Create account');
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1]!;
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const forged = await testClient(s.url).request('POST', '/api/login', undefined, {
      raw: form({ identifier: 'ann', password: PASSWORD, csrf }),
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(forged.status).toBe(403);
    const bad = await browser.request('POST', '/api/login', undefined, {
      raw: form({ identifier: 'ann', password: 'wrong password', csrf }),
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(bad.status).toBe(401);
    expect(await bad.text()).toContain('Incorrect username/email or password.');
    const csrf2 = /name="csrf" value="([^"]+)"/.exec(await (await browser.get('/api/login')).text())![1]!;
    const ok = await browser.request('POST', '/api/login', undefined, {
      raw: form({ identifier: 'ann', password: PASSWORD, csrf: csrf2, returnTo: '/dashboard' }),
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/dashboard');
    expect(browser.cookies.has(SESSION_COOKIE)).toBe(true);
  });

  it('never sends another site as the place to return to', async () => {
    const s = await hosted();
    for (const target of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      const res = await testClient(s.url).get(`/api/login?returnTo=${encodeURIComponent(target)}`);
      expect(await res.text()).not.toContain('evil.example');
    }
  });

  it('rejects bad sign-up and sign-in input with 400 and stores nothing', async () => {
    const s = await hosted();
    const bodies: unknown[] = [
      {},
      { username: 'ab', email: 'a@example.com', password: PASSWORD },
      { username: 'ann', email: 'not-an-email', password: PASSWORD },
      { username: 'ann', email: 'a@example.com', password: 'short' },
      { username: 'ann<script>', email: 'a@example.com', password: PASSWORD },
      { username: 'ann', email: 'a@example.com', password: PASSWORD, role: 'owner' },
      { username: 'ann', email: 'a@example.com', password: 12345678901 },
      { username: 'ann', email: 'a@example.com', password: 'x'.repeat(201) },
    ];
    for (const body of bodies) {
      const res = await testClient(s.url).request('POST', '/api/register', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      errorBodySchema.parse(await res.json());
    }
    expect(s.db.select({ n: count() }).from(users).where(eq(users.username, 'ann')).get()!.n).toBe(0);
    for (const body of [{}, { identifier: '', password: 'x' }, { identifier: 'ann' }, { identifier: 'ann', password: 'x', extra: 1 }]) {
      expect((await testClient(s.url).request('POST', '/api/login', body)).status).toBe(400);
    }
  });

  it('keeps passwords out of responses and logs', async () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'debug', destination: new Writable({ write: (c, _e, done) => (lines.push(String(c)), done()) }) });
    const s = await hosted({ logger });
    const { client } = await register(s, 'ann', 'super secret passphrase');
    await testClient(s.url).request('POST', '/api/login', { identifier: 'ann', password: 'wrong secret passphrase' });
    const me = await (await client.get('/api/auth/user')).text();
    expect(me).not.toContain('passphrase');
    expect(me).not.toContain('scrypt');
    const logs = lines.join('');
    expect(logs).not.toContain('passphrase');
    expect(logs).not.toContain('scrypt$');
  });
});

describe('sign-out from another site (hosted)', () => {
  const alive = async (s: TestServer, token: string) =>
    (await testClient(s.url, { cookie: `${SESSION_COOKIE}=${token}` }).get('/api/auth/user')).status === 200;

  it('a cross-site GET /api/logout does not end the session; the app’s own link does', async () => {
    const s = await hosted();
    const { client } = await register(s, 'ann');
    const token = client.cookies.get(SESSION_COOKIE)!;
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      // Browsers without Sec-Fetch-Site: the Referer or Origin decides; with neither, nothing proves it is us.
      { referer: 'https://evil.example/page' },
      { origin: 'https://evil.example' },
      {},
    ];
    for (const headers of foreign) {
      const res = await client.request('GET', '/api/logout', undefined, { headers });
      const label = JSON.stringify(headers);
      expect(res.status, label).toBe(200);
      expect(res.headers.getSetCookie().join(''), label).not.toContain(`${SESSION_COOKIE}=;`);
      // It asks instead, with a form that posts the session's CSRF token.
      const html = await res.text();
      expect(html, label).toContain('action="/api/logout"');
      expect(html, label).toContain(`value="${decodeURIComponent(client.cookies.get(CSRF_COOKIE)!)}"`);
      expect(await alive(s, token), label).toBe(true);
    }
    const own = await client.request('GET', '/api/logout', undefined, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(303);
    expect(await alive(s, token)).toBe(false);

    // An old browser (no Sec-Fetch-Site) on our own page, or the address bar.
    const ours: Record<string, string>[] = [{ referer: `${s.url}/dashboard` }, { 'sec-fetch-site': 'none' }];
    for (const headers of ours) {
      const { client: again } = await signIn(s, 'ann');
      const t = again.cookies.get(SESSION_COOKIE)!;
      expect((await again.request('GET', '/api/logout', undefined, { headers })).status, JSON.stringify(headers)).toBe(303);
      expect(await alive(s, t), JSON.stringify(headers)).toBe(false);
    }
  });

  it('POST /api/logout needs the session’s CSRF token and no foreign Origin; the ask page’s form works', async () => {
    const s = await hosted();
    const { client } = await register(s, 'ann');
    const token = client.cookies.get(SESSION_COOKIE)!;
    expect((await client.request('POST', '/api/logout', undefined, { csrf: false })).status).toBe(403);
    expect((await client.request('POST', '/api/logout', undefined, { csrf: false, headers: { 'x-csrf-token': 'forged' } })).status).toBe(403);
    expect((await client.request('POST', '/api/logout', undefined, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    const forgedForm = await client.request('POST', '/api/logout', undefined, { csrf: false, raw: 'csrf=forged', contentType: 'application/x-www-form-urlencoded' });
    expect(forgedForm.status).toBe(403);
    expect(await alive(s, token)).toBe(true);

    const page = await (await client.request('GET', '/api/logout', undefined, { headers: { 'sec-fetch-site': 'cross-site' } })).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)![1]!;
    const confirmed = await client.request('POST', '/api/logout', undefined, { csrf: false, raw: `csrf=${encodeURIComponent(csrf)}`, contentType: 'application/x-www-form-urlencoded' });
    expect(confirmed.status).toBe(303);
    expect(await alive(s, token)).toBe(false);

    // The app's own POST (X-CSRF-Token) signs out too.
    const { client: again } = await signIn(s, 'ann');
    const t = again.cookies.get(SESSION_COOKIE)!;
    expect((await again.request('POST', '/api/logout')).status).toBe(204);
    expect(await alive(s, t)).toBe(false);
  });
});

describe('sign-in throttling (hosted)', () => {
  /** Behind a trusted proxy the client address is X-Forwarded-For's: tests pick it per request. */
  const from = (s: TestServer, ip: string, identifier: string, password: string, client = testClient(s.url)) =>
    client.request('POST', '/api/login', { identifier, password }, { headers: { 'x-forwarded-for': ip } });

  it('counts the username and the e-mail address of one account against one budget', async () => {
    const s = await hosted();
    await register(s, 'ann');
    for (const identifier of ['ann', 'ANN@example.com', 'Ann', 'ann@EXAMPLE.com', 'ann']) {
      expect((await testClient(s.url).request('POST', '/api/login', { identifier, password: 'wrong password' })).status, identifier).toBe(401);
    }
    for (const identifier of ['ann', 'ann@example.com']) {
      const res = await testClient(s.url).request('POST', '/api/login', { identifier, password: PASSWORD });
      expect(res.status, identifier).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('refuses an attacker at one address while the real user signs in from another at once', async () => {
    const clock = fixedClock(TEST_NOW);
    const s = await hosted({ clock, trustProxy: true });
    await register(s, 'ann');
    for (let i = 0; i < SIGN_IN_LIMITS.perClientAndAccount; i += 1) {
      expect((await from(s, '203.0.113.7', i % 2 ? 'ann' : 'ann@example.com', `guess ${i}`)).status).toBe(401);
    }
    // The attacker's address is done for 15 minutes, right password or not (nothing to learn).
    const refused = await from(s, '203.0.113.7', 'ann', PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // Ann, at home, with a browser that never signed in here: no lock-out, no wait.
    expect((await from(s, '198.51.100.20', 'ann', PASSWORD)).status).toBe(200);
    clock.advance(10 * 60_000);
    expect((await from(s, '203.0.113.7', 'ann', 'guess 6')).status).toBe(429);
  });

  it('rotating addresses buys at most one guess per 30 s against an account, and the real user still gets in', async () => {
    const clock = fixedClock(TEST_NOW);
    const s = await hosted({ clock, trustProxy: true });
    const { client: annBrowser } = await register(s, 'ann');
    expect(annBrowser.cookies.has(DEVICE_COOKIE)).toBe(true);
    let n = 0;
    const guess = () => {
      n += 1;
      return from(s, `10.0.${n >> 8}.${n & 255}`, n % 2 ? 'ann' : 'ANN@example.com', `guess number ${n}`);
    };
    // At one instant: a handful of guesses over every address together, then a wait.
    let accepted = 0;
    let wait = 0;
    for (let i = 0; i < 40 && wait === 0; i += 1) {
      const res = await guess();
      if (res.status === 401) accepted += 1;
      else {
        expect(res.status).toBe(429);
        wait = Number(res.headers.get('retry-after'));
      }
    }
    expect(accepted).toBeLessThanOrEqual(SIGN_IN_LIMITS.accountFreeFailures + 1);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(30);
    // Ten minutes of a new address every 10 s: slowed to one guess per 30 s, not locked.
    let later = 0;
    for (let second = 0; second < 600; second += 10) {
      clock.advance(10_000);
      if ((await guess()).status === 401) later += 1;
    }
    expect(later).toBeGreaterThan(10);
    expect(later).toBeLessThanOrEqual(600 / 30 + 5);
    // Ann's own browser (its device cookie) is not slowed by the attack...
    expect((await annBrowser.request('POST', '/api/login', { identifier: 'ann', password: PASSWORD }, { headers: { 'x-forwarded-for': '198.51.100.20' } })).status).toBe(200);
    // ...and on a new device she waits at most 30 s for the attacker's next slot.
    const fresh = await from(s, '198.51.100.99', 'ann', PASSWORD);
    if (fresh.status === 429) {
      expect(Number(fresh.headers.get('retry-after'))).toBeLessThanOrEqual(30);
      clock.advance(Number(fresh.headers.get('retry-after')) * 1000);
      expect((await from(s, '198.51.100.99', 'ann', PASSWORD)).status).toBe(200);
    } else expect(fresh.status).toBe(200);
  }, 60_000);

  it('a burst of parallel guesses cannot overtake the limits', async () => {
    const s = await hosted();
    await register(s, 'ann');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => testClient(s.url).request('POST', '/api/login', { identifier: 'ann', password: `parallel ${i}` })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((x) => x === 401).length).toBe(SIGN_IN_LIMITS.perClientAndAccount);
    expect(statuses.filter((x) => x === 429).length).toBe(12 - SIGN_IN_LIMITS.perClientAndAccount);
  });

  it('without TRUST_PROXY a forged X-Forwarded-For changes nothing', async () => {
    const s = await hosted();
    await register(s, 'ann');
    for (let i = 0; i < SIGN_IN_LIMITS.perClientAndAccount; i += 1) expect((await from(s, `203.0.113.${i + 1}`, 'ann', 'wrong password')).status).toBe(401);
    expect((await from(s, '203.0.113.99', 'ann', PASSWORD)).status).toBe(429);
  });
});

describe('local modes', () => {
  it('sign the local owner in at once and return them where they came from', async () => {
    server = await startTestServer();
    const me = authUserSchema.parse(await (await server.api('/api/auth/user')).json());
    expect(me.role).toBe('owner');
    expect(authSessionSchema.parse(await (await server.api('/api/auth/session')).json()).user).toEqual(me);
    const res = await server.api('/api/login?returnTo=/pricing', { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/pricing');
    expect((await server.postJson('/api/register', { username: 'x' })).status).toBe(404);
  });
});
