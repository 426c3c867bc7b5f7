/**
 * A large bank file is read, written and undone on the import worker (import-thread.ts), a small one
 * in slices on the server's thread: both must give the same answers. Every fixture file is previewed,
 * imported, imported again (all duplicates) and undone through the real API on two servers, one that
 * sends every file to the worker (a database file, the built worker, no size threshold) and one that
 * keeps everything in process; the previews, results, stored rows (categories by the user's rule
 * included), search answers and undos must be identical. And a worker that dies midway leaves nothing
 * behind: the server removes its pending import and answers 500, and keeps answering.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open';
import { importWorkerScript } from '../../testing/import-worker-script';
import { expectLedgerRecordsWhole } from '../../testing/ledger-records';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { DEMO_USER_ID } from '../../../../shared/constants';
import { FIXTURES, type Fixture } from './import/fixtures/expected';

const dataDir = mkdtempSync(path.join(tmpdir(), 'wd-import-thread-'));
let onWorker: TestServer;
let inProcess: TestServer;

beforeAll(async () => {
  const db = openDatabase({ file: path.join(dataDir, 'wealth-desk.db') });
  onWorker = await startTestServer({ seedDemo: false, db, importThread: { script: importWorkerScript(), minBytes: 0, minRows: 0 } });
  inProcess = await startTestServer({ seedDemo: false });
}, 60_000);
afterAll(async () => {
  await onWorker?.close();
  await inProcess?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const bytesOf = (fixture: Fixture) => readFileSync(path.join(__dirname, 'import', 'fixtures', fixture.file));
const upload = (server: TestServer, route: string, fixture: Fixture) =>
  server.api(`${route}?${new URLSearchParams({ fileName: fixture.file })}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body: bytesOf(fixture),
  });

/** Ids differ between two databases: an answer with each id replaced by the order it first appeared in. */
function withoutIds(value: unknown): unknown {
  const seen = new Map<string, string>();
  return JSON.parse(JSON.stringify(value), (key, v) => {
    if (typeof v !== 'string' || !/(?:^id$|Id$)/.test(key)) return v;
    if (!seen.has(v)) seen.set(v, `id-${seen.size}`);
    return seen.get(v);
  });
}

/** The stored rows of the only user, as the ledger keeps them (everything but ids and row times). */
const storedRows = (server: TestServer) =>
  server.db.$client
    .prepare(
      `SELECT t.date, t.description, t.merchant_name, t.amount_cents, t.currency, t.category, t.dedupe_key, t.source, a.name AS account, a.currency AS account_currency, a.balance_cents, a.balance_source, a.balance_as_of
       FROM transactions t JOIN bank_accounts a ON a.id = t.bank_account_id ORDER BY t.rowid`,
    )
    .all();

async function both(call: (server: TestServer) => Promise<Response>): Promise<{ status: number; body: unknown }> {
  const [a, b] = await Promise.all([call(onWorker), call(inProcess)]);
  const [onWorkerAnswer, inProcessAnswer] = [{ status: a.status, body: withoutIds(await a.json()) }, { status: b.status, body: withoutIds(await b.json()) }];
  expect(onWorkerAnswer).toEqual(inProcessAnswer);
  return onWorkerAnswer;
}

describe('the import worker and the in-process slices give the same answers', () => {
  beforeAll(async () => {
    // Rules of the user's: the worker must categorise with them as the server does.
    for (const server of [onWorker, inProcess]) {
      for (const rule of [{ matchText: 'netflix', category: 'Entertainment' }, { matchText: 'payroll', category: 'Income' }]) {
        const res = await server.postJson('/api/category-rules', rule);
        expect(res.status, await res.clone().text()).toBe(201);
      }
    }
  });
  let ruled = 0;
  afterAll(() => {
    // The comparison covered rows the rules categorised (the fixtures hold Netflix and payroll rows).
    expect(ruled).toBeGreaterThan(3);
  });

  it.each(FIXTURES.map((f) => [f.file, f] as const))('%s: preview, import, re-import, search and undo', async (_file, fixture) => {
    const preview = await both((server) => upload(server, '/api/banking/import/preview', fixture));
    expect(preview.status).toBe(200);
    const imported = await both((server) => upload(server, '/api/banking/import', fixture));
    expect(imported.status).toBe(200);
    const rows = storedRows(onWorker) as { category: string | null }[];
    expect(rows).toEqual(storedRows(inProcess));
    ruled += rows.filter((r) => r.category === 'Entertainment' || r.category === 'Income').length;
    // The same file again: recognised as the same account, every row a duplicate.
    const again = await both((server) => upload(server, '/api/banking/import', fixture));
    expect(again.body).toMatchObject({ imported: 0, duplicates: fixture.rows.length });
    const word = fixture.rows[0]!.description.split(/\s+/).find((w) => w.length >= 3) ?? fixture.rows[0]!.description;
    await both((server) => server.api(`/api/transactions?${new URLSearchParams({ q: word })}`));
    expectLedgerRecordsWhole(onWorker.db.$client);

    for (const server of [onWorker, inProcess]) {
      const history = (await (await server.api('/api/banking/imports')).json()) as { id: string }[];
      // Newest first: the re-import (nothing written), then the import.
      for (const { id } of history) expect((await server.api(`/api/banking/imports/${id}`, { method: 'DELETE' })).status).toBe(200);
    }
    // The worker's undo answers once the rows are hidden; they are deleted moments later.
    await expect.poll(() => storedRows(onWorker)).toEqual([]);
    expect(storedRows(inProcess)).toEqual([]);
    expectLedgerRecordsWhole(onWorker.db.$client);
  });
});

/**
 * The real worker, held after it has answered an undo (before it deletes the hidden rows) until the
 * test creates `release`; or, with `exitInstead`, stopped right there as a crash would.
 */
function heldUndoWorker(release: string, exitInstead = false): string {
  const script = path.join(path.dirname(importWorkerScript()), `held-undo-worker-${exitInstead ? 'exit' : 'wait'}.cjs`);
  writeFileSync(
    script,
    `const { parentPort, workerData } = require('node:worker_threads');
     const { existsSync } = require('node:fs');
     const post = parentPort.postMessage.bind(parentPort);
     const sleeper = new Int32Array(new SharedArrayBuffer(4));
     parentPort.postMessage = (message) => {
       post(message);
       if (message.type !== 'done' || workerData.job.kind !== 'undo') return;
       if (${exitInstead}) process.exit(1);
       while (!existsSync(${JSON.stringify(release)})) Atomics.wait(sleeper, 0, 0, 10);
     };
     require(${JSON.stringify(importWorkerScript())});`,
  );
  return script;
}

describe('an undo on the worker', () => {
  const fixture = FIXTURES.find((f) => f.rows.length >= 5) ?? FIXTURES[0]!;
  const ledgerOf = async (server: TestServer, q = '') => (await (await server.api(`/api/transactions${q}`)).json()) as { total: number; items: unknown[] };

  it('hides every row of the import at once, refuses what would touch them, and deletes them after it answered', async () => {
    const release = path.join(dataDir, 'release-undo');
    const db = openDatabase({ file: path.join(dataDir, 'held.db') });
    // Files are read in process, undos run on the (held) worker.
    const server = await startTestServer({ seedDemo: false, db, importThread: { script: heldUndoWorker(release), minRows: 0 } });
    try {
      const imported = (await (await upload(server, '/api/banking/import', fixture)).json()) as { importId: string; accountId: string; imported: number };
      expect(imported.imported).toBe(fixture.rows.length);
      expect((await ledgerOf(server)).total).toBe(fixture.rows.length);
      const undo = await server.api(`/api/banking/imports/${imported.importId}`, { method: 'DELETE' });
      expect(await undo.json()).toEqual({ removed: fixture.rows.length, accountRemoved: true });

      // Answered, the rows still stored but nowhere to be seen: list, totals, search, accounts, history, export.
      const stored = () => db.$client.prepare('SELECT count(*) FROM transactions').pluck().get();
      expect(stored()).toBe(fixture.rows.length);
      const ledger = (await (await server.api('/api/transactions')).json()) as { total: number; items: unknown[]; totals: unknown[] };
      expect({ total: ledger.total, items: ledger.items, totals: ledger.totals }).toEqual({ total: 0, items: [], totals: [] });
      const word = fixture.rows[0]!.description.split(/\s+/).find((w) => w.length >= 3) ?? fixture.rows[0]!.description;
      expect((await ledgerOf(server, `?${new URLSearchParams({ q: word })}`)).total).toBe(0);
      expect(await (await server.api(`/api/banking/accounts/${DEMO_USER_ID}`)).json()).toEqual([]);
      expect(await (await server.api('/api/banking/imports')).json()).toEqual([]);
      expect(await (await server.api('/api/data/sources')).json()).toMatchObject({ real: { transactions: 0 } });
      const exported = await (await server.api('/api/transactions/export')).text();
      expect(exported.trim().split('\n')).toHaveLength(1);
      expectLedgerRecordsWhole(db.$client);

      // Until the rows are deleted, the account takes no import (its dedupe keys are still held) and no delete.
      const refused = await upload(server, '/api/banking/import', fixture);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ error: { code: 'import_pending' } });
      expect((await server.api(`/api/accounts/${imported.accountId}`, { method: 'DELETE' })).status).toBe(409);

      writeFileSync(release, '');
      await expect.poll(() => db.$client.prepare('SELECT count(*) FROM bank_imports').pluck().get()).toBe(0);
      expect([stored(), db.$client.prepare('SELECT count(*) FROM bank_accounts').pluck().get()]).toEqual([0, 0]);
      expectLedgerRecordsWhole(db.$client);
      // Then the same file imports whole again.
      expect(await (await upload(server, '/api/banking/import', fixture)).json()).toMatchObject({ imported: fixture.rows.length, duplicates: 0 });
      expect((await ledgerOf(server)).total).toBe(fixture.rows.length);
    } finally {
      await server.close();
      rmSync(release, { force: true });
    }
  });

  it('stopped after it answered: the server deletes the hidden rows itself', async () => {
    const db = openDatabase({ file: path.join(dataDir, 'stopped-undo.db') });
    const server = await startTestServer({ seedDemo: false, db, importThread: { script: heldUndoWorker('', true), minBytes: 0, minRows: 0 } });
    try {
      const imported = (await (await upload(server, '/api/banking/import', fixture)).json()) as { importId: string };
      expect((await server.api(`/api/banking/imports/${imported.importId}`, { method: 'DELETE' })).status).toBe(200);
      const count = (table: string) => db.$client.prepare(`SELECT count(*) FROM ${table}`).pluck().get();
      await expect.poll(() => [count('bank_imports'), count('transactions'), count('bank_accounts')]).toEqual([0, 0, 0]);
      expectLedgerRecordsWhole(db.$client);
    } finally {
      await server.close();
    }
  });
});

describe('a worker that dies midway', () => {
  it('leaves no pending import, row, account or search entry; the request answers 500 and the server goes on', async () => {
    // The real worker, stopped the moment its pending import exists (as a crash or a kill would).
    const dying = path.join(path.dirname(importWorkerScript()), 'dying-import-worker.cjs');
    writeFileSync(
      dying,
      `const { parentPort } = require('node:worker_threads');
       const post = parentPort.postMessage.bind(parentPort);
       parentPort.postMessage = (message) => { post(message); if (message.type === 'pending') process.exit(1); };
       require(${JSON.stringify(importWorkerScript())});`,
    );
    const db = openDatabase({ file: path.join(dataDir, 'dying.db') });
    const server = await startTestServer({ seedDemo: false, db, importThread: { script: dying, minBytes: 0 } });
    try {
      const fixture = FIXTURES[0]!;
      const res = await upload(server, '/api/banking/import', fixture);
      expect(res.status).toBe(500);
      const count = (table: string) => db.$client.prepare(`SELECT count(*) FROM ${table}`).pluck().get();
      expect([count('bank_imports'), count('transactions'), count('bank_accounts')]).toEqual([0, 0, 0]);
      expectLedgerRecordsWhole(db.$client);
      expect((await server.api('/api/health')).status).toBe(200);
      // A preview on the same worker answers as usual: only an import leaves something pending.
      expect((await upload(server, '/api/banking/import/preview', fixture)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});

describe('checkpoints while the worker writes', () => {
  it("are the worker's: the server's connection makes none during a job, gets its own threshold back after, and finds the log already in the file", async () => {
    const sqlite = onWorker.db.$client;
    const own = sqlite.pragma('wal_autocheckpoint', { simple: true });
    const seen = new Set<unknown>();
    let done = false;
    const watching = (async () => {
      while (!done) {
        seen.add(sqlite.pragma('wal_autocheckpoint', { simple: true }));
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();
    const res = await upload(onWorker, '/api/banking/import', FIXTURES[0]!);
    done = true;
    await watching;
    expect(res.status).toBe(200);
    expect(seen.has(0)).toBe(true);
    expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(own);
    // The worker copied the log into the database file before it answered: the file alone, without
    // the log, holds the rows it wrote.
    const fileAlone = path.join(dataDir, 'file-alone.db');
    copyFileSync(sqlite.name, fileAlone);
    const copy = new Database(fileAlone, { readonly: true });
    try {
      expect(copy.prepare('SELECT count(*) FROM transactions').pluck().get()).toBe(((await res.json()) as { imported: number }).imported);
    } finally {
      copy.close();
    }
    const history = (await (await onWorker.api('/api/banking/imports')).json()) as { id: string }[];
    for (const { id } of history) expect((await onWorker.api(`/api/banking/imports/${id}`, { method: 'DELETE' })).status).toBe(200);
  });
});
