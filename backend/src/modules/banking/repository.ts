import { and, countDistinct, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { BankAccount, BankAccountType, BankingTransaction, CsvMapping, ImportHistoryItem } from '../../../../shared/contracts/banking';
import type { AppDatabase } from '../../db/open';
import { timeOrderedUuid } from '../../lib/ids';
import { addTotalsSql, subtractTotalsSql } from '../../db/ledger-totals';
import { REMOVING_IMPORT, visibleRow, visibleRowSql } from '../../db/visible-rows';
import { bankAccounts, bankConnections, bankImports, transactions, users } from '../../db/schema';
import { dedupeKeys, dedupeKeysSteps, runToEnd, type ParsedTransaction, type Steps } from './import';
import { isoDate } from '../../../../shared/dates';

/** Only the last 4 digits are ever shown; an account with no known number shows the dots alone. */
const maskNumber = (mask: string | null) => `••••${(mask ?? '').slice(-4)}`;

/**
 * bank_imports.imported of an import that is not whole: being written (-1) or removed
 * (REMOVING_IMPORT: undone, or cleaned up after a failure) right now, or left so by a process that
 * stopped midway (finished at the next start). The history does not list it. While an import is in
 * either state its rows enter and leave the search index and the totals per batch, not per row.
 * The rows of an import being removed are hidden from every read at once (db/visible-rows.ts).
 */
export const PENDING_IMPORT = -1;
export { REMOVING_IMPORT };
/** Why an account cannot take an import, a new currency or a delete while an import into it is undone (409 import_pending). */
export const UNDO_IN_PROGRESS = 'An import into this account is still being undone: try again when it is done';
/**
 * Rows an import writes, or an undo deletes, per database transaction: one step of its slices on the
 * server's thread. The import worker writes larger batches (import-thread.ts WORKER_BATCH_ROWS).
 */
export const IMPORT_BATCH_ROWS = 200;

/** Transfers and account moves are not spending; they are shown as such. */
export const TRANSFER_CATEGORY = 'Transfer';
export const IMPORTED_INSTITUTION = 'Imported bank file';

export interface NewBankAccount {
  name: string;
  mask: string | null;
  type: BankAccountType;
  balanceCents: number;
  plaidAccountId?: string | null;
  /** ISO 4217; default the column's ('USD'). */
  currency?: string;
  /** Linked and demo banks state their balances ('bank', the default); null when the bank gave none. */
  balanceSource?: 'bank' | null;
}

/** A balance as it stood: what an import replaced, restored when it is undone. */
export interface BalanceState {
  balanceCents: number;
  balanceSource: 'bank' | 'user' | null;
  balanceAsOf: string | null;
}

/** What the user may change on an account (docs/product.md "Accounts"). */
export interface AccountPatch {
  name?: string;
  type?: BankAccountType;
  institution?: string;
  currency?: string;
  /** When it was closed; null reopens it. */
  closedAt?: number | null;
}

/**
 * What may leave an account in a transfer, in cents. A deposit account (checking, savings,
 * investment) never goes below 0, so its balance (none when already negative). A credit card
 * carries what is owed as a negative balance: up to its credit limit (limit + balance); with no
 * known limit, only a credit balance (an overpayment) may leave.
 */
export function availableCents(account: { type: BankAccountType; balanceCents: number; creditLimitCents: number | null }): number {
  if (account.type === 'credit' && account.creditLimitCents !== null && account.creditLimitCents > 0) {
    return Math.max(0, account.creditLimitCents + account.balanceCents);
  }
  return Math.max(0, account.balanceCents);
}

/** One row of the ledger, as the one writer of the transactions table takes it. */
export interface NewTransaction {
  userId: string;
  connectionId: string | null;
  accountId: string | null;
  /** Positive = money out (Plaid's convention), negative = money in. */
  amountCents: number;
  merchantName: string;
  description: string;
  category: string | null;
  date: string;
  /** "id:<bank id>" or "amd:<amount>|<date>|<merchant>" (see ./import/dedupe.ts); null for a transfer. */
  dedupeKey: string | null;
  /** The bank's own id for the transaction, when it has one. */
  bankTransactionId: string | null;
  /** ISO 4217; default the column's ('USD'). */
  currency?: string;
  /** 'demo' for sample data (docs/product.md "Your data"); default 'real'. */
  source?: 'real' | 'demo';
  /** The bank-file import that wrote the row (undoing it deletes exactly these rows). */
  importId?: string | null;
  now: number;
}

/** A transaction from outside any account (the Subscription Finder's import): the bank's id is its dedupe key. */
export interface UnlinkedTransaction {
  bankTransactionId: string;
  merchant: string;
  amountCents: number;
  date: string;
  category: string | null;
  /** ISO 4217 (the bank's, else the user's home currency). */
  currency?: string;
  /** 'demo' for the Subscription Finder's sample history; default 'real'. */
  source?: 'real' | 'demo';
}

/** An account as an import sees it: where its rows go and what it remembers. */
export interface ImportTargetAccount {
  id: string;
  name: string;
  type: BankAccountType;
  currency: string;
  closedAt: number | null;
  csvMapping: Record<string, unknown> | null;
  csvHeaderKey: string | null;
}

const importTargetColumns = {
  id: bankAccounts.id,
  name: bankAccounts.name,
  type: bankAccounts.type,
  currency: bankAccounts.currency,
  closedAt: bankAccounts.closedAt,
  csvMapping: bankAccounts.csvMapping,
  csvHeaderKey: bankAccounts.csvHeaderKey,
};

/** What an undo removed: the import's rows still there, and whether the account it created goes with them. */
export interface UndoResult {
  removed: number;
  accountRemoved: boolean;
}

export type TransferOutcome = { ok: true } | { ok: false; reason: 'insufficient_funds'; accountName: string; accountType: BankAccountType; availableCents: number };

/** `batchRows`: rows per database transaction of an import or an undo (see IMPORT_BATCH_ROWS). */
export function bankingRepository(db: AppDatabase, batchRows = IMPORT_BATCH_ROWS) {
  const sqlite = db.$client;
  // Imports write many rows: one prepared statement, run per row inside one transaction.
  const insertStatement = sqlite.prepare(
    `INSERT INTO transactions (id, user_id, bank_connection_id, bank_account_id, amount_cents, merchant_name, description, category, date, pending, dedupe_key, plaid_transaction_id, currency, source, import_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );

  const accountViews = (where: SQL): BankAccount[] =>
    db
      .select({
        id: bankAccounts.id,
        name: bankAccounts.name,
        institution: bankAccounts.institution,
        connectionInstitution: bankConnections.institutionName,
        mask: bankAccounts.mask,
        type: bankAccounts.type,
        balanceCents: bankAccounts.balanceCents,
        currency: bankAccounts.currency,
        balanceSource: bankAccounts.balanceSource,
        balanceAsOf: bankAccounts.balanceAsOf,
        closedAt: bankAccounts.closedAt,
        source: bankAccounts.source,
        // From the ledger's totals: a count of the rows themselves reads every one of them (and, during
        // an undo, every hidden one too).
        transactionCount: sql<number>`(select coalesce(sum(s.n), 0) from ledger_month_totals s where s.user_id = ${bankAccounts.userId} and s.bank_account_id = ${bankAccounts.id})`,
        // Created by an import being undone: the undo removes it with its rows unless something else is in it.
        goingWithUndo: sql<number>`exists (select 1 from bank_imports i where i.bank_account_id = ${bankAccounts.id} and i.imported = ${REMOVING_IMPORT} and i.created_account = 1)`,
      })
      .from(bankAccounts)
      .innerJoin(bankConnections, eq(bankConnections.id, bankAccounts.bankConnectionId))
      .where(and(where, eq(bankConnections.status, 'active')))
      .orderBy(sql`${bankAccounts.closedAt} is not null`, bankAccounts.createdAt, bankAccounts.name)
      .all()
      .filter((a) => !(a.goingWithUndo && a.transactionCount === 0))
      .map((a) => ({
        id: a.id,
        name: a.name,
        institution: a.institution ?? a.connectionInstitution,
        accountNumber: maskNumber(a.mask),
        type: a.type,
        // An unknown balance is not 0: it is left out of totals (docs/product.md "Accounts").
        balance: a.balanceSource === null ? null : a.balanceCents / 100,
        currency: a.currency,
        balanceSource: a.balanceSource,
        balanceAsOf: a.balanceAsOf,
        closed: a.closedAt !== null,
        source: a.source,
        imported: a.connectionInstitution === IMPORTED_INSTITUTION,
        transactionCount: a.transactionCount,
      }));

  /** A bank connection with no account left is removed (callers run it inside their transaction). */
  const dropEmptyConnection = (connectionId: string) => {
    const left = db.select({ n: sql<number>`count(*)` }).from(bankAccounts).where(eq(bankAccounts.bankConnectionId, connectionId)).get()!.n;
    if (left === 0) db.delete(bankConnections).where(eq(bankConnections.id, connectionId)).run();
  };

  // A new row's search-index entry and its share of the ledger's totals, written with the row
  // (migrations 0023 and 0024; an insert trigger doubled the cost of every insert). The index holds
  // the merchant name, the description unless it repeats the name, the notes (as migration 0015).
  const indexRow = sqlite.prepare('INSERT INTO transactions_fts(rowid, merchant_name, description, notes) VALUES (?, ?, ?, ?)');
  const addRowTotals = sqlite.prepare(addTotalsSql('rowid = ?'));
  const recordNewRow = (rowid: number | bigint, row: { merchantName?: string | null; description?: string | null; notes?: string | null }) => {
    const merchantName = row.merchantName ?? null;
    const description = row.description ?? null;
    indexRow.run(rowid, merchantName, description === merchantName ? null : description, row.notes ?? null);
    addRowTotals.run(rowid);
  };

  /**
   * The only place a transaction is written. A row the table already has (the same bank id for the
   * user, or the same dedupe key in the account) is skipped: returns whether this one was new. The
   * row enters the search index and the ledger's totals with it, unless `recorded` is false: a
   * bank-file import records each batch in one statement each. Callers run it inside their own
   * database transaction.
   */
  const insertTransaction = (t: NewTransaction, recorded = true): boolean => {
    const written = insertStatement.run(timeOrderedUuid(), t.userId, t.connectionId, t.accountId, t.amountCents, t.merchantName, t.description, t.category, t.date, t.dedupeKey, t.bankTransactionId, t.currency ?? 'USD', t.source ?? 'real', t.importId ?? null, t.now);
    if (written.changes === 0) return false;
    if (recorded) recordNewRow(written.lastInsertRowid, t);
    return true;
  };

  // The search index and the totals of a batch, in one statement each, each way (the index with the
  // expressions of migration 0015's triggers).
  const maxRowid = sqlite.prepare('SELECT coalesce(max(rowid), 0) FROM transactions').pluck();
  // Rows written after a rowid, inside the writer's own transaction (no one else can write meanwhile):
  // an import batch, or the demo seed's rows.
  const indexRowsAfter = sqlite.prepare(
    `INSERT INTO transactions_fts(rowid, merchant_name, description, notes)
     SELECT rowid, merchant_name, CASE WHEN description IS merchant_name THEN NULL ELSE description END, notes FROM transactions WHERE rowid > ?`,
  );
  const addTotalsAfter = sqlite.prepare(addTotalsSql('rowid > ?'));
  const recordRowsAfter = (rowid: number) => {
    indexRowsAfter.run(rowid);
    addTotalsAfter.run(rowid);
  };
  // An undo in two parts (docs/architecture.md "Undo of an import"). Hiding: the import is marked
  // REMOVING_IMPORT, which hides all its rows from every read at once, and its rows leave the totals
  // in rowid order, bank_imports.undo_cursor recording how far (a stopped undo resumes there).
  // Purging: the rows the totals no longer hold leave the search index and the table, in batches;
  // the delete trigger skips them (it would take them out of the totals a second time).
  const markRemoving = sqlite.prepare(`UPDATE bank_imports SET imported = ${REMOVING_IMPORT}, undo_cursor = 0 WHERE id = ? AND imported <> ${REMOVING_IMPORT}`);
  const undoCursor = sqlite.prepare('SELECT undo_cursor FROM bank_imports WHERE id = ?').pluck();
  const setUndoCursor = sqlite.prepare('UPDATE bank_imports SET undo_cursor = ? WHERE id = ?');
  const rowidsToSubtract = sqlite.prepare('SELECT rowid FROM transactions WHERE import_id = ? AND rowid > ? ORDER BY rowid LIMIT ?').pluck();
  const rowidsToPurge = sqlite.prepare('SELECT rowid FROM transactions WHERE import_id = ? AND rowid <= ? ORDER BY rowid LIMIT ?').pluck();
  const unindexRows = sqlite.prepare(
    `INSERT INTO transactions_fts(transactions_fts, rowid, merchant_name, description, notes)
     SELECT 'delete', rowid, merchant_name, CASE WHEN description IS merchant_name THEN NULL ELSE description END, notes FROM transactions WHERE rowid IN (SELECT value FROM json_each(?))`,
  );
  const subtractRowsTotals = sqlite.prepare(subtractTotalsSql('rowid IN (SELECT value FROM json_each(?))'));
  const deleteRows = sqlite.prepare('DELETE FROM transactions WHERE rowid IN (SELECT value FROM json_each(?))');
  // Taking rows out of the totals costs far less per row than deleting them (no index pages move).
  const subtractBatchRows = batchRows * 10;
  const subtractImportBatch = sqlite.transaction((id: string): number => {
    const rowids = rowidsToSubtract.all(id, undoCursor.get(id), subtractBatchRows) as number[];
    if (rowids.length === 0) return 0;
    subtractRowsTotals.run(JSON.stringify(rowids));
    setUndoCursor.run(rowids[rowids.length - 1], id);
    return rowids.length;
  });
  const purgeImportBatch = sqlite.transaction((id: string): number => {
    const rowids = JSON.stringify(rowidsToPurge.all(id, undoCursor.get(id), batchRows));
    unindexRows.run(rowids);
    return deleteRows.run(rowids).changes;
  });

  /** The balance an undone import replaced, back while it is still the one the import set (no later import stated one, the user did not type one). */
  const restoreBalance = (id: string) =>
    db.transaction((tx) => {
      const record = tx.select().from(bankImports).where(eq(bankImports.id, id)).get();
      if (!record?.balanceBefore) return;
      const accountId = record.bankAccountId;
      const latestSetter = tx
        .select({ id: bankImports.id })
        .from(bankImports)
        .where(and(eq(bankImports.bankAccountId, accountId), isNotNull(bankImports.balanceBefore)))
        .orderBy(desc(bankImports.createdAt), sql`${bankImports}.rowid desc`)
        .limit(1)
        .get();
      const account = tx.select({ balanceSource: bankAccounts.balanceSource }).from(bankAccounts).where(eq(bankAccounts.id, accountId)).get();
      if (latestSetter?.id === id && account?.balanceSource === 'bank') {
        const b = record.balanceBefore;
        tx.update(bankAccounts).set({ balanceCents: b.balanceCents, balanceSource: b.balanceSource, balanceAsOf: b.balanceAsOf }).where(eq(bankAccounts.id, accountId)).run();
      }
    });

  /** Whether the account an import created holds nothing but that import's rows (then its undo removes it). */
  const onlyHoldsImport = (accountId: string, importId: string): boolean =>
    db
      .select({ n: sql<number>`count(*)` })
      .from(transactions)
      .where(and(eq(transactions.bankAccountId, accountId), sql`${transactions.importId} IS NOT ${importId}`, visibleRow))
      .get()!.n === 0;

  /**
   * Hides an import's rows and takes them out of the totals, in steps; then restores the balance it
   * replaced. Returns how many rows it hid and whether its purge will remove the account it created.
   */
  function* hideImportSteps(id: string): Steps<UndoResult> {
    markRemoving.run(id);
    let removed = 0;
    for (;;) {
      const n = subtractImportBatch(id);
      removed += n;
      if (n < subtractBatchRows) break;
      yield;
    }
    restoreBalance(id);
    const record = db.select({ accountId: bankImports.bankAccountId, createdAccount: bankImports.createdAccount }).from(bankImports).where(eq(bankImports.id, id)).get();
    return { removed, accountRemoved: record !== undefined && record.createdAccount && onlyHoldsImport(record.accountId, id) };
  }

  /** Deletes a hidden import's rows in steps, then its record, and the account it created when nothing else is left in it. */
  function* purgeImportSteps(id: string): Steps<boolean> {
    for (;;) {
      const n = purgeImportBatch(id);
      if (n < batchRows) break;
      yield;
    }
    return db.transaction((tx) => {
      const record = tx.select().from(bankImports).where(eq(bankImports.id, id)).get();
      if (!record) return false;
      const accountId = record.bankAccountId;
      // Rows of the import written after its undo began (none normally) go the usual way, by the trigger.
      tx.update(bankImports).set({ imported: 0 }).where(eq(bankImports.id, id)).run();
      tx.delete(transactions).where(eq(transactions.importId, id)).run();
      tx.delete(bankImports).where(eq(bankImports.id, id)).run();
      if (!record.createdAccount) return false;
      const left = tx.select({ n: sql<number>`count(*)` }).from(transactions).where(eq(transactions.bankAccountId, accountId)).get()!.n;
      const account = tx.select({ connectionId: bankAccounts.bankConnectionId }).from(bankAccounts).where(eq(bankAccounts.id, accountId)).get();
      if (left > 0 || !account) return false;
      tx.delete(bankImports).where(eq(bankImports.bankAccountId, accountId)).run();
      tx.delete(bankAccounts).where(eq(bankAccounts.id, accountId)).run();
      dropEmptyConnection(account.connectionId);
      return true;
    });
  }

  /** Removes an import and exactly its rows, in steps (its undo, and the clean-up of a failed or stopped one). */
  function* removeImportSteps(id: string): Steps<UndoResult> {
    const hidden = yield* hideImportSteps(id);
    const accountRemoved = yield* purgeImportSteps(id);
    return { removed: hidden.removed, accountRemoved };
  }

  return {
    /**
     * Runs `write`, which writes ledger rows with plain SQL (the demo seed), inside the caller's
     * transaction, and records the rows it wrote in the search index and the ledger's totals
     * (migrations 0023 and 0024).
     */
    withRowsRecorded<T>(write: () => T): T {
      const before = maxRowid.get() as number;
      const result = write();
      recordRowsAfter(before);
      return result;
    },

    /** The user's plan (undefined: no such user). */
    planOf(userId: string): string | undefined {
      return db.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, userId)).get()?.tier;
    },

    ownerOfAccount(id: string): string | undefined {
      return db.select({ userId: bankAccounts.userId }).from(bankAccounts).where(eq(bankAccounts.id, id)).get()?.userId;
    },

    /** The user's accounts: open ones first, then closed ones (docs/product.md "Accounts"). */
    accounts(userId: string): BankAccount[] {
      return accountViews(eq(bankAccounts.userId, userId));
    },

    /** One account as the API shows it (undefined: none, or its connection is not active). */
    accountView(id: string): BankAccount | undefined {
      return accountViews(eq(bankAccounts.id, id))[0];
    },

    /** The user's home currency, the one totals add (undefined: no such user). */
    homeCurrency(userId: string): string | undefined {
      return db.select({ c: users.homeCurrency }).from(users).where(eq(users.id, userId)).get()?.c;
    },

    /**
     * Rename, retype, re-currency, close or reopen an account. A new currency is the currency of
     * every row in it too (a row's currency is its account's).
     */
    updateAccount(id: string, patch: AccountPatch): void {
      db.transaction((tx) => {
        const set: Partial<typeof bankAccounts.$inferInsert> = {};
        if (patch.name !== undefined) set.name = patch.name;
        if (patch.type !== undefined) set.type = patch.type;
        if (patch.institution !== undefined) set.institution = patch.institution;
        if (patch.currency !== undefined) set.currency = patch.currency;
        if (patch.closedAt !== undefined) set.closedAt = patch.closedAt;
        if (Object.keys(set).length > 0) tx.update(bankAccounts).set(set).where(eq(bankAccounts.id, id)).run();
        if (patch.currency !== undefined) tx.update(transactions).set({ currency: patch.currency }).where(eq(transactions.bankAccountId, id)).run();
      });
    },

    /** The balance the user typed from a statement, with its date. */
    setBalance(id: string, balanceCents: number, asOf: string): void {
      db.update(bankAccounts).set({ balanceCents, balanceSource: 'user', balanceAsOf: asOf }).where(eq(bankAccounts.id, id)).run();
    },

    /**
     * The account, every row in it and its import history, in one transaction; the bank connection
     * goes too when no account is left in it. Returns how many rows were deleted.
     */
    deleteAccount(id: string): number {
      return db.transaction((tx) => {
        const account = tx.select({ connectionId: bankAccounts.bankConnectionId }).from(bankAccounts).where(eq(bankAccounts.id, id)).get();
        if (!account) return 0;
        const deleted = tx.delete(transactions).where(eq(transactions.bankAccountId, id)).run().changes;
        tx.delete(bankImports).where(eq(bankImports.bankAccountId, id)).run();
        tx.delete(bankAccounts).where(eq(bankAccounts.id, id)).run();
        dropEmptyConnection(account.connectionId);
        return deleted;
      });
    },

    account(id: string) {
      return db.select().from(bankAccounts).where(eq(bankAccounts.id, id)).get();
    },

    transactionsSince(userId: string, fromDate: string): BankingTransaction[] {
      return db
        .select()
        .from(transactions)
        .where(and(eq(transactions.userId, userId), gte(transactions.date, fromDate), visibleRow))
        .orderBy(desc(transactions.date), desc(transactions.createdAt), desc(transactions.id))
        .limit(500)
        .all()
        .map((t) => ({
          id: t.id,
          description: t.merchantName ?? t.description ?? 'Transaction',
          category: t.category ?? 'Uncategorised',
          date: t.date,
          amount: Math.abs(t.amountCents) / 100,
          type: t.amountCents < 0 ? ('credit' as const) : ('debit' as const),
          pending: t.pending,
          accountId: t.bankAccountId,
        }));
    },

    /** Institutions linked through a provider (imports are not links and do not count). */
    linkedInstitutionCount(userId: string): number {
      return db
        .select({ n: countDistinct(bankConnections.institutionName) })
        .from(bankConnections)
        .where(and(eq(bankConnections.userId, userId), eq(bankConnections.status, 'active'), sql`${bankConnections.institutionName} != ${IMPORTED_INSTITUTION}`))
        .get()!.n;
    },

    /** The user's Plaid items, with what a sync needs. */
    plaidConnections(userId: string) {
      return db
        .select({ id: bankConnections.id, accessToken: bankConnections.plaidAccessToken, cursor: bankConnections.syncCursor })
        .from(bankConnections)
        .where(and(eq(bankConnections.userId, userId), eq(bankConnections.status, 'active'), sql`${bankConnections.plaidAccessToken} is not null`))
        .all();
    },

    /** Applies one sync to one connection in a single transaction: upserts, removals, the new cursor. */
    applySync(input: { userId: string; connectionId: string; added: (ParsedTransaction & { plaidAccountId: string })[]; removedBankIds: string[]; cursor: string; now: number }): { added: number; removed: number } {
      return db.transaction((tx) => {
        const accountsByPlaidId = new Map(
          tx
            .select({ id: bankAccounts.id, plaidId: bankAccounts.plaidAccountId, currency: bankAccounts.currency })
            .from(bankAccounts)
            .where(eq(bankAccounts.bankConnectionId, input.connectionId))
            .all()
            .map((a) => [a.plaidId, a]),
        );
        let added = 0;
        for (const t of input.added) {
          const account = accountsByPlaidId.get(t.plaidAccountId);
          if (!account || !t.bankId) continue;
          const accountId = account.id;
          // A modified transaction arrives again with the same id: replace it.
          tx.delete(transactions).where(and(eq(transactions.userId, input.userId), eq(transactions.plaidTransactionId, t.bankId))).run();
          insertTransaction({ userId: input.userId, connectionId: input.connectionId, accountId, amountCents: t.amountCents, merchantName: t.description, description: t.description, category: t.category, date: t.date, dedupeKey: `id:${t.bankId}`, bankTransactionId: t.bankId, currency: t.currency ?? account.currency, now: input.now });
          added += 1;
        }
        let removed = 0;
        for (const id of input.removedBankIds) {
          removed += tx.delete(transactions).where(and(eq(transactions.userId, input.userId), eq(transactions.plaidTransactionId, id))).run().changes;
        }
        tx.update(bankConnections).set({ syncCursor: input.cursor, lastSync: input.now }).where(eq(bankConnections.id, input.connectionId)).run();
        return { added, removed };
      });
    },

    /** A linked institution with its accounts and their transactions: all or nothing. */
    addConnection(input: {
      userId: string;
      institution: string;
      plaidAccessToken?: string | null;
      plaidItemId?: string | null;
      syncCursor?: string | null;
      accounts: (NewBankAccount & { transactions: ParsedTransaction[] })[];
      /** 'demo' for the demo bank's institution (docs/product.md "Your data"); default 'real'. */
      source?: 'real' | 'demo';
      now: number;
    }): { connectionId: string; accountIds: string[] } {
      const source = input.source ?? 'real';
      return db.transaction((tx) => {
        const connection = tx
          .insert(bankConnections)
          .values({ userId: input.userId, institutionName: input.institution, accountType: input.accounts[0]?.type ?? 'checking', plaidAccessToken: input.plaidAccessToken ?? null, plaidItemId: input.plaidItemId ?? null, syncCursor: input.syncCursor ?? null, lastSync: input.now, source, createdAt: input.now })
          .returning({ id: bankConnections.id })
          .get();
        const accountIds = input.accounts.map((a) => {
          const currency = a.currency ?? 'USD';
          // A linked bank states its balances (docs/product.md "Accounts"): known as of the link.
          const balanceSource = a.balanceSource === undefined ? 'bank' : a.balanceSource;
          const account = tx
            .insert(bankAccounts)
            .values({
              userId: input.userId,
              bankConnectionId: connection.id,
              name: a.name,
              mask: a.mask,
              type: a.type,
              balanceCents: a.balanceCents,
              balanceSource,
              balanceAsOf: balanceSource === null ? null : isoDate(input.now),
              currency,
              plaidAccountId: a.plaidAccountId ?? null,
              source,
              createdAt: input.now,
            })
            .returning({ id: bankAccounts.id })
            .get();
          const keys = dedupeKeys(a.transactions);
          a.transactions.forEach((t, i) => {
            insertTransaction({ userId: input.userId, connectionId: connection.id, accountId: account.id, amountCents: t.amountCents, merchantName: t.description, description: t.description, category: t.category, date: t.date, dedupeKey: keys[i] ?? null, bankTransactionId: a.plaidAccountId ? t.bankId : null, currency: t.currency ?? currency, source, now: input.now });
          });
          return account.id;
        });
        return { connectionId: connection.id, accountIds };
      });
    },

    /** An account of the user an earlier file named by this account number (hashed). */
    findAccountByNumberHash(userId: string, hash: string): ImportTargetAccount | undefined {
      return db
        .select(importTargetColumns)
        .from(bankAccounts)
        .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.accountNumberHash, hash)))
        .orderBy(sql`${bankAccounts.closedAt} is not null`, bankAccounts.createdAt)
        .get();
    },

    /** The user's imported accounts whose remembered CSV mapping was used on this header. */
    findAccountsByHeaderKey(userId: string, headerKey: string): ImportTargetAccount[] {
      return db
        .select(importTargetColumns)
        .from(bankAccounts)
        .innerJoin(bankConnections, eq(bankConnections.id, bankAccounts.bankConnectionId))
        .where(and(eq(bankAccounts.userId, userId), eq(bankConnections.institutionName, IMPORTED_INSTITUTION), eq(bankAccounts.csvHeaderKey, headerKey)))
        .all();
    },

    /** The imported account of this name and mask (how an earlier import of a same-named file was filed). */
    findImportAccount(userId: string, name: string, mask: string | null): ImportTargetAccount | undefined {
      return db
        .select(importTargetColumns)
        .from(bankAccounts)
        .innerJoin(bankConnections, eq(bankConnections.id, bankAccounts.bankConnectionId))
        .where(and(eq(bankAccounts.userId, userId), eq(bankConnections.institutionName, IMPORTED_INSTITUTION), eq(bankAccounts.name, name), mask === null ? sql`${bankAccounts.mask} is null` : eq(bankAccounts.mask, mask)))
        .get();
    },

    /** One of the user's accounts, with what an import needs to know of it. */
    importTarget(id: string): ImportTargetAccount | undefined {
      return db.select(importTargetColumns).from(bankAccounts).where(eq(bankAccounts.id, id)).get();
    },

    /** The dedupe keys an account already holds (a preview counts new and already-imported rows with them). */
    dedupeKeysOf(accountId: string): Set<string> {
      const rows = sqlite.prepare(`SELECT dedupe_key AS k FROM transactions WHERE bank_account_id = ? AND dedupe_key IS NOT NULL AND ${visibleRowSql('transactions')}`).pluck().all(accountId) as string[];
      return new Set(rows);
    },

    /** Whether an import into this account is being undone (its rows are hidden, not yet deleted). */
    undoingImportIn(accountId: string): boolean {
      return db.select({ id: bankImports.id }).from(bankImports).where(and(eq(bankImports.bankAccountId, accountId), eq(bankImports.imported, REMOVING_IMPORT))).get() !== undefined;
    },

    /**
     * Imports parsed rows into an account (created when needed), in steps (see ./import/slices.ts):
     * the import is recorded in bank_imports as pending (imported = -1), its rows are written in
     * batches of `batchRows` (IMPORT_BATCH_ROWS), each batch its own database transaction, and one last
     * transaction states the counts, the balance and what the account remembers, which makes the
     * import complete. An error midway removes what was written (then rethrows); a process killed
     * midway leaves a pending import, removed at the next start (removePendingImports). Rows already
     * present (same dedupe key) are skipped; rows carry the import's id (undo deletes exactly them).
     * A balance the file states is taken only when it is not older than the account's; the balance
     * it replaces is kept for undo. Nothing is ever summed into a balance (docs/product.md "Accounts").
     */
    *importRowsSteps(input: {
      userId: string;
      target: { accountId: string } | { create: { name: string; mask: string | null; type: BankAccountType; currency: string } };
      fileName: string;
      format: string;
      /** Rows as stored: signs, categories and currency already decided. */
      rows: (ParsedTransaction & { currency: string })[];
      statedBalance?: { cents: number; asOf: string };
      /** What recognises this account in a later file. */
      remember: { csvMapping?: CsvMapping | null; csvHeaderKey?: string | null; accountNumberHash?: string | null; mask?: string | null };
      now: number;
      /** Told the pending import's id as soon as it exists (a worker tells the server, which removes it if the worker dies). */
      onPending?: (importId: string) => void;
    }): Steps<{ imported: number; duplicates: number; accountId: string; importId: string }> {
      // Repeats inside one file (two identical coffees, no bank id) get #2, #3...: kept, yet a re-import still matches.
      const keys = yield* dedupeKeysSteps(input.rows);
      const { accountId, importId, connectionId } = db.transaction((tx) => {
        let accountId: string;
        if ('create' in input.target) {
          const c = input.target.create;
          const connectionId = tx
            .insert(bankConnections)
            .values({ userId: input.userId, institutionName: IMPORTED_INSTITUTION, accountType: c.type, lastSync: input.now, createdAt: input.now })
            .returning({ id: bankConnections.id })
            .get().id;
          accountId = tx
            .insert(bankAccounts)
            .values({ userId: input.userId, bankConnectionId: connectionId, name: c.name, mask: c.mask, type: c.type, currency: c.currency, balanceCents: 0, balanceSource: null, createdAt: input.now })
            .returning({ id: bankAccounts.id })
            .get().id;
        } else {
          accountId = input.target.accountId;
        }
        const connectionId = tx.select({ id: bankAccounts.bankConnectionId }).from(bankAccounts).where(eq(bankAccounts.id, accountId)).get()!.id;
        const importId = tx
          .insert(bankImports)
          .values({ userId: input.userId, bankAccountId: accountId, fileName: input.fileName, format: input.format, imported: PENDING_IMPORT, duplicates: 0, createdAccount: 'create' in input.target, createdAt: input.now })
          .returning({ id: bankImports.id })
          .get().id;
        return { accountId, importId, connectionId };
      });
      input.onPending?.(importId);

      let imported = 0;
      try {
        const rows = input.rows;
        const writeBatch = sqlite.transaction((from: number, to: number) => {
          const before = maxRowid.get() as number;
          for (let i = from; i < to; i++) {
            const row = rows[i]!;
            const inserted = insertTransaction({
              userId: input.userId,
              connectionId,
              accountId,
              amountCents: row.amountCents,
              merchantName: row.description,
              description: row.description,
              category: row.category,
              date: row.date,
              dedupeKey: keys[i] ?? null,
              bankTransactionId: null,
              currency: row.currency,
              importId,
              now: input.now,
            }, false);
            if (inserted) imported += 1;
          }
          recordRowsAfter(before);
        });
        for (let from = 0; from < rows.length; from += batchRows) {
          writeBatch(from, Math.min(from + batchRows, rows.length));
          yield;
        }

        return db.transaction((tx) => {
          const account = tx.select().from(bankAccounts).where(eq(bankAccounts.id, accountId)).get();
          if (!account) throw new Error('The account was deleted during the import');
          let balanceBefore: BalanceState | null = null;
          const stated = input.statedBalance;
          if (stated && (account.balanceSource === null || account.balanceAsOf === null || stated.asOf >= account.balanceAsOf)) {
            balanceBefore = { balanceCents: account.balanceCents, balanceSource: account.balanceSource, balanceAsOf: account.balanceAsOf };
            tx.update(bankAccounts).set({ balanceCents: stated.cents, balanceSource: 'bank', balanceAsOf: stated.asOf }).where(eq(bankAccounts.id, accountId)).run();
          }
          const remember: Partial<typeof bankAccounts.$inferInsert> = {};
          const r = input.remember;
          if (r.csvHeaderKey) {
            remember.csvHeaderKey = r.csvHeaderKey;
            remember.csvMapping = r.csvMapping ?? null;
          }
          if (r.accountNumberHash && account.accountNumberHash === null) remember.accountNumberHash = r.accountNumberHash;
          if (r.mask && account.mask === null) remember.mask = r.mask;
          if (Object.keys(remember).length > 0) tx.update(bankAccounts).set(remember).where(eq(bankAccounts.id, accountId)).run();

          const duplicates = input.rows.length - imported;
          const done = tx.update(bankImports).set({ imported, duplicates, balanceBefore }).where(eq(bankImports.id, importId)).run().changes;
          if (done === 0) throw new Error('The import was removed while it was written');
          tx.update(bankConnections).set({ lastSync: input.now }).where(eq(bankConnections.id, account.bankConnectionId)).run();
          return { imported, duplicates, accountId, importId };
        });
      } catch (error) {
        // Nothing of a failed import stays: its rows go, and the account it created.
        yield* removeImportSteps(importId);
        throw error;
      }
    },

    /** At start: removes what imports and undos a stopped process left pending (none is running yet). Returns how many. */
    removePendingImports(): number {
      const pending = db.select({ id: bankImports.id }).from(bankImports).where(lt(bankImports.imported, 0)).all();
      for (const { id } of pending) runToEnd(removeImportSteps(id));
      return pending.length;
    },

    /** How many rows an import wrote; negative while it is pending (written or undone right now, or left so by a stopped process). */
    importedRows(id: string): number | undefined {
      return db.select({ imported: bankImports.imported }).from(bankImports).where(eq(bankImports.id, id)).get()?.imported;
    },

    /** The user's import history, newest first. */
    imports(userId: string): ImportHistoryItem[] {
      return db
        .select({
          id: bankImports.id,
          fileName: bankImports.fileName,
          format: bankImports.format,
          accountId: bankImports.bankAccountId,
          accountName: bankAccounts.name,
          imported: bankImports.imported,
          duplicates: bankImports.duplicates,
          // What an undo removes: the import's rows still there (some may have been deleted since).
          remaining: sql<number>`(select count(*) from ${transactions} where ${transactions.importId} = ${bankImports.id})`,
          createdAt: bankImports.createdAt,
        })
        .from(bankImports)
        .innerJoin(bankAccounts, eq(bankAccounts.id, bankImports.bankAccountId))
        .where(and(eq(bankImports.userId, userId), gte(bankImports.imported, 0)))
        .orderBy(desc(bankImports.createdAt), sql`${bankImports}.rowid desc`)
        .all()
        .map((i) => ({ ...i, createdAt: new Date(i.createdAt).toISOString() }));
    },

    /** Who made an import (undefined: no such import). */
    ownerOfImport(id: string): string | undefined {
      return db.select({ userId: bankImports.userId }).from(bankImports).where(eq(bankImports.id, id)).get()?.userId;
    },

    /**
     * Undoes an import in steps (see ./import/slices.ts): it is marked pending first, which hides its
     * rows (a process stopped midway finishes it at the next start); its rows leave the totals, the
     * balance it replaced comes back while it is still the one the import set (no later import
     * stated one, the user did not type one); then its rows are deleted in batches, and the account
     * it created goes when nothing else is left in it.
     */
    undoImportSteps: removeImportSteps,
    /** The first part of an undo alone (the import worker answers after it): see hideImportSteps. */
    hideImportSteps,
    /** The second part, after hideImportSteps: see purgeImportSteps. */
    purgeImportSteps,

    /**
     * Transactions that belong to no account (the Subscription Finder's import of bank rows), in
     * one transaction. A row whose bank id the user already has is skipped; returns how many were new.
     */
    importUnlinked(userId: string, rows: readonly UnlinkedTransaction[], now: number): number {
      return db.transaction(() => {
        let imported = 0;
        for (const r of rows) {
          const row = { userId, connectionId: null, accountId: null, amountCents: r.amountCents, merchantName: r.merchant, description: r.merchant, category: r.category, date: r.date, currency: r.currency, source: r.source };
          if (insertTransaction({ ...row, dedupeKey: `id:${r.bankTransactionId}`, bankTransactionId: r.bankTransactionId, now })) imported += 1;
        }
        return imported;
      });
    },

    /**
     * The ledger's undo of a delete: rows put back exactly as they were stored (same id, created_at,
     * every column), in one transaction. A row the table has again meanwhile (same id, bank id or
     * dedupe key) is skipped; returns how many came back. Balances are not touched.
     */
    restoreTransactions(rows: readonly (typeof transactions.$inferInsert)[]): number {
      return db.transaction((tx) => {
        let restored = 0;
        for (const row of rows) {
          const written = tx.insert(transactions).values(row).onConflictDoNothing().run();
          if (written.changes === 0) continue;
          recordNewRow(written.lastInsertRowid, row);
          restored += 1;
        }
        return restored;
      });
    },

    /**
     * Send/Receive between the user's own accounts: two balanced ledger entries and both balances,
     * atomically. The funds check reads the source balance inside the same write transaction
     * (IMMEDIATE: the write lock is taken before the read), so no other transfer can spend the same
     * money between the check and the write; a refused transfer writes nothing.
     */
    transfer(input: { userId: string; fromId: string; toId: string; amountCents: number; note?: string; now: number }): TransferOutcome {
      return db.transaction((tx): TransferOutcome => {
        const date = isoDate(input.now);
        const from = tx.select().from(bankAccounts).where(eq(bankAccounts.id, input.fromId)).get()!;
        const to = tx.select().from(bankAccounts).where(eq(bankAccounts.id, input.toId)).get()!;
        const available = availableCents(from);
        if (input.amountCents > available) {
          return { ok: false, reason: 'insufficient_funds', accountName: from.name, accountType: from.type, availableCents: available };
        }
        const label = input.note ? ` (${input.note})` : '';
        const entry = { userId: input.userId, category: TRANSFER_CATEGORY, date, dedupeKey: null, bankTransactionId: null, now: input.now };
        insertTransaction({ ...entry, connectionId: from.bankConnectionId, accountId: from.id, amountCents: input.amountCents, merchantName: `Transfer to ${to.name}${label}`, description: `Transfer to ${to.name}`, currency: from.currency });
        insertTransaction({ ...entry, connectionId: to.bankConnectionId, accountId: to.id, amountCents: -input.amountCents, merchantName: `Transfer from ${from.name}${label}`, description: `Transfer from ${from.name}`, currency: to.currency });
        tx.update(bankAccounts).set({ balanceCents: sql`${bankAccounts.balanceCents} - ${input.amountCents}` }).where(eq(bankAccounts.id, from.id)).run();
        tx.update(bankAccounts).set({ balanceCents: sql`${bankAccounts.balanceCents} + ${input.amountCents}` }).where(eq(bankAccounts.id, to.id)).run();
        return { ok: true };
      }, { behavior: 'immediate' });
    },
  };
}

export type BankingRepository = ReturnType<typeof bankingRepository>;
