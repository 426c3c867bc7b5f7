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
import { createHash } from 'node:crypto';
import { FREE_PLAN_BANK_CONNECTIONS } from '../../../../shared/constants';
import {
  csvMappingSchema,
  type BankAccount,
  type BankAccountType,
  type CreateLinkTokenResponse,
  type CsvMapping,
  type ImportPreview,
  type ImportResult,
  type TransferResponse,
} from '../../../../shared/contracts/banking';
import { ERROR_CODES } from '../../../../shared/contracts/errors';
import { formatCurrency } from '../../../../shared/money';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
import type { BankProvider } from '../../providers/banking/bank-provider';
import {
  decodeImportBuffer,
  dedupeKeysSteps,
  ImportFormatError,
  looksLikeCardChargesAsDeposits,
  looksLikeExpensesAsDeposits,
  MAX_PREVIEW_ERRORS,
  normaliseHeader,
  parseImportSteps,
  ROWS_PER_STEP,
  runInSlices,
  type ParsedTransaction,
  type ParseResult,
  type Steps,
} from './import';
import { bankingRepository, type ImportTargetAccount, type NewBankAccount, type UnlinkedTransaction } from './repository';
import { DAY_MS, isoDate } from '../../../../shared/dates';

export type { NewBankAccount, UnlinkedTransaction };

/** What an import is told besides the file: its name, an optional CSV mapping and target account. */
export interface ImportOptions {
  fileName: string;
  mapping?: CsvMapping;
  accountId?: string;
  /** Always make a new account (the user chose "New account"). */
  newAccount?: boolean;
  /** Flip every amount's sign, and the stated balance's (a card statement whose charges are positive). */
  invertSigns?: boolean;
  /** The currency the user chose for a file that does not state one. */
  currency?: string;
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
    /** The ledger's undo of a delete: the rows exactly as they were stored; returns how many came back. */
    restoreTransactions(rows: Parameters<typeof repo.restoreTransactions>[0]): number {
      return repo.restoreTransactions(rows);
    },
  };
}

export type BankLedger = ReturnType<typeof createBankLedger>;

/**
 * The import's use of category rules (docs/product.md "Transactions"): for a user, a function that
 * gives a row's category from its description and the category the file gave (null: none). The
 * ledger module provides it; without it the file's category is kept.
 */
export type Categorise = (userId: string) => (description: string, category: string | null) => string | null;

export interface BankingDependencies {
  categorise?: Categorise;
}

const CARD_HINT = /\b(?:card|cards|visa|mastercard|amex|american express|discover)\b/i;

/** The file's own name for a new account: no extension, no browser copy suffix (`export (1).csv` → "export"). */
export function accountNameFromFile(fileName: string): string {
  const stem = fileName
    .replace(/^.*[\\/]/, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/\s*\(\d+\)$/, '')
    .replace(/\s*-\s*copy(?:\s*\(\d+\))?$/i, '')
    .trim();
  return stem === '' ? 'Imported account' : stem.slice(0, 100);
}

/**
 * The account number as a file states it, hashed with the user's id as salt: recognises the account
 * in a later file without keeping the number (docs/product.md "Accounts").
 */
export function accountNumberHash(userId: string, accountNumber: string): string {
  const normalised = accountNumber.replace(/[\s-]/g, '').toUpperCase();
  return createHash('sha256').update(`${userId}:${normalised}`).digest('hex');
}

const CARD_SIGN_WARNING = 'Most rows of this card statement are money in. If its charges show as positive amounts, flip the signs.';
const EXPENSE_SIGN_WARNING = 'All amounts in this file are positive, so every row reads as money in. If these are expenses or charges, flip the signs.';

const isCalendarDate = (day: string) => /^\d{4}-\d{2}-\d{2}$/.test(day) && isoDate(Date.parse(`${day}T00:00:00Z`) || 0) === day;

export function createBankingService(ctx: AppContext, provider: BankProvider, deps: BankingDependencies = {}) {
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

  function accountView(id: string): BankAccount {
    const view = repo.accountView(id);
    if (!view) throw notFound('Account');
    return view;
  }

  /** Reads an uploaded file; a file the parsers cannot read at all is a 400 with their message. */
  function readUpload(file: unknown): string {
    if (!Buffer.isBuffer(file) || file.length === 0) throw new AppError(400, ERROR_CODES.validation, 'Send the bank file as the request body');
    return unreadable(() => decodeImportBuffer(file));
  }

  function unreadable<T>(read: () => T): T {
    try {
      return read();
    } catch (error) {
      throw asBadFile(error);
    }
  }

  /** A file the parsers cannot read is a 400 with their message; one beyond the import limits names the limit. */
  function asBadFile(error: unknown): unknown {
    if (!(error instanceof ImportFormatError)) return error;
    return new AppError(400, error.code === 'too-large' ? 'import_limit' : 'unreadable_file', error.message);
  }

  /** A parse in slices (other requests are answered in between); its format errors as asBadFile says. */
  function* parseSteps(text: string, fileName: string, mapping: CsvMapping | undefined): Steps<ParseResult> {
    try {
      return yield* parseImportSteps(text, fileName, mapping);
    } catch (error) {
      throw asBadFile(error);
    }
  }

  /**
   * The account a file belongs to: by account number; then, among the accounts whose remembered
   * mapping was used on the same header, the one that already holds rows of this file (a layout
   * alone is shared by every account of a bank, so it never decides on its own); then by name.
   */
  function* recognise(userId: string, parsed: ParseResult, numberHash: string | null, headerKey: string | undefined, fileName: string, sign: 1 | -1): Steps<ImportTargetAccount | undefined> {
    if (numberHash) {
      const byNumber = repo.findAccountByNumberHash(userId, numberHash);
      if (byNumber) return byNumber;
    }
    // A file that names an account number we do not know is another account, whatever its layout.
    if (parsed.format === 'csv' && headerKey && !parsed.account?.accountNumber) {
      const candidates = repo.findAccountsByHeaderKey(userId, headerKey);
      if (candidates.length > 0) {
        const keys = yield* dedupeKeysSteps(parsed.rows.map((r) => ({ ...r, amountCents: r.amountCents === 0 ? 0 : sign * r.amountCents })));
        const overlapping = candidates.find((account) => {
          const known = repo.dedupeKeysOf(account.id);
          return keys.some((key) => known.has(key));
        });
        if (overlapping) return overlapping;
      }
    }
    return repo.findImportAccount(userId, parsed.account?.name ?? accountNameFromFile(fileName), parsed.account?.mask ?? null);
  }

  /**
   * Everything an import decides before writing, shared by the preview and the import: the parsed
   * rows (with the remembered mapping, flipped signs, categories and currency applied), the target
   * account, and the balance the file states.
   */
  function* planImport(userId: string, file: unknown, options: ImportOptions) {
    const text = readUpload(file);
    let parsed = yield* parseSteps(text, options.fileName, options.mapping);
    const headerOf = (p: ParseResult) => p.headerKey ?? (p.format === 'csv' && p.columns.length > 0 ? p.columns.map(normaliseHeader).join('|') : undefined);
    let headerKey = headerOf(parsed);
    const accountNumber = parsed.account?.accountNumber?.trim() || undefined;
    const numberHash = accountNumber ? accountNumberHash(userId, accountNumber) : null;

    const sign = options.invertSigns ? -1 : 1;
    let target: ImportTargetAccount | undefined;
    if (options.accountId) target = repo.importTarget(ownAccount(userId, options.accountId));
    else if (!options.newAccount) target = yield* recognise(userId, parsed, numberHash, headerKey, options.fileName, sign);

    // The mapping the user last confirmed for this account and layout, unless a new one is sent.
    if (!options.mapping && parsed.format === 'csv' && target?.csvMapping && target.csvHeaderKey === headerKey) {
      const remembered = csvMappingSchema.safeParse(target.csvMapping);
      if (remembered.success) {
        parsed = yield* parseSteps(text, options.fileName, remembered.data);
        headerKey = headerOf(parsed);
      }
    }

    const homeCurrency = repo.homeCurrency(userId) ?? 'USD';
    const fileCurrency = parsed.account?.currency;
    if (options.currency && fileCurrency && options.currency !== fileCurrency) {
      throw new AppError(400, ERROR_CODES.validation, `This file is in ${fileCurrency}: it cannot be imported as ${options.currency}`);
    }
    // A file that does not say its currency takes the one the user chose; else the target account's; else the
    // home currency, only as a suggestion (currencyKnown: false makes the preview ask).
    const statedCurrency = fileCurrency ?? options.currency;
    const currency = statedCurrency ?? target?.currency ?? homeCurrency;
    const currencyKnown = statedCurrency !== undefined || target !== undefined;
    // The rows as stored, less their categories (the import categorises every row, a preview its sample).
    const rows: (ParsedTransaction & { currency: string })[] = new Array(parsed.rows.length);
    for (let i = 0; i < rows.length; i++) {
      if (i % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
      const r = parsed.rows[i]!;
      // 0 * -1 is -0: keep a plain 0.
      rows[i] = { ...r, amountCents: r.amountCents === 0 ? 0 : sign * r.amountCents, currency: r.currency ?? currency };
    }
    const categorise = deps.categorise?.(userId) ?? ((_description: string, category: string | null) => category);

    const stated = parsed.account?.balanceCents;
    const latestRow = rows.reduce<string | undefined>((max, r) => (max === undefined || r.date > max ? r.date : max), undefined);
    const statedBalance =
      stated === undefined ? undefined : { cents: stated === 0 ? 0 : sign * stated, asOf: parsed.account?.balanceAsOf ?? latestRow ?? isoDate(ctx.clock.now()) };

    const warnings: string[] = [];
    // A card is known from the file, or from the account it goes into.
    const cardType = parsed.account?.type === 'credit' || target?.type === 'credit' ? 'credit' : parsed.account?.type;
    if (looksLikeCardChargesAsDeposits({ rows, columns: parsed.columns, account: { ...parsed.account, type: cardType } }, options.fileName)) {
      warnings.push(CARD_SIGN_WARNING);
    } else if (looksLikeExpensesAsDeposits({ rows, columns: parsed.columns }, options.fileName)) {
      warnings.push(EXPENSE_SIGN_WARNING);
    }
    const closed = target && target.closedAt !== null ? `${target.name} is closed: reopen it to import into it, or choose a new account.` : null;
    if (closed) warnings.push(closed);
    const currencyClash =
      target && statedCurrency && statedCurrency !== target.currency
        ? `This file is in ${statedCurrency} and ${target.name} is in ${target.currency}: change the account's currency or choose a new account.`
        : null;
    if (currencyClash) warnings.push(currencyClash);

    return { parsed, headerKey, accountNumber, numberHash, target, rows, categorise, currency, currencyKnown, statedBalance, warnings, closed, currencyClash };
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
      return { deletedTransactions: repo.deleteAccount(ownAccount(userId, id)) };
    },

    /**
     * The rows of a bank file as they would be stored, counted against the target account; writes
     * nothing. Read in slices; only the sample is categorised (the counts do not depend on categories).
     */
    previewImport: (userId: string, file: unknown, options: ImportOptions, sampleSize = 10): Promise<ImportPreview> => runInSlices(previewSteps(userId, file, options, sampleSize)),

    /**
     * Stores a bank file's rows in the chosen account, else the account the file is recognised as,
     * else a new one; rows already imported count as duplicates. Recorded in the import history.
     * Read and written in slices (other requests are answered in between); all or nothing.
     */
    importFile: (userId: string, file: unknown, options: ImportOptions): Promise<ImportResult> => runInSlices(importSteps(userId, file, options)),

    /** The user's import history, newest first. */
    imports: (userId: string) => repo.imports(userId),

    /** Undoes one import of the user, in slices: exactly its rows go (docs/product.md "Accounts"). */
    async undoImport(userId: string, id: string): Promise<{ removed: number; accountRemoved: boolean }> {
      if (repo.ownerOfImport(id) !== userId) throw notFound('Import');
      if (repo.isPendingImport(id)) throw new AppError(409, 'import_pending', 'This import is still being written or undone: try again when it is done');
      return runInSlices(repo.undoImportSteps(id));
    },
  };

  return service;

  function* previewSteps(userId: string, file: unknown, options: ImportOptions, sampleSize: number): Steps<ImportPreview> {
      const plan = yield* planImport(userId, file, options);
      const { parsed, rows, target } = plan;
      const existing = target ? repo.dedupeKeysOf(target.id) : new Set<string>();
      const keys = yield* dedupeKeysSteps(rows);
      let newRows = 0;
      let moneyInCents = 0;
      let moneyOutCents = 0;
      for (let i = 0; i < rows.length; i++) {
        if (i % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
        if (!existing.has(keys[i]!)) newRows++;
        const cents = rows[i]!.amountCents;
        if (cents < 0) moneyInCents -= cents;
        else moneyOutCents += cents;
      }
      const errors = parsed.errors.slice(0, MAX_PREVIEW_ERRORS);
      if (parsed.errors.length > MAX_PREVIEW_ERRORS) errors.push({ row: 0, message: `${parsed.errors.length - MAX_PREVIEW_ERRORS} more rows could not be read` });
      const stated = parsed.account;
      const last4 = (plan.accountNumber ?? stated?.mask)?.replace(/[\s-]/g, '').slice(-4);
      return {
        format: parsed.format,
        columns: parsed.columns,
        mapping: parsed.mapping,
        totalRows: rows.length,
        sample: rows.slice(0, sampleSize).map((r) => ({ date: r.date, description: r.description, amount: r.amountCents / 100, category: plan.categorise(r.description, r.category), bankId: r.bankId })),
        errors,
        newRows,
        duplicateRows: rows.length - newRows,
        moneyIn: moneyInCents / 100,
        moneyOut: moneyOutCents / 100,
        currency: plan.currency,
        currencyKnown: plan.currencyKnown,
        // The import answers 409 for these: the preview says so, so that Import is not offered.
        blockedReason: plan.closed ?? plan.currencyClash,
        fileAccount: {
          name: stated?.name ?? null,
          accountNumber: last4 ? `••••${last4}` : null,
          type: stated?.type ?? null,
          balance: plan.statedBalance ? plan.statedBalance.cents / 100 : null,
          balanceAsOf: plan.statedBalance?.asOf ?? null,
        },
        targetAccountId: target?.id ?? null,
        warnings: plan.warnings,
      };
  }

  function* importSteps(userId: string, file: unknown, options: ImportOptions): Steps<ImportResult> {
      const plan = yield* planImport(userId, file, options);
      const { parsed, rows, target } = plan;
      if (rows.length === 0) {
        throw new AppError(400, 'nothing_to_import', parsed.errors[0]?.message ?? 'The file has no transactions we could read');
      }
      if (plan.closed) throw new AppError(409, 'account_closed', plan.closed);
      if (plan.currencyClash) throw new AppError(409, 'currency_mismatch', plan.currencyClash);
      const mask = parsed.account?.mask ?? (plan.accountNumber ? plan.accountNumber.replace(/[\s-]/g, '').slice(-4) : null);
      const type = parsed.account?.type ?? (CARD_HINT.test(options.fileName.replace(/[_\-.]+/g, ' ')) ? 'credit' : 'checking');
      // Every row categorised by the user's rules, as a single row would be.
      for (let i = 0; i < rows.length; i++) {
        if (i % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
        const r = rows[i]!;
        r.category = plan.categorise(r.description, r.category);
      }
      return yield* repo.importRowsSteps({
        userId,
        target: target ? { accountId: target.id } : { create: { name: parsed.account?.name ?? accountNameFromFile(options.fileName), mask, type, currency: plan.currency } },
        fileName: options.fileName,
        format: parsed.format,
        rows,
        statedBalance: plan.statedBalance,
        remember: {
          csvHeaderKey: parsed.format === 'csv' && parsed.mapping ? plan.headerKey : null,
          csvMapping: parsed.format === 'csv' ? parsed.mapping : null,
          accountNumberHash: plan.numberHash,
          mask,
        },
        now: ctx.clock.now(),
      });
  }
}

export type BankingService = ReturnType<typeof createBankingService>;
