/**
 * (k) Lighthouse (mobile profile, simulated throttling, Debian Chromium) against the built server:
 * hosted "/" and "/pricing" as a visitor, local "/dashboard" and "/subscriptions" with the launch
 * token's cookie. Each page runs RUNS times, each run in a new Chromium with a new profile (a
 * person's first visit: nothing cached, no code compiled before); the figures are the medians, with
 * the main thread's script evaluation and the JavaScript each page loaded, per chunk
 * (docs/architecture.md "Chunks and preloads" says what the pages load). Reports only; never gates CI.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const TOKEN = 'bench-lighthouse-token-0123456789';
/** The local server's cookie that carries the launch token (backend/src/http/local-guard.ts). */
const ACCESS_COOKIE = 'wd_access';
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** A folder to keep every run's full report in (JSON), for finding out why a figure is what it is. */
const REPORTS_DIR = process.env.BENCH_LIGHTHOUSE_REPORTS;

export const LIGHTHOUSE_PAGES = [
  { mode: 'hosted', path: '/' },
  { mode: 'hosted', path: '/pricing' },
  { mode: 'web', path: '/dashboard' },
  { mode: 'web', path: '/subscriptions' },
];

/** Starts the built server in `mode` on a fresh data folder; resolves with its base URL once /api/health answers. */
async function startServer(root, server, mode) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wd-lighthouse-'));
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      APP_MODE: mode,
      HOST: '127.0.0.1',
      PORT: '0',
      APP_TOKEN: TOKEN,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      PLAID_CLIENT_ID: '',
      PLAID_SECRET: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`${server} exited with ${code}`)));
  });
  const headers = mode === 'web' ? { Cookie: `${ACCESS_COOKIE}=${TOKEN}` } : {};
  // Wait for the demo data too (a first start seeds in the background): the pages show real figures.
  for (;;) {
    const res = await fetch(`${base}/api/dashboard`, { headers }).catch(() => undefined);
    if (res) await res.arrayBuffer();
    if (res && (res.ok || res.status === 401)) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, headers, stop };
}

/** A run Lighthouse itself could not complete (it says so in the report, with a code). */
class LighthouseRunError extends Error {
  constructor(message, code) {
    super(message);
    this.code = code;
  }
}

/**
 * Lighthouse occasionally fails to record a page load's trace (NO_NAVSTART, NO_FCP on this
 * machine) and asks to run it again: such a run is repeated, up to RETRIES times, instead of
 * losing the whole benchmark.
 */
const RETRIES = 2;
async function auditWithRetry(port, url, headers) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await audit(port, url, headers);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt >= RETRIES) throw error;
      console.error(`${error.message}: running it again`);
    }
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One Lighthouse run: the four categories' scores (0-100) and LCP (ms), CLS, TBT (ms). */
async function audit(port, url, headers) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', extraHeaders: headers, onlyCategories: ['performance', 'accessibility', 'best-practices'] },
  );
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) throw new LighthouseRunError(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`, result.lhr.runtimeError.code);
  if (REPORTS_DIR) {
    mkdirSync(REPORTS_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
    writeFileSync(path.join(REPORTS_DIR, name), result.report);
  }
  // Per script: the main thread's time on it (evaluation, parse and compile) and its decoded size.
  const scripts = new Map();
  for (const item of audits['bootup-time'].details?.items ?? []) scripts.set(item.url, { ms: item.scripting + item.scriptParseCompile, bytes: 0 });
  for (const request of audits['network-requests'].details?.items ?? []) {
    if (request.resourceType !== 'Script') continue;
    const script = scripts.get(request.url) ?? { ms: 0, bytes: 0 };
    scripts.set(request.url, { ...script, bytes: request.resourceSize ?? 0 });
  }
  const breakdown = Object.fromEntries((audits['mainthread-work-breakdown'].details?.items ?? []).map((item) => [item.group, item.duration]));
  return {
    scriptEvaluationMs: breakdown.scriptEvaluation ?? 0,
    scriptBytes: [...scripts.values()].reduce((sum, script) => sum + script.bytes, 0),
    // Lighthouse names time it cannot give to one script "Unattributable".
    scripts: [...scripts.entries()].map(([url, script]) => ({ name: URL.canParse(url) ? new URL(url).pathname.split('/').pop() || url : url, ...script })).sort((a, b) => b.ms - a.ms),
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
  };
}

/** A new Chromium with a new profile (chrome-launcher makes a fresh user-data folder for each launch). */
const launchChromium = () =>
  chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });

/** One run of a page as a first visit: its own Chromium, stopped after. */
async function firstVisit(url, headers) {
  const chrome = await launchChromium();
  try {
    return await auditWithRetry(chrome.port, url, headers);
  } finally {
    await chrome.kill();
  }
}

/** Runs every page RUNS times (one server per mode, a new Chromium per run); medians per page. */
export async function lighthouseBench(root, server) {
  const results = [];
  for (const mode of ['hosted', 'web']) {
    const running = await startServer(root, server, mode);
    try {
      for (const page of LIGHTHOUSE_PAGES.filter((p) => p.mode === mode)) {
        const runs = [];
        for (let i = 0; i < RUNS; i += 1) runs.push(await firstVisit(running.base + page.path, running.headers));
        const pick = (key) => median(runs.map((run) => run[key]));
        // The chunks of the run with the median performance.
        const typical = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)];
        results.push({
          ...page,
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          bestPractices: pick('bestPractices'),
          lcpMs: pick('lcpMs'),
          cls: pick('cls'),
          tbtMs: pick('tbtMs'),
          scriptEvaluationMs: pick('scriptEvaluationMs'),
          scriptBytes: pick('scriptBytes'),
          scripts: typical.scripts,
          performanceRuns: runs.map((run) => run.performance),
        });
      }
    } finally {
      await running.stop();
    }
  }
  return results;
}

/** A markdown table of lighthouseBench's results, with the goals next to them. */
export function lighthouseTable(results) {
  const lines = [
    `| (k) Lighthouse, mobile, median of ${RUNS} | performance (goal ≥ 95) | LCP (goal ≤ 2.5 s) | CLS (goal ≤ 0.05) | TBT | accessibility | best practices |`,
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of results) {
    lines.push(
      `| ${r.mode === 'hosted' ? 'hosted' : 'local'} \`${r.path}\` | ${r.performance} (runs ${r.performanceRuns.join(', ')}) | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.cls.toFixed(3)} | ${r.tbtMs.toFixed(0)} ms | ${r.accessibility} | ${r.bestPractices} |`,
    );
  }
  lines.push(
    '',
    `| (k) first visit, JavaScript (median of ${RUNS}) | loaded, decoded | main thread: script evaluation | the most costly chunks (evaluation, parse and compile; decoded size) |`,
    '|---|---|---|---|',
  );
  for (const r of results) {
    const chunks = r.scripts
      .slice(0, 4)
      .map((script) => `${script.name} ${script.ms.toFixed(0)} ms (${(script.bytes / 1024).toFixed(0)} KiB)`)
      .join(', ');
    lines.push(`| ${r.mode === 'hosted' ? 'hosted' : 'local'} \`${r.path}\` | ${(r.scriptBytes / 1024).toFixed(0)} KiB | ${r.scriptEvaluationMs.toFixed(0)} ms | ${chunks} |`);
  }
  return lines.join('\n');
}
