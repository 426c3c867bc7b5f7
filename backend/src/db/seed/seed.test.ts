import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USER_ID, NON_SPENDING_CATEGORIES } from '../../../../shared/constants';
import { fixedClock } from '../../clock';
import { openDatabase, type AppDatabase } from '../open';
import { SAMPLE_REMOVED_SETTING } from '../../modules/data/service';
import { buildDemoData, DEMO_LABELS_MARKER_KEY, DEMO_SEED_MARKER_KEY, DEMO_SEED_VERSION, labelDemoRows, seedDemoData } from './seed';
import { DAY_MS, isoDate } from '../../../../shared/dates';

const ANCHOR = Date.UTC(2025, 5, 18, 14, 30); // a Wednesday afternoon
const opened: AppDatabase[] = [];

function freshDb(): AppDatabase {
  const db = openDatabase({ file: ':memory:' });
  opened.push(db);
  return db;
}

afterEach(() => {
  for (const db of opened.splice(0)) db.$client.close();
});

/** Rows of the demo user (or of the demo traffic) per table. */
const COUNT_SQL: Record<string, string> = {
  users: `SELECT count(*) FROM users WHERE id = @user`,
  bank_connections: `SELECT count(*) FROM bank_connections WHERE user_id = @user`,
  transactions: `SELECT count(*) FROM transactions WHERE user_id = @user`,
  subscriptions: `SELECT count(*) FROM subscriptions WHERE user_id = @user`,
  savings_tracking: `SELECT count(*) FROM savings_tracking WHERE user_id = @user`,
  budget_allocations: `SELECT count(*) FROM budget_allocations WHERE user_id = @user`,
  ai_insights: `SELECT count(*) FROM ai_insights WHERE user_id = @user`,
  business_accounts: `SELECT count(*) FROM business_accounts WHERE user_id = @user`,
  savings_guidelines: `SELECT count(*) FROM savings_guidelines g JOIN business_accounts a ON a.id = g.business_account_id WHERE a.user_id = @user`,
  business_transactions: `SELECT count(*) FROM business_transactions t JOIN business_accounts a ON a.id = t.business_account_id WHERE a.user_id = @user`,
  guideline_violations: `SELECT count(*) FROM guideline_violations v JOIN business_accounts a ON a.id = v.business_account_id WHERE a.user_id = @user`,
  analytics_events: `SELECT count(*) FROM analytics_events WHERE source = 'demo'`,
  user_sessions: `SELECT count(*) FROM user_sessions WHERE source = 'demo'`,
  conversion_events: `SELECT count(*) FROM conversion_events WHERE source = 'demo'`,
  referral_visits: `SELECT count(*) FROM referral_visits WHERE referrer_user_id = @user AND source = 'demo'`,
  referral_signups: `SELECT count(*) FROM referral_signups WHERE referrer_user_id = @user AND source = 'demo'`,
};

function counts(db: AppDatabase): Record<string, number> {
  return Object.fromEntries(
    Object.entries(COUNT_SQL).map(([table, sql]) => [
      table,
      db.$client.prepare(sql).pluck().get({ user: DEMO_USER_ID }) as number,
    ]),
  );
}

/** Every row of every seeded table, in a stable order: equal dumps mean nothing changed. */
function dump(db: AppDatabase): string {
  return JSON.stringify(
    Object.keys(COUNT_SQL).map((table) => db.$client.prepare(`SELECT * FROM ${table} ORDER BY id`).all()),
  );
}

describe('seedDemoData', () => {
  it('creates data in every area for the demo user', () => {
    const db = freshDb();
    seedDemoData(db, fixedClock(ANCHOR));
    for (const [table, n] of Object.entries(counts(db))) expect(n, table).toBeGreaterThan(0);

    const user = db.$client.prepare('SELECT * FROM users WHERE id = ?').get(DEMO_USER_ID) as Record<string, unknown>;
    expect(user).toMatchObject({ username: 'demo', income_cents: 520_000, mode: 'ai-control', credit_score: 580 });
    expect(db.$client.pragma('foreign_key_check')).toEqual([]);
  });

  it('running it again changes nothing, also with a clock 40 days later', () => {
    const db = freshDb();
    const clock = fixedClock(ANCHOR);
    seedDemoData(db, clock);
    const before = { counts: counts(db), rows: dump(db) };

    seedDemoData(db, clock);
    clock.advance(40 * DAY_MS);
    seedDemoData(db, clock);

    expect(counts(db)).toEqual(before.counts);
    expect(dump(db)).toBe(before.rows);
  });

  it('regenerates exactly the same rows when the marker is lost or an older seed version ran', () => {
    const db = freshDb();
    seedDemoData(db, fixedClock(ANCHOR));
    const before = dump(db);

    // Marker gone: the anchor is recovered from the demo bank link, not taken from the new clock.
    db.$client.prepare('DELETE FROM app_settings WHERE key = ?').run(DEMO_SEED_MARKER_KEY);
    seedDemoData(db, fixedClock(ANCHOR + 40 * DAY_MS));
    expect(dump(db)).toBe(before);

    // An older version recorded: the full insert pass runs again and finds every row already there.
    db.$client
      .prepare('UPDATE app_settings SET value = ? WHERE key = ?')
      .run(JSON.stringify({ version: 0, anchor: ANCHOR }), DEMO_SEED_MARKER_KEY);
    seedDemoData(db, fixedClock(ANCHOR + 41 * DAY_MS));
    expect(dump(db)).toBe(before);
    const marker = db.$client.prepare('SELECT value FROM app_settings WHERE key = ?').pluck().get(DEMO_SEED_MARKER_KEY);
    expect(JSON.parse(marker as string)).toEqual({ version: DEMO_SEED_VERSION, anchor: ANCHOR });
  });

  it('is deterministic: the same anchor always builds the same rows', () => {
    expect(JSON.stringify(buildDemoData(ANCHOR))).toBe(JSON.stringify(buildDemoData(ANCHOR)));
  });

  it('builds a year of transactions that make sense (money in is negative)', () => {
    const db = freshDb();
    seedDemoData(db, fixedClock(ANCHOR));
    const rows = db.$client
      .prepare('SELECT * FROM transactions WHERE user_id = ? ORDER BY date')
      .all(DEMO_USER_ID) as {
      amount_cents: number;
      category: string;
      merchant_name: string;
      description: string;
      date: string;
      is_recurring: number;
      subscription_id: string | null;
      bank_connection_id: string;
    }[];
    const today = isoDate(ANCHOR);
    expect(rows.length).toBeGreaterThan(500);
    expect(rows[0]!.date >= isoDate(ANCHOR - 364 * DAY_MS)).toBe(true);
    expect(rows.at(-1)!.date <= today).toBe(true);
    for (const r of rows) expect(Number.isInteger(r.amount_cents) && r.amount_cents !== 0).toBe(true);

    // Income: payroll twice a month, always money in.
    const income = rows.filter((r) => r.category === 'Income');
    expect(income.every((r) => r.amount_cents < 0)).toBe(true);
    const payroll = income.filter((r) => r.description.includes('PAYROLL'));
    expect(payroll.length).toBeGreaterThanOrEqual(23);
    expect(payroll.length).toBeLessThanOrEqual(25);
    expect(payroll.every((r) => r.amount_cents === -260_000)).toBe(true);

    // Spending is money out; refunds and transfers back are the only other money in.
    const moneyIn = rows.filter((r) => r.amount_cents < 0).map((r) => r.category);
    expect(new Set(moneyIn)).toEqual(new Set(['Income', 'Transfer', 'Interest', 'Shopping']));
    expect(rows.some((r) => r.description.includes('REFUND') || r.description.includes('RETURN'))).toBe(true);
    const spending = rows.filter((r) => !(NON_SPENDING_CATEGORIES as readonly string[]).includes(r.category));
    const spent = spending.reduce((sum, r) => sum + r.amount_cents, 0); // net of refunds
    const earned = -income.reduce((sum, r) => sum + r.amount_cents, 0);
    expect(spent).toBeGreaterThan(0.7 * earned); // a realistic household spends most of its pay ...
    expect(spent).toBeLessThan(earned); // ... but not all of it

    // Transfers between the two own accounts cancel out.
    const transfers = rows.filter((r) => r.category === 'Transfer');
    expect(transfers.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(0);
    expect(new Set(transfers.map((r) => r.bank_connection_id)).size).toBe(2);

    // Real-looking recurring charges, with Netflix's mid-year price rise.
    const netflix = rows.filter((r) => r.merchant_name === 'Netflix');
    expect(netflix[0]!.description).toBe('NETFLIX.COM 866-579-7172 CA');
    expect(netflix.length).toBe(12);
    expect(netflix[0]!.amount_cents).toBe(1549);
    expect(netflix.at(-1)!.amount_cents).toBe(1799);
    expect(rows.filter((r) => r.description === 'SQ *PLANET FITNESS').length).toBe(12);
    expect(rows.filter((r) => r.merchant_name === 'HelloFresh').length).toBeGreaterThanOrEqual(52);
    expect(rows.filter((r) => r.merchant_name === 'Amazon Prime').length).toBe(1);
    expect(rows.filter((r) => r.merchant_name === 'Calm').length).toBe(1);
    expect(rows.filter((r) => r.subscription_id).every((r) => r.is_recurring === 1)).toBe(true);
  });

  it('seeds subscriptions, savings tracking, budget history, insights and business accounts coherently', () => {
    const db = freshDb();
    seedDemoData(db, fixedClock(ANCHOR));
    const q = (sql: string) => db.$client.prepare(sql).all(DEMO_USER_ID) as Record<string, unknown>[];

    const subs = q('SELECT * FROM subscriptions WHERE user_id = ?');
    expect(subs.filter((s) => s.status === 'active' && s.is_forgotten === 1).length).toBeGreaterThanOrEqual(2);
    const cancelled = subs.filter((s) => s.status === 'cancelled');
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]!.cancelled_at).toBeTypeOf('number');
    expect(subs.every((s) => typeof s.cancellation_instructions === 'string' && typeof s.cancellation_url === 'string')).toBe(true);
    for (const s of subs.filter((x) => x.status === 'active')) expect(s.next_bill_date! > isoDate(ANCHOR - DAY_MS)).toBe(true);

    const tracking = q('SELECT * FROM savings_tracking WHERE user_id = ? ORDER BY month');
    expect(tracking.map((t) => t.month).at(-1)).toBe('2025-06');
    expect(tracking.every((t) => /^\d{4}-\d{2}$/.test(String(t.month)) && t.monthly_target_cents === 12_700)).toBe(true);
    expect(tracking.at(-1)!.total_saved_all_time_cents).toBeGreaterThan(0);

    expect(q('SELECT * FROM budget_allocations WHERE user_id = ?').every((b) => (b.created_at as number) < ANCHOR)).toBe(true);
    const allocation = q(`SELECT * FROM budget_allocations WHERE user_id = ? AND mode = 'ai-control'`)[0]!;
    const parts = ['bills_cents', 'debt_cents', 'savings_cents', 'spending_cents', 'flex_fund_cents'].map((k) => allocation[k] as number);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(allocation.income_cents);
    expect(q('SELECT * FROM ai_insights WHERE user_id = ?').length).toBeGreaterThanOrEqual(4);

    const accounts = q('SELECT * FROM business_accounts WHERE user_id = ? ORDER BY business_name');
    expect(accounts.map((a) => a.status).sort()).toEqual(['active', 'completed']);
    for (const a of accounts) {
      const contributed = db.$client
        .prepare('SELECT sum(amount_cents) FROM business_transactions WHERE business_account_id = ?')
        .pluck()
        .get(a.id) as number;
      expect(contributed).toBe(a.current_amount_cents);
      if (a.status === 'active') expect(contributed).toBeLessThan(a.target_amount_cents as number);
      else expect(contributed).toBeGreaterThanOrEqual(a.target_amount_cents as number);
      const titles = db.$client.prepare('SELECT title FROM savings_guidelines WHERE business_account_id = ?').pluck().all(a.id);
      expect(titles).toEqual(expect.arrayContaining(['Weekly contribution', 'No withdrawal before target date']));
    }
    const violations = db.$client.prepare('SELECT * FROM guideline_violations').all() as Record<string, unknown>[];
    expect(violations.map((v) => v.processed).sort()).toEqual([0, 1]);
    expect(violations.find((v) => v.processed === 1)!.stripe_charge_id).toMatch(/^demo_ch_/);
  });

  it('spreads demo traffic over the last 30 days and never stores a raw IP address', () => {
    const db = freshDb();
    seedDemoData(db, fixedClock(ANCHOR));
    const events = db.$client.prepare('SELECT * FROM analytics_events').all() as Record<string, unknown>[];
    const sessions = db.$client.prepare('SELECT * FROM user_sessions').all() as Record<string, unknown>[];
    const conversions = db.$client.prepare('SELECT * FROM conversion_events').all() as Record<string, unknown>[];

    for (const row of [...events, ...sessions, ...conversions]) expect(row.source).toBe('demo');
    const times = [...events.map((e) => e.timestamp), ...sessions.map((s) => s.start_time)] as number[];
    expect(Math.min(...times)).toBeGreaterThanOrEqual(ANCHOR - 30 * DAY_MS);
    expect(Math.max(...times)).toBeLessThanOrEqual(ANCHOR);
    expect(events.some((e) => (e.timestamp as number) > ANCHOR - DAY_MS)).toBe(true);

    const paths = new Set(events.map((e) => JSON.parse(e.properties as string).path));
    for (const p of ['/', '/pricing', '/subscriptions', '/checkout']) expect(paths.has(p), p).toBe(true);
    expect(new Set(sessions.map((s) => s.utm_source))).toEqual(
      new Set(['twitter', 'linkedin', 'reddit', 'email', 'google', null]),
    );
    const tiers = new Set(conversions.filter((c) => c.type === 'purchase').map((c) => c.tier));
    expect(tiers).toEqual(new Set(['pro', 'business']));

    const ipv4 = /\b(?:\d{1,3}\.){3}\d{1,3}\b/;
    const ipv6 = /\b[0-9a-f]{1,4}(?::[0-9a-f]{0,4}){2,7}\b/i;
    for (const row of [...events, ...sessions]) {
      const ip = row.ip_address as string;
      expect(ip).toMatch(/^[0-9a-f]{64}$/);
      expect(ip).not.toMatch(ipv4);
      expect(ip).not.toMatch(ipv6);
    }
  });

  it.each([
    ['a leap day', Date.UTC(2024, 1, 29, 9)],
    ['the last second of a year', Date.UTC(2025, 11, 31, 23, 59, 59)],
    ['just after midnight on New Year', Date.UTC(2026, 0, 1, 0, 0, 1)],
    ['a Sunday at the end of a month', Date.UTC(2025, 7, 31, 18)],
  ])('keeps every row in the past and consistent when first seeded on %s', (_label, anchor) => {
    const db = freshDb();
    seedDemoData(db, fixedClock(anchor));
    const one = (sql: string) => db.$client.prepare(sql).get() as Record<string, number | string>;
    expect(db.$client.pragma('foreign_key_check')).toEqual([]);
    const span = db.$client.prepare('SELECT min(date) AS lo, max(date) AS hi FROM transactions').get() as { lo: string; hi: string };
    expect(span.lo >= isoDate(anchor - 364 * DAY_MS)).toBe(true);
    expect(span.hi <= isoDate(anchor)).toBe(true);
    const latest = one(`SELECT max(m) AS t FROM (
      SELECT max(timestamp) AS m FROM analytics_events UNION ALL SELECT max(end_time) FROM user_sessions
      UNION ALL SELECT max(timestamp) FROM conversion_events UNION ALL SELECT max(created_at) FROM business_transactions
      UNION ALL SELECT max(created_at) FROM guideline_violations UNION ALL SELECT max(created_at) FROM ai_insights
      UNION ALL SELECT max(created_at) FROM budget_allocations UNION ALL SELECT max(cancelled_at) FROM subscriptions)`);
    expect(latest.t as number).toBeLessThanOrEqual(anchor);
    const badBills = db.$client
      .prepare(`SELECT count(*) FROM subscriptions WHERE next_bill_date IS NOT NULL AND next_bill_date <= last_bill_date`)
      .pluck()
      .get();
    expect(badBills).toBe(0);
    const before = dump(db);
    seedDemoData(db, fixedClock(anchor + 3 * DAY_MS));
    expect(dump(db)).toBe(before);
  });

  it('is fast: well under the bound on a fresh database, nearly free once seeded', () => {
    const db = freshDb();
    const clock = fixedClock(ANCHOR);
    let started = performance.now();
    seedDemoData(db, clock);
    const first = performance.now() - started;
    started = performance.now();
    seedDemoData(db, clock);
    const second = performance.now() - started;
    console.info(`demo seed: first run ${first.toFixed(1)} ms, second run ${second.toFixed(2)} ms`);
    expect(first).toBeLessThan(2000);
    expect(second).toBeLessThan(100);
  });
});

describe('sample-data labels (docs/product.md "Your data")', () => {
  const LABELLED = ['bank_connections', 'bank_accounts', 'transactions', 'subscriptions', 'savings_tracking', 'ai_insights'] as const;
  const bySource = (db: AppDatabase, table: string) =>
    Object.fromEntries(
      (db.$client.prepare(`SELECT source, count(*) AS n FROM ${table} WHERE user_id = ? GROUP BY source`).all(DEMO_USER_ID) as { source: string; n: number }[]).map((r) => [r.source, r.n]),
    );

  it('labels every row the seed writes into the sample tables as demo data', () => {
    const db = freshDb();
    seedDemoData(db, fixedClock(ANCHOR));
    for (const table of LABELLED) {
      const counts = bySource(db, table);
      expect(Object.keys(counts), table).toEqual(['demo']);
      expect(counts.demo, table).toBeGreaterThan(0);
    }
    const accounts = db.$client.prepare('SELECT currency, balance_source, balance_as_of FROM bank_accounts').all();
    expect(accounts).toEqual(Array(3).fill({ currency: 'USD', balance_source: 'bank', balance_as_of: isoDate(ANCHOR) }));
    expect(db.$client.prepare(`SELECT DISTINCT currency FROM transactions`).pluck().all()).toEqual(['USD']);
    expect(db.$client.prepare('SELECT home_currency FROM users WHERE id = ?').pluck().get(DEMO_USER_ID)).toBe('USD');
  });

  it("labels an older database's sample rows once, by their seeded ids, and leaves the user's own rows alone", () => {
    const db = freshDb();
    seedDemoData(db, fixedClock(ANCHOR));
    // As a seed older than the source column left it: every row 'real'; plus a row of the user's own,
    // a demo-bank link and a Subscription Finder sample row of that time.
    for (const table of LABELLED) db.$client.prepare(`UPDATE ${table} SET source = 'real'`).run();
    const sql = db.$client;
    sql.prepare(`INSERT INTO bank_connections (id, user_id, institution_name, account_type, source) VALUES ('own-conn', ?, 'Imported bank file', 'checking', 'real')`).run(DEMO_USER_ID);
    sql.prepare(`INSERT INTO bank_accounts (id, user_id, bank_connection_id, name, type, source) VALUES ('own-acct', ?, 'own-conn', 'Mine', 'checking', 'real')`).run(DEMO_USER_ID);
    sql.prepare(`INSERT INTO transactions (id, user_id, bank_connection_id, bank_account_id, amount_cents, merchant_name, date) VALUES ('own-tx', ?, 'own-conn', 'own-acct', 1234, 'NETFLIX.COM', '2025-06-01')`).run(DEMO_USER_ID);
    sql.prepare(`INSERT INTO bank_connections (id, user_id, institution_name, account_type) VALUES ('link-conn', ?, 'Demo Community Bank', 'checking')`).run(DEMO_USER_ID);
    sql.prepare(`INSERT INTO bank_accounts (id, user_id, bank_connection_id, name, type) VALUES ('link-acct', ?, 'link-conn', 'Demo Checking', 'checking')`).run(DEMO_USER_ID);
    sql.prepare(`INSERT INTO transactions (id, user_id, bank_connection_id, bank_account_id, amount_cents, date) VALUES ('link-tx', ?, 'link-conn', 'link-acct', 500, '2025-06-02')`).run(DEMO_USER_ID);
    sql.prepare(`INSERT INTO transactions (id, user_id, amount_cents, date, plaid_transaction_id) VALUES ('sample-tx', ?, 1799, '2025-06-03', 'sample-demo-7-2025-06-03')`).run(DEMO_USER_ID);
    sql.prepare(`INSERT INTO transactions (id, user_id, amount_cents, date, plaid_transaction_id) VALUES ('plaid-tx', ?, 1799, '2025-06-03', 'examplesample-1')`).run(DEMO_USER_ID);

    labelDemoRows(db, fixedClock(ANCHOR + 40 * DAY_MS));
    const own = (table: string, id: string) => sql.prepare(`SELECT source FROM ${table} WHERE id = ?`).pluck().get(id);
    expect([own('bank_connections', 'own-conn'), own('bank_accounts', 'own-acct'), own('transactions', 'own-tx'), own('transactions', 'plaid-tx')]).toEqual(['real', 'real', 'real', 'real']);
    expect([own('bank_connections', 'link-conn'), own('bank_accounts', 'link-acct'), own('transactions', 'link-tx'), own('transactions', 'sample-tx')]).toEqual(['demo', 'demo', 'demo', 'demo']);
    const seeded = buildDemoData(ANCHOR).banking;
    expect(bySource(db, 'transactions')).toEqual({ demo: seeded.transactions.length + 2, real: 2 });
    for (const table of ['subscriptions', 'savings_tracking', 'ai_insights']) expect(Object.keys(bySource(db, table)), table).toEqual(['demo']);

    // Once per database: a row made 'real' again afterwards stays so (one indexed read per start).
    sql.prepare(`UPDATE ai_insights SET source = 'real'`).run();
    labelDemoRows(db, fixedClock(ANCHOR + 41 * DAY_MS));
    expect(Object.keys(bySource(db, 'ai_insights'))).toEqual(['real']);
  });

  it('on a database the seed never wrote, labels nothing and only records that it ran', () => {
    const db = freshDb();
    labelDemoRows(db, fixedClock(ANCHOR));
    expect(db.$client.prepare(`SELECT count(*) FROM transactions`).pluck().get()).toBe(0);
    expect(db.$client.prepare(`SELECT value FROM app_settings WHERE key = ?`).pluck().get(DEMO_LABELS_MARKER_KEY)).toBe('1');
  });

  it('does not write the sample rows again once the user removed them, even when an older seed version ran', () => {
    const db = freshDb();
    seedDemoData(db, fixedClock(ANCHOR));
    for (const table of ['transactions', 'bank_accounts', 'bank_connections', 'subscriptions', 'savings_tracking', 'ai_insights']) db.$client.prepare(`DELETE FROM ${table}`).run();
    db.$client.prepare(`INSERT INTO app_settings (key, value) VALUES (?, '{}')`).run(SAMPLE_REMOVED_SETTING);
    db.$client.prepare('UPDATE app_settings SET value = ? WHERE key = ?').run(JSON.stringify({ version: 0, anchor: ANCHOR }), DEMO_SEED_MARKER_KEY);
    seedDemoData(db, fixedClock(ANCHOR + DAY_MS));
    for (const table of LABELLED) expect(bySource(db, table), table).toEqual({});
    expect(db.$client.prepare(`SELECT count(*) FROM budget_allocations`).pluck().get()).toBe(2);
  });
});
