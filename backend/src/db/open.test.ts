import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase, type AppDatabase } from './open';
import { subscriptions, users } from './schema';

const opened: AppDatabase[] = [];
const dirs: string[] = [];

function open(file = ':memory:'): AppDatabase {
  const db = openDatabase({ file });
  opened.push(db);
  return db;
}

function tempFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wealthdesk-open-'));
  dirs.push(dir);
  return path.join(dir, 'app.db');
}

afterEach(() => {
  for (const db of opened.splice(0)) db.$client.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The tables docs/product.md "Stored data" lists, plus app_settings, auth_sessions, the banking tables and the ledger's (migration 0015). */
const TABLES = [
  'ab_test_conversions',
  'ai_insights',
  'analytics_events',
  'app_settings',
  'auth_sessions',
  'bank_accounts',
  'bank_connections',
  'bank_imports',
  'beta_signups',
  'bill_negotiation_steps',
  'bill_negotiations',
  'billing_invoices',
  'billing_subscriptions',
  'budget_allocations',
  'business_accounts',
  'business_transactions',
  'campaign_items',
  'category_rules',
  'checkout_intents',
  'conversion_events',
  'credit_alerts',
  'credit_score_history',
  'guideline_violations',
  'ledger_month_totals',
  'metaverse_avatars',
  'newsletter_subscribers',
  'password_resets',
  'payment_events',
  'referral_codes',
  'referral_signups',
  'referral_visits',
  'reward_purchases',
  'savings_guidelines',
  'savings_tracking',
  'subscriptions',
  'team_members',
  'traffic_rollups',
  'transaction_categories',
  'transaction_trash',
  'transactions',
  'transactions_fts',
  'transactions_fts_config',
  'transactions_fts_data',
  'transactions_fts_docsize',
  'transactions_fts_idx',
  'user_achievements',
  'user_rewards',
  'user_sessions',
  'users',
];

describe('openDatabase', () => {
  it('sets the pragmas the app relies on', () => {
    const db = open();
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.$client.pragma('busy_timeout', { simple: true })).toBe(5000);
  });

  it('uses write-ahead logging on a file database', () => {
    const db = open(tempFile());
    expect(db.$client.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.$client.pragma('synchronous', { simple: true })).toBe(1); // NORMAL
    expect(db.$client.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('creates every table', () => {
    const db = open();
    const names = db.$client
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != '__drizzle_migrations' ORDER BY name`)
      .pluck()
      .all();
    expect(names).toEqual(TABLES);
  });

  it("applies the spec's defaults in the database itself", () => {
    const db = open();
    const sql = db.$client;
    const before = Date.now();
    sql.prepare(`INSERT INTO users (id, username, email) VALUES ('u1', 'ann', 'ann@example.com')`).run();
    const user = sql.prepare(`SELECT * FROM users WHERE id = 'u1'`).get() as Record<string, unknown>;
    expect(user).toMatchObject({
      income_cents: 0,
      mode: 'ai-control',
      credit_score: 580,
      subscription_tier: 'free',
      subscription_status: 'active',
    });
    // Instants are unix milliseconds (integers) stamped by SQLite.
    expect(user.created_at).toBeTypeOf('number');
    expect(user.created_at as number).toBeGreaterThanOrEqual(before - 1000);
    expect(user.created_at as number).toBeLessThanOrEqual(Date.now() + 1000);

    sql.prepare(`INSERT INTO savings_tracking (id, user_id, month) VALUES ('s1', 'u1', '2025-06')`).run();
    expect(sql.prepare(`SELECT * FROM savings_tracking`).get()).toMatchObject({
      monthly_target_cents: 12_700,
      actual_saved_cents: 0,
      subscriptions_cancelled: 0,
      total_saved_all_time_cents: 0,
    });

    sql.prepare(`INSERT INTO business_accounts (id, user_id, business_name, target_amount_cents, weekly_contribution_cents) VALUES ('b1', 'u1', 'Shop', 500000, 10000)`).run();
    expect(sql.prepare(`SELECT current_amount_cents, status, typeof(start_date) AS t FROM business_accounts`).get()).toEqual({
      current_amount_cents: 0,
      status: 'active',
      t: 'integer',
    });
    sql.prepare(`INSERT INTO savings_guidelines (id, business_account_id, title, description, penalty_amount_cents) VALUES ('g1', 'b1', 'Weekly', 'd', 2500)`).run();
    expect(sql.prepare(`SELECT is_active FROM savings_guidelines`).pluck().get()).toBe(1);
    sql.prepare(`INSERT INTO guideline_violations (id, business_account_id, violation_date, penalty_amount_cents, reason) VALUES ('v1', 'b1', '2025-06-01', 2500, 'r')`).run();
    expect(sql.prepare(`SELECT processed FROM guideline_violations`).pluck().get()).toBe(0);

    sql.prepare(`INSERT INTO bank_connections (id, user_id, institution_name, account_type) VALUES ('c1', 'u1', 'Bank', 'checking')`).run();
    expect(sql.prepare(`SELECT status FROM bank_connections`).pluck().get()).toBe('active');
    sql.prepare(`INSERT INTO subscriptions (id, user_id, name, merchant_name, amount_cents, frequency) VALUES ('sub1', 'u1', 'Netflix', 'Netflix', 1799, 'monthly')`).run();
    expect(sql.prepare(`SELECT status, is_forgotten, typeof(detected_at) AS t FROM subscriptions`).get()).toEqual({
      status: 'active',
      is_forgotten: 0,
      t: 'integer',
    });
    sql.prepare(`INSERT INTO transactions (id, user_id, amount_cents, date) VALUES ('t1', 'u1', 1799, '2025-06-07')`).run();
    expect(sql.prepare(`SELECT is_recurring FROM transactions`).pluck().get()).toBe(0);

    sql.prepare(`INSERT INTO analytics_events (id, event) VALUES ('e1', 'page_view')`).run();
    expect(sql.prepare(`SELECT source, typeof(timestamp) AS t FROM analytics_events`).get()).toEqual({ source: 'real', t: 'integer' });
    sql.prepare(`INSERT INTO conversion_events (id, type) VALUES ('x1', 'purchase')`).run();
    expect(sql.prepare(`SELECT value_cents, source FROM conversion_events`).get()).toEqual({ value_cents: 0, source: 'real' });
    sql.prepare(`INSERT INTO user_sessions (id, session_id) VALUES ('us1', 'abc')`).run();
    expect(sql.prepare(`SELECT page_views, source FROM user_sessions`).get()).toEqual({ page_views: 0, source: 'real' });

    // Through drizzle the flags read back as booleans.
    expect(db.select().from(subscriptions).where(eq(subscriptions.id, 'sub1')).get()).toMatchObject({
      isForgotten: false,
      amountCents: 1799,
    });
    expect(db.select().from(users).where(eq(users.id, 'u1')).get()?.mode).toBe('ai-control');
  });

  it('gives generated UUIDs to rows inserted through drizzle', () => {
    const db = open();
    const row = db.insert(users).values({ username: 'bo', email: 'bo@example.com' }).returning().get();
    expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('rejects a foreign-key violation', () => {
    const db = open();
    const insert = () =>
      db.$client
        .prepare(`INSERT INTO transactions (id, user_id, amount_cents, date) VALUES ('t1', 'nobody', 100, '2025-06-01')`)
        .run();
    expect(insert).toThrow(/FOREIGN KEY constraint failed/);
    expect(db.$client.prepare('SELECT count(*) FROM transactions').pluck().get()).toBe(0);
  });

  it('enforces the unique username and email', () => {
    const db = open();
    db.insert(users).values({ username: 'cy', email: 'cy@example.com' }).run();
    expect(() => db.insert(users).values({ username: 'cy', email: 'other@example.com' }).run()).toThrow(/UNIQUE/);
    expect(() => db.insert(users).values({ username: 'cz', email: 'cy@example.com' }).run()).toThrow(/UNIQUE/);
  });
});
