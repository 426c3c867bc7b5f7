import { and, countDistinct, desc, eq, gte, sql } from 'drizzle-orm';
import type { BankAccount, BankAccountType, BankingTransaction } from '../../../../shared/contracts/banking';
import type { AppDatabase } from '../../db/open';
import { bankAccounts, bankConnections, transactions, users } from '../../db/schema';
import { dedupeKeys, type ParsedTransaction } from './import';
import { isoDate } from '../../../../shared/dates';

/** Only the last 4 digits are ever shown; an account with no known number shows the dots alone. */
const maskNumber = (mask: string | null) => `••••${(mask ?? '').slice(-4)}`;

/** Transfers and account moves are not spending; they are shown as such. */
export const TRANSFER_CATEGORY = 'Transfer';
export const IMPORTED_INSTITUTION = 'Imported bank file';

export interface NewBankAccount {
  name: string;
  mask: string | null;
  type: BankAccountType;
  balanceCents: number;
  plaidAccountId?: string | null;
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
  now: number;
}

/** A transaction from outside any account (the Subscription Finder's import): the bank's id is its dedupe key. */
export interface UnlinkedTransaction {
  bankTransactionId: string;
  merchant: string;
  amountCents: number;
  date: string;
  category: string | null;
}

export type TransferOutcome = { ok: true } | { ok: false; reason: 'insufficient_funds'; accountName: string; accountType: BankAccountType; availableCents: number };

export function bankingRepository(db: AppDatabase) {
  const sqlite = db.$client;
  // Imports write many rows: one prepared statement, run per row inside one transaction.
  const insertStatement = sqlite.prepare(
    `INSERT INTO transactions (id, user_id, bank_connection_id, bank_account_id, amount_cents, merchant_name, description, category, date, pending, dedupe_key, plaid_transaction_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?) ON CONFLICT DO NOTHING`,
  );

  /**
   * The only place a transaction is written. A row the table already has (the same bank id for the
   * user, or the same dedupe key in the account) is skipped: returns whether this one was new.
   * Callers run it inside their own database transaction.
   */
  const insertTransaction = (t: NewTransaction): boolean =>
    insertStatement.run(crypto.randomUUID(), t.userId, t.connectionId, t.accountId, t.amountCents, t.merchantName, t.description, t.category, t.date, t.dedupeKey, t.bankTransactionId, t.now).changes > 0;

  return {
    /** The user's plan (undefined: no such user). */
    planOf(userId: string): string | undefined {
      return db.select({ tier: users.subscriptionTier }).from(users).where(eq(users.id, userId)).get()?.tier;
    },

    ownerOfAccount(id: string): string | undefined {
      return db.select({ userId: bankAccounts.userId }).from(bankAccounts).where(eq(bankAccounts.id, id)).get()?.userId;
    },

    accounts(userId: string): BankAccount[] {
      return db
        .select({ id: bankAccounts.id, name: bankAccounts.name, institution: bankConnections.institutionName, mask: bankAccounts.mask, type: bankAccounts.type, balanceCents: bankAccounts.balanceCents })
        .from(bankAccounts)
        .innerJoin(bankConnections, eq(bankConnections.id, bankAccounts.bankConnectionId))
        .where(and(eq(bankAccounts.userId, userId), eq(bankConnections.status, 'active')))
        .orderBy(bankAccounts.createdAt, bankAccounts.name)
        .all()
        .map((a) => ({ id: a.id, name: a.name, institution: a.institution, accountNumber: maskNumber(a.mask), type: a.type, balance: a.balanceCents / 100 }));
    },

    account(id: string) {
      return db.select().from(bankAccounts).where(eq(bankAccounts.id, id)).get();
    },

    transactionsSince(userId: string, fromDate: string): BankingTransaction[] {
      return db
        .select()
        .from(transactions)
        .where(and(eq(transactions.userId, userId), gte(transactions.date, fromDate)))
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
        const accountIds = new Map(
          tx.select({ id: bankAccounts.id, plaidId: bankAccounts.plaidAccountId }).from(bankAccounts).where(eq(bankAccounts.bankConnectionId, input.connectionId)).all().map((a) => [a.plaidId, a.id]),
        );
        let added = 0;
        for (const t of input.added) {
          const accountId = accountIds.get(t.plaidAccountId);
          if (!accountId || !t.bankId) continue;
          // A modified transaction arrives again with the same id: replace it.
          tx.delete(transactions).where(and(eq(transactions.userId, input.userId), eq(transactions.plaidTransactionId, t.bankId))).run();
          insertTransaction({ userId: input.userId, connectionId: input.connectionId, accountId, amountCents: t.amountCents, merchantName: t.description, description: t.description, category: t.category, date: t.date, dedupeKey: `id:${t.bankId}`, bankTransactionId: t.bankId, now: input.now });
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
      now: number;
    }): { connectionId: string; accountIds: string[] } {
      return db.transaction((tx) => {
        const connection = tx
          .insert(bankConnections)
          .values({ userId: input.userId, institutionName: input.institution, accountType: input.accounts[0]?.type ?? 'checking', plaidAccessToken: input.plaidAccessToken ?? null, plaidItemId: input.plaidItemId ?? null, syncCursor: input.syncCursor ?? null, lastSync: input.now, createdAt: input.now })
          .returning({ id: bankConnections.id })
          .get();
        const accountIds = input.accounts.map((a) => {
          const account = tx
            .insert(bankAccounts)
            .values({ userId: input.userId, bankConnectionId: connection.id, name: a.name, mask: a.mask, type: a.type, balanceCents: a.balanceCents, plaidAccountId: a.plaidAccountId ?? null, createdAt: input.now })
            .returning({ id: bankAccounts.id })
            .get();
          const keys = dedupeKeys(a.transactions);
          a.transactions.forEach((t, i) => {
            insertTransaction({ userId: input.userId, connectionId: connection.id, accountId: account.id, amountCents: t.amountCents, merchantName: t.description, description: t.description, category: t.category, date: t.date, dedupeKey: keys[i] ?? null, bankTransactionId: a.plaidAccountId ? t.bankId : null, now: input.now });
          });
          return account.id;
        });
        return { connectionId: connection.id, accountIds };
      });
    },

    /** The account a file imports into: the one named, else the one an earlier import of this file made. */
    findImportAccount(userId: string, name: string, mask: string | null) {
      return db
        .select({ id: bankAccounts.id, connectionId: bankAccounts.bankConnectionId })
        .from(bankAccounts)
        .innerJoin(bankConnections, eq(bankConnections.id, bankAccounts.bankConnectionId))
        .where(and(eq(bankAccounts.userId, userId), eq(bankConnections.institutionName, IMPORTED_INSTITUTION), eq(bankAccounts.name, name), mask === null ? sql`${bankAccounts.mask} is null` : eq(bankAccounts.mask, mask)))
        .get();
    },

    /**
     * Imports parsed rows into an account (created when needed) in ONE transaction: a crash or a
     * kill midway leaves nothing of the import. Rows already present (same dedupe key) are skipped.
     */
    importRows(input: {
      userId: string;
      target: { accountId: string; connectionId: string } | { create: NewBankAccount };
      rows: ParsedTransaction[];
      statedBalanceCents?: number;
      now: number;
    }): { imported: number; duplicates: number; accountId: string } {
      return db.transaction((tx) => {
        let accountId: string;
        let connectionId: string;
        if ('create' in input.target) {
          const c = input.target.create;
          connectionId = tx
            .insert(bankConnections)
            .values({ userId: input.userId, institutionName: IMPORTED_INSTITUTION, accountType: c.type, lastSync: input.now, createdAt: input.now })
            .returning({ id: bankConnections.id })
            .get().id;
          accountId = tx
            .insert(bankAccounts)
            .values({ userId: input.userId, bankConnectionId: connectionId, name: c.name, mask: c.mask, type: c.type, balanceCents: 0, createdAt: input.now })
            .returning({ id: bankAccounts.id })
            .get().id;
        } else {
          ({ accountId, connectionId } = input.target);
        }
        let imported = 0;
        let netOutflow = 0;
        // Repeats inside one file (two identical coffees, no bank id) get #2, #3...: kept, yet a re-import still matches.
        const keys = dedupeKeys(input.rows);
        for (const [i, row] of input.rows.entries()) {
          const inserted = insertTransaction({ userId: input.userId, connectionId, accountId, amountCents: row.amountCents, merchantName: row.description, description: row.description, category: row.category, date: row.date, dedupeKey: keys[i] ?? null, bankTransactionId: null, now: input.now });
          if (inserted) {
            imported += 1;
            netOutflow += row.amountCents;
          }
        }
        tx.update(bankAccounts)
          .set({ balanceCents: input.statedBalanceCents ?? sql`${bankAccounts.balanceCents} - ${netOutflow}` })
          .where(eq(bankAccounts.id, accountId))
          .run();
        tx.update(bankConnections).set({ lastSync: input.now }).where(eq(bankConnections.id, connectionId)).run();
        return { imported, duplicates: input.rows.length - imported, accountId };
      });
    },

    /**
     * Transactions that belong to no account (the Subscription Finder's import of bank rows), in
     * one transaction. A row whose bank id the user already has is skipped; returns how many were new.
     */
    importUnlinked(userId: string, rows: readonly UnlinkedTransaction[], now: number): number {
      return db.transaction(() => {
        let imported = 0;
        for (const r of rows) {
          const row = { userId, connectionId: null, accountId: null, amountCents: r.amountCents, merchantName: r.merchant, description: r.merchant, category: r.category, date: r.date };
          if (insertTransaction({ ...row, dedupeKey: `id:${r.bankTransactionId}`, bankTransactionId: r.bankTransactionId, now })) imported += 1;
        }
        return imported;
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
        insertTransaction({ ...entry, connectionId: from.bankConnectionId, accountId: from.id, amountCents: input.amountCents, merchantName: `Transfer to ${to.name}${label}`, description: `Transfer to ${to.name}` });
        insertTransaction({ ...entry, connectionId: to.bankConnectionId, accountId: to.id, amountCents: -input.amountCents, merchantName: `Transfer from ${from.name}${label}`, description: `Transfer from ${from.name}` });
        tx.update(bankAccounts).set({ balanceCents: sql`${bankAccounts.balanceCents} - ${input.amountCents}` }).where(eq(bankAccounts.id, from.id)).run();
        tx.update(bankAccounts).set({ balanceCents: sql`${bankAccounts.balanceCents} + ${input.amountCents}` }).where(eq(bankAccounts.id, to.id)).run();
        return { ok: true };
      }, { behavior: 'immediate' });
    },
  };
}

export type BankingRepository = ReturnType<typeof bankingRepository>;
