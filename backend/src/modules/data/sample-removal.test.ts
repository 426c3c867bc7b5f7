/**
 * The walk of issue "Trust" (docs/product.md "Your data"), over real HTTP on a real data folder:
 * a fresh start seeds the sample in the background (as the web and desktop starts do), the user
 * removes it, imports their own bank files (one in EUR, one in USD), scans for subscriptions,
 * saves a plan and exports. Nothing of the sample shows again: no sample row, name, plan, badge
 * or sentence, the scan does not fall back to the sample history, and a restart on the same
 * folder (even one where the seed runs again) does not bring it back.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_ID } from '../../../../shared/constants';
import { bankAccountListSchema, importResultSchema } from '../../../../shared/contracts/banking';
import { dashboardResponseSchema } from '../../../../shared/contracts/dashboard';
import { dataSourcesSchema } from '../../../../shared/contracts/data';
import { ledgerPageSchema } from '../../../../shared/contracts/ledger';
import { savingsSummarySchema, subscriptionListSchema, subscriptionScanResponseSchema, upcomingResponseSchema } from '../../../../shared/contracts/subscriptions';
import { fixedClock } from '../../clock';
import { openDatabase, type AppDatabase } from '../../db/open';
import { DEMO_SEED_MARKER_KEY } from '../../db/seed/seed';
import { createLogger } from '../../logger';
import { memorySecretStore } from '../../providers/secrets/secret-store';
import { createServer, type RunningServer } from '../../server';
import { TEST_NOW, TEST_TOKEN } from '../../testing/test-server';
import { readZip } from './zip-reader';

const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(TEST_NOW - n * DAY).toISOString().slice(0, 10);

const EUR_FILE = [
  'Date,Description,Amount,Currency',
  `${daysAgo(2)},BAECKEREI MUELLER,-4.20,EUR`,
  `${daysAgo(5)},GEHALT ACME GMBH,3200.00,EUR`,
  `${daysAgo(9)},BUCHHANDLUNG HUGENDUBEL,-23.90,EUR`,
  `${daysAgo(14)},SUPERMARKT REWE,-61.35,EUR`,
].join('\n');
const USD_FILE = ['Date,Description,Amount,Currency', `${daysAgo(3)},ACE HARDWARE,-45.10,USD`, `${daysAgo(7)},CORNER BOOKSHOP,-12.99,USD`].join('\n');
const OWN_ROWS = 6;

/** Words that give the sample away on any screen or in any file once it is removed. */
const SAMPLE_TRACES = /sample|demo/i;

interface Running {
  server: RunningServer;
  db: AppDatabase;
  api(pathName: string, init?: RequestInit): Promise<Response>;
  json(pathName: string, init?: RequestInit): Promise<unknown>;
}

/** The web start (backend/src/main.ts) on a data folder: file database, demo mode, the seed in the background. */
async function start(file: string): Promise<Running> {
  const db = openDatabase({ file });
  const server = await createServer({
    db,
    secrets: memorySecretStore({}),
    mode: 'web',
    accessToken: TEST_TOKEN,
    clock: fixedClock(TEST_NOW),
    logger: createLogger({ level: 'silent' }),
    seedInBackground: true,
  });
  const api = (pathName: string, init: RequestInit = {}) =>
    fetch(server.url + pathName, { ...init, headers: { authorization: `Bearer ${TEST_TOKEN}`, ...(init.headers as Record<string, string>) } });
  const json = async (pathName: string, init?: RequestInit) => {
    const res = await api(pathName, init);
    expect(res.status, `${init?.method ?? 'GET'} ${pathName}`).toBeLessThan(300);
    return (await res.json()) as unknown;
  };
  return { server, db, api, json };
}

async function stop(run: Running): Promise<void> {
  await run.server.close();
  run.db.$client.close();
}

const sendJson = (method: string, body: unknown): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('removed sample data stays removed (web start on a data folder)', () => {
  let dir: string;
  let file: string;
  let run: Running;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'wd-sample-'));
    file = path.join(dir, 'wealth-desk.db');
    run = await start(file);
  });
  afterAll(async () => {
    if (run) await stop(run);
    rmSync(dir, { recursive: true, force: true });
  });

  /** Everything a person sees that could carry the sample: what each screen reads. */
  async function screens(r: Running) {
    const dashboard = dashboardResponseSchema.parse(await r.json('/api/dashboard'));
    const sources = dataSourcesSchema.parse(await r.json('/api/data/sources'));
    const subscriptions = subscriptionListSchema.parse(await r.json('/api/subscriptions'));
    const transactions = ledgerPageSchema.parse(await r.json('/api/transactions?limit=200'));
    const accounts = bankAccountListSchema.parse(await r.json(`/api/banking/accounts/${DEMO_USER_ID}`));
    const credit = await r.json(`/api/credit-score/${DEMO_USER_ID}`);
    return { dashboard, sources, subscriptions, transactions, accounts, credit };
  }

  function expectNoSample(s: Awaited<ReturnType<typeof screens>>, ownRows: number) {
    expect(s.sources.demo).toEqual({ accounts: 0, transactions: 0 });
    // The dashboard: no sample name, no sample plan, no Demo data badge (on the page or the AI tip).
    expect(s.dashboard.user.firstName).toBeNull();
    expect(s.dashboard.demoData).toBe(false);
    for (const insight of s.dashboard.insights) expect(insight.insight).not.toMatch(SAMPLE_TRACES);
    expect(s.dashboard.allocation?.aiTip ?? '').not.toMatch(SAMPLE_TRACES);
    expect(s.subscriptions.subscriptions.filter((x) => x.source === 'demo')).toEqual([]);
    expect(s.subscriptions.cancelled.filter((x) => x.source === 'demo')).toEqual([]);
    // /transactions counts only the user's own rows.
    expect(s.transactions.total).toBe(ownRows);
    expect(s.transactions.items.every((t) => t.source === 'real')).toBe(true);
    expect(s.accounts.every((a) => a.source === 'real')).toBe(true);
    expect(JSON.stringify(s.credit)).not.toMatch(SAMPLE_TRACES);
  }

  it('starts with the sample (seeded in the background after the first answer)', async () => {
    expect((await run.api('/api/health')).status).toBe(200);
    await run.server.demoDataReady;
    const sources = dataSourcesSchema.parse(await run.json('/api/data/sources'));
    expect(sources.demo.transactions).toBeGreaterThan(0);
    const dashboard = dashboardResponseSchema.parse(await run.json('/api/dashboard'));
    expect(dashboard.user.firstName).toBe('Demo');
    expect(dashboard.demoData).toBe(true);
  });

  it('removes it; the own files come in; the scan says nothing about the sample and never brings it back', async () => {
    expect((await run.api('/api/data/sample', { method: 'DELETE' })).status).toBe(200);
    for (const [name, body] of [['girokonto-eur.csv', EUR_FILE], ['checking-usd.csv', USD_FILE]] as const) {
      const res = await run.api(`/api/banking/import?fileName=${name}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
      expect(res.status, name).toBe(200);
      importResultSchema.parse(await res.json());
    }
    const before = await screens(run);
    expectNoSample(before, OWN_ROWS);
    // The plan is empty until the user gives an income (the sample's $5,200 is gone).
    expect(before.dashboard.allocation).toBeNull();
    expect(before.dashboard.user.income).toBe(0);

    const scan = subscriptionScanResponseSchema.parse(await run.json('/api/subscriptions/scan', { method: 'POST' }));
    expect(scan.sampleDataUsed).toBe(false);
    expect(scan.dataSources.demo).toBe(0);
    expect(scan.subscriptions.subscriptions).toEqual([]);
    const after = await screens(run);
    expectNoSample(after, OWN_ROWS);
    expect(after.subscriptions.total).toBe(0);
  });

  it('a saved plan carries no sample badge or sentence, and the export holds no sample row', async () => {
    const saved = dashboardResponseSchema.parse(await run.json('/api/user/budget-settings', sendJson('PUT', { income: 3200, mode: 'ai-control' })));
    expect(saved.demoData).toBe(false);
    expect(saved.allocation?.aiTip).not.toMatch(SAMPLE_TRACES);

    const res = await run.api('/api/data/export');
    expect(res.status).toBe(200);
    const files = Object.fromEntries(readZip(Buffer.from(await res.arrayBuffer())).map((e) => [e.name, e.data.toString('utf8')]));
    expect(Object.keys(files).sort()).toEqual(['accounts.csv', 'budgets.csv', 'categories.csv', 'everything.json', 'rules.csv', 'subscriptions.csv', 'transactions.csv']);
    // No row marked sample data ('demo' in a Source column or field), no sample sentence. (The local
    // account's own username, "demo", is the person's login, not sample data.)
    for (const [name, text] of Object.entries(files)) {
      expect(text, name).not.toMatch(name.endsWith('.json') ? /"source": "demo"/ : /,demo(,|\r\n)/);
      expect(text, name).not.toMatch(/sample data/i);
    }
    const budgets = files['budgets.csv']!.trim().split('\r\n');
    expect(budgets).toHaveLength(2); // the header and the one plan the user saved
    expect(budgets[1]).toContain('3200.00');
    const everything = JSON.parse(files['everything.json']!) as { profile: Record<string, unknown>; transactions: unknown[] };
    expect(everything.profile).toMatchObject({ firstName: null, lastName: null });
    expect(everything.transactions).toHaveLength(OWN_ROWS);
  });

  it('with euros at home, the plan, its tip and the insights write euros, never "$"', async () => {
    expect(await run.json('/api/data/preferences', sendJson('PUT', { homeCurrency: 'EUR' }))).toEqual({ homeCurrency: 'EUR' });
    for (const mode of ['goal-mode', 'debt-mode', 'challenge-mode', 'ai-control'] as const) {
      const saved = dashboardResponseSchema.parse(await run.json('/api/user/budget-settings', sendJson('PUT', { income: 3200, mode })));
      expect(saved.user.homeCurrency).toBe('EUR');
      expect(saved.allocation?.aiTip, mode).toMatch(/€\d/);
      expect(saved.allocation?.aiTip, mode).not.toContain('$');
      const sentences = saved.insights.map((i) => i.insight);
      expect(sentences.join(' '), mode).toMatch(/€\d/);
      for (const sentence of sentences) expect(sentence, mode).not.toContain('$');
      expect(saved.demoData).toBe(false);
    }
    // The spending insight counts the euro file only and says the dollar rows were left out.
    const dashboard = dashboardResponseSchema.parse(await run.json('/api/dashboard'));
    expect(dashboard.insights.find((i) => i.category === 'spending')?.insight).toMatch(/^You spent €89 in the last 30 days.* 2 transactions in other currencies were left out\.$/);
    // The allocation calculator (the same tip) writes the home currency too.
    const calculated = (await run.json('/api/budget/calculate', sendJson('POST', { income: 3200, mode: 'goal-mode' }))) as { aiTip: string };
    expect(calculated.aiTip).toMatch(/€1,280 goal budget.*€10,000/);
    // /subscriptions counts in euros too: every answer it reads names EUR, and a scan of the euro
    // file (nothing recurring in it) finds nothing and does not fall back to the sample.
    const scan = subscriptionScanResponseSchema.parse(await run.json('/api/subscriptions/scan', { method: 'POST' }));
    expect(scan).toMatchObject({ currency: 'EUR', sampleDataUsed: false, patternsFound: 0, dataSources: { real: 4, demo: 0 }, otherCurrencyRows: 2 });
    expect(scan.subscriptions.currency).toBe('EUR');
    expect(scan.savings.currency).toBe('EUR');
    expect(subscriptionListSchema.parse(await run.json('/api/subscriptions')).currency).toBe('EUR');
    expect(upcomingResponseSchema.parse(await run.json('/api/subscriptions/upcoming')).currency).toBe('EUR');
    expect(savingsSummarySchema.parse(await run.json('/api/savings-summary')).currency).toBe('EUR');
  });

  it('a restart on the same data folder, even one where the seed runs again, does not bring the sample back', async () => {
    await stop(run);
    // As after an update whose seed gained rows: the next start runs the seed again.
    const db = openDatabase({ file });
    db.$client.prepare(`UPDATE app_settings SET value = json_set(value, '$.version', 0) WHERE key = ?`).run(DEMO_SEED_MARKER_KEY);
    db.$client.close();

    run = await start(file);
    expect((await run.api('/api/health')).status).toBe(200);
    await run.server.demoDataReady;
    const s = await screens(run);
    expectNoSample(s, OWN_ROWS);
    expect(s.dashboard.allocation?.income).toBe(3200);
    // The plans the user saved, and none of the sample's.
    expect(run.db.$client.prepare(`SELECT count(*) FROM budget_allocations WHERE user_id = ? AND income_cents <> 320000`).pluck().get(DEMO_USER_ID)).toBe(0);
    const scan = subscriptionScanResponseSchema.parse(await run.json('/api/subscriptions/scan', { method: 'POST' }));
    expect(scan.sampleDataUsed).toBe(false);
    expectNoSample(await screens(run), OWN_ROWS);
  });
});
