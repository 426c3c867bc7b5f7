/**
 * SQL of the transactions ledger. The list, its totals and the export are prepared statements on
 * the raw SQLite connection (built per filter shape and cached): they must stay fast at 100,000
 * rows, so the common paths go through transactions_user_date_idx and the FTS5 index
 * (docs/product.md "Transactions"). New rows are written by the banking repository only; this one
 * edits, trashes and recategorises the user's own rows.
 */
import type { Statement } from 'better-sqlite3';
import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { UNCATEGORISED, type LedgerFilter } from '../../../../shared/contracts/ledger';
import type { AppDatabase } from '../../db/open';
import { bankAccounts, bankConnections, bankImports, categoryRules, subscriptions, transactionCategories, transactions, transactionTrash } from '../../db/schema';
import { HIDES_ROWS_SQL, REMOVING_IMPORT, TOTALS_CATCHING_UP_SQL, visibleRow, visibleRowSql } from '../../db/visible-rows';

/** Every column of a stored transaction, as the trash keeps it (a restore puts back exactly this). */
export type StoredTransaction = typeof transactions.$inferSelect;


/** One row of the list, straight from SQL. */
export interface LedgerRow {
  id: string;
  date: string;
  merchant_name: string | null;
  description: string | null;
  category: string | null;
  notes: string | null;
  amount_cents: number;
  currency: string;
  bank_account_id: string | null;
  account_name: string | null;
  pending: number;
  source: 'real' | 'demo';
  import_id: string | null;
}

export interface CurrencyTotalRow {
  currency: string;
  n: number;
  in_cents: number;
  out_cents: number;
}

/** What the filters of a search become: an FTS5 expression, substrings, and an amount. */
export interface SearchTerms {
  /** `"term" AND "term"` for the words of 3 or more characters (trigram index), or null. */
  match: string | null;
  /** LIKE patterns (already escaped, with %) for the shorter words: each must occur in one column. */
  likes: string[];
  /** abs(amount_cents) that also matches, when the search reads as an amount. */
  amountCents: number | null;
}

export type LedgerListFilter = Omit<LedgerFilter, 'q'> & { search: SearchTerms | null };

const COLUMNS = `t.id, t.date, t.merchant_name, t.description, t.category, t.notes, t.amount_cents, t.currency,
  t.bank_account_id, a.name AS account_name, t.pending, t.source, t.import_id`;

const SORT_KEYS = {
  date: 't.date',
  // The size of the amount: "largest first" whichever way the money went (docs/product.md "Transactions").
  amount: 'abs(t.amount_cents)',
  description: "coalesce(t.merchant_name, t.description, '') COLLATE NOCASE",
} as const;

/** Rows of a category; "Uncategorised": rows without one (an import may have written the word itself). */
function categoryCondition(column: string, category: string, parts: string[], params: unknown[]): void {
  if (category.toLowerCase() === UNCATEGORISED.toLowerCase()) parts.push(`(${column} IS NULL OR ${column} = '' OR ${column} = '${UNCATEGORISED}' COLLATE NOCASE)`);
  else {
    parts.push(`${column} = ? COLLATE NOCASE`);
    params.push(category);
  }
}

/** Whether ledger_month_totals can answer a filter's totals: it keeps no amounts per row and no text. */
function summarised(filter: LedgerListFilter): boolean {
  return filter.minAmount === undefined && filter.maxAmount === undefined && !filter.search;
}

const monthOf = (date: string) => date.slice(0, 7);
const lastDayOf = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
const shiftMonth = (month: string, by: number) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + by, 1)).toISOString().slice(0, 7);

/** A date range ('YYYY-MM-DD', either end open). */
export interface DateRange {
  from?: string;
  to?: string;
}

/**
 * A date range as the whole months it covers (read from the summary; null: none) and the days at
 * either end outside them (read from the rows).
 */
export function splitByMonths({ from, to }: DateRange): { months: DateRange | null; edges: DateRange[] } {
  const firstMonth = from === undefined ? undefined : from.endsWith('-01') ? monthOf(from) : shiftMonth(monthOf(from), 1);
  const lastMonth = to === undefined ? undefined : Number(to.slice(8)) === lastDayOf(monthOf(to)) ? monthOf(to) : shiftMonth(monthOf(to), -1);
  if (firstMonth !== undefined && lastMonth !== undefined && firstMonth > lastMonth) return { months: null, edges: [{ from, to }] };
  const edges: DateRange[] = [];
  if (from !== undefined && firstMonth !== monthOf(from)) edges.push({ from, to: `${monthOf(from)}-${lastDayOf(monthOf(from))}` });
  if (to !== undefined && lastMonth !== monthOf(to)) edges.push({ from: `${monthOf(to)}-01`, to });
  return { months: { from: firstMonth, to: lastMonth }, edges };
}

/**
 * The WHERE clause of a filter and its parameters, in order. `hiding`: an import of the user is being
 * undone, whose rows are left out (db/visible-rows.ts); otherwise every row of the user is visible.
 */
export function whereOf(userId: string, filter: LedgerListFilter, hiding = false): { where: string; params: unknown[] } {
  // A search by words starts from the rows the search index finds (a few thousand at most, usually)
  // rather than from every row of the user: the unary plus keeps SQLite off the user_id indexes.
  const byIndex = filter.search?.match != null && filter.search.amountCents === null;
  const parts = [byIndex ? '+t.user_id = ?' : 't.user_id = ?'];
  const params: unknown[] = [userId];
  if (hiding) parts.push(visibleRowSql('t'));
  if (filter.accountId) {
    parts.push('t.bank_account_id = ?');
    params.push(filter.accountId);
  }
  if (filter.from) {
    parts.push('t.date >= ?');
    params.push(filter.from);
  }
  if (filter.to) {
    parts.push('t.date <= ?');
    params.push(filter.to);
  }
  if (filter.category !== undefined) categoryCondition('t.category', filter.category, parts, params);
  if (filter.direction === 'in') parts.push('t.amount_cents < 0');
  if (filter.direction === 'out') parts.push('t.amount_cents > 0');
  if (filter.minAmount !== undefined) {
    parts.push('abs(t.amount_cents) >= ?');
    params.push(filter.minAmount);
  }
  if (filter.maxAmount !== undefined) {
    parts.push('abs(t.amount_cents) <= ?');
    params.push(filter.maxAmount);
  }
  const search = filter.search;
  if (search) {
    const text: string[] = [];
    if (search.match !== null) {
      text.push('t.rowid IN (SELECT rowid FROM transactions_fts WHERE transactions_fts MATCH ?)');
      params.push(search.match);
    }
    for (const like of search.likes) {
      text.push("(t.merchant_name LIKE ? ESCAPE '\\' OR t.description LIKE ? ESCAPE '\\' OR t.notes LIKE ? ESCAPE '\\')");
      params.push(like, like, like);
    }
    const textSql = text.length ? text.join(' AND ') : '0';
    if (search.amountCents !== null) {
      parts.push(`((${textSql}) OR abs(t.amount_cents) = ?)`);
      params.push(search.amountCents);
    } else {
      parts.push(textSql);
    }
  }
  return { where: parts.join(' AND '), params };
}

/**
 * The order of a list. Ties are broken by the rowid (the order rows were stored in): stable, so
 * paging never shows a row twice or skips one, and part of every index, so the newest-first list
 * is read from transactions_user_date_idx alone, without a sort.
 */
export function orderOf(filter: Pick<LedgerFilter, 'sort' | 'order'>): string {
  const dir = filter.order === 'asc' ? 'ASC' : 'DESC';
  return `${SORT_KEYS[filter.sort]} ${dir}, t.rowid ${dir}`;
}

/** Where an export step resumes: after the last row of the step before (its sort key and rowid). */
export interface ExportCursor {
  key: string | number;
  rowid: number;
}

const MAX_CACHED_STATEMENTS = 200;

export function ledgerRepository(db: AppDatabase) {
  const sqlite = db.$client;
  // One prepared statement per SQL text (a filter shape), kept for the life of the connection.
  const statements = new Map<string, Statement>();
  const prepared = (text: string): Statement => {
    let statement = statements.get(text);
    if (!statement) {
      // Shapes are few in practice; a flood of odd searches must not grow the cache without end.
      if (statements.size >= MAX_CACHED_STATEMENTS) statements.clear();
      statement = sqlite.prepare(text);
      statements.set(text, statement);
    }
    return statement;
  };

  const hidesRows = sqlite.prepare(HIDES_ROWS_SQL).pluck();
  const totalsCatchingUp = sqlite.prepare(TOTALS_CATCHING_UP_SQL).pluck();
  // The page's rows are chosen first from what the indexes hold, then only those are read whole:
  // a deep offset skips index entries, not joined rows.
  const pageSql = (userId: string, filter: LedgerListFilter) => {
    const { where, params } = whereOf(userId, filter, hidesRows.get(userId) === 1);
    const order = orderOf(filter);
    return {
      text: `SELECT ${COLUMNS} FROM transactions t LEFT JOIN bank_accounts a ON a.id = t.bank_account_id
        WHERE t.rowid IN (SELECT t.rowid FROM transactions t WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?) ORDER BY ${order}`,
      params,
    };
  };
  const exportSql = (userId: string, filter: LedgerListFilter, after: ExportCursor | null) => {
    const { where, params } = whereOf(userId, filter, hidesRows.get(userId) === 1);
    const key = SORT_KEYS[filter.sort];
    const resume = after ? ` AND (${key}, t.rowid) ${filter.order === 'asc' ? '>' : '<'} (?, ?)` : '';
    return {
      text: `SELECT ${COLUMNS}, ${key} AS sort_key, t.rowid AS row_id FROM transactions t LEFT JOIN bank_accounts a ON a.id = t.bank_account_id
        WHERE ${where}${resume} ORDER BY ${orderOf(filter)} LIMIT ?`,
      params: after ? [...params, after.key, after.rowid] : params,
    };
  };
  const totalsSql = (userId: string, filter: LedgerListFilter) => {
    const { where, params } = whereOf(userId, filter, hidesRows.get(userId) === 1);
    return {
      text: `SELECT t.currency AS currency, count(*) AS n,
        coalesce(sum(CASE WHEN t.amount_cents < 0 THEN -t.amount_cents ELSE 0 END), 0) AS in_cents,
        coalesce(sum(CASE WHEN t.amount_cents > 0 THEN t.amount_cents ELSE 0 END), 0) AS out_cents
        FROM transactions t WHERE ${where} GROUP BY t.currency ORDER BY t.currency`,
      params,
    };
  };

  // The same totals from ledger_month_totals, for whole months (migration 0024).
  const summaryTotalsSql = (userId: string, filter: LedgerListFilter, months: DateRange) => {
    const parts = ['s.user_id = ?'];
    const params: unknown[] = [userId];
    if (filter.accountId) {
      parts.push('s.bank_account_id = ?');
      params.push(filter.accountId);
    }
    if (months.from !== undefined) {
      parts.push('s.month >= ?');
      params.push(months.from);
    }
    if (months.to !== undefined) {
      parts.push('s.month <= ?');
      params.push(months.to);
    }
    if (filter.category !== undefined) categoryCondition('s.category', filter.category, parts, params);
    // Money in is a negative amount: a direction keeps its own count and side.
    const [n, moneyIn, moneyOut] = filter.direction === 'in' ? ['s.n_in', 's.in_cents', '0'] : filter.direction === 'out' ? ['s.n_out', '0', 's.out_cents'] : ['s.n', 's.in_cents', 's.out_cents'];
    return {
      text: `SELECT s.currency AS currency, sum(${n}) AS n, sum(${moneyIn}) AS in_cents, sum(${moneyOut}) AS out_cents
        FROM ledger_month_totals s WHERE ${parts.join(' AND ')} GROUP BY s.currency HAVING sum(${n}) > 0 ORDER BY s.currency`,
      params,
    };
  };
  const scanTotals = (userId: string, filter: LedgerListFilter): CurrencyTotalRow[] => {
    const { text, params } = totalsSql(userId, filter);
    return prepared(text).all(...params) as CurrencyTotalRow[];
  };

  const rowById = sqlite.prepare(`SELECT ${COLUMNS} FROM transactions t LEFT JOIN bank_accounts a ON a.id = t.bank_account_id WHERE t.id = ? AND t.user_id = ? AND ${visibleRowSql('t')}`);
  const updateRuleCategory = sqlite.prepare('UPDATE transactions SET category = ? WHERE id = ?');

  return {
    /** One page of the rows the filter selects. */
    page(userId: string, filter: LedgerListFilter, offset: number, limit: number): LedgerRow[] {
      const { text, params } = pageSql(userId, filter);
      return prepared(text).all(...params, limit, offset) as LedgerRow[];
    },

    /** One step of an export, in the list's order, resuming after `after` (keyset: every step costs the same). */
    exportStep(userId: string, filter: LedgerListFilter, after: ExportCursor | null, limit: number): { rows: LedgerRow[]; next: ExportCursor | null } {
      const { text, params } = exportSql(userId, filter, after);
      const rows = prepared(text).all(...params, limit) as (LedgerRow & { sort_key: string | number; row_id: number })[];
      const last = rows.at(-1);
      return { rows, next: last ? { key: last.sort_key, rowid: last.row_id } : null };
    },

    /**
     * Count, money in and money out (cents) of every row the filter selects, per currency. Whole
     * months come from ledger_month_totals, so at a million rows the common filters (none, an
     * account, a category, a direction, whole months) read a few hundred summary rows; the days of a
     * part month, an amount range and a search read the rows themselves.
     */
    totals(userId: string, filter: LedgerListFilter): CurrencyTotalRow[] {
      if (!summarised(filter) || totalsCatchingUp.get(userId) === 1) return scanTotals(userId, filter);
      const { months, edges } = splitByMonths(filter);
      const parts = edges.map((edge) => scanTotals(userId, { ...filter, ...edge }));
      if (months) {
        const { text, params } = summaryTotalsSql(userId, filter, months);
        parts.push(prepared(text).all(...params) as CurrencyTotalRow[]);
      }
      if (parts.length === 1) return parts[0]!;
      const byCurrency = new Map<string, CurrencyTotalRow>();
      for (const row of parts.flat()) {
        const sum = byCurrency.get(row.currency);
        byCurrency.set(row.currency, sum ? { currency: row.currency, n: sum.n + row.n, in_cents: sum.in_cents + row.in_cents, out_cents: sum.out_cents + row.out_cents } : row);
      }
      return [...byCurrency.values()].sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
    },

    /** The same totals read from every row the filter selects (what the summary must always equal). */
    scannedTotals(userId: string, filter: LedgerListFilter): CurrencyTotalRow[] {
      return scanTotals(userId, filter);
    },

    /** EXPLAIN QUERY PLAN of the page and totals queries (the performance test reads it; the totals: of the whole months, when the summary serves them). */
    plans(userId: string, filter: LedgerListFilter): { page: string; totals: string; exportStep: string } {
      const plan = ({ text, params }: { text: string; params: unknown[] }, extra: unknown[]) =>
        (sqlite.prepare(`EXPLAIN QUERY PLAN ${text}`).all(...params, ...extra) as { detail: string }[]).map((r) => r.detail).join('\n');
      return {
        page: plan(pageSql(userId, filter), [1, 0]),
        totals: summarised(filter) && splitByMonths(filter).months ? plan(summaryTotalsSql(userId, filter, splitByMonths(filter).months!), []) : plan(totalsSql(userId, filter), []),
        exportStep: plan(exportSql(userId, filter, { key: filter.sort === 'description' ? 'm' : filter.sort === 'amount' ? 100 : '2025-01-01', rowid: 1 }), [1]),
      };
    },

    row(userId: string, id: string): LedgerRow | undefined {
      return rowById.get(id, userId) as LedgerRow | undefined;
    },

    /** Runs `work` in one database transaction (nested writers join it). */
    inTransaction<T>(work: () => T): T {
      return db.transaction(() => work());
    },

    updateRow(userId: string, id: string, patch: { merchantName?: string; description?: string; category?: string | null; notes?: string | null }): boolean {
      return db.update(transactions).set(patch).where(and(eq(transactions.id, id), eq(transactions.userId, userId), visibleRow)).run().changes > 0;
    },

    // ---- trash ----

    /** The user's rows among `ids`, every column. */
    storedRows(userId: string, ids: readonly string[]): StoredTransaction[] {
      return db.select().from(transactions).where(and(eq(transactions.userId, userId), inArray(transactions.id, [...ids]), visibleRow)).all();
    },

    /** Moves rows into the trash under one batch (call inside a transaction). */
    trash(userId: string, batchId: string, rows: readonly StoredTransaction[], now: number): void {
      for (const row of rows) db.insert(transactionTrash).values({ batchId, userId, row, deletedAt: now }).run();
      const ids = rows.map((r) => r.id);
      if (ids.length) db.delete(transactions).where(and(eq(transactions.userId, userId), inArray(transactions.id, ids))).run();
    },

    /** Forgets every trashed row deleted before `before` (anyone's: deleted means gone after the undo window). */
    purgeTrash(before: number): number {
      return db.delete(transactionTrash).where(lt(transactionTrash.deletedAt, before)).run().changes;
    },

    trashBatch(userId: string, batchId: string): StoredTransaction[] {
      return db
        .select({ row: transactionTrash.row })
        .from(transactionTrash)
        .where(and(eq(transactionTrash.userId, userId), eq(transactionTrash.batchId, batchId)))
        .orderBy(sql`rowid`)
        .all()
        .map((r) => r.row as unknown as StoredTransaction);
    },

    deleteTrashBatch(userId: string, batchId: string): void {
      db.delete(transactionTrash).where(and(eq(transactionTrash.userId, userId), eq(transactionTrash.batchId, batchId))).run();
    },

    /** Which of these ids still exist for the user, per table a transaction points at. */
    existing(userId: string, ids: { imports: string[]; accounts: string[]; connections: string[]; subscriptions: string[] }) {
      const found = (rows: { id: string }[]) => new Set(rows.map((r) => r.id));
      return {
        // An import being undone is as good as gone: a row restored into it would be hidden.
        imports: ids.imports.length
          ? found(db.select({ id: bankImports.id }).from(bankImports).where(and(eq(bankImports.userId, userId), inArray(bankImports.id, ids.imports), ne(bankImports.imported, REMOVING_IMPORT))).all())
          : new Set<string>(),
        accounts: ids.accounts.length ? found(db.select({ id: bankAccounts.id }).from(bankAccounts).where(and(eq(bankAccounts.userId, userId), inArray(bankAccounts.id, ids.accounts))).all()) : new Set<string>(),
        connections: ids.connections.length ? found(db.select({ id: bankConnections.id }).from(bankConnections).where(and(eq(bankConnections.userId, userId), inArray(bankConnections.id, ids.connections))).all()) : new Set<string>(),
        subscriptions: ids.subscriptions.length ? found(db.select({ id: subscriptions.id }).from(subscriptions).where(and(eq(subscriptions.userId, userId), inArray(subscriptions.id, ids.subscriptions))).all()) : new Set<string>(),
      };
    },

    // ---- categories ----

    categories(userId: string): { id: string; name: string }[] {
      return db.select({ id: transactionCategories.id, name: transactionCategories.name }).from(transactionCategories).where(eq(transactionCategories.userId, userId)).orderBy(sql`rowid`).all();
    },

    category(userId: string, id: string): { id: string; name: string } | undefined {
      return db
        .select({ id: transactionCategories.id, name: transactionCategories.name })
        .from(transactionCategories)
        .where(and(eq(transactionCategories.userId, userId), eq(transactionCategories.id, id)))
        .get();
    },

    addCategories(userId: string, names: readonly string[], now: number): void {
      for (const name of names) db.insert(transactionCategories).values({ userId, name, createdAt: now }).onConflictDoNothing().run();
    },

    /** Rows per category name as stored (one grouped query). */
    categoryCounts(userId: string): { category: string; n: number }[] {
      if (totalsCatchingUp.get(userId) === 1) {
        const visible = visibleRowSql('transactions');
        return prepared(`SELECT category, count(*) AS n FROM transactions WHERE user_id = ? AND ${visible} AND category IS NOT NULL AND category <> '' GROUP BY category`).all(userId) as {
          category: string;
          n: number;
        }[];
      }
      return prepared("SELECT category, sum(n) AS n FROM ledger_month_totals WHERE user_id = ? AND category <> '' GROUP BY category HAVING sum(n) > 0").all(userId) as {
        category: string;
        n: number;
      }[];
    },

    /** A rename: the category, its rows and its rules (call inside a transaction). */
    renameCategory(userId: string, id: string, from: string, to: string): void {
      db.update(transactionCategories).set({ name: to }).where(and(eq(transactionCategories.userId, userId), eq(transactionCategories.id, id))).run();
      prepared(`UPDATE transactions SET category = ? WHERE user_id = ? AND category = ? COLLATE NOCASE AND ${visibleRowSql('transactions')}`).run(to, userId, from);
      prepared('UPDATE category_rules SET category = ? WHERE user_id = ? AND category = ? COLLATE NOCASE').run(to, userId, from);
    },

    // ---- rules ----

    /** In creation order (the first matching rule wins). */
    rules(userId: string) {
      return db.select().from(categoryRules).where(eq(categoryRules.userId, userId)).orderBy(asc(categoryRules.createdAt), sql`rowid`).all();
    },

    rule(userId: string, id: string) {
      return db
        .select()
        .from(categoryRules)
        .where(and(eq(categoryRules.userId, userId), eq(categoryRules.id, id)))
        .get();
    },

    addRule(userId: string, matchText: string, category: string, now: number) {
      return db.insert(categoryRules).values({ userId, matchText, category, createdAt: now }).returning().get();
    },

    deleteRule(userId: string, id: string): boolean {
      return db.delete(categoryRules).where(and(eq(categoryRules.userId, userId), eq(categoryRules.id, id))).run().changes > 0;
    },

    /**
     * The payees a rule could match: through the trigram index when the text has 3 or more
     * characters (the caller checks each candidate exactly), else every row of the user.
     */
    ruleCandidates(userId: string, ftsMatch: string | null): { id: string; merchant_name: string | null; description: string | null; category: string | null }[] {
      const visible = visibleRowSql('transactions');
      if (ftsMatch === null) return prepared(`SELECT id, merchant_name, description, category FROM transactions WHERE user_id = ? AND ${visible}`).all(userId) as never;
      return prepared(
        `SELECT id, merchant_name, description, category FROM transactions WHERE user_id = ? AND ${visible} AND rowid IN (SELECT rowid FROM transactions_fts WHERE transactions_fts MATCH ?)`,
      ).all(userId, ftsMatch) as never;
    },

    setCategories(ids: readonly string[], category: string): void {
      for (const id of ids) updateRuleCategory.run(category, id);
    },
  };
}

export type LedgerRepository = ReturnType<typeof ledgerRepository>;
