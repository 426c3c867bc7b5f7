/**
 * End-to-end tests against the built web bundle served by the real backend (plain Node).
 * Build first: `npm run build:web`. Then: `npx playwright test -c e2e/playwright.config.ts`.
 * The reporter comes from the command line (--reporter=...); Playwright's default otherwise.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, defineConfig } from '@playwright/test';
import {
  BASE_URL,
  CONSUMER_PORT,
  CONSUMER_URL,
  E2E_OWNER_EMAIL,
  E2E_OWNER_USERNAME,
  E2E_PASSWORD,
  E2E_PORT,
  E2E_TOKEN,
  HOSTED_PORT,
  HOSTED_URL,
  NOPAY_PORT,
  NOPAY_URL,
} from './support/env';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(e2eDir, '..');
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Playwright's own Chromium when it is installed, else Debian's; never a silent download. */
function chromiumExecutable(): string {
  let bundled: string | undefined;
  try {
    bundled = chromium.executablePath();
  } catch {
    bundled = undefined;
  }
  if (bundled && existsSync(bundled)) return bundled;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  throw new Error(
    `No Chromium found (looked for Playwright's at ${bundled ?? '(none)'} and ${DEBIAN_CHROMIUM}). ` +
      'Install Debian\'s Chromium with `apt-get install chromium`.',
  );
}

/**
 * A fresh, empty data folder per run, so every run starts from the same seeded database. The
 * config is also evaluated inside each worker; only the main process (no TEST_WORKER_INDEX) starts
 * the server, so only it makes (and later removes) the folder.
 */
function freshDataDir(): string {
  if (process.env.TEST_WORKER_INDEX !== undefined) return '';
  const dir = mkdtempSync(path.join(tmpdir(), 'wealth-desk-e2e-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A hosted test server: its owner is made out of band first (no sign-up can make the owner), in the
 * same DATA_DIR, with the password from OWNER_PASSWORD (see HOSTED_ENV); then the server starts.
 */
const HOSTED_COMMAND =
  `node dist/server/main.js owner:create --email ${E2E_OWNER_EMAIL} --username ${E2E_OWNER_USERNAME} --first-name Owner` +
  ' && node dist/server/main.js';
const HOSTED_ENV = { APP_MODE: 'hosted', HOST: '127.0.0.1', OWNER_PASSWORD: E2E_PASSWORD } as const;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(repoRoot, 'test-results', 'e2e'),
  fullyParallel: false,
  workers: 2,
  // One retry: a test that fails once on a noisy machine and then passes is reported as flaky (by
  // name, in the npm test summary) rather than failing the run; a test that fails twice fails.
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  // Generous: two workers and two servers share two cores, and CI machines are noisy.
  timeout: 60_000,
  expect: { timeout: 7_500 },
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumExecutable(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // Local web mode (per-launch token): everything but the hosted suite.
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: ['hosted/**', 'no-payments/**', 'consumer/**'] },
    // Hosted mode (accounts, sessions, CSRF) on its own server.
    { name: 'hosted', use: { browserName: 'chromium', baseURL: HOSTED_URL }, testMatch: 'hosted/**/*.spec.ts' },
    // Hosted, not demo mode, no Stripe key: no payment provider at all.
    { name: 'no-payments', use: { browserName: 'chromium', baseURL: NOPAY_URL }, testMatch: 'no-payments/**/*.spec.ts' },
    // Hosted demo whose "/" shows the consumer face (a site setting), for the landing's growth elements.
    { name: 'consumer', use: { browserName: 'chromium', baseURL: CONSUMER_URL }, testMatch: 'consumer/**/*.spec.ts' },
  ],
  webServer: [
    {
      command: 'node dist/server/main.js',
      cwd: repoRoot,
      // Without the token the server answers 403, which Playwright counts as "up".
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        APP_MODE: 'web',
        PORT: String(E2E_PORT),
        APP_TOKEN: E2E_TOKEN,
        DATA_DIR: freshDataDir(),
        LOG_LEVEL: 'warn',
        // POST /api/test/clock lets the business test move a week forward.
        TEST_CLOCK: 'true',
        // Offline demo mode whatever the calling shell has configured.
        STRIPE_SECRET_KEY: '',
        STRIPE_WEBHOOK_SECRET: '',
        PLAID_CLIENT_ID: '',
        PLAID_SECRET: '',
      },
    },
    {
      command: HOSTED_COMMAND,
      cwd: repoRoot,
      url: `${HOSTED_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...HOSTED_ENV,
        PORT: String(HOSTED_PORT),
        DATA_DIR: freshDataDir(),
        LOG_LEVEL: 'warn',
        STRIPE_SECRET_KEY: '',
        STRIPE_WEBHOOK_SECRET: '',
        PLAID_CLIENT_ID: '',
        PLAID_SECRET: '',
      },
    },
    {
      command: HOSTED_COMMAND,
      cwd: repoRoot,
      url: `${NOPAY_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...HOSTED_ENV,
        PORT: String(NOPAY_PORT),
        DATA_DIR: freshDataDir(),
        LOG_LEVEL: 'warn',
        STRIPE_SECRET_KEY: '',
        STRIPE_WEBHOOK_SECRET: '',
        // Bank keys (never used: no test links a bank here) take the server out of demo mode.
        PLAID_CLIENT_ID: 'e2e-not-a-real-client-id',
        PLAID_SECRET: 'e2e-not-a-real-secret',
      },
    },
    {
      command: HOSTED_COMMAND,
      cwd: repoRoot,
      url: `${CONSUMER_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...HOSTED_ENV,
        PORT: String(CONSUMER_PORT),
        DATA_DIR: freshDataDir(),
        LOG_LEVEL: 'warn',
        LANDING_FACE: 'consumer',
        STRIPE_SECRET_KEY: '',
        STRIPE_WEBHOOK_SECRET: '',
        PLAID_CLIENT_ID: '',
        PLAID_SECRET: '',
      },
    },
  ],
});
