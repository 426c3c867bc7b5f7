/**
 * (d) and (i) of `npm run bench`: the ledger at scale. One bank file of 1,000,000 rows
 * (BENCH_LEDGER_ROWS) is generated once per run: two years, 500 payees, 20 categories given by the
 * user's 50 category rules. Each figure of ours sits next to the bare SQLite equivalent measured in
 * the same run on a copy of the same database:
 *  - import over HTTP (upload, decode, parse, dedupe, categorise, insert, search index, totals) vs
 *    one prepared INSERT per row in one transaction into the same table; /api/health is asked every
 *    20 ms meanwhile and its p99 reported next to its idle p99;
 *  - the ledger's first page with count and per-currency totals, a search, a filtered page (one
 *    category in one month) via GET /api/transactions vs the bare query of the same page;
 *  - the undo of the import (DELETE /api/banking/imports/:id, health probed again) vs one DELETE of
 *    the same rows in one transaction (with the table's indexes, without our delete trigger): when
 *    it answers (the rows hidden) and when the worker has deleted them (the ledger and health meanwhile);
 *  - the same 100,000-row import (the first 100,000 lines) into a fresh database, vs bare.
 */
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

export const SCALE_ROWS = Number(process.env.BENCH_LEDGER_ROWS ?? 1_000_000);
export const SMALL_ROWS = Math.min(100_000, SCALE_ROWS);
const RUNS = 15;
const PAYEES = 500;
const CATEGORIES = ['Groceries', 'Dining', 'Transport', 'Fuel', 'Shopping', 'Entertainment', 'Utilities', 'Rent', 'Insurance', 'Healthcare', 'Education', 'Travel', 'Gifts', 'Personal care', 'Pets', 'Home', 'Subscriptions', 'Fees', 'Charity', 'Kids'];
const FIRST_DAY = Date.UTC(2024, 11, 1);
const DAYS = 730;
/** The search: one payee of the 500 (about 1 row in 500). */
export const SCALE_SEARCH = 'P427';
/** The filtered page: one category in one whole month. */
export const SCALE_FILTER = { category: 'Groceries', from: '2026-10-01', to: '2026-10-31' };

/** Payee p's category: rules on the payee's first two digits ("P00".."P49"), 50 rules over 20 categories. */
const categoryOf = (payee) => CATEGORIES[Math.floor(payee / 10) % CATEGORIES.length];

/**
 * The file's rows, compact as a large bank export must be to fit the 20 MB limit at a million rows
 * (M/D/YY dates, whole amounts): one in 25 is a salary coming in, the rest are spending at one of the 500 payees.
 */
function generate(count) {
  const rows = new Array(count);
  const lines = new Array(count + 1);
  lines[0] = 'Date,Description,Amount';
  for (let i = 0; i < count; i += 1) {
    const at = new Date(FIRST_DAY + Math.floor((i * DAYS) / count) * 86_400_000);
    const date = at.toISOString().slice(0, 10);
    const salary = i % 25 === 0;
    const payee = (i * 7919) % PAYEES;
    const description = salary ? 'SALARY' : `P${String(payee).padStart(3, '0')}`;
    const amount = salary ? 2500 : -(((payee * 7 + i) % 300) + 1);
    rows[i] = { date, description, cents: -amount * 100, category: salary ? null : categoryOf(payee) };
    lines[i + 1] = `${at.getUTCMonth() + 1}/${at.getUTCDate()}/${String(at.getUTCFullYear()).slice(2)},${description},${amount}`;
  }
  return { rows, csv: `${lines.join('\n')}\n` };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (xs, p) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function medianMs(call) {
  await call(); // warm-up
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** /api/health every 20 ms until stopped, each answer timed; on schedule whether or not earlier ones came back. */
function healthProbe(base, headers) {
  const times = [];
  let lost = 0;
  const pending = new Set();
  const timer = setInterval(() => {
    const started = performance.now();
    const request = fetch(`${base}/api/health`, { headers })
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.ok) times.push(performance.now() - started);
        else lost += 1;
      })
      .catch(() => {
        lost += 1;
      })
      .finally(() => pending.delete(request));
    pending.add(request);
  }, 20);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
      return { p99: percentile(times, 99), max: Math.max(...times), answers: times.length, lost };
    },
  };
}

/** A data folder with the schema and demo seed the server writes on its first start, and a copy of it for the bare side. */
async function seededFolders(startProcess, token) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wd-bench-ledger-'));
  const bareDir = mkdtempSync(path.join(tmpdir(), 'wd-bench-bare-'));
  const first = startProcess({ DATA_DIR: dataDir });
  const base = await first.url;
  // The demo data is complete once the dashboard answers.
  for (;;) {
    const res = await fetch(`${base}/api/dashboard`, { headers: { authorization: `Bearer ${token}` } }).catch(() => null);
    await res?.arrayBuffer();
    if (res?.ok) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  first.child.kill('SIGTERM');
  await new Promise((r) => first.child.once('exit', r));
  // The write-ahead log too, when the stopped server left one: without it the copy can miss the schema.
  for (const file of ['wealth-desk.db', 'wealth-desk.db-wal']) {
    if (existsSync(path.join(dataDir, file))) copyFileSync(path.join(dataDir, file), path.join(bareDir, file));
  }
  return { dataDir, bareDir };
}

/** The bare side: the same rows inserted, queried and deleted with plain better-sqlite3. */
function bareSide(bareDir, rows, withQueries) {
  const db = new Database(path.join(bareDir, 'wealth-desk.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  const account = db.prepare("SELECT id, bank_connection_id AS connectionId, user_id AS userId FROM bank_accounts WHERE type = 'checking' LIMIT 1").get();
  const insert = db.prepare(
    'INSERT INTO transactions (id, user_id, bank_connection_id, bank_account_id, amount_cents, merchant_name, description, category, date, dedupe_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const before = db.prepare('SELECT coalesce(max(rowid), 0) FROM transactions').pluck().get();
  // Ids in order, the cheapest for the id index (ours are time-ordered too); the same dedupe keys as ours.
  const now = Date.now();
  const started = performance.now();
  db.transaction(() => {
    for (let i = 0; i < rows.length; i += 1) {
      const r = rows[i];
      insert.run(`bare-${String(i).padStart(8, '0')}`, account.userId, account.connectionId, account.id, r.cents, r.description, r.description, r.category, r.date, `amd:${r.cents}|${r.date}|${r.description}|${i}`, now);
    }
  })();
  const insertMs = performance.now() - started;
  if (!withQueries) {
    db.close();
    return { insertMs };
  }
  const page = db.prepare('SELECT * FROM transactions WHERE user_id = ? ORDER BY date DESC, rowid DESC LIMIT 100');
  const search = db.prepare("SELECT * FROM transactions WHERE user_id = ? AND description LIKE '%' || ? || '%' ORDER BY date DESC, rowid DESC LIMIT 100");
  const filtered = db.prepare('SELECT * FROM transactions WHERE user_id = ? AND category = ? AND date BETWEEN ? AND ? ORDER BY date DESC, rowid DESC LIMIT 100');
  const timeOf = (call) => {
    call();
    const times = [];
    for (let i = 0; i < RUNS; i += 1) {
      const at = performance.now();
      call();
      times.push(performance.now() - at);
    }
    return median(times);
  };
  const queries = {
    pageMs: timeOf(() => page.all(account.userId)),
    searchMs: timeOf(() => search.all(account.userId, SCALE_SEARCH)),
    filteredMs: timeOf(() => filtered.all(account.userId, SCALE_FILTER.category, SCALE_FILTER.from, SCALE_FILTER.to)),
  };
  // The physical delete alone: the rows and the table's indexes (our trigger keeps the search index
  // and the totals, which the bare rows never entered).
  db.exec('DROP TRIGGER IF EXISTS transactions_ad');
  const undoStarted = performance.now();
  db.transaction(() => db.prepare('DELETE FROM transactions WHERE rowid > ?').run(before))();
  const undoMs = performance.now() - undoStarted;
  db.close();
  return { insertMs, undoMs, ...queries };
}

/** The user's 50 category rules ("P00".."P49" → the payee's category), as a person would set them up. */
async function createRules(base, headers) {
  for (let prefix = 0; prefix < 50; prefix += 1) {
    const res = await fetch(`${base}/api/category-rules`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ matchText: `P${String(prefix).padStart(2, '0')}`, category: categoryOf(prefix * 10) }),
    });
    if (!res.ok) throw new Error(`POST /api/category-rules answered ${res.status}: ${await res.text()}`);
  }
}

async function importOver(base, headers, csv) {
  const started = performance.now();
  const res = await fetch(`${base}/api/banking/import?fileName=bench.csv`, { method: 'POST', headers: { ...headers, 'content-type': 'text/plain' }, body: csv });
  const result = await res.json();
  if (!res.ok) throw new Error(`the import answered ${res.status}: ${JSON.stringify(result)}`);
  return { ms: performance.now() - started, result };
}

async function stopped({ child }) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/**
 * Runs the whole comparison. `startProcess(env)` starts the built server (PORT 0, the bench token)
 * and gives `{ child, url }`; `token` is its bearer token.
 */
export async function ledgerScaleBench(startProcess, token) {
  const headers = { authorization: `Bearer ${token}` };
  const { rows, csv } = generate(SCALE_ROWS);
  const small = generate(SMALL_ROWS);

  // The 100,000-row import into a fresh database, next to bare.
  const smallFolders = await seededFolders(startProcess, token);
  const smallBare = bareSide(smallFolders.bareDir, small.rows, false);
  let server = startProcess({ DATA_DIR: smallFolders.dataDir });
  let base = await server.url;
  await createRules(base, headers);
  const smallImport = await importOver(base, headers, small.csv);
  if (smallImport.result.imported !== SMALL_ROWS) throw new Error(`the import stored ${smallImport.result.imported} of ${SMALL_ROWS} rows`);
  await stopped(server);
  for (const dir of Object.values(smallFolders)) rmSync(dir, { recursive: true, force: true });

  // The million.
  const folders = await seededFolders(startProcess, token);
  const bare = bareSide(folders.bareDir, rows, true);
  server = startProcess({ DATA_DIR: folders.dataDir });
  base = await server.url;
  await createRules(base, headers);
  const idle = healthProbe(base, headers);
  await new Promise((r) => setTimeout(r, 2_000));
  const idleHealth = await idle.stop();
  const importProbe = healthProbe(base, headers);
  const imported = await importOver(base, headers, csv);
  const importHealth = await importProbe.stop();
  if (imported.result.imported !== SCALE_ROWS) throw new Error(`the import stored ${imported.result.imported} of ${SCALE_ROWS} rows`);

  const get = async (query) => {
    const res = await fetch(`${base}/api/transactions${query}`, { headers });
    if (!res.ok) throw new Error(`GET /api/transactions${query} answered ${res.status}`);
    return res.json();
  };
  const filterQuery = `?${new URLSearchParams(SCALE_FILTER)}`;
  const searchQuery = `?q=${encodeURIComponent(SCALE_SEARCH)}`;
  const counts = { all: (await get('')).total, search: (await get(searchQuery)).total, filtered: (await get(filterQuery)).total };
  const ledger = {
    pageMs: await medianMs(() => get('')),
    searchMs: await medianMs(() => get(searchQuery)),
    filteredMs: await medianMs(() => get(filterQuery)),
  };

  const undoProbe = healthProbe(base, headers);
  const undoStarted = performance.now();
  const undo = await fetch(`${base}/api/banking/imports/${imported.result.importId}`, { method: 'DELETE', headers });
  const undone = await undo.json();
  const undoMs = performance.now() - undoStarted;
  const undoHealth = await undoProbe.stop();
  if (!undo.ok || undone.removed !== SCALE_ROWS) throw new Error(`the undo answered ${undo.status}: ${JSON.stringify(undone)}`);
  // The undo answers once the rows are hidden (and out of the totals); the worker then deletes them.
  // Meanwhile: what the ledger shows and how fast, /api/health, and when the rows are gone from the file.
  const purgeProbe = healthProbe(base, headers);
  const after = { total: (await get('')).total, pageMs: await medianMs(() => get('')) };
  const file = new Database(path.join(folders.dataDir, 'wealth-desk.db'), { readonly: true });
  const pending = file.prepare('SELECT count(*) FROM bank_imports WHERE imported < 0').pluck();
  while (pending.get() > 0) await new Promise((r) => setTimeout(r, 100));
  const purgeMs = performance.now() - undoStarted;
  file.close();
  const purgeHealth = await purgeProbe.stop();
  await stopped(server);
  for (const dir of Object.values(folders)) rmSync(dir, { recursive: true, force: true });

  return {
    bytes: Buffer.byteLength(csv),
    small: { ms: smallImport.ms, bareMs: smallBare.insertMs, bytes: Buffer.byteLength(small.csv) },
    import: { ms: imported.ms, bareMs: bare.insertMs, health: importHealth, idleHealth },
    ledger: { ...ledger, counts, bare },
    undo: { ms: undoMs, bareMs: bare.undoMs, health: undoHealth, after, purgeMs, purgeHealth },
  };
}

/** The report's rows: what, ours, the bare baseline, the ratio and the issue's goal. */
export function ledgerScaleRows(s) {
  const n = (x) => x.toLocaleString('en-US');
  const ms = (x) => `${x.toFixed(x < 100 ? 1 : 0)} ms`;
  const ratio = (ours, bare, goal) => `${(ours / bare).toFixed(2)}x${goal ? ` (goal at most ${goal})` : ''}`;
  const health = (h) => (h.answers ? `/api/health p99 ${h.p99.toFixed(1)} ms, max ${h.max.toFixed(0)} ms, ${n(h.answers)} answers, ${h.lost} lost` : `/api/health: no answer in time (${h.lost} lost)`);
  return [
    [`(d) import ${n(SMALL_ROWS)} CSV rows (${(s.small.bytes / 1048576).toFixed(1)} MiB) via POST /api/banking/import, categorised and searchable`, ms(s.small.ms), `bare better-sqlite3 insert of the same rows: ${ms(s.small.bareMs)}`, ratio(s.small.ms, s.small.bareMs, '5x')],
    [`(d) import ${n(SCALE_ROWS)} CSV rows (${(s.bytes / 1048576).toFixed(1)} MiB), same way`, `${ms(s.import.ms)}; ${health(s.import.health)} (idle p99 ${s.import.idleHealth.p99?.toFixed(1)} ms)`, `bare insert of the same rows: ${ms(s.import.bareMs)}`, ratio(s.import.ms, s.import.bareMs, '5x; health p99 under 100 ms')],
    [`(i) GET /api/transactions at ${n(s.ledger.counts.all)} rows: first page of 100 with count and totals (median of ${RUNS}, over HTTP)`, ms(s.ledger.pageMs), `bare: newest 100 of the user: ${ms(s.ledger.bare.pageMs)}`, `goal under 50 ms`],
    [`(i) GET /api/transactions?q=${SCALE_SEARCH} (${n(s.ledger.counts.search)} matches)`, ms(s.ledger.searchMs), `bare: newest 100 whose description contains it (LIKE): ${ms(s.ledger.bare.searchMs)}`, `goal under 50 ms`],
    [`(i) GET /api/transactions?category=${SCALE_FILTER.category}&from=${SCALE_FILTER.from}&to=${SCALE_FILTER.to} (${n(s.ledger.counts.filtered)} rows)`, ms(s.ledger.filteredMs), `bare: newest 100 of the category in the month: ${ms(s.ledger.bare.filteredMs)}`, `goal under 50 ms`],
    [`(i) undo of the ${n(SCALE_ROWS)}-row import (DELETE /api/banking/imports/:id): answered, its rows hidden and out of the totals`, `${ms(s.undo.ms)}; ${health(s.undo.health)}`, `bare DELETE of the same rows in one transaction: ${ms(s.undo.bareMs)}`, `${ratio(s.undo.ms, s.undo.bareMs)} (goal under 10 s)`],
    [`(i) the same undo: its rows deleted by the worker after it answered`, `gone ${ms(s.undo.purgeMs)} after the DELETE was sent; meanwhile the ledger showed ${n(s.undo.after.total)} rows, first page in ${ms(s.undo.after.pageMs)}; ${health(s.undo.purgeHealth)}`, `bare DELETE: ${ms(s.undo.bareMs)}`, ratio(s.undo.purgeMs, s.undo.bareMs)],
  ];
}
