#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in order, with one summary line at the end:
 * typecheck, lint, vitest (unit + API), the web and desktop builds, then Playwright end to end.
 * Each vitest and Playwright test counts on its own; the other steps count as one check each.
 * The last line is `N passed, N failed`; the exit code is non-zero when anything failed.
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SECRET_CANARIES } from './check-bundle-secrets.mjs';

const reports = mkdtempSync(path.join(tmpdir(), 'wd-test-'));
let passed = 0;
let failed = 0;
const failures = [];

function run(label, command, args, env = {}) {
  process.stdout.write(`\n=== ${label}: ${command} ${args.join(' ')}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  process.stdout.write(`=== ${label}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
  return ok;
}

function step(label, command, args, env = {}) {
  if (run(label, command, args, env)) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

/** Counts from a runner's JSON report; a crashed runner with no report counts as one failure. */
function countFromReport(label, ok, file, read) {
  if (!existsSync(file)) {
    failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const counts = read(JSON.parse(readFileSync(file, 'utf8')));
  passed += counts.passed;
  failed += counts.failed;
  if (counts.failed > 0 || !ok) failures.push(label);
  if (!ok && counts.failed === 0) {
    failed += 1; // the runner failed outside any single test (e.g. a suite that did not load)
  }
}

step('typecheck', 'npx', ['tsc', '-p', 'tsconfig.node.json', '--noEmit']);
step('typecheck (renderer)', 'npx', ['tsc', '-p', 'tsconfig.web.json', '--noEmit']);
step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);

const vitestReport = path.join(reports, 'vitest.json');
const vitestOk = run('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
countFromReport('vitest', vitestOk, vitestReport, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));

// The load tests time /api/health while a million rows are imported or exported: alone, one file at a
// time, so that the rest of the suite is not what they measure (vitest.config.ts).
const loadReport = path.join(reports, 'vitest-load.json');
const loadOk = run('vitest (load tests)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${loadReport}`], { VITEST_LOAD: '1' });
countFromReport('vitest (load tests)', loadOk, loadReport, (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));

// The bundles are built with canary values in every secret's variable; the check below fails if
// one of them (or anything shaped like a Stripe secret) lands in a renderer bundle.
const webBuilt = run('build web bundle', 'npm', ['run', 'build:web', '--silent'], SECRET_CANARIES);
if (webBuilt) passed += 1;
else {
  failed += 1;
  failures.push('build web bundle');
}
step('build desktop (electron-vite build)', 'npx', ['electron-vite', 'build'], SECRET_CANARIES);
step('no secret in the renderer bundles', 'node', ['scripts/check-bundle-secrets.mjs', 'dist/web', 'dist/ssr', 'out/renderer']);
step('no zod in the first page\'s scripts', 'node', ['scripts/check-first-script.mjs', 'dist/web']);

/** A port nothing listens on now, so a leftover server elsewhere cannot collide with the e2e servers. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** "file › title [project]" of every test Playwright's JSON report marks flaky. */
function flakyTests(report) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) if (t.status === 'flaky') found.push(`${spec.file} › ${spec.title} [${t.projectName}]`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return found;
}

if (webBuilt) {
  const e2eReport = path.join(reports, 'playwright.json');
  const localPort = process.env.E2E_PORT ?? String(await freePort());
  let hostedPort = process.env.E2E_HOSTED_PORT ?? String(await freePort());
  while (hostedPort === localPort) hostedPort = String(await freePort());
  let noPayPort = process.env.E2E_NOPAY_PORT ?? String(await freePort());
  while (noPayPort === localPort || noPayPort === hostedPort) noPayPort = String(await freePort());
  let consumerPort = process.env.E2E_CONSUMER_PORT ?? String(await freePort());
  while ([localPort, hostedPort, noPayPort].includes(consumerPort)) consumerPort = String(await freePort());
  const ports = { E2E_PORT: localPort, E2E_HOSTED_PORT: hostedPort, E2E_NOPAY_PORT: noPayPort, E2E_CONSUMER_PORT: consumerPort };
  const e2eOk = run('playwright', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    ...ports,
  });
  countFromReport('playwright', e2eOk, e2eReport, (r) => ({
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
  }));
  if (existsSync(e2eReport)) {
    const flaky = flakyTests(JSON.parse(readFileSync(e2eReport, 'utf8')));
    if (flaky.length) process.stdout.write(`\nFlaky (failed once, passed on retry) — fix these:\n${flaky.map((t) => `  ${t}`).join('\n')}\n`);
  }
} else {
  failed += 1;
  failures.push('playwright (skipped: no web bundle)');
}

if (failures.length) process.stdout.write(`\nFailed: ${failures.join(', ')}\n`);
process.stdout.write(`\n${passed} passed, ${failed} failed\n`);
process.exit(failed === 0 ? 0 : 1);
