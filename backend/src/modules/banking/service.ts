/**
 * Banking: the user's accounts and recent transactions, linking a bank through the BankProvider,
 * syncing linked banks, Send/Receive between the user's own accounts, managing accounts (rename,
 * close, delete, a stated balance), and bank-file imports (CSV, OFX, QFX, QIF) with a preview before
 * anything is written and an import history that can be undone. See docs/architecture.md and
 * docs/product.md "Accounts".
 *
 * The ledger part (createBankLedger) needs no provider: it is how other modules add transactions,
 * so the banking repository stays the only writer of the transactions table.
 */
import { FREE_PLAN_BANK_CONNECTIONS } from '../../../../shared/constants';
import {
  type BankAccount,
  type BankAccountType,
  type CreateLinkTokenResponse,
  type ImportPreview,
  type ImportResult,
  type TransferResponse,
} from '../../../../shared/contracts/banking';
import { ERROR_CODES } from '../../../../shared/contracts/errors';
import { formatCurrency } from '../../../../shared/money';
import type { AppContext, DataContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import type { BankProvider } from '../../providers/banking/bank-provider';
import { runInSlices } from './import';
import { createImportService, type Categorise, type ImportOptions } from './import-service';
import { importThread, type ImportThreadOptions } from './import-thread';
import { bankingRepository, UNDO_IN_PROGRESS, type NewBankAccount, type UndoResult, type UnlinkedTransaction } from './repository';
import { DAY_MS, isoDate } from '../../../../shared/dates';

export type { NewBankAccount, UnlinkedTransaction };

export { accountNameFromFile, type Categorise, type ImportOptions } from './import-service';

export interface BankingDependencies {
  categorise?: Categorise;
  /** Where large files are read (./import-thread.ts); without it every import runs in slices here. */
  importThread?: ImportThreadOptions;
}

export interface TransferInput {
  fromAccountId: string;
  toAccountId: string;
  /** Exact integer cents (the contract's parser). */
  amountCents: number;
  note?: string;
}

/** Adding transactions from outside the bank-file and bank-link flows (no provider needed). */
export function createBankLedger(ctx: DataContext) {
  const repo = bankingRepository(ctx.db);
  return {
    /** Rows that belong to no account, in one transaction; a bank id the user already has is skipped. Returns how many were new. */
    importUnlinkedTransactions(userId: string, rows: readonly UnlinkedTransaction[]): number {
      return repo.importUnlinked(userId, rows, ctx.clock.now());
    },
    /** The ledger's undo of a delete: the rows exactly as they were stored; returns how many came back. */
    restoreTransactions(rows: Parameters<typeof repo.restoreTransactions>[0]): number {
      return repo.restoreTransactions(rows);
    },
  };
}

export type BankLedger = ReturnType<typeof createBankLedger>;

const isCalendarDate = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && isoDate(Date.parse(`${day}T00:00:00Z`) || 0) === day;

export function createBankingService(ctx: AppContext, provider: BankProvider, deps: BankingDependencies = {}) {
  const repo = bankingRepository(ctx.db);
  const importer = createImportService(ctx, deps.categorise);
  const thread = importThread(ctx.db, deps.importThread, (importId) => runInSlices(repo.undoImportSteps(importId)));

  /** A provider call that fails (network, refused token) is the bank's problem, not a crash: 502 with a plain message. */
  async function fromProvider<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      ctx.logger.warn({ err: error instanceof Error ? error.message : String(error), what }, 'bank provider call failed');
      throw new AppError(502, 'bank_provider_error', 'Unable to connect bank account. Please try again.');
    }
  }

  /** Another user's account is answered like a missing one. */
  function ownAccount(userId: string, accountId: string): string {
    if (repo.ownerOfAccount(accountId) !== userId) throw notFound('Account');
    return accountId;
  }

  /** An import into the account is being undone: its rows are hidden, not yet deleted (db/visible-rows.ts). */
  function refuseWhileUndoing(accountId: string) {
    if (repo.undoingImportIn(accountId)) throw new AppError(409, 'import_pending', UNDO_IN_PROGRESS);
  }

  function accountView(id: string): BankAccount {
    const view = repo.accountView(id);
    if (!view) throw notFound('Account');
    return view;
  }

  // What a process stopped midway left pending (an import or an undo) goes before anything runs.
  const leftovers = repo.removePendingImports();
  if (leftovers > 0) ctx.logger.warn({ imports: leftovers }, 'removed bank-file imports a stopped process left unfinished');

  const service = {
    ...createBankLedger(ctx),

    accounts: (userId: string) => repo.accounts(userId),

    /** The last `days` days (today included), newest first. */
    recentTransactions: (userId: string, days: number) => repo.transactionsSince(userId, isoDate(ctx.clock.now() - (days - 1) * DAY_MS)),

    /** A Link token; the demo provider links its institution at once (there is no Link window offline). */
    async createLinkToken(userId: string): Promise<CreateLinkTokenResponse> {
      const plan = repo.planOf(userId);
      if (plan === undefined) throw notFound('User');
      if (plan === 'free' && repo.linkedInstitutionCount(userId) >= FREE_PLAN_BANK_CONNECTIONS) {
        throw new AppError(403, 'plan_limit', `The Free plan links ${FREE_PLAN_BANK_CONNECTIONS} bank. Upgrade to Pro to link more, or import a bank file.`);
      }
      const linkToken = await fromProvider('link token', () => provider.createLinkToken(userId));
      if (provider.kind === 'plaid') return { linkToken, provider: 'plaid', connected: false };
      const linked = await fromProvider('demo link', () => provider.exchangePublicToken(linkToken, userId));
      // The demo bank's institution is sample data (docs/product.md "Your data").
      repo.addConnection({ userId, institution: linked.institution, plaidAccessToken: null, plaidItemId: null, accounts: linked.accounts, source: 'demo', now: ctx.clock.now() });
      return { linkToken, provider: 'demo', connected: true };
    },

    /** Plaid Link's public token traded for the item, stored with its accounts and transactions. */
    async exchangePublicToken(userId: string, publicToken: string) {
      if (provider.kind !== 'plaid') throw new AppError(404, ERROR_CODES.notFound, 'No bank-link provider is configured');
      const linked = await fromProvider('token exchange', () => provider.exchangePublicToken(publicToken, userId));
      const { accountIds } = repo.addConnection({
        userId,
        institution: linked.institution,
        plaidAccessToken: linked.accessToken,
        plaidItemId: linked.itemId,
        syncCursor: linked.syncCursor,
        accounts: linked.accounts,
        now: ctx.clock.now(),
      });
      return { connected: true as const, accounts: accountIds.length };
    },

    /** Refresh from the bank: Plaid items sync from their stored cursor (the demo bank has nothing new). */
    async sync(userId: string): Promise<{ added: number; removed: number }> {
      let added = 0;
      let removed = 0;
      for (const connection of repo.plaidConnections(userId)) {
        if (!provider.syncTransactions || !connection.accessToken) continue;
        const changes = await fromProvider('transactions sync', () => provider.syncTransactions!(connection.accessToken!, connection.cursor));
        const applied = repo.applySync({ userId, connectionId: connection.id, ...changes, now: ctx.clock.now() });
        added += applied.added;
        removed += applied.removed;
      }
      return { added, removed };
    },

    /**
     * Send/Receive between two of the user's own accounts; refused (409) when either is closed, its
     * balance is unknown, the two are in different currencies, or the source cannot cover it.
     */
    transfer(userId: string, input: TransferInput): TransferResponse {
      const from = repo.account(ownAccount(userId, input.fromAccountId))!;
      const to = repo.account(ownAccount(userId, input.toAccountId))!;
      for (const account of [from, to]) {
        if (account.closedAt !== null) throw new AppError(409, 'account_closed', `${account.name} is closed: reopen it to move money`);
        if (account.balanceSource === null) throw new AppError(409, 'balance_unknown', `Set this account's balance first: the balance of ${account.name} is not known`);
      }
      if (from.currency !== to.currency) {
        throw new AppError(409, 'currency_mismatch', `${from.name} is in ${from.currency} and ${to.name} is in ${to.currency}: move money between accounts of one currency`);
      }
      const outcome = repo.transfer({ userId, fromId: input.fromAccountId, toId: input.toAccountId, amountCents: input.amountCents, note: input.note, now: ctx.clock.now() });
      if (!outcome.ok) {
        // In the account's own currency (both accounts share it, checked above): never "$" for euros.
        const available = `${formatCurrency(outcome.availableCents / 100, from.currency)}${outcome.accountType === 'credit' ? ' of credit' : ''} available`;
        throw new AppError(409, ERROR_CODES.insufficientFunds, `Insufficient funds: ${outcome.accountName} has ${available}`);
      }
      return { from: accountView(input.fromAccountId), to: accountView(input.toAccountId) };
    },

    /** Rename, retype, move to another institution or currency, close or reopen (docs/product.md "Accounts"). */
    updateAccount(userId: string, id: string, update: { name?: string; type?: BankAccountType; institution?: string; currency?: string; closed?: boolean }): BankAccount {
      const account = repo.account(ownAccount(userId, id))!;
      // A new currency is every row's too, and the rows of an undo in progress are not to be touched.
      if (update.currency !== undefined && update.currency !== account.currency) refuseWhileUndoing(id);
      const closedAt = update.closed === undefined ? undefined : update.closed ? (account.closedAt ?? ctx.clock.now()) : null;
      repo.updateAccount(id, { name: update.name, type: update.type, institution: update.institution, currency: update.currency, closedAt });
      return accountView(id);
    },

    /** The balance on a statement, typed by the user, with its date (not in the future). */
    setBalance(userId: string, id: string, input: { balanceCents: number; asOf: string }): BankAccount {
      ownAccount(userId, id);
      if (!isCalendarDate(input.asOf)) throw new AppError(400, ERROR_CODES.validation, 'asOf must be a real date (YYYY-MM-DD)');
      if (input.asOf > isoDate(ctx.clock.now())) throw new AppError(400, ERROR_CODES.validation, 'asOf must not be in the future');
      repo.setBalance(id, input.balanceCents, input.asOf);
      return accountView(id);
    },

    /** The account with every row in it and its import history; answers how many rows went. */
    deleteAccount(userId: string, id: string): { deletedTransactions: number } {
      refuseWhileUndoing(ownAccount(userId, id));
      return { deletedTransactions: repo.deleteAccount(id) };
    },

    /**
     * The rows of a bank file as they would be stored, counted against the target account; writes
     * nothing. Read in slices; only the sample is categorised (the counts do not depend on categories).
     */
    previewImport: (userId: string, file: unknown, options: ImportOptions, sampleSize = 10): Promise<ImportPreview> =>
      thread.wants(file)
        ? (thread.run({ kind: 'preview', userId, options, sampleSize }, ctx.clock.now(), file) as Promise<ImportPreview>)
        : runInSlices(importer.previewSteps(userId, file, options, sampleSize)),

    /**
     * Stores a bank file's rows in the chosen account, else the account the file is recognised as,
     * else a new one; rows already imported count as duplicates. Recorded in the import history.
     * Read and written in slices (other requests are answered in between), a large file on a worker
     * thread (./import-thread.ts); all or nothing.
     */
    importFile: (userId: string, file: unknown, options: ImportOptions): Promise<ImportResult> =>
      thread.wants(file) ? (thread.run({ kind: 'import', userId, options }, ctx.clock.now(), file) as Promise<ImportResult>) : runInSlices(importer.importSteps(userId, file, options)),

    /** The user's import history, newest first. */
    imports: (userId: string) => repo.imports(userId),

    /**
     * Undoes one import of the user, in slices (a large one on the worker): exactly its rows go
     * (docs/product.md "Accounts"). A large one answers once its rows are hidden and out of the
     * totals; the worker deletes them afterwards (docs/architecture.md "Undo of an import").
     */
    async undoImport(userId: string, id: string): Promise<UndoResult> {
      if (repo.ownerOfImport(id) !== userId) throw notFound('Import');
      const imported = repo.importedRows(id) ?? 0;
      if (imported < 0) throw new AppError(409, 'import_pending', 'This import is still being written or undone: try again when it is done');
      if (thread.wantsUndo(imported)) return thread.run({ kind: 'undo', importId: id }, ctx.clock.now()) as Promise<UndoResult>;
      return runInSlices(repo.undoImportSteps(id));
    },
  };

  return service;

}

export type BankingService = ReturnType<typeof createBankingService>;
