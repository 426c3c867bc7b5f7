import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, runMigrations } from './migrate';
import { openDatabase, type AppDatabase } from './open';

const opened: AppDatabase[] = [];
const dirs: string[] = [];

function open(file: string, migrateUpTo?: number): AppDatabase {
  const db = openDatabase({ file, migrateUpTo });
  opened.push(db);
  return db;
}

function tempFile(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wealthdesk-migrate-'));
  dirs.push(dir);
  return path.join(dir, 'app.db');
}

afterEach(() => {
  for (const db of opened.splice(0)) if (db.$client.open) db.$client.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const tableExists = (db: AppDatabase, name: string) =>
  db.$client.prepare(`SELECT count(*) FROM sqlite_master WHERE type = 'table' AND name = ?`).pluck().get(name) === 1;

/** Rows written by the older version, one table after another (parents first). */
const OLD_ROWS: { table: string; sql: string }[] = [
  { table: 'users', sql: `INSERT INTO users (id, username, email, income_cents) VALUES ('u1', 'ann', 'ann@example.com', 520000)` },
  { table: 'bank_connections', sql: `INSERT INTO bank_connections (id, user_id, institution_name, account_type) VALUES ('c1', 'u1', 'Bank', 'checking')` },
  { table: 'subscriptions', sql: `INSERT INTO subscriptions (id, user_id, name, merchant_name, amount_cents, frequency) VALUES ('s1', 'u1', 'Netflix', 'Netflix', 1799, 'monthly')` },
  { table: 'transactions', sql: `INSERT INTO transactions (id, user_id, bank_connection_id, subscription_id, amount_cents, date) VALUES ('t1', 'u1', 'c1', 's1', 1799, '2025-06-07')` },
  { table: 'transactions', sql: `INSERT INTO transactions (id, user_id, amount_cents, date) VALUES ('t2', 'u1', -260000, '2025-06-13')` },
  { table: 'business_accounts', sql: `INSERT INTO business_accounts (id, user_id, business_name, target_amount_cents, weekly_contribution_cents) VALUES ('b1', 'u1', 'Shop', 500000, 10000)` },
  { table: 'savings_guidelines', sql: `INSERT INTO savings_guidelines (id, business_account_id, title, description, penalty_amount_cents) VALUES ('g1', 'b1', 'Weekly', 'd', 2500)` },
  { table: 'analytics_events', sql: `INSERT INTO analytics_events (id, event, properties) VALUES ('e1', 'page_view', '{"path":"/"}')` },
  { table: 'savings_tracking', sql: `INSERT INTO savings_tracking (id, user_id, month) VALUES ('st1', 'u1', '2025-06')` },
];

describe('migrations', () => {
  it('a database left by an older version opens and migrates without losing rows', () => {
    const file = tempFile();

    // The older version: only the first migration.
    const old = open(file, 1);
    expect(tableExists(old, 'app_settings')).toBe(false);
    for (const row of OLD_ROWS) old.$client.prepare(row.sql).run();
    const snapshot = (db: AppDatabase) =>
      [...new Set(OLD_ROWS.map((r) => r.table))].map((table) => db.$client.prepare(`SELECT * FROM ${table} ORDER BY id`).all());
    const before = snapshot(old);
    old.$client.close();

    // The current version opens the same file and brings it up to date.
    const db = open(file);
    // Every old row keeps every old value; columns added later take their defaults.
    const oldColumnsOnly = (tables: unknown[][]) =>
      tables.map((rows, t) =>
        rows.map((row, r) => {
          const oldRow = before[t]![r] as Record<string, unknown>;
          return Object.fromEntries(Object.keys(oldRow).map((k) => [k, (row as Record<string, unknown>)[k]]));
        }),
      );
    expect(oldColumnsOnly(snapshot(db))).toEqual(before);
    expect(db.$client.prepare(`SELECT role, onboarded_at FROM users WHERE id = 'u1'`).get()).toEqual({ role: 'member', onboarded_at: null });
    expect(db.$client.prepare('SELECT count(*) FROM transactions').pluck().get()).toBe(2);
    expect(tableExists(db, 'app_settings')).toBe(true);
    db.$client.prepare(`INSERT INTO app_settings (key, value) VALUES ('landing', 'institutional')`).run();
    expect(db.$client.pragma('foreign_key_check')).toEqual([]);
    expect(db.$client.pragma('integrity_check', { simple: true })).toBe('ok');
    db.$client.close();

    // Reopening applies nothing more.
    const again = open(file);
    expect(runMigrations(again.$client)).toEqual([]);
    expect(oldColumnsOnly(snapshot(again))).toEqual(before);
    expect(again.$client.prepare(`SELECT value FROM app_settings WHERE key = 'landing'`).pluck().get()).toBe('institutional');

    // drizzle's bookkeeping: one row per migration, in order, with the bundled file's hash.
    const applied = again.$client.prepare('SELECT hash, created_at FROM "__drizzle_migrations" ORDER BY id').all() as {
      hash: string;
      created_at: number;
    }[];
    expect(applied).toHaveLength(MIGRATIONS.length);
    expect(applied.map((m) => m.hash)).toEqual(MIGRATIONS.map((m) => m.hash));
    expect(applied.map((m) => Number(m.created_at))).toEqual(MIGRATIONS.map((m) => m.createdAt));
  });

  it('0021 leaves one live plan per person: the last updated stays live, older live ones end', () => {
    const index = MIGRATIONS.findIndex((m) => m.tag.startsWith('0021_'));
    const db = open(':memory:', index);
    db.$client.exec(`INSERT INTO users (id, username, email) VALUES ('u1', 'ann', 'ann@example.com'), ('u2', 'bob', 'bob@example.com')`);
    const add = db.$client.prepare(
      `INSERT INTO billing_subscriptions (id, user_id, provider, provider_subscription_id, plan, interval, amount_cents, status, current_period_end, created_at, updated_at) VALUES (?, ?, 'demo', ?, ?, 'month', 900, ?, 0, 0, ?)`,
    );
    add.run('a', 'u1', 'demo_sub_a', 'pro', 'active', 100);
    add.run('b', 'u1', 'demo_sub_b', 'business', 'active', 200);
    add.run('c', 'u1', 'demo_sub_c', 'pro', 'canceled', 300);
    add.run('d', 'u2', 'demo_sub_d', 'pro', 'past_due', 100);
    expect(runMigrations(db.$client)).toEqual(MIGRATIONS.slice(index).map((m) => m.tag));
    expect(db.$client.prepare('SELECT id, status FROM billing_subscriptions ORDER BY id').all()).toEqual([
      { id: 'a', status: 'canceled' },
      { id: 'b', status: 'active' },
      { id: 'c', status: 'canceled' },
      { id: 'd', status: 'past_due' },
    ]);
    expect(() => add.run('e', 'u2', 'demo_sub_e', 'pro', 'trialing', 400)).toThrow(/UNIQUE constraint failed/);
  });

  it('runMigrations reports what it applied, and only once', () => {
    const db = open(':memory:', 0);
    expect(tableExists(db, 'users')).toBe(false);
    expect(runMigrations(db.$client, 1)).toEqual([MIGRATIONS[0]!.tag]);
    expect(runMigrations(db.$client)).toEqual(MIGRATIONS.slice(1).map((m) => m.tag));
    expect(runMigrations(db.$client)).toEqual([]);
  });

  it('bundles every migration of the journal with its statements', () => {
    expect(MIGRATIONS.map((m) => m.tag)).toEqual(['0000_initial', '0001_app_settings', '0002_accounts', '0003_banking', '0004_business_status', '0005_subscription_reasons', '0006_credit_metaverse', '0007_payments_teams', '0008_growth', '0009_referrals', '0010_command_centre', '0011_traffic_rollups', '0012_top_pages_index', '0013_users_lower_unique', '0014_stripe_event_order', '0015_own_money', '0016_subscription_alerts', '0017_plan_changes', '0018_password_resets', '0019_bill_lifecycle', '0020_newsletter_user', '0021_one_live_plan_penalty_status', '0022_import_search_index', '0023_search_index_in_code', '0024_ledger_month_totals', '0025_import_undo_cursor']);
    for (const m of MIGRATIONS) {
      expect(m.statements.length).toBeGreaterThan(0);
      expect(m.hash).toMatch(/^[0-9a-f]{64}$/);
    }
    const created = MIGRATIONS.map((m) => m.createdAt);
    expect([...created].sort((a, b) => a - b)).toEqual(created);
  });
});
