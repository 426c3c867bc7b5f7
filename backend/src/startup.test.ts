/**
 * Start-up (docs/product.md "Start-up"): a first start answers before the demo data is written and
 * serves no data until all of it is; a start on an existing database re-runs neither the migrations
 * nor the seed. Real SQLite files in a temporary folder, the real server on a real port.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardApi } from '../../shared/api/dashboard';
import { healthApi } from '../../shared/api/health';
import { DEMO_USER_ID } from '../../shared/constants';
import { DAY_MS } from '../../shared/dates';
import { fixedClock, type Clock } from './clock';
import { MIGRATIONS, runMigrations } from './db/migrate';
import { openDatabase, type AppDatabase } from './db/open';
import { DEMO_SEED_MARKER_KEY } from './db/seed/seed';
import { createLogger } from './logger';
import { memorySecretStore } from './providers/secrets/secret-store';
import { createServer, type RunningServer } from './server';
import { entryServerOptions } from './start/entry-options';
import { TEST_NOW, TEST_TOKEN } from './testing/test-server';

interface Started {
  db: AppDatabase;
  server: RunningServer;
  get(path: string): Promise<Response>;
  close(): Promise<void>;
}

const running: Started[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const s of running.splice(0)) await s.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wealthdesk-startup-'));
  dirs.push(dir);
  return path.join(dir, 'wealth-desk.db');
}

/** Starts the server in offline demo mode the way backend/src/main.ts does (seedInBackground). */
async function start(file: string, clock: Clock, seedInBackground = true, seedStartDelayMs?: number): Promise<Started> {
  const db = openDatabase({ file });
  const server = await createServer({
    db,
    secrets: memorySecretStore(),
    mode: 'web',
    accessToken: TEST_TOKEN,
    clock,
    logger: createLogger({ level: 'silent' }),
    seedInBackground,
    seedStartDelayMs,
  });
  let closed = false;
  const started: Started = {
    db,
    server,
    get: (p) => fetch(server.url + p, { headers: { authorization: `Bearer ${TEST_TOKEN}` } }),
    close: async () => {
      if (closed) return;
      closed = true;
      await server.close();
      db.$client.close();
    },
  };
  running.push(started);
  return started;
}

const scalar = (db: AppDatabase, sql: string) => db.$client.prepare(sql).pluck().get() as number | string | undefined;
const demoRows = (db: AppDatabase) =>
  ['transactions', 'subscriptions', 'savings_tracking', 'ai_insights', 'bank_accounts', 'budget_allocations', 'business_accounts'].map((table) =>
    scalar(db, `SELECT count(*) FROM ${table} WHERE user_id = '${DEMO_USER_ID}'`),
  );

describe('a first start', () => {
  it('listens before the demo data is written, and answers data requests only once all of it is', async () => {
    // The reference: the same clock, seeded before listening (as before this change).
    const reference = await start(':memory:', fixedClock(TEST_NOW), false);
    const expected = await (await reference.get(dashboardApi.dashboard.path)).json();
    const expectedRows = demoRows(reference.db);
    expect(expectedRows[0]).toBeGreaterThan(100);

    const first = await start(tempFile(), fixedClock(TEST_NOW));
    // createServer has returned and the server listens, but nothing of the seed is written yet.
    expect(scalar(first.db, `SELECT count(*) FROM app_settings WHERE key = '${DEMO_SEED_MARKER_KEY}'`)).toBe(0);
    expect(scalar(first.db, `SELECT count(*) FROM transactions`)).toBe(0);
    let complete = false;
    void first.server.demoDataReady.then(() => (complete = true));

    // Sent while the seed is pending: the dashboard answers only after it, with all of the data.
    const [health, dashboard] = await Promise.all([
      first.get(healthApi.health.path).then((res) => res.status),
      first.get(dashboardApi.dashboard.path).then(async (res) => ({ status: res.status, completeWhenAnswered: complete, body: await res.json() })),
    ]);
    expect(health).toBe(200);
    expect(dashboard.status).toBe(200);
    expect(dashboard.completeWhenAnswered).toBe(true);
    expect(dashboard.body).toEqual(expected);
    expect(demoRows(first.db)).toEqual(expectedRows);
  });

  it('begins the seed only after its first answer, or by itself a moment after listening', async () => {
    // No moment: it waits for an answer alone. A seed begun at listening would be done well within 1.5 s.
    const first = await start(tempFile(), fixedClock(TEST_NOW), true, 3_600_000);
    let complete = false;
    void first.server.demoDataReady.then(() => (complete = true));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(complete).toBe(false);
    expect(scalar(first.db, `SELECT count(*) FROM transactions`)).toBe(0);
    expect((await first.get(healthApi.health.path)).status).toBe(200);
    await first.server.demoDataReady;
    expect(complete).toBe(true);
    expect(scalar(first.db, `SELECT count(*) FROM transactions`)).toBeGreaterThan(100);

    // A server nobody asks seeds all the same.
    const unasked = await start(tempFile(), fixedClock(TEST_NOW));
    await unasked.server.demoDataReady;
    expect(scalar(unasked.db, `SELECT count(*) FROM transactions`)).toBeGreaterThan(100);
  });
});

describe('a start on an existing database', () => {
  it('re-runs neither the migrations nor the demo seed', async () => {
    const file = tempFile();
    const first = await start(file, fixedClock(TEST_NOW));
    await first.server.demoDataReady;
    const marker = scalar(first.db, `SELECT updated_at FROM app_settings WHERE key = '${DEMO_SEED_MARKER_KEY}'`);
    const rows = demoRows(first.db);
    await first.close();

    // A day later: a seed that ran again would stamp its marker with this clock.
    const again = await start(file, fixedClock(TEST_NOW + DAY_MS));
    let ready = false;
    void again.server.demoDataReady.then(() => (ready = true));
    await Promise.resolve();
    expect(ready).toBe(true);
    expect(scalar(again.db, `SELECT updated_at FROM app_settings WHERE key = '${DEMO_SEED_MARKER_KEY}'`)).toBe(marker);
    expect(demoRows(again.db)).toEqual(rows);
    expect(scalar(again.db, 'SELECT count(*) FROM "__drizzle_migrations"')).toBe(MIGRATIONS.length);
    expect(runMigrations(again.db.$client)).toEqual([]);
    const res = await again.get(dashboardApi.dashboard.path);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { id: string } }).user.id).toBe(DEMO_USER_ID);
  });
});

describe('the desktop start and the web start', () => {
  /** The createServer({...}) call of an entry file, as written. */
  const createServerCall = (file: string) => {
    const text = readFileSync(path.join(__dirname, file), 'utf8');
    const at = text.indexOf('await createServer({');
    expect(at, `${file} calls createServer`).toBeGreaterThan(0);
    return text.slice(at, text.indexOf('});', at));
  };

  it('both pass the entry options: the desktop seeds in the background after its first answer too', () => {
    expect(entryServerOptions()).toEqual({ seedInBackground: true });
    for (const file of ['main.ts', '../../electron/src/main.ts']) expect(createServerCall(file), file).toContain('...entryServerOptions()');
  });

  it('a first desktop start with them answers before the demo data is written, then writes all of it', async () => {
    const db = openDatabase({ file: tempFile() });
    const server = await createServer({
      db,
      secrets: memorySecretStore(),
      mode: 'desktop',
      accessToken: TEST_TOKEN,
      clock: fixedClock(TEST_NOW),
      logger: createLogger({ level: 'silent' }),
      ...entryServerOptions(),
    });
    running.push({ db, server, get: (p) => fetch(server.url + p), close: async () => { await server.close(); db.$client.close(); } });
    expect(scalar(db, `SELECT count(*) FROM transactions`)).toBe(0);
    expect((await fetch(server.url + healthApi.health.path, { headers: { authorization: `Bearer ${TEST_TOKEN}` } })).status).toBe(200);
    await server.demoDataReady;
    expect(scalar(db, `SELECT count(*) FROM transactions`)).toBeGreaterThan(100);
  });
});
