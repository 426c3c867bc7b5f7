/**
 * What the credit estimate reads (the user's transactions and accounts) and what it keeps (history
 * entries when the score changes, alerts once per real change). Always filtered by owner.
 */
import { and, desc, eq } from 'drizzle-orm';
import { DEFAULT_CREDIT_SCORE } from '../../../../shared/constants';
import type { CreditAlert, CreditHistoryEntry } from '../../../../shared/contracts/credit';
import type { AppDatabase } from '../../db/open';
import { plainReader } from '../../db/hot-reads';
import { creditAlerts, creditScoreHistory, transactions } from '../../db/schema';
import type { CreditAccount, CreditEstimate, CreditTransaction } from './model';
import { visibleRow, visibleRowSql } from '../../db/visible-rows';

/** How many history entries and alerts an answer carries at most (the page shows 12 history entries). */
const LIST_LIMIT = 60;

export interface NewAlert {
  type: CreditAlert['type'];
  title: string;
  message: string;
  date: string;
  dedupeKey: string;
}

/**
 * A balance that may be added: stated (by the bank or the user), of an open account, in the user's
 * home currency. One condition for the evidence's accounts and the change check; its `?` is the user id.
 */
const COUNTED_BALANCE = 'balance_source IS NOT NULL AND closed_at IS NULL AND currency = (SELECT home_currency FROM users WHERE id = ?)';

export function creditRepository(db: AppDatabase) {
  // The fingerprint's reads run on every dashboard and credit read: prepared once, on first use
  // (docs/architecture.md "Hot reads"), with the evidence's accounts, which share their condition.
  let prepared: ReturnType<typeof prepareReads> | undefined;
  const reads = () => (prepared ??= prepareReads());
  function prepareReads() {
    return {
      startingScore: plainReader<{ s: number }>(db, 'SELECT credit_score AS s FROM users WHERE id = ?'),
      transactions: plainReader<{ n: number; last: number | null; sum: number | null }>(
        db,
        `SELECT count(*) AS n, max(created_at) AS last, sum(amount_cents) AS sum FROM transactions WHERE user_id = ? AND ${visibleRowSql('transactions')}`,
      ),
      accountTotals: plainReader<{ n: number; bal: number | null; lim: number | null }>(
        db,
        `SELECT count(*) AS n, sum(balance_cents) AS bal, sum(coalesce(credit_limit_cents, 0)) AS lim FROM bank_accounts WHERE user_id = ? AND ${COUNTED_BALANCE}`,
      ),
      accounts: plainReader<CreditAccount>(
        db,
        `SELECT id, name, type, balance_cents AS balanceCents, credit_limit_cents AS creditLimitCents FROM bank_accounts WHERE user_id = ? AND ${COUNTED_BALANCE}`,
      ),
    };
  }
  return {
    startingScore(userId: string): number {
      return reads().startingScore.get(userId)?.s ?? DEFAULT_CREDIT_SCORE;
    },

    transactions(userId: string): CreditTransaction[] {
      return db
        .select({
          date: transactions.date,
          amountCents: transactions.amountCents,
          category: transactions.category,
          description: transactions.description,
          merchantName: transactions.merchantName,
          bankAccountId: transactions.bankAccountId,
        })
        .from(transactions)
        .where(and(eq(transactions.userId, userId), visibleRow))
        .orderBy(transactions.date)
        .all();
    },

    /** Accounts whose balance is known, open, in the home currency: the only balances evidence may use (docs/product.md "Accounts"). */
    accounts(userId: string): CreditAccount[] {
      return reads().accounts.all(userId, userId);
    },

    /** Changes whenever anything the estimate reads changes: lets repeated reads skip the model. */
    fingerprint(userId: string): string {
      const t = reads().transactions.get(userId);
      const a = reads().accountTotals.get(userId, userId);
      return [t?.n, t?.last, t?.sum, a?.n, a?.bal, a?.lim, this.startingScore(userId)].join('|');
    },

    latest(userId: string): { id: string; date: string; score: number; snapshot: CreditEstimate } | undefined {
      const row = db
        .select({ id: creditScoreHistory.id, date: creditScoreHistory.date, score: creditScoreHistory.score, snapshot: creditScoreHistory.snapshot })
        .from(creditScoreHistory)
        .where(eq(creditScoreHistory.userId, userId))
        .orderBy(desc(creditScoreHistory.date), desc(creditScoreHistory.createdAt))
        .limit(1)
        .get();
      return row ? { ...row, snapshot: row.snapshot as unknown as CreditEstimate } : undefined;
    },

    addHistory(userId: string, entry: { date: string; score: number; change: number; event: string; snapshot: CreditEstimate; now: number }): string {
      return db
        .insert(creditScoreHistory)
        .values({
          userId,
          date: entry.date,
          score: entry.score,
          change: entry.change,
          event: entry.event,
          snapshot: entry.snapshot as unknown as Record<string, unknown>,
          createdAt: entry.now,
        })
        .returning({ id: creditScoreHistory.id })
        .get().id;
    },

    /** Inserts the alert unless one with the same key exists (each real change alerts once). */
    addAlert(userId: string, alert: NewAlert, now: number): void {
      db.insert(creditAlerts).values({ userId, ...alert, createdAt: now }).onConflictDoNothing().run();
    },

    history(userId: string): CreditHistoryEntry[] {
      return db
        .select({ id: creditScoreHistory.id, date: creditScoreHistory.date, score: creditScoreHistory.score, change: creditScoreHistory.change, event: creditScoreHistory.event })
        .from(creditScoreHistory)
        .where(eq(creditScoreHistory.userId, userId))
        .orderBy(desc(creditScoreHistory.date), desc(creditScoreHistory.createdAt))
        .limit(LIST_LIMIT)
        .all();
    },

    alerts(userId: string): CreditAlert[] {
      return db
        .select({ id: creditAlerts.id, type: creditAlerts.type, title: creditAlerts.title, message: creditAlerts.message, date: creditAlerts.date })
        .from(creditAlerts)
        .where(eq(creditAlerts.userId, userId))
        .orderBy(desc(creditAlerts.date), desc(creditAlerts.createdAt))
        .limit(LIST_LIMIT)
        .all();
    },
  };
}

export type CreditRepository = ReturnType<typeof creditRepository>;
