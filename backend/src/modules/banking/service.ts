/**
 * Banking: the user's accounts and recent transactions, linking a bank through the BankProvider,
 * syncing linked banks, Send/Receive between the user's own accounts, and bank-file imports (CSV,
 * OFX, QFX) with a preview before anything is written. See docs/architecture.md.
 *
 * The ledger part (createBankLedger) needs no provider: it is how other modules add transactions,
 * so the banking repository stays the only writer of the transactions table.
 */
import { FREE_PLAN_BANK_CONNECTIONS } from '../../../../shared/constants';
import type { CreateLinkTokenResponse, CsvMapping, ImportPreview, ImportResult, TransferResponse } from '../../../../shared/contracts/banking';
import { ERROR_CODES } from '../../../../shared/contracts/errors';
import { formatCents } from '../../../../shared/money';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import type { BankProvider } from '../../providers/banking/bank-provider';
import { decodeImportBuffer, ImportFormatError, parseImport, previewImport } from './import';
import { bankingRepository, type NewBankAccount, type UnlinkedTransaction } from './repository';
import { DAY_MS, isoDate } from '../../../../shared/dates';

export type { NewBankAccount, UnlinkedTransaction };

/** What an import is told besides the file: its name, an optional CSV mapping and target account. */
export interface ImportOptions {
  fileName: string;
  mapping?: CsvMapping;
  accountId?: string;
}

export interface TransferInput {
  fromAccountId: string;
  toAccountId: string;
  /** Exact integer cents (the contract's parser). */
  amountCents: number;
  note?: string;
}

/** Adding transactions from outside the bank-file and bank-link flows (no provider needed). */
export function createBankLedger(ctx: AppContext) {
  const repo = bankingRepository(ctx.db);
  return {
    /** Rows that belong to no account, in one transaction; a bank id the user already has is skipped. Returns how many were new. */
    importUnlinkedTransactions(userId: string, rows: readonly UnlinkedTransaction[]): number {
      return repo.importUnlinked(userId, rows, ctx.clock.now());
    },
  };
}

export type BankLedger = ReturnType<typeof createBankLedger>;

export function createBankingService(ctx: AppContext, provider: BankProvider) {
  const repo = bankingRepository(ctx.db);

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

  /** Reads an uploaded file; a file the parsers cannot read at all is a 400 with their message. */
  function readUpload(file: unknown, options: ImportOptions) {
    if (!Buffer.isBuffer(file) || file.length === 0) throw new AppError(400, ERROR_CODES.validation, 'Send the bank file as the request body');
    try {
      const text = decodeImportBuffer(file);
      return { text, parsed: parseImport(text, options.fileName, options.mapping) };
    } catch (error) {
      if (error instanceof ImportFormatError) throw new AppError(400, 'unreadable_file', error.message);
      throw error;
    }
  }

  return {
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
      repo.addConnection({ userId, institution: linked.institution, plaidAccessToken: null, plaidItemId: null, accounts: linked.accounts, now: ctx.clock.now() });
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

    /** Send/Receive between two of the user's own accounts; refused (409) when the source cannot cover it. */
    transfer(userId: string, input: TransferInput): TransferResponse {
      ownAccount(userId, input.fromAccountId);
      ownAccount(userId, input.toAccountId);
      const outcome = repo.transfer({ userId, fromId: input.fromAccountId, toId: input.toAccountId, amountCents: input.amountCents, note: input.note, now: ctx.clock.now() });
      if (!outcome.ok) {
        const available = `${formatCents(outcome.availableCents)}${outcome.accountType === 'credit' ? ' of credit' : ''} available`;
        throw new AppError(409, ERROR_CODES.insufficientFunds, `Insufficient funds: ${outcome.accountName} has ${available}`);
      }
      const accounts = repo.accounts(userId);
      return { from: accounts.find((a) => a.id === input.fromAccountId)!, to: accounts.find((a) => a.id === input.toAccountId)! };
    },

    /** The first rows of a bank file as they would be stored; writes nothing. */
    previewImport(file: unknown, options: ImportOptions): ImportPreview {
      const { text } = readUpload(file, options);
      return previewImport(text, options.fileName, options.mapping);
    },

    /**
     * Stores a bank file's rows in the named account, else in the account an earlier import of
     * this file made, else in a new one; rows already imported count as duplicates.
     */
    importFile(userId: string, file: unknown, options: ImportOptions): ImportResult {
      const { parsed } = readUpload(file, options);
      if (parsed.rows.length === 0) {
        throw new AppError(400, 'nothing_to_import', parsed.errors[0]?.message ?? 'The file has no transactions we could read');
      }
      const name = parsed.account?.name ?? options.fileName.replace(/\.[A-Za-z0-9]+$/, '');
      const mask = parsed.account?.mask ?? null;
      let target: Parameters<typeof repo.importRows>[0]['target'];
      if (options.accountId) {
        const account = repo.account(ownAccount(userId, options.accountId))!;
        target = { accountId: account.id, connectionId: account.bankConnectionId };
      } else {
        const existing = repo.findImportAccount(userId, name, mask);
        target = existing ? { accountId: existing.id, connectionId: existing.connectionId } : { create: { name, mask, type: parsed.account?.type ?? 'checking', balanceCents: 0 } };
      }
      return repo.importRows({ userId, target, rows: parsed.rows, statedBalanceCents: parsed.account?.balanceCents, now: ctx.clock.now() });
    },
  };
}

export type BankingService = ReturnType<typeof createBankingService>;
