import { Writable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { authUserSchema } from '../../../../shared/contracts/auth';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { fixedClock } from '../../clock';
import { authSessions, users } from '../../db/schema';
import { SESSION_COOKIE } from '../../http/auth';
import { createLogger } from '../../logger';
import { testClient } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { hashPassword, verifyPassword } from './password';

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
  it('creates accounts: the first is the owner, later ones members; sessions are httpOnly cookies', async () => {
    const s = await hosted();
    const first = testClient(s.url);
    const res = await first.request('POST', '/api/register', { username: 'ann', email: 'ann@example.com', password: PASSWORD });
    expect(res.status).toBe(201);
    const cookies = res.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(new RegExp(`${SESSION_COOKIE}=[^;]+;.*HttpOnly`));
    expect(cookies).toMatch(/SameSite=Lax/);
    expect(authUserSchema.parse(await res.json())).toMatchObject({ username: 'ann', role: 'owner', onboarded: false });
    const { user: bob } = await register(s, 'bob');
    expect(bob.role).toBe('member');
    expect(authUserSchema.parse(await (await first.get('/api/auth/user')).json()).username).toBe('ann');
  });

  it('makes the configured owner email the owner', async () => {
    const s = await hosted({ ownerEmail: 'boss@example.com' });
    await register(s, 'ann');
    const boss = await testClient(s.url).request('POST', '/api/register', { username: 'boss', email: 'boss@example.com', password: PASSWORD });
    expect(authUserSchema.parse(await boss.json()).role).toBe('owner');
  });

  it('answers 401 to /api/auth/user without a session', async () => {
    const s = await hosted();
    const res = await testClient(s.url).get('/api/auth/user');
    expect(res.status).toBe(401);
    expect(errorBodySchema.parse(await res.json()).error.code).toBe('unauthorized');
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
    const res = await client.get('/api/logout');
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

describe('local modes', () => {
  it('sign the local owner in at once and return them where they came from', async () => {
    server = await startTestServer();
    const me = authUserSchema.parse(await (await server.api('/api/auth/user')).json());
    expect(me.role).toBe('owner');
    const res = await server.api('/api/login?returnTo=/pricing', { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/pricing');
    expect((await server.postJson('/api/register', { username: 'x' })).status).toBe(404);
  });
});
