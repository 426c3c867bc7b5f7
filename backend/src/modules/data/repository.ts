/**
 * SQL of "Your data" (docs/product.md "Your data"): counts by source, removing the sample rows and
 * what was derived from them, the home currency, everything the export archive holds, and deleting
 * an account. Always filtered by the user; the service runs a removal inside inTransaction().
 */
import type { Database } from 'better-sqlite3';
import { eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open';
import { appSettings, users } from '../../db/schema';
import { visibleRowSql } from '../../db/visible-rows';

export type DataSource = 'real' | 'demo';

/** The profile the demo seed gives its user (name, income, onboarding answers). */
export interface SampleProfile {
  firstName: string;
  lastName: string;
  incomeCents: number;
  age: number;
  primaryGoal: string;
  targetAmountCents: number;
  estimatedSubscriptions: number;
  subscriptionMonthlyCostCents: number;
}

/** A sample transaction about to be removed, with what ties it to a subscription. */
export interface SampleTransaction {
  id: string;
  merchantName: string | null;
  description: string | null;
  subscriptionId: string | null;
  createdAt: number;
}

export interface SampleAccount {
  id: string;
  connectionId: string;
  createdAt: number;
  /** The user's own rows in it (imported into a sample account): such an account is kept. */
  realRows: number;
}

export interface StoredSubscription {
  id: string;
  merchantName: string;
  source: DataSource;
}

/** What a transaction says about who was paid, for matching it to a subscription. */
export interface PayeeText {
  merchantName: string | null;
  description: string | null;
  subscriptionId: string | null;
}

export interface ExportUser {
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  homeCurrency: string;
  incomeCents: number;
  subscriptionTier: string;
  createdAt: number;
}

export interface ExportAccount {
  id: string;
  name: string;
  institution: string;
  type: string;
  mask: string | null;
  currency: string;
  balanceCents: number;
  balanceSource: 'bank' | 'user' | null;
  balanceAsOf: string | null;
  creditLimitCents: number | null;
  closedAt: number | null;
  source: DataSource;
  createdAt: number;
}

export interface ExportTransaction {
  id: string;
  date: string;
  merchantName: string | null;
  description: string | null;
  category: string | null;
  notes: string | null;
  amountCents: number;
  currency: string;
  accountId: string | null;
  accountName: string | null;
  pending: number;
  source: DataSource;
  createdAt: number;
}

/** Where the next page of an export resumes: after this row (its date and rowid). */
export interface ExportTransactionCursor {
  date: string;
  rowid: number;
}

export type ExportTransactionRow = ExportTransaction & { rowid: number };

export interface ExportCategory {
  name: string;
  createdAt: number;
}

export interface ExportRule {
  matchText: string;
  category: string;
  createdAt: number;
}

export interface ExportBudget {
  createdAt: number;
  mode: string;
  incomeCents: number;
  billsCents: number;
  debtCents: number;
  savingsCents: number;
  spendingCents: number;
  flexFundCents: number;
  aiTip: string;
  creditProjection: number;
}

export interface ExportSubscription {
  name: string;
  merchantName: string;
  amountCents: number;
  frequency: string;
  status: string;
  category: string | null;
  nextBillDate: string | null;
  lastBillDate: string | null;
  isForgotten: number;
  detectedAt: number;
  cancelledAt: number | null;
  source: DataSource;
}

/** Who else keeps the site running: deleting the last owner would leave nobody to see the owner screens. */
export interface AccountHolder {
  id: string;
  email: string;
  role: 'owner' | 'member';
}

const count = (sqlite: Database, sql: string, ...params: unknown[]) => sqlite.prepare(sql).pluck().get(...params) as number;

const EXPORT_PAGE = `SELECT t.rowid AS rowid, t.id, t.date, t.merchant_name AS merchantName, t.description, t.category, t.notes, t.amount_cents AS amountCents,
         t.currency, t.bank_account_id AS accountId, a.name AS accountName, t.pending, t.source, t.created_at AS createdAt
  FROM transactions t LEFT JOIN bank_accounts a ON a.id = t.bank_account_id`;

export function dataRepository(db: AppDatabase) {
  const sqlite = db.$client;
  const visible = visibleRowSql('t');
  const exportPageFirst = sqlite.prepare(`${EXPORT_PAGE} WHERE t.user_id = ? AND ${visible} ORDER BY t.date DESC, t.rowid DESC LIMIT ?`);
  const exportPageAfter = sqlite.prepare(`${EXPORT_PAGE} WHERE t.user_id = ? AND ${visible} AND (t.date, t.rowid) < (?, ?) ORDER BY t.date DESC, t.rowid DESC LIMIT ?`);

  return {
    /** Runs `work` in one database transaction (nested calls join it). */
    inTransaction<T>(work: () => T): T {
      return sqlite.transaction(work)();
    },

    userExists(userId: string): boolean {
      return db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get() !== undefined;
    },

    /** The user's accounts and transactions counted by source. */
    sourceCounts(userId: string): Record<'accounts' | 'transactions', Record<DataSource, number>> {
      const by = (table: 'bank_accounts' | 'transactions') => {
        const where = table === 'transactions' ? `user_id = ? AND ${visibleRowSql(table)}` : 'user_id = ?';
        const rows = sqlite.prepare(`SELECT source, count(*) AS n FROM ${table} WHERE ${where} GROUP BY source`).all(userId) as { source: DataSource; n: number }[];
        return { real: rows.find((r) => r.source === 'real')?.n ?? 0, demo: rows.find((r) => r.source === 'demo')?.n ?? 0 };
      };
      return { accounts: by('bank_accounts'), transactions: by('transactions') };
    },

    // ---- removing the sample data (the service runs these in one transaction) ----

    sampleTransactions(userId: string): SampleTransaction[] {
      return sqlite
        .prepare(
          `SELECT id, merchant_name AS merchantName, description, subscription_id AS subscriptionId, created_at AS createdAt
           FROM transactions WHERE user_id = ? AND source = 'demo'`,
        )
        .all(userId) as SampleTransaction[];
    },

    sampleAccounts(userId: string): SampleAccount[] {
      return sqlite
        .prepare(
          `SELECT a.id, a.bank_connection_id AS connectionId, a.created_at AS createdAt,
                  (SELECT count(*) FROM transactions t WHERE t.bank_account_id = a.id AND t.source = 'real') AS realRows
           FROM bank_accounts a WHERE a.user_id = ? AND a.source = 'demo'`,
        )
        .all(userId) as SampleAccount[];
    },

    /** The sample connections' creation times (a demo link may have no account left). */
    sampleConnectionTimes(userId: string): number[] {
      return sqlite.prepare(`SELECT created_at FROM bank_connections WHERE user_id = ? AND source = 'demo'`).pluck().all(userId) as number[];
    },

    subscriptions(userId: string): StoredSubscription[] {
      return sqlite.prepare(`SELECT id, merchant_name AS merchantName, source FROM subscriptions WHERE user_id = ?`).all(userId) as StoredSubscription[];
    },

    /** Distinct payee texts of the user's transactions (after the sample rows are gone: what is left). */
    payeeTexts(userId: string): PayeeText[] {
      return sqlite
        .prepare(
          `SELECT DISTINCT merchant_name AS merchantName, description, subscription_id AS subscriptionId
           FROM transactions WHERE user_id = ? AND ${visibleRowSql('transactions')}`,
        )
        .all(userId) as PayeeText[];
    },

    deleteSampleTransactions(userId: string): number {
      return sqlite.prepare(`DELETE FROM transactions WHERE user_id = ? AND source = 'demo'`).run(userId).changes;
    },

    /** Sample rows the user deleted on /transactions: they must not come back with an undo. */
    deleteSampleTrash(userId: string): number {
      return sqlite.prepare(`DELETE FROM transaction_trash WHERE user_id = ? AND json_extract("row", '$.source') = 'demo'`).run(userId).changes;
    },

    deleteAccounts(userId: string, ids: readonly string[]): number {
      const statement = sqlite.prepare(`DELETE FROM bank_accounts WHERE id = ? AND user_id = ?`);
      return ids.reduce((n, id) => n + statement.run(id, userId).changes, 0);
    },

    /**
     * A sample account the user imported their own rows into: it stays, as theirs, with its balance
     * unknown (the sample's balance is not theirs).
     */
    adoptAccounts(userId: string, ids: readonly string[]): void {
      const statement = sqlite.prepare(`UPDATE bank_accounts SET source = 'real', balance_source = NULL, balance_as_of = NULL WHERE id = ? AND user_id = ?`);
      for (const id of ids) statement.run(id, userId);
    },

    /** Sample connections with no account left go; one still holding an account the user kept becomes theirs. */
    dropSampleConnections(userId: string): number {
      sqlite
        .prepare(
          `UPDATE bank_connections SET source = 'real'
           WHERE user_id = ? AND source = 'demo' AND EXISTS (SELECT 1 FROM bank_accounts a WHERE a.bank_connection_id = bank_connections.id)`,
        )
        .run(userId);
      return sqlite.prepare(`DELETE FROM bank_connections WHERE user_id = ? AND source = 'demo'`).run(userId).changes;
    },

    deleteSubscriptions(userId: string, ids: readonly string[]): number {
      const statement = sqlite.prepare(`DELETE FROM subscriptions WHERE id = ? AND user_id = ?`);
      return ids.reduce((n, id) => n + statement.run(id, userId).changes, 0);
    },

    /** Insights labelled sample data, and (when `since` is given) every one written since the sample data arrived. */
    deleteDerivedInsights(userId: string, since: number | null): number {
      return sqlite
        .prepare(`DELETE FROM ai_insights WHERE user_id = ? AND (source = 'demo' OR (? IS NOT NULL AND created_at >= ?))`)
        .run(userId, since, since).changes;
    },

    /** Credit history entries and alerts, by the same rule as deleteDerivedInsights. */
    deleteDerivedCredit(userId: string, since: number | null): number {
      const where = `user_id = ? AND (source = 'demo' OR (? IS NOT NULL AND created_at >= ?))`;
      return (
        sqlite.prepare(`DELETE FROM credit_alerts WHERE ${where}`).run(userId, since, since).changes +
        sqlite.prepare(`DELETE FROM credit_score_history WHERE ${where}`).run(userId, since, since).changes
      );
    },

    deleteSampleSavings(userId: string): number {
      return sqlite.prepare(`DELETE FROM savings_tracking WHERE user_id = ? AND source = 'demo'`).run(userId).changes;
    },

    /** An app setting, written once (e.g. that the user's sample data was removed). */
    markSetting(key: string, value: string, now: number): void {
      db.insert(appSettings).values({ key, value, updatedAt: now }).onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } }).run();
    },

    hasSetting(key: string): boolean {
      return db.select({ key: appSettings.key }).from(appSettings).where(eq(appSettings.key, key)).get() !== undefined;
    },

    deleteSetting(key: string): void {
      db.delete(appSettings).where(eq(appSettings.key, key)).run();
    },

    /** Budget rows (plans and their tips) written at or after `since`. */
    deleteBudgetsSince(userId: string, since: number): number {
      return sqlite.prepare(`DELETE FROM budget_allocations WHERE user_id = ? AND created_at >= ?`).run(userId, since).changes;
    },

    /**
     * The profile fields that still hold the sample's values go back to "not given" (no name, no
     * income, no onboarding answers); a field the user changed stays as they set it.
     */
    clearSampleProfile(userId: string, sample: SampleProfile, now: number): void {
      const fields = [
        ['first_name', sample.firstName, null],
        ['last_name', sample.lastName, null],
        ['income_cents', sample.incomeCents, 0],
        ['age', sample.age, null],
        ['primary_goal', sample.primaryGoal, null],
        ['target_amount_cents', sample.targetAmountCents, null],
        ['estimated_subscriptions', sample.estimatedSubscriptions, null],
        ['subscription_monthly_cost_cents', sample.subscriptionMonthlyCostCents, null],
      ] as const;
      const sets = fields.map(([column]) => `${column} = CASE WHEN ${column} IS ? THEN ? ELSE ${column} END`).join(', ');
      const changed = fields.map(([column]) => `${column} IS ?`).join(' OR ');
      sqlite
        .prepare(`UPDATE users SET ${sets}, updated_at = ? WHERE id = ? AND (${changed})`)
        .run(...fields.flatMap(([, value, cleared]) => [value, cleared]), now, userId, ...fields.map(([, value]) => value));
    },

    // ---- preferences ----

    homeCurrency(userId: string): string | undefined {
      return db.select({ c: users.homeCurrency }).from(users).where(eq(users.id, userId)).get()?.c;
    },

    setHomeCurrency(userId: string, currency: string, now: number): void {
      db.update(users).set({ homeCurrency: currency, updatedAt: now }).where(eq(users.id, userId)).run();
    },

    // ---- export (no secrets: no password hash, tokens, Plaid ids, payment-provider ids or account-number hashes) ----

    exportUser(userId: string): ExportUser | undefined {
      return sqlite
        .prepare(
          `SELECT username, email, first_name AS firstName, last_name AS lastName, home_currency AS homeCurrency,
                  income_cents AS incomeCents, subscription_tier AS subscriptionTier, created_at AS createdAt
           FROM users WHERE id = ?`,
        )
        .get(userId) as ExportUser | undefined;
    },

    exportAccounts(userId: string): ExportAccount[] {
      return sqlite
        .prepare(
          `SELECT a.id, a.name, coalesce(a.institution, c.institution_name) AS institution, a.type, a.mask, a.currency,
                  a.balance_cents AS balanceCents, a.balance_source AS balanceSource, a.balance_as_of AS balanceAsOf,
                  a.credit_limit_cents AS creditLimitCents, a.closed_at AS closedAt, a.source, a.created_at AS createdAt
           FROM bank_accounts a JOIN bank_connections c ON c.id = a.bank_connection_id
           WHERE a.user_id = ? ORDER BY a.created_at, a.name, a.id`,
        )
        .all(userId) as ExportAccount[];
    },

    /**
     * One page of the user's transactions for the export, newest first (date, then the order they
     * were stored in, both descending), resuming after `after`: a keyset read through
     * transactions_user_date_idx, so every page costs the same however deep in the export.
     */
    exportTransactionsPage(userId: string, after: ExportTransactionCursor | null, limit: number): ExportTransactionRow[] {
      return (after ? exportPageAfter.all(userId, after.date, after.rowid, limit) : exportPageFirst.all(userId, limit)) as ExportTransactionRow[];
    },

    exportCategories(userId: string): ExportCategory[] {
      return sqlite.prepare(`SELECT name, created_at AS createdAt FROM transaction_categories WHERE user_id = ? ORDER BY name COLLATE NOCASE, id`).all(userId) as ExportCategory[];
    },

    exportRules(userId: string): ExportRule[] {
      return sqlite
        .prepare(`SELECT match_text AS matchText, category, created_at AS createdAt FROM category_rules WHERE user_id = ? ORDER BY created_at, id`)
        .all(userId) as ExportRule[];
    },

    exportBudgets(userId: string): ExportBudget[] {
      return sqlite
        .prepare(
          `SELECT created_at AS createdAt, mode, income_cents AS incomeCents, bills_cents AS billsCents, debt_cents AS debtCents,
                  savings_cents AS savingsCents, spending_cents AS spendingCents, flex_fund_cents AS flexFundCents,
                  ai_tip AS aiTip, credit_projection AS creditProjection
           FROM budget_allocations WHERE user_id = ? ORDER BY created_at DESC, id`,
        )
        .all(userId) as ExportBudget[];
    },

    exportSubscriptions(userId: string): ExportSubscription[] {
      return sqlite
        .prepare(
          `SELECT name, merchant_name AS merchantName, amount_cents AS amountCents, frequency, status, category,
                  next_bill_date AS nextBillDate, last_bill_date AS lastBillDate, is_forgotten AS isForgotten,
                  detected_at AS detectedAt, cancelled_at AS cancelledAt, source
           FROM subscriptions WHERE user_id = ? ORDER BY detected_at, name, id`,
        )
        .all(userId) as ExportSubscription[];
    },

    // ---- deleting the account ----

    accountHolder(userId: string): AccountHolder | undefined {
      return sqlite.prepare(`SELECT id, email, role FROM users WHERE id = ?`).get(userId) as AccountHolder | undefined;
    },

    ownerCount(): number {
      return count(sqlite, `SELECT count(*) FROM users WHERE role = 'owner'`);
    },

    /** Paid plans still running at a real payment provider (they would go on charging the card). */
    liveProviderPlans(userId: string): number {
      return count(
        sqlite,
        `SELECT count(*) FROM billing_subscriptions
         WHERE user_id = ? AND provider = 'stripe' AND status IN ('active', 'trialing', 'past_due') AND cancel_at_period_end = 0`,
        userId,
      );
    },

    /**
     * The user row and, through the foreign keys, every row of theirs (sessions included); the beta
     * sign-ups and newsletter subscriptions the account made while signed in (linked by user id) are
     * personal data too and go explicitly. Never by e-mail address: anyone may type any address, so a
     * visitor's row that carries the same one is that visitor's, and stays. Site analytics keep their
     * rows with the link to the person cleared (ON DELETE SET NULL).
     */
    deleteUser(user: AccountHolder): void {
      sqlite.transaction(() => {
        sqlite.prepare(`DELETE FROM beta_signups WHERE user_id = ?`).run(user.id);
        sqlite.prepare(`DELETE FROM newsletter_subscribers WHERE user_id = ?`).run(user.id);
        sqlite.prepare(`DELETE FROM users WHERE id = ?`).run(user.id);
        // After the user: their rows' deletion updated these on the way (no foreign key, migration 0024).
        sqlite.prepare(`DELETE FROM ledger_month_totals WHERE user_id = ?`).run(user.id);
      })();
    },
  };
}

export type DataRepository = ReturnType<typeof dataRepository>;
