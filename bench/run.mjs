#!/usr/bin/env node
/**
 * `npm run bench`: three figures, each next to a baseline measured in the same run (these machines
 * are noisy, so only ratios travel between runs). Reports only; never gates CI.
 *  (a) process start -> first served GET /api/health (built server vs a bare Node http server)
 *  (b) POST /api/budget/calculate req/s and p99 at 50 connections (vs a bare Express JSON endpoint)
 *  (c) gzip size of the JavaScript that "/" loads (entry + modulepreloads; lazy screens excluded)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

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

async function timeToHealth(script) {
  const { child, started, url } = startProcess(script);
  const base = await url;
  for (;;) {
    try {
      const res = await fetch(`${base}/api/health`, { headers: { authorization: `Bearer ${TOKEN}` } });
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  const ms = performance.now() - started;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return ms;
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
  return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

async function throughput(script, pathName) {
  const { child, url } = startProcess(script);
  const base = await url;
  await load(base, pathName); // warm-up
  const measured = await load(base, pathName);
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  return measured;
}

function initialJsGzipBytes() {
  const webDir = path.join(root, 'dist/web');
  const html = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const files = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) files.add(m[1]);
  let raw = 0;
  let gz = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(webDir, file));
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: [...files], raw, gz };
}

const server = 'dist/server/main.js';
process.stdout.write(`Benchmarks on ${new Date().toISOString().slice(0, 10)}, Node ${process.version}\n`);

const ours = [];
const bare = [];
for (let i = 0; i < STARTUP_RUNS; i += 1) {
  // Interleaved so that machine noise hits both alike.
  ours.push(await timeToHealth(server));
  bare.push(await timeToHealth('bench/bare-node.mjs'));
}
const startOurs = median(ours);
const startBare = median(bare);

const calc = await throughput(server, '/api/budget/calculate');
const echo = await throughput('bench/bare-express.mjs', '/api/echo');
const js = initialJsGzipBytes();

const rows = [
  ['(a) start -> first /api/health (median of ' + STARTUP_RUNS + ')', `${startOurs.toFixed(0)} ms`, `bare Node http: ${startBare.toFixed(0)} ms`, `${(startOurs / startBare).toFixed(2)}x`],
  [`(b) POST /api/budget/calculate, ${CONNECTIONS} connections, ${LOAD_SECONDS} s`, `${calc.rps.toFixed(0)} req/s, p99 ${calc.p99} ms`, `bare Express JSON: ${echo.rps.toFixed(0)} req/s, p99 ${echo.p99} ms`, `${(calc.rps / echo.rps).toFixed(2)}x throughput`],
  ['(c) JavaScript loaded by "/" (gzip -9)', `${(js.gz / 1024).toFixed(1)} KiB gzip (${(js.raw / 1024).toFixed(1)} KiB raw, ${js.files.length} files)`, '-', '-'],
];
process.stdout.write('\n| figure | ours | baseline (same run) | ratio |\n|---|---|---|---|\n');
for (const row of rows) process.stdout.write(`| ${row.join(' | ')} |\n`);
if (calc.non2xx || calc.errors) process.stdout.write(`\nwarning: ${calc.non2xx} non-2xx answers and ${calc.errors} errors during (b)\n`);
