/**
 * Configuration of the plain-Node entry (npm run web / start:web, hosted), read from the environment
 * and validated at start: a bad value stops the process with a clear message.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { BETA_DEFAULT_LENGTH_DAYS, BETA_MAX_LENGTH_DAYS } from '../../shared/contracts/beta';
import { DEFAULT_LANDING_FACE, LANDING_FACES, type LandingFace } from '../../shared/contracts/site';

export const envSchema = z.object({
  APP_MODE: z.enum(['web', 'hosted']).default('web'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5173),
  /** Only hosted mode may bind anything but loopback. */
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  APP_TOKEN: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,128}$/, 'APP_TOKEN must be 16-128 characters of A-Z, a-z, 0-9, _ or -')
    .optional(),
  STATIC_DIR: z.string().min(1).optional(),
  /**
   * No longer used: it once made whoever registered this address the owner. Accepted (so an old
   * deployment still starts) but ignored, with a warning; the owner is made with `owner:create`.
   */
  OWNER_EMAIL: z.string().optional(),
  /** Hosted behind an HTTPS proxy: trust its X-Forwarded-* headers (so session cookies get Secure). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** End-to-end tests only (local web): POST /api/test/clock may move the clock forward. */
  TEST_CLOCK: z.enum(['true', 'false']).default('false'),
  /** Stripe's publishable key (public by design; the secret key is a secret, read from the secret store). */
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_[A-Za-z0-9]+$/, 'STRIPE_PUBLISHABLE_KEY must look like pk_test_... or pk_live_...').optional(),
  /** Optional language model for the voice coach: an OpenAI-compatible chat-completions URL (key: COACH_LLM_API_KEY). */
  COACH_LLM_URL: z.url({ protocol: /^https?$/ }).optional(),
  COACH_LLM_MODEL: z.string().min(1).max(100).default('gpt-4o-mini'),
  /** Which face "/" shows until the owner changes it (docs/product.md "Landing"). */
  LANDING_FACE: z.enum(LANDING_FACES).default(DEFAULT_LANDING_FACE),
  /** When the beta signup opens: an ISO date (UTC midnight) or date-time; default the install's first start (docs/product.md "Beta"). */
  BETA_START: z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'BETA_START must be an ISO date such as 2026-12-01 or 2026-12-01T09:00:00Z' })
    .optional(),
  /** How many days the beta signup stays open from its start. */
  BETA_LENGTH_DAYS: z.coerce
    .number({ error: 'BETA_LENGTH_DAYS must be a whole number of days' })
    .int('BETA_LENGTH_DAYS must be a whole number of days')
    .min(1, 'BETA_LENGTH_DAYS must be at least 1')
    .max(BETA_MAX_LENGTH_DAYS, `BETA_LENGTH_DAYS must be at most ${BETA_MAX_LENGTH_DAYS}`)
    .default(BETA_DEFAULT_LENGTH_DAYS),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface AppConfig {
  mode: 'web' | 'hosted';
  port: number;
  host: string;
  databaseFile: string;
  accessToken?: string;
  staticDir?: string;
  logLevel: string;
  trustProxy: boolean;
  testClock: boolean;
  coachLlm?: { url: string; model: string };
  stripePublishableKey?: string;
  landingFace: LandingFace;
  /** The beta signup window: start (unix ms; absent = the install's first start) and length in days. */
  beta: { start?: number; lengthDays: number };
  /** Problems worth a line in the log that do not stop the server. */
  warnings: string[];
}

export function newAccessToken(): string {
  return randomBytes(24).toString('base64url');
}

export function loadConfig(env: NodeJS.ProcessEnv): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.APP_MODE === 'hosted' && e.TEST_CLOCK === 'true') {
    throw new Error('Invalid configuration: TEST_CLOCK: only the local web server has a test clock');
  }
  if (e.APP_MODE === 'web' && e.HOST !== '127.0.0.1') {
    throw new Error('Invalid configuration: HOST: the local web server binds 127.0.0.1 only');
  }
  return {
    mode: e.APP_MODE,
    port: e.PORT,
    host: e.HOST,
    databaseFile: path.resolve(e.DATA_DIR, 'wealth-desk.db'),
    accessToken: e.APP_MODE === 'web' ? (e.APP_TOKEN ?? newAccessToken()) : undefined,
    staticDir: e.STATIC_DIR,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    testClock: e.TEST_CLOCK === 'true',
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    landingFace: e.LANDING_FACE,
    beta: { start: e.BETA_START === undefined ? undefined : Date.parse(e.BETA_START.length === 10 ? `${e.BETA_START}T00:00:00Z` : e.BETA_START), lengthDays: e.BETA_LENGTH_DAYS },
    coachLlm: e.COACH_LLM_URL ? { url: e.COACH_LLM_URL, model: e.COACH_LLM_MODEL } : undefined,
    warnings: e.OWNER_EMAIL
      ? ['OWNER_EMAIL is ignored: it no longer makes anyone the owner. Create the owner with `node dist/server/main.js owner:create --email <address> --username <name>` (README, docs/security.md).']
      : [],
  };
}
