#!/usr/bin/env node
/**
 * `npm run bench`: three figures, each next to a baseline measured in the same run (these machines
 * are noisy, so only ratios travel between runs). Reports only; never gates CI.
 *  (a) process start -> first served GET /api/health (built server vs a bare Node http server), on a
 *      first start (fresh DATA_DIR: migrations and demo seed; no code cache yet, as after an install)
 *      and on a start on that existing database (with the code cache the first start wrote);
 *      a first start also until GET /api/dashboard answers with the complete demo data
 *  (b) POST /api/budget/calculate req/s and p99 at 50 connections (vs a bare Express JSON endpoint)
 *  (c) gzip size of the JavaScript that "/" loads (entry + modulepreloads; lazy screens excluded), and
 *      the brotli bytes the server sends for it and for the stylesheets (the build's .br copies)
 *  (d) importing 100,000 and 1,000,000 CSV transactions (upload, parse, dedupe, categorise, insert, search
 *      index, totals) vs a bare better-sqlite3 insert of the same rows, /api/health probed meanwhile
 *      (bench/ledger-scale.mjs)
 *  (e) subscription detection precision and recall per cadence on both labelled evaluation sets (ours and
 *      the held-out one); the run exits 1, loudly, when either falls below the targets
 *  (f) scanning a user with 100,000 stored transactions vs reading those rows from SQLite
 *  (g) 1,000 connected metaverse clients: one move, time until the last client has the broadcast,
 *      vs a bare `ws` server broadcasting a message of the same size to 1,000 clients
 *  (i) the /transactions ledger over the 1,000,000 rows (d) imported: the first page, a search and a
 *      filtered page via GET /api/transactions, and the undo of the import, each vs the bare
 *      better-sqlite3 equivalent on a copy of the same database (bench/ledger-scale.mjs)
 *  (j) GET /api/dashboard req/s, p99 and the server's CPU per answer at 50 connections on the seeded
 *      database, vs a bare Express endpoint running the same SQL statements on the same file
 *      (bench/bare-dashboard.mjs), in alternating rounds
 *  (k) Lighthouse (mobile) on hosted "/" and "/pricing" and local "/dashboard" and "/subscriptions",
 *      median of three runs each (bench/lighthouse.mjs)
 * BENCH_ONLY=ledger runs (d) and (i) alone, BENCH_ONLY=startup (a) alone, BENCH_ONLY=api (j) alone, BENCH_ONLY=lighthouse (k) alone (after a build).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { build } from 'vite';
import WebSocket from 'ws';
import { lighthouseBench, lighthouseTable } from './lighthouse.mjs';
import { ledgerScaleBench, ledgerScaleRows } from './ledger-scale.mjs';

const TOKEN = 'bench-token-0123456789abcdef';
const STARTUP_RUNS = Number(process.env.BENCH_STARTUP_RUNS ?? 7);
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function startProcess(script, env = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, PORT: '0', APP_TOKEN: TOKEN, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'wd-bench-')), LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, started, url };
}

/**
 * (a) Starts `script` on `dataDir` and times (ms since spawn) until each path in turn first answers
 * 2xx; then stops it, once `stopWhen()` holds (checked for at most 10 s).
 */
async function timeToAnswers(script, dataDir, paths = ['/api/health'], stopWhen = () => true) {
  const { child, started, url } = startProcess(script, { DATA_DIR: dataDir });
  const base = await url;
  const times = [];
  for (const pathName of paths) {
    for (;;) {
      try {
        const res = await fetch(`${base}${pathName}`, { headers: { authorization: `Bearer ${TOKEN}` } });
        await res.arrayBuffer();
        if (res.ok) break;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 5));
    }
    times.push(performance.now() - started);
  }
  for (const deadline = performance.now() + 10_000; !stopWhen() && performance.now() < deadline; ) await new Promise((r) => setTimeout(r, 50));
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return times;
}

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'wd-bench-'));

/**
 * (a) Interleaved so that machine noise hits all alike: the bare Node server, our first start on a fresh
 * DATA_DIR (until /api/health answers, then until /api/dashboard answers: the demo data is complete),
 * and our start on the database that first start left.
 */
async function startupBench() {
  const bareMs = [];
  const firstHealth = [];
  const firstDashboard = [];
  const warmHealth = [];
  const warmDashboard = [];
  for (let i = 0; i < STARTUP_RUNS; i += 1) {
    bareMs.push((await timeToAnswers('bench/bare-node.mjs', freshDir()))[0]);
    const dataDir = freshDir();
    // As after an install: no code cache yet. The first start writes it a moment after it runs
    // (backend/src/start/code-cache.ts); it is kept running until then, as any real start would be.
    rmSync(codeCache, { force: true });
    const [health, dashboard] = await timeToAnswers(server, dataDir, ['/api/health', '/api/dashboard'], () => existsSync(codeCache));
    firstHealth.push(health);
    firstDashboard.push(dashboard);
    const [again, againDashboard] = await timeToAnswers(server, dataDir, ['/api/health', '/api/dashboard']);
    warmHealth.push(again);
    warmDashboard.push(againDashboard);
  }
  return {
    bare: median(bareMs),
    firstHealth: median(firstHealth),
    firstDashboard: median(firstDashboard),
    warmHealth: median(warmHealth),
    warmDashboard: median(warmDashboard),
  };
}

function startupRows(a) {
  const ratio = (ms, goal) => `${(ms / a.bare).toFixed(2)}x${goal ? ` (goal at most ${goal}x)` : ''}`;
  const base = `bare Node http: ${a.bare.toFixed(0)} ms`;
  return [
    [`(a) start on an existing database -> first /api/health (median of ${STARTUP_RUNS})`, `${a.warmHealth.toFixed(0)} ms`, base, ratio(a.warmHealth, 3)],
    [`(a) start on an existing database -> first /api/dashboard`, `${a.warmDashboard.toFixed(0)} ms`, base, ratio(a.warmDashboard)],
    [`(a) first start (fresh DATA_DIR) -> first /api/health`, `${a.firstHealth.toFixed(0)} ms`, base, ratio(a.firstHealth, 5)],
    [`(a) first start -> first /api/dashboard (demo data complete)`, `${a.firstDashboard.toFixed(0)} ms`, base, ratio(a.firstDashboard)],
  ];
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function load(url, pathName) {
  const result = await autocannon({
    url: url + pathName,
    method: 'POST',
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify({ income: 4500, mode: 'ai-control' }),
  });
  return { rps: result.requests.average, total: result.requests.total, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

/**
 * CPU time a process has used so far, in microseconds: every thread's (the main thread, libuv's pool,
 * V8's GC helpers), from Linux's per-thread scheduler counters; undefined where there are none.
 */
function processCpuMicros(pid) {
  try {
    const taskDir = `/proc/${pid}/task`;
    let ns = 0;
    for (const task of readdirSync(taskDir)) ns += Number(readFileSync(`${taskDir}/${task}/schedstat`, 'utf8').split(' ')[0]);
    return ns / 1000;
  } catch {
    return undefined;
  }
}

/**
 * Load on a freshly started server, after a warm-up: the client's figures, and the server's own CPU
 * time per answered request. On this 2-core machine the load generator shares the CPU with the server
 * and may saturate first, which squeezes req/s ratios towards 1; CPU per request does not depend on it.
 */
async function throughput(script, pathName, env = {}, run = load) {
  const { child, url } = startProcess(script, env);
  const base = await url;
  await run(base, pathName); // warm-up
  const cpuBefore = processCpuMicros(child.pid);
  const measured = await run(base, pathName);
  const cpuAfter = processCpuMicros(child.pid);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  const cpuPerRequest = cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / measured.total;
  return { ...measured, cpuPerRequest };
}

/** Load of (j): GET with the access token, for `seconds`. */
async function loadGet(url, pathName, seconds = LOAD_SECONDS) {
  const result = await autocannon({
    url: url + pathName,
    method: 'GET',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    bytes: result.throughput.average / Math.max(1, result.requests.average),
  };
}

/** (j) alternates ours and the baseline this many times: the machine drifts within a run, a pair does not. */
const DASHBOARD_ROUNDS = Number(process.env.BENCH_DASHBOARD_ROUNDS ?? 3);
const DASHBOARD_SECONDS = Number(process.env.BENCH_DASHBOARD_SECONDS ?? 6);

/**
 * (j) GET /api/dashboard on a seeded database (one first start, stopped), ours and the bare Express
 * endpoint with the same SQL (bench/bare-dashboard.mjs) on the same file, in alternating rounds,
 * each server freshly started and warmed up. Reports each side's median and the rounds' ratios.
 */
async function dashboardBench() {
  const dataDir = freshDir();
  await timeToAnswers(server, dataDir, ['/api/health', '/api/dashboard']);
  const load = (url, pathName) => loadGet(url, pathName, DASHBOARD_SECONDS);
  const rounds = [];
  for (let i = 0; i < DASHBOARD_ROUNDS; i += 1) {
    const ours = await throughput(server, '/api/dashboard', { DATA_DIR: dataDir }, load);
    const bare = await throughput('bench/bare-dashboard.mjs', '/api/dashboard', { DATA_DIR: dataDir }, load);
    rounds.push({ ours, bare });
  }
  const middle = (side) => {
    const runs = rounds.map((round) => round[side]);
    const cpu = runs.map((run) => run.cpuPerRequest);
    return {
      rps: median(runs.map((run) => run.rps)),
      p99: median(runs.map((run) => run.p99)),
      bytes: median(runs.map((run) => run.bytes)),
      cpuPerRequest: cpu.includes(undefined) ? undefined : median(cpu),
      non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
      errors: runs.reduce((sum, run) => sum + run.errors, 0),
    };
  };
  return { ours: middle('ours'), bare: middle('bare'), rounds };
}

const ratios = (rounds, of) => rounds.map((round) => of(round).toFixed(2)).join(', ');

function dashboardRow({ ours, bare, rounds }) {
  return [
    `(j) GET /api/dashboard (seeded demo user), ${CONNECTIONS} connections, median of ${rounds.length} alternating rounds of ${DASHBOARD_SECONDS} s`,
    `${ours.rps.toFixed(0)} req/s, p99 ${ours.p99} ms (~${ours.bytes.toFixed(0)} B)`,
    `bare Express, same SQL on the same file: ${bare.rps.toFixed(0)} req/s, p99 ${bare.p99} ms (~${bare.bytes.toFixed(0)} B)`,
    `${(ours.rps / bare.rps).toFixed(2)}x throughput (rounds ${ratios(rounds, (r) => r.ours.rps / r.bare.rps)}; goal at least 0.8x)`,
  ];
}

/**
 * (j) as the server's own CPU time per answer: what one core can serve, whether or not the load
 * generator (on the same two cores) was the bottleneck. Baseline CPU over ours = capacity ratio.
 */
function dashboardCpuRow({ ours, bare, rounds }) {
  if (ours.cpuPerRequest === undefined || bare.cpuPerRequest === undefined) return undefined;
  return [
    '(j) GET /api/dashboard, server CPU per answer (all threads), median',
    `${ours.cpuPerRequest.toFixed(0)} µs`,
    `bare Express, same SQL: ${bare.cpuPerRequest.toFixed(0)} µs`,
    `${(bare.cpuPerRequest / ours.cpuPerRequest).toFixed(2)}x capacity (rounds ${ratios(rounds, (r) => r.bare.cpuPerRequest / r.ours.cpuPerRequest)}; goal at least 0.8x)`,
  ];
}

const printRows = (rows) => {
  process.stdout.write('\n| figure | ours | baseline (same run) | ratio |\n|---|---|---|---|\n');
  for (const row of rows) process.stdout.write(`| ${row.join(' | ')} |\n`);
};

function initialJsGzipBytes() {
  const webDir = path.join(root, 'dist/web');
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const files = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) files.add(m[1]);
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]);
  // As served to a browser that accepts br: the build's .br copy where there is one, else the file.
  const servedBr = (file) => {
    const copy = path.join(webDir, `${file}.br`);
    return existsSync(copy) ? readFileSync(copy).length : readFileSync(path.join(webDir, file)).length;
  };
  let raw = 0;
  let gz = 0;
  let br = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(webDir, file));
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
    br += servedBr(file);
  }
  const css = { raw: 0, gz: 0, br: 0 };
  for (const file of styles) {
    const bytes = readFileSync(path.join(webDir, file));
    css.raw += bytes.length;
    css.gz += gzipSync(bytes, { level: 9 }).length;
    css.br += servedBr(file);
  }
  return { files: [...files], raw, gz, br, css, styles };
}

/** (e)(f) The subscription finder: bundled from TypeScript with Vite into the cache, then run here. */
async function subscriptionBench() {
  const outDir = path.join(root, 'node_modules', '.cache', 'wd-bench-subscriptions');
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    build: { ssr: 'bench/subscriptions-bench.ts', outDir, emptyOutDir: true, target: 'node20', rollupOptions: { output: { format: 'es', entryFileNames: 'bench.mjs' } } },
  });
  const { runSubscriptionBench } = await import(path.join(outDir, 'bench.mjs'));
  return runSubscriptionBench();
}

/** (h) The owner dashboards over 1,000,000 stored events: bundled from TypeScript like (e)(f). */
async function commandCentreBench() {
  const outDir = path.join(root, 'node_modules', '.cache', 'wd-bench-command-centre');
  await build({
    configFile: false,
    root,
    logLevel: 'silent',
    build: { ssr: 'bench/command-centre-bench.ts', outDir, emptyOutDir: true, target: 'node20', rollupOptions: { output: { format: 'es', entryFileNames: 'bench.mjs' } } },
  });
  const { runCommandCentreBench } = await import(path.join(outDir, 'bench.mjs'));
  return runCommandCentreBench();
}

function printCommandCentre(h) {
  process.stdout.write(
    `\n(h) Owner dashboards with ${h.events.toLocaleString('en-US')} stored events and ${h.sessions.toLocaleString('en-US')} sessions over 30 days ` +
      `(filled in ${(h.fillMs / 1000).toFixed(1)} s; median of 15 requests each; target under 50 ms):\n\n` +
      `| GET | ours | baseline: GET /api/health, same server | ratio | without the 0010/0011 indexes (one request) |\n|---|---|---|---|---|\n`,
  );
  for (const [p, ms] of Object.entries(h.indexed)) {
    process.stdout.write(`| ${p} | ${ms.toFixed(1)} ms | ${h.health.toFixed(1)} ms | ${(ms / h.health).toFixed(1)}x | ${h.withoutIndexes[p].toFixed(0)} ms |\n`);
  }
}

const METAVERSE_CLIENTS = 1000;
const DEMO_USER_ID = '00000000-0000-4000-8000-000000000001';

/** Broadcasts timed per server: the median is reported (the first includes warm-up). */
const BROADCAST_ROUNDS = 7;

/**
 * Opens `count` clients, lets the join traffic settle, then BROADCAST_ROUNDS times has client 0 send
 * `messages(round)` and times until every client has a frame containing `marker`. Receivers only
 * search the text, so both servers are measured with the same client-side cost. Returns the median.
 */
async function broadcastTime(wsUrl, headers, count, messages, marker) {
  const clients = [];
  for (let i = 0; i < count; i += 1) {
    const ws = new WebSocket(wsUrl, { headers });
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    clients.push(ws);
  }
  await new Promise((r) => setTimeout(r, 1500));
  const times = [];
  for (let round = 0; round < BROADCAST_ROUNDS; round += 1) {
    const message = messages(round);
    let remaining = count;
    let done;
    const all = new Promise((resolve) => (done = resolve));
    const started = performance.now();
    for (const ws of clients) {
      const onMessage = (data) => {
        if (!data.toString().includes(marker(round))) return;
        ws.off('message', onMessage);
        remaining -= 1;
        if (remaining === 0) done(performance.now() - started);
      };
      ws.on('message', onMessage);
    }
    clients[0].send(message);
    times.push(await Promise.race([all, new Promise((_, reject) => setTimeout(() => reject(new Error(`${remaining} clients never got the broadcast`)), 30_000))]));
    // Below the server's per-client message limit, and past the coalesced world_state.
    await new Promise((r) => setTimeout(r, 400));
  }
  for (const ws of clients) ws.terminate();
  return median(times);
}

/** (g) */
async function metaverseBench() {
  const ours = startProcess(server);
  const base = await ours.url;
  const wsUrl = `${base.replace('http', 'ws')}/metaverse?userId=${DEMO_USER_ID}`;
  const headers = { cookie: `wd_access=${TOKEN}`, origin: base };
  // Alternate between two places so every round is a real move; everyone gets an avatar_update naming it.
  const place = (round) => (round % 2 === 0 ? 'crypto-tower' : 'investment-island');
  const oursMs = await broadcastTime(
    wsUrl,
    headers,
    METAVERSE_CLIENTS,
    (round) => JSON.stringify({ type: 'move', location: place(round) }),
    (round) => `"location":"${place(round)}"`,
  );
  ours.child.kill('SIGTERM');

  const sample = (round) =>
    JSON.stringify({
      type: 'avatar_update',
      self: false,
      avatar: { playerId: randomUUID(), displayName: 'Demo U.', level: 1, financialXP: 10 },
      location: place(round),
      xpGained: 10,
      newAchievements: [],
    });
  const bare = startProcess('bench/bare-ws.mjs');
  const bareUrl = (await bare.url).replace('http', 'ws');
  const bareMs = await broadcastTime(bareUrl, {}, METAVERSE_CLIENTS, sample, (round) => `"location":"${place(round)}"`);
  bare.child.kill('SIGTERM');
  return { oursMs, bareMs, bytes: Buffer.byteLength(sample(0)) };
}

const server = process.env.BENCH_SERVER ?? 'dist/server/main.js';
/** Where that server's bundle keeps V8's code cache (none for a build from before it had one). */
const codeCache = path.join(path.dirname(server), 'server.js.v8-cache');
if (process.env.BENCH_ONLY === 'metaverse') {
  // For working on (g) alone: `BENCH_ONLY=metaverse node bench/run.mjs` after a build.
  const world = await metaverseBench();
  process.stdout.write(`(g) ours ${world.oursMs.toFixed(0)} ms, bare ws ${world.bareMs.toFixed(0)} ms (${world.bytes} bytes)\n`);
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'ledger') {
  // For working on (d) and (i) alone: `BENCH_ONLY=ledger node bench/run.mjs` after a build (BENCH_LEDGER_ROWS= fewer rows).
  const scale = await ledgerScaleBench((env) => startProcess(server, env), TOKEN);
  if (process.env.BENCH_JSON) process.stdout.write(`${JSON.stringify(scale, null, 1)}\n`);
  printRows(ledgerScaleRows(scale));
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'c') {
  // For working on (c) alone: `BENCH_ONLY=c node bench/run.mjs` after a build.
  const js = initialJsGzipBytes();
  process.stdout.write(`(c) JS ${js.files.length} files: ${js.raw} B raw, ${js.gz} B gzip -9, ${js.br} B brotli as served; CSS ${js.styles.length} files: ${js.css.raw} B raw, ${js.css.gz} B gzip -9, ${js.css.br} B brotli as served\n`);
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'startup') {
  // For working on (a) alone: `BENCH_ONLY=startup node bench/run.mjs` after a build (BENCH_SERVER= another build).
  printRows(startupRows(await startupBench()));
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'api') {
  // For working on (j) alone: `BENCH_ONLY=api node bench/run.mjs` after a build.
  const dash = await dashboardBench();
  printRows([dashboardRow(dash), dashboardCpuRow(dash)].filter(Boolean));
  if (dash.ours.non2xx || dash.ours.errors || dash.bare.non2xx || dash.bare.errors) process.stdout.write(`\nwarning: non-2xx or errors during (j)\n`);
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'lighthouse') {
  // For working on (k) alone: `BENCH_ONLY=lighthouse node bench/run.mjs` after a build.
  process.stdout.write(`\n${lighthouseTable(await lighthouseBench(root, server))}\n`);
  process.exit(0);
}
if (process.env.BENCH_ONLY === 'dashboards') {
  // For working on (h) alone: `BENCH_ONLY=dashboards node bench/run.mjs`.
  printCommandCentre(await commandCentreBench());
  process.exit(0);
}
process.stdout.write(`Benchmarks on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}\n`);

const startup = await startupBench();

const calc = await throughput(server, '/api/budget/calculate');
const echo = await throughput('bench/bare-express.mjs', '/api/echo');
const dash = await dashboardBench();
const js = initialJsGzipBytes();
const ledgerScale = await ledgerScaleBench((env) => startProcess(server, env), TOKEN);
const subs = await subscriptionBench();
const world = await metaverseBench();
const dashboards = await commandCentreBench();
const pages = await lighthouseBench(root, server);

const rows = [
  ...startupRows(startup),
  [`(b) POST /api/budget/calculate, ${CONNECTIONS} connections, ${LOAD_SECONDS} s`, `${calc.rps.toFixed(0)} req/s, p99 ${calc.p99} ms`, `bare Express JSON: ${echo.rps.toFixed(0)} req/s, p99 ${echo.p99} ms`, `${(calc.rps / echo.rps).toFixed(2)}x throughput`],
  dashboardRow(dash),
  ...[dashboardCpuRow(dash)].filter(Boolean),
  ['(c) JavaScript loaded by "/" (gzip -9)', `${(js.gz / 1024).toFixed(1)} KiB gzip (${(js.raw / 1024).toFixed(1)} KiB raw, ${js.files.length} files)`, '-', '-'],
  ['(c) "/" as served with Accept-Encoding: br (the build\'s .br copies)', `JS ${(js.br / 1024).toFixed(1)} KiB, CSS ${(js.css.br / 1024).toFixed(1)} KiB`, `uncompressed: JS ${(js.raw / 1024).toFixed(1)} KiB, CSS ${(js.css.raw / 1024).toFixed(1)} KiB`, `${(js.raw / js.br).toFixed(1)}x, ${(js.css.raw / js.css.br).toFixed(1)}x smaller`],
  ...ledgerScaleRows(ledgerScale),
  [`(g) ${METAVERSE_CLIENTS.toLocaleString('en-US')} metaverse clients: one move until the last client has it`, `${world.oursMs.toFixed(0)} ms`, `bare ws broadcast of ${world.bytes} bytes to ${METAVERSE_CLIENTS.toLocaleString('en-US')} clients: ${world.bareMs.toFixed(0)} ms`, `${(world.oursMs / world.bareMs).toFixed(2)}x`],
];
printRows(rows);
process.stdout.write(`\n(e) Subscription detection on both labelled evaluation sets (two years per user; docs/detection.md):\n\n${subs.evaluation.table}\n`);
process.stdout.write(
  `\n| (f) scan a user with ${subs.rows.toLocaleString('en-US')} stored transactions (the service's scan: read, detect, store, charges after cancelling) | ${subs.scanMs.toFixed(0)} ms | reading those rows from SQLite: ${subs.readMs.toFixed(0)} ms | ${(subs.scanMs / subs.readMs).toFixed(2)}x (target under 1 s) |\n`,
);
printCommandCentre(dashboards);
process.stdout.write(`\n${lighthouseTable(pages)}\n`);
if (calc.non2xx || calc.errors) process.stdout.write(`\nwarning: ${calc.non2xx} non-2xx answers and ${calc.errors} errors during (b)\n`);
const detectionShortfalls = subs.evaluation.sets.filter((set) => set.shortfalls.length > 0);
if (detectionShortfalls.length > 0) {
  process.stderr.write(`\n!!! SUBSCRIPTION DETECTION BELOW TARGET !!!\n${detectionShortfalls.map((set) => `${set.name}: ${set.shortfalls.join('; ')}`).join('\n')}\n`);
  process.exitCode = 1;
}
