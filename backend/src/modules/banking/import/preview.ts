import { MAX_IMPORT_ROWS, type CsvMapping, type ImportPreview } from '../../../../../shared/contracts/banking';
import { parseCsvSteps } from './csv';
import { ImportFormatError } from './errors';
import { runToEnd, type Steps } from './slices';
import { detectFormat } from './detect';
import { parseOfx } from './ofx';
import { parseQif } from './qif';
import type { ParsedTransaction, ParseResult } from './types';

/** Errors listed in a preview; the rest are counted in one closing entry. */
export const MAX_PREVIEW_ERRORS = 100;

/** Detects the format and parses: CSV with the given (or detected) mapping, OFX/QFX/QIF ignoring it. */
export function parseImport(text: string, fileName?: string, mapping?: CsvMapping): ParseResult {
  return runToEnd(parseImportSteps(text, fileName, mapping));
}

/**
 * parseImport in steps (see ./slices.ts): a CSV is read in slices; an OFX, QFX or QIF file (their
 * parsers are fast and the byte limit bounds them) in one. A file of more than MAX_IMPORT_ROWS
 * transactions is refused with an ImportFormatError that names the limit.
 */
export function* parseImportSteps(text: string, fileName?: string, mapping?: CsvMapping): Steps<ParseResult> {
  const format = detectFormat(text, fileName);
  if (format === 'csv') return yield* parseCsvSteps(text, mapping);
  const result = format === 'qif' ? parseQif(text) : parseOfx(text, format);
  if (result.rows.length > MAX_IMPORT_ROWS) {
    throw new ImportFormatError('too-large', `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} transactions, the most one import takes: export a shorter date range`);
  }
  return result;
}

/** Money in and money out over rows (cents, both positive) and the file's currency, if it states one. */
export interface ImportTotals {
  moneyInCents: number;
  moneyOutCents: number;
  /** The account's currency as the file states it (OFX CURDEF, a CSV currency column), else null. */
  currency: string | null;
}

/**
 * What a preview shows about the money in a file: totals over every readable row (the rows as they
 * will be stored: flip them first for invertSigns) and the file's currency.
 */
export function importTotals(rows: readonly Pick<ParsedTransaction, 'amountCents'>[], result?: Pick<ParseResult, 'account'>): ImportTotals {
  let moneyInCents = 0;
  let moneyOutCents = 0;
  for (const r of rows) {
    if (r.amountCents < 0) moneyInCents -= r.amountCents;
    else moneyOutCents += r.amountCents;
  }
  return { moneyInCents, moneyOutCents, currency: result?.account?.currency ?? null };
}

const CARD_HINT_RE = /\b(?:card|cards|visa|mastercard|amex|american express|discover|kreditkarte|carte|tarjeta|cartao|cartão|creditcard)\b/i;

/**
 * A card statement whose charges look like deposits: the file says it is a card (account type
 * credit, or "card" in its name or a column's) and most rows are money in, which a card's purchases
 * are not. The preview warns and offers to flip the signs; nothing is flipped here.
 */
export function looksLikeCardChargesAsDeposits(result: Pick<ParseResult, 'rows' | 'account' | 'columns'>, fileName = ''): boolean {
  const card = result.account?.type === 'credit' || CARD_HINT_RE.test(fileName.replace(/[_\-.]+/g, ' ')) || result.columns.some((c) => CARD_HINT_RE.test(c));
  if (!card || result.rows.length === 0) return false;
  let moneyIn = 0;
  for (const r of result.rows) if (r.amountCents < 0) moneyIn++;
  return moneyIn * 2 > result.rows.length;
}

const EXPENSE_HINT_RE = /\b(?:expenses?|spending|charges|purchases|ausgaben|depenses|dépenses|gastos|despesas|uitgaven)\b/i;

/**
 * An expenses file (a credit union's "Expenses" export, a "Charges" column) whose every amount is
 * positive: read with the usual convention, every row is money in, which expenses are not. The
 * sign convention is in doubt: the preview warns and offers to flip the signs; nothing is flipped here.
 */
export function looksLikeExpensesAsDeposits(result: Pick<ParseResult, 'rows' | 'columns'>, fileName = ''): boolean {
  const expenses = EXPENSE_HINT_RE.test(fileName.replace(/[_\-.]+/g, ' ')) || result.columns.some((c) => EXPENSE_HINT_RE.test(c));
  if (!expenses) return false;
  let moneyIn = 0;
  for (const r of result.rows) {
    if (r.amountCents > 0) return false;
    if (r.amountCents < 0) moneyIn++;
  }
  return moneyIn > 0;
}

/** A file's own preview, before the database says which rows are new: ImportPreview without the account-dependent fields. */
export type FilePreview = Pick<ImportPreview, 'format' | 'columns' | 'mapping' | 'totalRows' | 'sample' | 'errors' | 'moneyIn' | 'moneyOut'> & {
  currency: string | null;
};

/**
 * The first `sampleSize` rows as they would be stored (amount in dollars, positive = money out),
 * the number of rows that would be imported, and the rows that would be skipped and why.
 * Throws ImportFormatError when the file cannot be read at all.
 */
export function previewImport(text: string, fileName?: string, mapping?: CsvMapping, sampleSize = 10): FilePreview {
  const result = parseImport(text, fileName, mapping);
  const errors = result.errors.slice(0, MAX_PREVIEW_ERRORS);
  if (result.errors.length > MAX_PREVIEW_ERRORS) {
    errors.push({ row: 0, message: `${result.errors.length - MAX_PREVIEW_ERRORS} more rows could not be read` });
  }
  const totals = importTotals(result.rows, result);
  return {
    format: result.format,
    columns: result.columns,
    mapping: result.mapping,
    totalRows: result.rows.length,
    sample: result.rows.slice(0, Math.max(0, sampleSize)).map((r) => ({
      date: r.date,
      description: r.description,
      amount: r.amountCents / 100,
      category: r.category,
      bankId: r.bankId,
    })),
    errors,
    moneyIn: totals.moneyInCents / 100,
    moneyOut: totals.moneyOutCents / 100,
    currency: totals.currency,
  };
}
