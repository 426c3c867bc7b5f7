import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { authUserSchema } from '../../../../shared/contracts/auth';
import { DEMO_USER } from '../../../../shared/constants';
import { openDatabase } from '../../db/open';
import { users } from '../../db/schema';
import { testClient, TEST_PASSWORD } from '../../testing/http-client';
import { startTestServer, TEST_NOW, type TestServer } from '../../testing/test-server';
import { createOrPromoteOwner, runOwnerCreate } from './owner-command';
import { verifyPassword } from './password';

const OWNER_PASSWORD = 'owner passphrase 123';
let server: TestServer | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await server?.close();
  server = undefined;
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function run(args: string[], env: NodeJS.ProcessEnv, stdin: Readable = Readable.from([])) {
  const out = new PassThrough();
  const err = new PassThrough();
  const chunks = { out: '', err: '' };
  out.on('data', (c) => (chunks.out += String(c)));
  err.on('data', (c) => (chunks.err += String(c)));
  const code = await runOwnerCreate(args, { env, stdin, stdout: out, stderr: err, now: () => TEST_NOW });
  return { code, ...chunks };
}

function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wealth-desk-owner-'));
  dirs.push(dir);
  return dir;
}

const role = (s: TestServer, email: string) => s.db.select({ role: users.role }).from(users).where(eq(users.email, email)).get()?.role;

describe('owner:create (the command)', () => {
  it('creates the owner in the DATA_DIR database with the password from OWNER_PASSWORD, and says so', async () => {
    const dir = dataDir();
    const env = { APP_MODE: 'hosted', DATA_DIR: dir, OWNER_PASSWORD };
    const first = await run(['--email', 'Boss@Example.com', '--username', 'boss', '--first-name', 'Bo'], env);
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toMatch(/^Created the owner account "boss" <Boss@Example.com>/);
    // Run again (as a deploy script would): the account exists and is already the owner.
    const again = await run(['--email', 'boss@example.com', '--username', 'boss'], env);
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/already the owner/);

    const db = openDatabase({ file: path.join(dir, 'wealth-desk.db') });
    try {
      const row = db.select().from(users).where(eq(users.username, 'boss')).get()!;
      expect(row).toMatchObject({ role: 'owner', email: 'Boss@Example.com', firstName: 'Bo' });
      expect(await verifyPassword(OWNER_PASSWORD, row.passwordHash!)).toBe(true);
    } finally {
      db.$client.close();
    }
  });

  it('reads the password from standard input when OWNER_PASSWORD is not set', async () => {
    const dir = dataDir();
    const res = await run(['--email', 'boss@example.com', '--username', 'boss'], { DATA_DIR: dir }, Readable.from([`${OWNER_PASSWORD}\n`]));
    expect(res.code).toBe(0);
    const db = openDatabase({ file: path.join(dir, 'wealth-desk.db') });
    try {
      expect(await verifyPassword(OWNER_PASSWORD, db.select().from(users).where(eq(users.username, 'boss')).get()!.passwordHash!)).toBe(true);
    } finally {
      db.$client.close();
    }
  });

  it('answers bad usage with the usage text and stores nothing', async () => {
    const env = { DATA_DIR: dataDir(), OWNER_PASSWORD };
    expect(await run(['--username', 'boss'], env)).toMatchObject({ code: 2, err: expect.stringContaining('--email is required') });
    expect(await run(['--email', 'a@b.co', '--admin'], env)).toMatchObject({ code: 2, err: expect.stringContaining('Usage:') });
    expect(await run(['--email', 'not an email', '--username', 'boss'], env)).toMatchObject({ code: 1, err: expect.stringContaining('--email') });
    expect(await run(['--email', 'a@b.co'], env)).toMatchObject({ code: 1, err: expect.stringContaining('--username') });
    expect(await run(['--email', 'a@b.co', '--username', 'boss'], { ...env, OWNER_PASSWORD: 'short' })).toMatchObject({ code: 1, err: expect.stringContaining('Password') });
    expect(await run(['--email', 'a@b.co', '--username', 'boss'], { DATA_DIR: env.DATA_DIR })).toMatchObject({ code: 1, err: expect.stringContaining('No password') });
    expect((await run(['--help'], env)).out).toContain('Usage: node dist/server/main.js owner:create');
  });
});

describe('owner:create against a running hosted server', () => {
  it('promotes an existing account (any letter case) given its own password; its open session is the owner’s at once', async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined });
    const ann = testClient(server.url);
    expect((await ann.request('POST', '/api/register', { username: 'ann', email: 'Ann@Example.com', password: TEST_PASSWORD })).status).toBe(201);
    expect((await ann.get('/api/analytics/realtime')).status).toBe(403);

    const outcome = await createOrPromoteOwner(server.db, { email: 'ANN@example.COM', username: 'someone-else', password: TEST_PASSWORD }, TEST_NOW);
    expect(outcome).toMatchObject({ ok: true, action: 'promoted', username: 'ann', passwordReset: false, keptUsername: true });
    expect(authUserSchema.parse(await (await ann.get('/api/auth/user')).json()).role).toBe('owner');
    expect((await ann.get('/api/analytics/realtime')).status).toBe(200);
  });

  it('will not promote an account registered by someone else without --reset-password, which signs its sessions out', async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined });
    // A squatter registered the address the operator means to use.
    const squatter = testClient(server.url);
    await squatter.request('POST', '/api/register', { username: 'squat', email: 'boss@example.com', password: TEST_PASSWORD });
    const refused = await createOrPromoteOwner(server.db, { email: 'boss@example.com', password: OWNER_PASSWORD }, TEST_NOW);
    expect(refused).toMatchObject({ ok: false, message: expect.stringContaining('--reset-password') });
    expect(role(server, 'boss@example.com')).toBe('member');

    const taken = await createOrPromoteOwner(server.db, { email: 'boss@example.com', password: OWNER_PASSWORD, resetPassword: true }, TEST_NOW);
    expect(taken).toMatchObject({ ok: true, action: 'promoted', passwordReset: true, sessionsEnded: 1 });
    expect((await squatter.get('/api/auth/user')).status).toBe(401);
    expect((await testClient(server.url).request('POST', '/api/login', { identifier: 'squat', password: TEST_PASSWORD })).status).toBe(401);
    const owner = testClient(server.url);
    expect((await owner.request('POST', '/api/login', { identifier: 'BOSS@example.com', password: OWNER_PASSWORD })).status).toBe(200);
    expect((await owner.get('/api/analytics/realtime')).status).toBe(200);
  });

  it('refuses a taken username and the demo profile', async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined });
    await testClient(server.url).request('POST', '/api/register', { username: 'ann', email: 'ann@example.com', password: TEST_PASSWORD });
    expect(await createOrPromoteOwner(server.db, { email: 'boss@example.com', username: 'ANN', password: OWNER_PASSWORD }, TEST_NOW)).toMatchObject({
      ok: false,
      message: expect.stringContaining('taken'),
    });
    expect(await createOrPromoteOwner(server.db, { email: DEMO_USER.email, password: OWNER_PASSWORD, resetPassword: true }, TEST_NOW)).toMatchObject({
      ok: false,
      message: expect.stringContaining('demo'),
    });
    expect(role(server, DEMO_USER.email)).toBe('member');
  });
});
