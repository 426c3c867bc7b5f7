/**
 * Hosted account self-service over the real server (docs/security.md "Accounts and sessions
 * (hosted)" and "Password reset (hosted)"): change password, sign out everywhere, and the
 * owner-issued one-time reset code.
 */
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { accountListResponseSchema, CSRF_COOKIE, issuedResetSchema, PASSWORD_RESET_TTL_MS } from '../../../../shared/contracts/auth';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { fixedClock } from '../../clock';
import { passwordResets, users } from '../../db/schema';
import { SESSION_COOKIE } from '../../http/auth';
import { createLogger } from '../../logger';
import { registerTestOwner, registerTestUser, testClient, TEST_PASSWORD, type TestClient } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { SIGN_IN_LIMITS } from './sign-in-throttle';

const NEW_PASSWORD = 'a brand new passphrase';
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function hosted(extra: Parameters<typeof startTestServer>[0] = {}) {
  server = await startTestServer({ mode: 'hosted', accessToken: undefined, ...extra });
  return server;
}

const login = (s: TestServer, identifier: string, password: string) => testClient(s.url).request('POST', '/api/login', { identifier, password });

async function signIn(s: TestServer, identifier: string, password = TEST_PASSWORD): Promise<TestClient> {
  const client = testClient(s.url);
  const res = await client.request('POST', '/api/login', { identifier, password });
  expect(res.status).toBe(200);
  return client;
}

const alive = async (client: TestClient) => (await client.get('/api/auth/user')).status === 200;
const errorOf = async (res: Response) => errorBodySchema.parse(await res.json()).error;
const hashOf = (s: TestServer, username: string) => s.db.select({ h: users.passwordHash }).from(users).where(eq(users.username, username)).get()!.h;

describe('change password (hosted)', () => {
  it('refuses a wrong current password with a 400 and changes nothing', async () => {
    const s = await hosted();
    const { client } = await registerTestUser(s.url, 'ann');
    const other = await signIn(s, 'ann');
    const before = hashOf(s, 'ann');
    const res = await client.request('POST', '/api/auth/password', { currentPassword: 'not my password', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'wrong_password', message: 'Your current password is not correct. Nothing was changed.' });
    expect(hashOf(s, 'ann')).toBe(before);
    expect(await alive(client)).toBe(true);
    expect(await alive(other)).toBe(true);
    expect((await login(s, 'ann', TEST_PASSWORD)).status).toBe(200);
    expect((await login(s, 'ann', NEW_PASSWORD)).status).toBe(401);
  });

  it('applies the sign-up rule and the confirmation, with clear 400 messages', async () => {
    const s = await hosted();
    const { client } = await registerTestUser(s.url, 'ann');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ currentPassword: TEST_PASSWORD, newPassword: 'short', confirmPassword: 'short' }, 'Password must be at least 10 characters'],
      [{ currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: 'something else entirely' }, 'The new passwords do not match'],
      [{ currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }, 'The new password must differ from the current one'],
      [{ currentPassword: '', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'Enter your current password'],
    ];
    const before = hashOf(s, 'ann');
    for (const [body, message] of cases) {
      const res = await client.request('POST', '/api/auth/password', body);
      expect(res.status, message).toBe(400);
      expect((await errorOf(res)).message, message).toContain(message);
    }
    expect(hashOf(s, 'ann')).toBe(before);
  });

  it('sets the new password, signs the other sessions out and keeps this one', async () => {
    const s = await hosted();
    const { client } = await registerTestUser(s.url, 'ann');
    const laptop = await signIn(s, 'ann');
    const phone = await signIn(s, 'ann@example.com');
    const { client: bob } = await registerTestUser(s.url, 'bob');
    const res = await client.request('POST', '/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ otherSessionsEnded: 2 });
    expect(await alive(client)).toBe(true);
    expect(await alive(laptop)).toBe(false);
    expect(await alive(phone)).toBe(false);
    // Someone else's session is none of this account's business.
    expect(await alive(bob)).toBe(true);
    expect((await login(s, 'ann', TEST_PASSWORD)).status).toBe(401);
    expect((await login(s, 'ann', NEW_PASSWORD)).status).toBe(200);
  });

  it('needs the CSRF token, and counts wrong current passwords against the sign-in throttle', async () => {
    const s = await hosted();
    const { client } = await registerTestUser(s.url, 'ann');
    const body = (currentPassword: string) => ({ currentPassword, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect((await client.request('POST', '/api/auth/password', body(TEST_PASSWORD), { csrf: false })).status).toBe(403);
    expect((await testClient(s.url).request('POST', '/api/auth/password', body(TEST_PASSWORD))).status).toBe(401);
    // A fresh browser (no device cookie), like a thief holding a session cookie only.
    const thief = testClient(s.url, { cookie: `${SESSION_COOKIE}=${client.cookies.get(SESSION_COOKIE)!}` });
    const thiefCsrf = { 'x-csrf-token': decodeURIComponent(client.cookies.get(CSRF_COOKIE)!) };
    for (let i = 0; i < SIGN_IN_LIMITS.perClientAndAccount; i += 1) {
      const res = await thief.request('POST', '/api/auth/password', body(`guess number ${i}`), { headers: thiefCsrf });
      expect(res.status).toBe(400);
    }
    const blocked = await thief.request('POST', '/api/auth/password', body(TEST_PASSWORD), { headers: thiefCsrf });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The sign-in page refuses this address for the account too: one budget.
    expect((await login(s, 'ann', TEST_PASSWORD)).status).toBe(429);
  });
});

describe('sign out everywhere (hosted)', () => {
  it('ends every session of the account, this one too, and clears its cookies', async () => {
    const s = await hosted();
    const { client } = await registerTestUser(s.url, 'ann');
    const other = await signIn(s, 'ann');
    const { client: bob } = await registerTestUser(s.url, 'bob');
    const token = client.cookies.get(SESSION_COOKIE)!;
    expect((await client.request('POST', '/api/auth/sign-out-everywhere', undefined, { csrf: false })).status).toBe(403);
    expect(await alive(other)).toBe(true);
    const res = await client.request('POST', '/api/auth/sign-out-everywhere');
    expect(res.status).toBe(204);
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await alive(testClient(s.url, { cookie: `${SESSION_COOKIE}=${token}` }))).toBe(false);
    expect(await alive(other)).toBe(false);
    expect(await alive(bob)).toBe(true);
    expect((await login(s, 'ann', TEST_PASSWORD)).status).toBe(200);
  });
});

describe('owner-issued password reset (hosted)', () => {
  async function setUp(clock?: ReturnType<typeof fixedClock>) {
    const lines: string[] = [];
    const logger = createLogger({ level: 'debug', destination: new Writable({ write: (c, _e, done) => (lines.push(String(c)), done()) }) });
    const s = await hosted({ logger, ...(clock ? { clock } : {}) });
    const owner = await registerTestOwner(s, 'olivia');
    const ann = await registerTestUser(s.url, 'ann');
    return { s, owner, ann, logs: () => lines.join('') };
  }
  const issue = async (owner: TestClient, accountId: string) => {
    const res = await owner.request('POST', `/api/auth/accounts/${accountId}/password-reset`);
    expect(res.status).toBe(201);
    return issuedResetSchema.parse(await res.json());
  };
  const reset = (s: TestServer, code: string, password = NEW_PASSWORD) =>
    testClient(s.url).request('POST', '/api/password-reset', { code, password, confirmPassword: password });

  it('only the owner lists accounts and issues codes', async () => {
    const { s, owner, ann } = await setUp();
    expect((await ann.client.request('POST', `/api/auth/accounts/${ann.userId}/password-reset`)).status).toBe(403);
    expect((await ann.client.get('/api/auth/accounts')).status).toBe(403);
    expect((await testClient(s.url).get('/api/auth/accounts')).status).toBe(401);
    expect(s.db.select().from(passwordResets).all()).toHaveLength(0);
    const list = accountListResponseSchema.parse(await (await owner.client.get('/api/auth/accounts')).json());
    // Newest first; the built-in demo profile (no password) is no account.
    expect(list.accounts.map((a) => [a.username, a.email, a.role])).toEqual([
      ['ann', 'ann@example.com', 'member'],
      ['olivia', 'olivia@example.com', 'owner'],
    ]);
    expect(list.total).toBe(2);
    expect(list.accounts[0]!.lastSignInAt).toBe(TEST_NOW);
    expect((await owner.client.request('POST', '/api/auth/accounts/no-such-account/password-reset')).status).toBe(404);
  });

  it('a code works once, ends every session of the account, and never shows up again', async () => {
    const { s, owner, ann, logs } = await setUp();
    const other = await signIn(s, 'ann');
    const issued = await issue(owner.client, ann.userId);
    expect(issued).toMatchObject({ username: 'ann', expiresAt: TEST_NOW + PASSWORD_RESET_TTL_MS });
    expect(issued.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The list says a reset is pending, never the code; the database keeps only a hash.
    const listText = await (await owner.client.get('/api/auth/accounts')).text();
    expect(listText).not.toContain(issued.code);
    expect(accountListResponseSchema.parse(JSON.parse(listText)).accounts.find((a) => a.username === 'ann')!.resetPendingUntil).toBe(issued.expiresAt);
    expect(JSON.stringify(s.db.select().from(passwordResets).all())).not.toContain(issued.code);
    // Issuing changes nothing yet.
    expect(await alive(ann.client)).toBe(true);

    const page = await testClient(s.url).get(`/api/password-reset?code=${issued.code}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<strong>ann</strong>');

    expect((await reset(s, issued.code, 'short')).status).toBe(400);
    const used = await reset(s, issued.code);
    expect(used.status).toBe(200);
    expect(await alive(ann.client)).toBe(false);
    expect(await alive(other)).toBe(false);
    expect(await alive(owner.client)).toBe(true);
    expect((await login(s, 'ann', TEST_PASSWORD)).status).toBe(401);
    expect((await login(s, 'ann', NEW_PASSWORD)).status).toBe(200);

    const again = await reset(s, issued.code, 'yet another passphrase');
    expect(again.status).toBe(400);
    expect((await errorOf(again)).code).toBe('invalid_reset_code');
    expect((await login(s, 'ann', NEW_PASSWORD)).status).toBe(200);
    expect((await testClient(s.url).get(`/api/password-reset?code=${issued.code}`)).status).toBe(404);
    const logText = logs();
    expect(logText).toContain('password_reset_used');
    for (const secret of [issued.code, NEW_PASSWORD, TEST_PASSWORD]) expect(logText).not.toContain(secret);
  });

  it('a new code voids the old one', async () => {
    const { s, owner, ann } = await setUp();
    const first = await issue(owner.client, ann.userId);
    const second = await issue(owner.client, ann.userId);
    expect(second.code).not.toBe(first.code);
    expect((await reset(s, first.code)).status).toBe(400);
    expect((await reset(s, second.code)).status).toBe(200);
  });

  it('an expired code fails', async () => {
    const clock = fixedClock(TEST_NOW);
    const { s, owner, ann } = await setUp(clock);
    const issued = await issue(owner.client, ann.userId);
    clock.advance(PASSWORD_RESET_TTL_MS);
    expect((await reset(s, issued.code)).status).toBe(400);
    expect(await alive(ann.client)).toBe(true);
    expect((await login(s, 'ann', TEST_PASSWORD)).status).toBe(200);
  });

  it('changing the password voids an outstanding code', async () => {
    const { s, owner, ann } = await setUp();
    const issued = await issue(owner.client, ann.userId);
    const changed = await ann.client.request('POST', '/api/auth/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(changed.status).toBe(200);
    expect((await reset(s, issued.code, 'owner chosen passphrase')).status).toBe(400);
  });

  it('the reset page’s form needs its own form token, then sets the password', async () => {
    const { s, owner, ann } = await setUp();
    const issued = await issue(owner.client, ann.userId);
    const browser = testClient(s.url);
    const html = await (await browser.get(`/api/password-reset?code=${issued.code}`)).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(html)![1]!;
    const form = (fields: Record<string, string>) => ({ raw: new URLSearchParams(fields).toString(), contentType: 'application/x-www-form-urlencoded' });
    const fields = { code: issued.code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, username: 'ann' };
    const forged = await testClient(s.url).request('POST', '/api/password-reset', undefined, form({ ...fields, csrf }));
    expect(forged.status).toBe(403);
    const mismatch = await browser.request('POST', '/api/password-reset', undefined, form({ ...fields, confirmPassword: 'different passphrase', csrf }));
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain('The new passwords do not match');
    // A browser signed in as someone else (the owner trying the link) is no obstacle.
    const csrf2 = /name="csrf" value="([^"]+)"/.exec(await (await owner.client.get(`/api/password-reset?code=${issued.code}`)).text())![1]!;
    const ok = await owner.client.request('POST', '/api/password-reset', undefined, { csrf: false, ...form({ ...fields, csrf: csrf2 }) });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('Password changed');
    expect((await login(s, 'ann', NEW_PASSWORD)).status).toBe(200);
    expect(await alive(owner.client)).toBe(true);
  });

  it('throttles unknown codes per address', async () => {
    const { s } = await setUp();
    for (let i = 0; i < 10; i += 1) expect((await reset(s, `not-a-real-code-${i}`.padEnd(43, 'x'))).status).toBe(400);
    const blocked = await reset(s, 'another-guess'.padEnd(43, 'y'));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('local modes', () => {
  it('have no passwords: the self-service endpoints answer 404', async () => {
    server = await startTestServer();
    const change = { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await server.postJson('/api/auth/password', change)).status).toBe(404);
    for (const path of ['/api/auth/sign-out-everywhere', '/api/auth/accounts/x/password-reset']) {
      expect((await server.postJson(path, {})).status, path).toBe(404);
    }
    expect((await server.api('/api/password-reset?code=x')).status).toBe(404);
    expect((await server.api('/api/auth/accounts')).status).toBe(404);
  });
});
