/**
 * A process killed in the middle of an import leaves the database consistent: SQLite's integrity
 * check passes and, once the server has started again (which removes what an unfinished import
 * left), the import is all or nothing and the search index matches the rows. The real server bundle
 * is built and run as a child process, sent a 60,000-row import, and killed with SIGKILL at several
 * moments.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { expectLedgerRecordsWhole } from '../../testing/ledger-records';

const ROWS = 60_000;
const TOKEN = 'crash-test-token-0123456789';
const root = path.resolve(__dirname, '../../../..');
let bundleDir: string;
let csv: string;
const children: ChildProcess[] = [];

function bigCsv(): string {
  // Every row has its own bank id, so none is a duplicate of another.
  const lines = ['Date,Description,Amount,Transaction ID'];
  for (let i = 0; i < ROWS; i += 1) lines.push(`2026-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')},MERCHANT ${i},-${(i % 500) + 1}.${String(i % 100).padStart(2, '0')},T${i}`);
  return lines.join('\n');
}

/** Resolves when the child has exited, also when it already had. */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function start(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [path.join(bundleDir, 'main.js')], {
    env: { ...process.env, PORT: '0', APP_TOKEN: TOKEN, DATA_DIR: dataDir, LOG_LEVEL: 'silent', STRIPE_SECRET_KEY: '', PLAID_CLIENT_ID: '', PLAID_SECRET: '' },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve({ child, url: match[1]! });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    setTimeout(() => reject(new Error('server did not start within 30 s')), 30_000).unref();
  });
}

beforeAll(async () => {
  csv = bigCsv();
  // Inside the project, so the bundle resolves its packages from node_modules.
  const cache = path.join(root, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  bundleDir = mkdtempSync(path.join(cache, 'wd-crash-bundle-'));
  await build({ configFile: path.join(root, 'backend/vite.config.ts'), logLevel: 'silent', build: { outDir: bundleDir, emptyOutDir: true, sourcemap: false } });
}, 60_000);
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(bundleDir, { recursive: true, force: true });
});

describe('an import killed midway', () => {
  it.each([40, 300, 700, 1000, 1400])('leaves the database consistent when killed %i ms after the upload starts', async (delayMs) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wd-crash-data-'));
    const { child, url } = await start(dataDir);
    const upload = fetch(`${url}/api/banking/import?fileName=huge.csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'text/plain' },
      body: csv,
    }).catch(() => undefined);
    await new Promise((r) => setTimeout(r, delayMs));
    child.kill('SIGKILL');
    await exited(child);
    await upload;
    // The next start removes an import the killed process left unfinished.
    const again = await start(dataDir);
    again.child.kill('SIGKILL');
    await exited(again.child);

    const db = new Database(path.join(dataDir, 'wealth-desk.db'));
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);
      const imported = db.prepare(`SELECT count(*) FROM transactions WHERE description LIKE 'MERCHANT %'`).pluck().get() as number;
      const accounts = db.prepare(`SELECT count(*) FROM bank_accounts WHERE name = 'huge'`).pluck().get() as number;
      // All or nothing: either the whole file with its account, or neither.
      expect([0, ROWS]).toContain(imported);
      expect(accounts).toBe(imported === 0 ? 0 : 1);
      expect(db.prepare('SELECT count(*) FROM bank_imports WHERE imported < 0').pluck().get()).toBe(0);
      expectLedgerRecordsWhole(db);
    } finally {
      db.close();
    }
  }, 60_000);
});
