/**
 * Bank-file imports: a file read into rows (CSV, OFX, QFX, QIF), recognised as one of the user's
 * accounts, previewed (counts, sample, warnings; nothing written) and imported (all or nothing, in
 * batches under a pending import). Written as steps (./import/slices.ts): the banking service runs
 * them in slices on the server's thread, or a worker thread runs them to the end for a large file
 * (./import-thread.ts; docs/architecture.md "Large imports"). Needs only the database and the clock,
 * so the worker can build it on its own connection.
 */
import { createHash } from 'node:crypto';
import { csvMappingSchema, type CsvMapping, type ImportPreview, type ImportResult } from '../../../../shared/contracts/banking';
import { ERROR_CODES } from '../../../../shared/contracts/errors';
import { isoDate } from '../../../../shared/dates';
import type { DataContext } from '../../context';
import { AppError, notFound } from '../../http/errors';
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
  type ParsedTransaction,
  type ParseResult,
  type Steps,
} from './import';
import { bankingRepository, UNDO_IN_PROGRESS, type ImportTargetAccount } from './repository';

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

/**
 * The import's use of category rules (docs/product.md "Transactions"): for a user, a function that
 * gives a row's category from its description and the category the file gave (null: none). The
 * ledger module provides it; without it the file's category is kept.
 */
export type Categorise = (userId: string) => (description: string, category: string | null) => string | null;

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


/** `batchRows`: rows per database transaction (the repository's IMPORT_BATCH_ROWS unless the worker says otherwise). */
export function createImportService(ctx: DataContext, categoriseFor?: Categorise, batchRows?: number) {
  const repo = bankingRepository(ctx.db, batchRows);

  /** Another user's account is answered like a missing one. */
  function ownAccount(userId: string, accountId: string): string {
    if (repo.ownerOfAccount(accountId) !== userId) throw notFound('Account');
    return accountId;
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
    const categorise = categoriseFor?.(userId) ?? ((_description: string, category: string | null) => category);

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

  function* importSteps(userId: string, file: unknown, options: ImportOptions, onPending?: (importId: string) => void): Steps<ImportResult> {
      const plan = yield* planImport(userId, file, options);
      const { parsed, rows, target } = plan;
      if (rows.length === 0) {
        throw new AppError(400, 'nothing_to_import', parsed.errors[0]?.message ?? 'The file has no transactions we could read');
      }
      if (plan.closed) throw new AppError(409, 'account_closed', plan.closed);
      if (plan.currencyClash) throw new AppError(409, 'currency_mismatch', plan.currencyClash);
      // The rows of an import being undone still hold their dedupe keys until they are deleted.
      if (target && repo.undoingImportIn(target.id)) throw new AppError(409, 'import_pending', UNDO_IN_PROGRESS);
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
        onPending,
      });
  }

  return {
    /** The preview's steps: the rows as they would be stored, counted against the target account; only the sample is categorised. */
    previewSteps,
    /** The import's steps: every row categorised and written under a pending import (repository importRowsSteps). */
    importSteps,
  };
}

export type ImportService = ReturnType<typeof createImportService>;
