/**
 * A bounded fuzzer over every state-changing /api route the server registers (read from the
 * router): wrong types, missing fields, 1 MB strings, NaN / Infinity / 1e308 / negative /
 * sub-cent amounts, __proto__ keys, invalid JSON, wrong content types and malformed escapes in
 * path parameters. Every answer must be a deliberate one (never a 5xx, never a hang), and
 * afterwards the database must be intact: integrity_check, foreign keys, and the money ledgers
 * (a business account's balance is the sum of its transactions; no deposit account below zero).
 * Deterministic (a seeded generator), so a failure reproduces.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_ID } from '../../../shared/constants';
import { startTestServer, TEST_TOKEN, type TestServer } from '../testing/test-server';
import { testClient, type TestClient } from '../testing/http-client';
import type { DeclaredRoute } from './routing';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const FORM = 'application/x-www-form-urlencoded';
/** No answer within this is a hang. */
const REQUEST_TIMEOUT_MS = 5_000;

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function seeded(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]! };
}

const MEGABYTE_STRING = 'x'.repeat(1024 * 1024);

/** Values that have broken servers before: written as JSON text, so NaN and 1e999 (= Infinity) can be sent. */
const NASTY_JSON_VALUES: readonly string[] = [
  'null', 'true', 'false', '0', '-0', '-1', '0.004', '1.005', '0.005', '0.1', '1e308', '-1e308', '1e999', '-1e999',
  '1e-7', '9007199254740993', '"NaN"', '"Infinity"', '"-1"', '"12.345"', '""', '" "', '"\\u0000"', '"%E0%A4%A"',
  '"<script>alert(1)</script>"', `"${'a'.repeat(10_000)}"`, '[]', '[1,2,3]', '{}', '{"__proto__":{"polluted":true}}',
  '"00000000-0000-4000-8000-000000000001"', '"not-a-uuid"', '"2026-02-30"', '"9999-99-99"',
  // Lone UTF-16 surrogates (no UTF-8 form): refused as text, never stored.
  '"\\uD800"', '"Fuzz \\uDC00 Co"', '"\\uDBFF\\uDBFF"', '{"\\uD800":"x"}', '["ok","\\uDFFF"]',
];

/** Field names the contracts use, so objects reach past "unknown key" into the real validators. */
const FIELDS: readonly string[] = [
  'amount', 'income', 'mode', 'userId', 'businessName', 'targetAmount', 'weeklyContribution', 'targetDate', 'status',
  'fromAccountId', 'toAccountId', 'note', 'email', 'password', 'username', 'identifier', 'firstName', 'name',
  'transactions', 'tierId', 'isAnnual', 'priceId', 'code', 'itemId', 'transcript', 'emotionalState', 'portfolio',
  'currentAge', 'targetAge', 'decisions', 'provider', 'monthlyAmount', 'billType', 'savedAmount', 'landingFace',
  'id', 'kind', 'advanceDays', 'event', 'properties', 'sessionId', 'variant', 'testName', 'publicToken', 'days',
  'personalInfo', 'goals', 'subscriptions', 'currentScore', 'message', 'dataset', 'period',
];

/** Bodies that are nearly right, for the money routes: one field at a time goes bad. */
function nearlyRight(route: DeclaredRoute, rows: Rows): Record<string, unknown> | undefined {
  switch (`${route.method} ${route.path}`) {
    case 'POST /business-accounts/:id/contribute':
      return { amount: 25 };
    case 'POST /banking/transfer':
      return { fromAccountId: rows.checking, toAccountId: rows.savings, amount: 10 };
    case 'POST /business-accounts':
      return { businessName: 'Fuzz Co', userId: DEMO_USER_ID, targetAmount: 1000, weeklyContribution: 50 };
    case 'PUT /user/budget-settings':
    case 'POST /budget/calculate':
      return { income: 4500, mode: 'ai-control' };
    default:
      return undefined;
  }
}

interface Rows {
  checking: string;
  savings: string;
  businessAccount: string;
  subscription: string;
}

interface Attempt {
  label: string;
  path: string;
  raw: string;
  contentType: string;
}

/** The requests for one route: the bounded set the fuzzer sends. */
function attemptsFor(route: DeclaredRoute, rows: Rows, random: ReturnType<typeof seeded>): Attempt[] {
  const realParam = (name: string) => (name === 'userId' ? DEMO_USER_ID : name === 'id' ? (route.path.startsWith('/subscriptions') ? rows.subscription : rows.businessAccount) : 'fuzz');
  const path = route.path.replace(/:(\w+)/g, (_m, name: string) => realParam(name));
  const json = 'application/json';
  const out: Attempt[] = [
    { label: 'invalid JSON', path, raw: '{"amount": ', contentType: json },
    { label: 'JSON with a trailing comma', path, raw: '{"amount": 1,}', contentType: json },
    { label: 'a bare number', path, raw: '1e308', contentType: json },
    { label: 'a bare string', path, raw: '"hello"', contentType: json },
    { label: 'an array', path, raw: '[{"amount":1}]', contentType: json },
    { label: 'null', path, raw: 'null', contentType: json },
    { label: 'wrong content type', path, raw: '{"amount":1}', contentType: 'text/plain' },
    { label: 'form body', path, raw: 'amount=1&userId=x&identifier=x&password=y', contentType: FORM },
    { label: '__proto__ key', path, raw: '{"__proto__":{"role":"owner"},"constructor":{"prototype":{"role":"owner"}}}', contentType: json },
    { label: '1 MB string', path, raw: JSON.stringify({ [random.pick(FIELDS)]: MEGABYTE_STRING }), contentType: json },
  ];
  // Malformed escapes and odd ids in every path parameter.
  if (route.path.includes(':')) {
    for (const bad of ['%E0%A4%A', '%', '%00', 'x'.repeat(5000), '..%2F..%2Fetc']) {
      out.push({ label: `parameter ${bad.slice(0, 12)}`, path: route.path.replace(/:(\w+)/g, bad), raw: '{}', contentType: json });
    }
  }
  // Objects of real field names with nasty values.
  for (let i = 0; i < 12; i++) {
    const fields = Array.from({ length: 1 + Math.floor(random.next() * 3) }, () => `${JSON.stringify(random.pick(FIELDS))}:${random.pick(NASTY_JSON_VALUES)}`);
    out.push({ label: `fields ${fields.join(',').slice(0, 60)}`, path, raw: `{${fields.join(',')}}`, contentType: json });
  }
  // A nearly right body with one field gone bad, for the money routes.
  const base = nearlyRight(route, rows);
  if (base) {
    for (const field of Object.keys(base)) {
      for (const value of NASTY_JSON_VALUES) {
        const body = Object.entries(base).map(([k, v]) => `${JSON.stringify(k)}:${k === field ? value : JSON.stringify(v)}`);
        out.push({ label: `${field}=${value.slice(0, 20)}`, path, raw: `{${body.join(',')}}`, contentType: json });
      }
      const { [field]: _missing, ...rest } = base;
      out.push({ label: `without ${field}`, path, raw: JSON.stringify(rest), contentType: json });
    }
  }
  return out;
}

let server: TestServer;
let client: TestClient;
let rows: Rows;

async function json<T>(path: string): Promise<T> {
  const res = await client.get(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const sql = <T>(query: string, ...args: unknown[]) => server.db.$client.prepare(query).all(...args) as T[];

/**
 * Text values anywhere in the database that are not UTF-8: the bytes ED A0..ED BF begin the
 * encoding of a surrogate, which is what a lone one turns into. Returns "table.column" of each.
 */
function textNotUtf8(db: TestServer['db']): string[] {
  const found: string[] = [];
  const tables = db.$client.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").all() as Array<{ name: string }>;
  for (const { name } of tables) {
    const columns = db.$client.prepare(`select name from pragma_table_info(?)`).all(name) as Array<{ name: string }>;
    for (const column of columns) {
      const rows = db.$client.prepare(`select hex("${column.name}") as h from "${name}" where typeof("${column.name}") = 'text' and instr(hex("${column.name}"), 'ED') > 0`).all() as Array<{ h: string }>;
      if (rows.some((r) => /^(?:[0-9A-F]{2})*?ED[AB]/.test(r.h))) found.push(`${name}.${column.name}`);
    }
  }
  return found;
}

/** Per business account: its balance minus the sum of its transactions (must not change). */
function businessLedgerGaps(): Map<string, number> {
  const gaps = sql<{ id: string; gap: number }>(`
    select a.id, a.current_amount_cents - coalesce((select sum(t.amount_cents) from business_transactions t where t.business_account_id = a.id), 0) as gap
    from business_accounts a`);
  return new Map(gaps.map((g) => [g.id, g.gap]));
}

beforeAll(async () => {
  // With a webhook secret, so the webhook's own checks are fuzzed (without one it answers 503).
  server = await startTestServer({ mode: 'web', secrets: { STRIPE_WEBHOOK_SECRET: 'whsec_fuzz' } });
  client = testClient(server.url, { authorization: `Bearer ${TEST_TOKEN}` });
  const accounts = await json<Array<{ id: string; type: string; name: string }>>(`/api/banking/accounts/${DEMO_USER_ID}`);
  const deposit = accounts.filter((a) => a.type !== 'credit');
  const business = await json<Array<{ id: string }>>(`/api/users/${DEMO_USER_ID}/business-accounts`);
  const subscriptions = await json<{ subscriptions: Array<{ id: string }> }>('/api/subscriptions');
  rows = { checking: deposit[0]!.id, savings: deposit[1]!.id, businessAccount: business[0]!.id, subscription: subscriptions.subscriptions[0]!.id };
});
afterAll(() => server.close());

/** Sends every attempt for every route, four at a time; returns what was sent and what went wrong. */
async function fuzz(baseUrl: string, routes: readonly DeclaredRoute[], headers: Record<string, string>, seed: number) {
  const random = seeded(seed);
  const problems: string[] = [];
  let sent = 0;
  for (const route of routes) {
    const attempts = attemptsFor(route, rows, random);
    // Four at a time: concurrency is part of the test (money writes racing each other).
    for (let i = 0; i < attempts.length; i += 4) {
      await Promise.all(
        attempts.slice(i, i + 4).map(async (attempt) => {
          const label = `${route.method} /api${attempt.path} [${attempt.label}]`;
          try {
            const res = await fetch(`${baseUrl}/api${attempt.path}`, {
              method: route.method,
              headers: { ...headers, 'content-type': attempt.contentType },
              body: attempt.raw,
              signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
            });
            const text = await res.text();
            if (res.status >= 500) problems.push(`${label} -> ${res.status} ${text.slice(0, 120)}`);
            // Every refusal is the JSON error shape (the sign-in forms answer HTML only to form posts).
            else if (res.status >= 400 && !text.startsWith('{"error":') && attempt.contentType !== FORM) problems.push(`${label} -> ${res.status} without the JSON error`);
          } catch (error) {
            problems.push(`${label} -> ${(error as Error).name === 'TimeoutError' ? 'no answer (hang)' : String(error)}`);
          }
          sent += 1;
        }),
      );
    }
  }
  return { sent, problems };
}

describe('fuzzer over every state-changing route', () => {
  it('answers every malformed request deliberately (no 5xx, no hang) and leaves the database intact', async () => {
    const routes = server.apiRoutes.filter((r) => STATE_CHANGING.has(r.method) && r.path !== '/logout');
    expect(routes.length).toBeGreaterThan(40);
    const ledgerBefore = businessLedgerGaps();
    const { sent, problems } = await fuzz(server.url, routes, { authorization: `Bearer ${TEST_TOKEN}` }, 20261124);
    console.log(`fuzzer (local owner): ${sent} requests over ${routes.length} state-changing routes, ${problems.length} unexpected answers`);
    expect(problems).toEqual([]);

    expect(sql<{ integrity_check: string }>('pragma integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    expect(sql('pragma foreign_key_check')).toEqual([]);
    expect(textNotUtf8(server.db), 'text columns holding a lone surrogate').toEqual([]);
    const ledgerAfter = businessLedgerGaps();
    for (const [id, gap] of ledgerBefore) expect(ledgerAfter.get(id), `business account ${id}: balance vs transactions`).toBe(gap);
    expect(sql(`select id, balance_cents from bank_accounts where type != 'credit' and balance_cents < 0`)).toEqual([]);
    expect(sql('select user_id from user_rewards where coins < 0')).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  }, 120_000);

  it('hosted: a visitor fuzzing the public routes (sign-in, sign-up, tracking, sign-ups) gets deliberate answers too', async () => {
    const hosted = await startTestServer({ mode: 'hosted', accessToken: undefined, secrets: { STRIPE_WEBHOOK_SECRET: 'whsec_fuzz' } });
    try {
      const routes = hosted.apiRoutes.filter((r) => STATE_CHANGING.has(r.method) && r.access === 'public' && r.path !== '/logout');
      expect(routes.map((r) => r.path)).toEqual(expect.arrayContaining(['/login', '/register', '/analytics/track']));
      const { sent, problems } = await fuzz(hosted.url, routes, {}, 11242026);
      console.log(`fuzzer (hosted visitor): ${sent} requests over ${routes.length} public state-changing routes, ${problems.length} unexpected answers`);
      expect(problems).toEqual([]);
      expect(hosted.db.$client.prepare('pragma integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
      expect(textNotUtf8(hosted.db), 'text columns holding a lone surrogate').toEqual([]);
      expect(hosted.db.$client.prepare("select count(*) as n from users where role = 'owner'").get()).toEqual({ n: 0 });
    } finally {
      await hosted.close();
    }
  }, 120_000);
});
