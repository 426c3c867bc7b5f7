/**
 * Large bank files do not block everyone (issue #31, defect 3), over real HTTP on the real server
 * with a database file: a 1,000,000-row CSV is imported, and undone, on the import worker while
 * another thread asks /api/health every 20 ms and measures each answer (99% within 100 ms); files beyond the import limits (rows, line length,
 * columns) are refused at once with a message that names the limit and write nothing; and an import
 * that fails midway leaves no row, no account and no history entry.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importHistorySchema, importResultSchema, MAX_IMPORT_BYTES, MAX_IMPORT_COLUMNS, MAX_IMPORT_LINE_CHARS, MAX_IMPORT_ROWS } from '../../../../shared/contracts/banking';
import { errorBodySchema } from '../../../../shared/contracts/errors';
import { openDatabase } from '../../db/open';
import { bankAccounts, bankImports, transactions } from '../../db/schema';
import { registerTestUser, type TestClient } from '../../testing/http-client';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { bankingRepository } from './repository';
import { expectLedgerRecordsWhole } from '../../testing/ledger-records';
import { importWorkerScript } from '../../testing/import-worker-script';

let server: TestServer;
/** The row limit (MAX_IMPORT_ROWS) in `npm test`; LARGE_IMPORT_ROWS sets a smaller size for a quick local run. */
const ROWS = Number(process.env.LARGE_IMPORT_ROWS ?? MAX_IMPORT_ROWS);

interface User {
  client: TestClient;
  userId: string;
}

const upload = (user: User, path: string, body: string) => user.client.request('POST', path, undefined, { raw: body, contentType: 'text/csv' });
const rowCount = (userId: string) => server.db.select({ n: count() }).from(transactions).where(eq(transactions.userId, userId)).get()!.n;
const accountCount = (userId: string) => server.db.select({ n: count() }).from(bankAccounts).where(eq(bankAccounts.userId, userId)).get()!.n;
const importCount = (userId: string) => server.db.select({ n: count() }).from(bankImports).where(eq(bankImports.userId, userId)).get()!.n;

/** A compact CSV of `rows` distinct transactions (date, description and amount never all repeat). */
function compactCsv(rows: number): string {
  const parts = ['Date,Description,Amount'];
  for (let i = 0; i < rows; i++) {
    const day = i % 336;
    parts.push(`${Math.floor(day / 28) + 1}/${(day % 28) + 1}/25,S${i % 1000},-${(i % 997) + 1}`);
  }
  return parts.join('\n') + '\n';
}

/**
 * /api/health asked every `everyMs` from a worker thread, on schedule whether or not earlier answers
 * came (a blocked server shows as many slow answers, not one), each answer timed in that thread.
 */
function healthProbe(url: string, everyMs: number) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const http = require('node:http');
     let measuring = false;
     const latencies = [];
     const failures = [];
     const ask = () => {
       const sent = performance.now();
       const req = http.get(workerData.url, { agent: false }, (res) => {
         res.resume();
         res.on('end', () => { if (!measuring) return; if (res.statusCode === 200) latencies.push(performance.now() - sent); else failures.push(res.statusCode); });
       });
       req.on('error', (error) => failures.push(error.code ?? error.message));
       if (!measuring && performance.now() > warm) { measuring = true; parentPort.postMessage('measuring'); }
     };
     // The first second warms the thread up (its own start-up is not the server's latency).
     const warm = performance.now() + 1000;
     const timer = setInterval(ask, workerData.everyMs);
     parentPort.on('message', () => {
       clearInterval(timer);
       // Answers still on their way count, however late.
       setTimeout(() => parentPort.postMessage({ latencies, failures }), 3000);
     });`,
    { eval: true, workerData: { url, everyMs } },
  );
  const measuring = new Promise<void>((resolve) => worker.once('message', () => resolve()));
  return {
    /** Resolves once the probe measures. */
    measuring,
    async stop(): Promise<{ p99: number; max: number; samples: number; failures: unknown[] }> {
      const done = new Promise<{ latencies: number[]; failures: unknown[] }>((resolve) => worker.once('message', resolve));
      worker.postMessage('stop');
      const { latencies, failures } = await done;
      await worker.terminate();
      const sorted = [...latencies].sort((a, b) => a - b);
      return { p99: sorted[Math.floor(sorted.length * 0.99)] ?? Infinity, max: sorted.at(-1) ?? Infinity, samples: sorted.length, failures };
    },
  };
}

async function expectLimit(res: Response, limit: RegExp) {
  const started = performance.now();
  expect(res.status).toBe(400);
  const { error } = errorBodySchema.parse(await res.json());
  expect(error.code).toBe('import_limit');
  expect(error.message).toMatch(limit);
  return performance.now() - started;
}

// A database file, as the apps use: a large file is read on the import worker, which opens it too.
const dataDir = mkdtempSync(path.join(tmpdir(), 'wd-large-import-'));
beforeAll(async () => {
  const db = openDatabase({ file: path.join(dataDir, 'wealth-desk.db') });
  server = await startTestServer({ mode: 'hosted', accessToken: undefined, seedDemo: false, db, importThread: { script: importWorkerScript() } });
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`a large import (${ROWS.toLocaleString('en-US')} rows)`, () => {
  it('completes with every row and, like its undo, keeps /api/health answering within 100 ms (p99) meanwhile', async () => {
    const user: User = await registerTestUser(server.url, 'million');
    const csv = compactCsv(ROWS);
    expect(csv.length).toBeLessThanOrEqual(MAX_IMPORT_BYTES);

    // A first small preview loads what the import routes load lazily, so the probe measures the import alone.
    expect((await upload(user, '/api/banking/import/preview?fileName=warm.csv', compactCsv(3))).status).toBe(200);
    expect((await user.client.get('/api/health')).status).toBe(200);
    // The same probe on the idle server first: a loaded machine's own delays are not the import's.
    const idleProbe = healthProbe(`${server.url}/api/health`, 20);
    await idleProbe.measuring;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idle = await idleProbe.stop();
    // 100 ms (p99) beyond the idle server's own, every probe answered; the file is read and written on
    // the import worker (docs/architecture.md "Large imports"). The rows, the search index and the
    // undo must be exact.
    const importProbe = healthProbe(`${server.url}/api/health`, 20);
    await importProbe.measuring;
    const started = performance.now();
    const res = await upload(user, '/api/banking/import?fileName=million.csv', csv);
    const importMs = performance.now() - started;
    const duringImport = await importProbe.stop();
    expect(res.status, await res.clone().text()).toBe(200);
    const result = importResultSchema.parse(await res.json());
    console.log(`${ROWS.toLocaleString('en-US')}-row import: ${(importMs / 1000).toFixed(1)} s; /api/health p99 ${duringImport.p99.toFixed(1)} ms, max ${duringImport.max.toFixed(0)} ms over ${duringImport.samples} answers (idle p99 ${idle.p99.toFixed(1)} ms)`);
    expect(result).toMatchObject({ imported: ROWS, duplicates: 0 });
    expect(rowCount(user.userId)).toBe(ROWS);
    expect(duringImport.failures).toEqual([]);
    expect(duringImport.samples).toBeGreaterThan(20);
    expect(duringImport.p99).toBeLessThan(100 + idle.p99);

    // The search index has every row, as the single-row path writes it.
    const search = await user.client.get('/api/transactions?q=S999');
    expect(search.status, await search.clone().text()).toBe(200);
    expectLedgerRecordsWhole(server.db.$client);

    const undoProbe = healthProbe(`${server.url}/api/health`, 20);
    await undoProbe.measuring;
    const undoStarted = performance.now();
    const undo = await user.client.request('DELETE', `/api/banking/imports/${result.importId}`);
    const undoMs = performance.now() - undoStarted;
    expect(undo.status, await undo.clone().text()).toBe(200);
    expect(await undo.json()).toEqual({ removed: ROWS, accountRemoved: true });
    // Answered once the rows are hidden: the ledger and the account list show none of them at once.
    const ledger = (await (await user.client.get('/api/transactions')).json()) as { total: number; totals: unknown[] };
    expect({ total: ledger.total, totals: ledger.totals }).toEqual({ total: 0, totals: [] });
    expect(await (await user.client.get(`/api/banking/accounts/${user.userId}`)).json()).toEqual([]);
    // Then the worker deletes them, the server still answering. (The test shares the server's thread:
    // it asks only whether the import's record is gone, which the deletion's last step removes.)
    const importLeft = server.db.$client.prepare('SELECT count(*) FROM bank_imports WHERE id = ?').pluck();
    while (importLeft.get(result.importId) !== 0) await new Promise((resolve) => setTimeout(resolve, 250));
    const purgeMs = performance.now() - undoStarted;
    const duringUndo = await undoProbe.stop();
    expect([rowCount(user.userId), accountCount(user.userId)]).toEqual([0, 0]);
    console.log(
      `undo of it: answered in ${(undoMs / 1000).toFixed(1)} s, rows deleted after ${(purgeMs / 1000).toFixed(1)} s; /api/health p99 ${duringUndo.p99.toFixed(1)} ms, max ${duringUndo.max.toFixed(0)} ms over ${duringUndo.samples} answers`,
    );
    expect(duringUndo.failures).toEqual([]);
    expect(duringUndo.p99).toBeLessThan(100 + idle.p99);
    // The search index lost exactly the import's rows.
    expectLedgerRecordsWhole(server.db.$client);
  }, 1_200_000);
});

describe('the import limits', () => {
  const bigLine = () => `Date,Description,Amount\n${Array.from({ length: 2_000_000 }, () => '1').join(',')}\n`;

  it('refuses a row of 2,000,000 columns (a 4 MB line) at once, naming the limit, and writes nothing', async () => {
    const user: User = await registerTestUser(server.url, 'columns');
    const body = bigLine();
    expect(body.length).toBeGreaterThan(4_000_000);
    for (const path of ['/api/banking/import/preview?fileName=wide.csv', '/api/banking/import?fileName=wide.csv']) {
      const started = performance.now();
      const res = await upload(user, path, body);
      await expectLimit(res, new RegExp(`more than ${MAX_IMPORT_COLUMNS} columns`));
      expect(performance.now() - started).toBeLessThan(2000);
    }
    expect([rowCount(user.userId), accountCount(user.userId), importCount(user.userId)]).toEqual([0, 0, 0]);
  });

  it('refuses a line longer than the line limit, naming it, and writes nothing', async () => {
    const user: User = await registerTestUser(server.url, 'longline');
    const body = `Date,Description,Amount\n2025-01-02,${'x'.repeat(MAX_IMPORT_LINE_CHARS)},-1\n2025-01-03,Coffee,-2\n`;
    const res = await upload(user, '/api/banking/import?fileName=long.csv', body);
    await expectLimit(res, new RegExp(`Line 2 is longer than ${MAX_IMPORT_LINE_CHARS.toLocaleString('en-US')} characters`));
    expect([rowCount(user.userId), accountCount(user.userId), importCount(user.userId)]).toEqual([0, 0, 0]);
    // One character less is a line like any other.
    const fits = `Date,Description,Amount\n2025-01-02,${'x'.repeat(MAX_IMPORT_LINE_CHARS - 14)},-1\n`;
    expect((await upload(user, '/api/banking/import/preview?fileName=long.csv', fits)).status).toBe(200);
  });

  it('refuses a file of more rows than the row limit, naming it, and writes nothing', async () => {
    const user: User = await registerTestUser(server.url, 'toomany');
    const body = `Date,Description,Amount\n${'2025-01-02,A,1\n'.repeat(MAX_IMPORT_ROWS + 1)}`;
    expect(body.length).toBeLessThanOrEqual(MAX_IMPORT_BYTES);
    const started = performance.now();
    const res = await upload(user, '/api/banking/import?fileName=many.csv', body);
    await expectLimit(res, new RegExp(`more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows`));
    console.log(`a file over the row limit refused in ${(performance.now() - started).toFixed(0)} ms`);
    expect([rowCount(user.userId), accountCount(user.userId), importCount(user.userId)]).toEqual([0, 0, 0]);
  }, 60_000);
});

describe('an import that fails midway', () => {
  it('leaves no row, no account, no history entry and a whole search index', async () => {
    const user: User = await registerTestUser(server.url, 'halfway');
    const sqlite = server.db.$client;
    // A real constraint failure at row 2,345 of 5,000 (SQLite aborts that insert), in a later slice than the first.
    sqlite.exec(`CREATE TRIGGER test_fail_midway BEFORE INSERT ON transactions WHEN new.description = 'Row 2345' BEGIN SELECT RAISE(ABORT, 'constraint failed at row 2345'); END`);
    try {
      const lines = ['Date,Description,Amount'];
      for (let i = 1; i <= 5000; i++) lines.push(`2025-03-${String((i % 28) + 1).padStart(2, '0')},Row ${i},-${i}.25`);
      const res = await upload(user, '/api/banking/import?fileName=halfway.csv', lines.join('\n'));
      expect(res.status).toBe(500);
    } finally {
      sqlite.exec('DROP TRIGGER test_fail_midway');
    }
    expect([rowCount(user.userId), accountCount(user.userId), importCount(user.userId)]).toEqual([0, 0, 0]);
    expectLedgerRecordsWhole(sqlite);
    const history = importHistorySchema.parse(await (await user.client.get('/api/banking/imports')).json());
    expect(history).toEqual([]);
  });
});

describe('an import stopped midway (the process killed)', () => {
  it('is removed, rows, account and search entries, when the server starts again', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wd-large-'));
    const file = path.join(dir, 'wealth-desk.db');
    try {
      const firstDb = openDatabase({ file });
      const first = await startTestServer({ mode: 'hosted', accessToken: undefined, seedDemo: false, db: firstDb });
      const { userId } = await registerTestUser(first.url, 'stopped');
      const rows = Array.from({ length: 5000 }, (_, i) => ({ date: '2025-04-01', description: `Stopped ${i}`, amountCents: i + 1, category: null, bankId: null, currency: 'USD' }));
      // The import's own steps, run part of the way and never resumed: what a killed process leaves.
      const steps = bankingRepository(firstDb).importRowsSteps({
        userId,
        target: { create: { name: 'stopped', mask: null, type: 'checking', currency: 'USD' } },
        fileName: 'stopped.csv',
        format: 'csv',
        rows,
        remember: {},
        now: Date.now(),
      });
      for (let i = 0; i < 20; i++) expect(steps.next().done).toBe(false);
      const written = firstDb.$client.prepare('SELECT count(*) FROM transactions WHERE user_id = ?').pluck().get(userId) as number;
      expect(written).toBeGreaterThan(0);
      expect(written).toBeLessThan(5000);
            await first.close();
      firstDb.$client.close();

      const againDb = openDatabase({ file });
      const again = await startTestServer({ mode: 'hosted', accessToken: undefined, seedDemo: false, db: againDb });
      try {
        const db = againDb.$client;
        expect(db.prepare('SELECT count(*) FROM transactions WHERE user_id = ?').pluck().get(userId)).toBe(0);
        expect(db.prepare('SELECT count(*) FROM bank_accounts WHERE user_id = ?').pluck().get(userId)).toBe(0);
        expect(db.prepare('SELECT count(*) FROM bank_imports WHERE user_id = ?').pluck().get(userId)).toBe(0);
        expectLedgerRecordsWhole(db);
      } finally {
        await again.close();
        againDb.$client.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
