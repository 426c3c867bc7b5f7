import type { CsvMapping } from '../../../../../shared/contracts/banking';
import { checkCsvLimits, detectDelimiter, tokenizeCsvSteps, type CsvDelimiter } from './csv-tokenizer';
import {
  ACCOUNT_NUMBER_HEADERS,
  CARD_NUMBER_HEADERS,
  DIRECTION_HEADERS,
  STATUS_HEADERS,
  descriptionPartColumns,
  detectCsvMapping,
  fallbackDescriptionColumns,
  headerCurrency,
  missingRoles,
  normaliseHeader,
  preambleRole,
  uniqueColumns,
} from './csv-mapping';
import { assertReadableText, ImportFormatError, stripBom } from './errors';
import { runningBalance, type BalancePoint } from './running-balance';
import type { ImportRowError, ParsedAccount, ParsedTransaction, ParseResult } from './types';
import { ROWS_PER_STEP, runToEnd, type Steps } from './slices';
import { currencyOfAmount, dateOrderEvidence, dateOrderFrom, decimalCommaFrom, decimalEvidence, parseAmountCents, parseDate, type DateOrder } from './values';

/** How far down the file a header (after a bank's summary block) is looked for. */
const HEADER_SEARCH_RECORDS = 50;
/** Rows sampled to recognise the columns of a file without a header. */
const HEADERLESS_SAMPLE = 200;

interface Layout {
  /** Record index of the header, -1 when the file has none. */
  headerIndex: number;
  columns: string[];
  mapping: CsvMapping | null;
  /** True when the mapping was recognised rather than given. */
  detected: boolean;
}

function isBlank(record: readonly string[]): boolean {
  for (const cell of record) if (cell.trim() !== '') return false;
  return true;
}

function looksLikeData(record: readonly string[]): boolean {
  let date = -1;
  for (let i = 0; i < record.length; i++) {
    if (parseDate(record[i] ?? '') !== null || parseDate(record[i] ?? '', 'dmy') !== null) {
      date = i;
      break;
    }
  }
  if (date < 0) return false;
  return record.some((cell, i) => i !== date && parseAmountCents(cell) !== null);
}

function headerlessColumns(records: readonly string[][]): string[] {
  let width = 0;
  for (let r = 0; r < records.length && r < HEADERLESS_SAMPLE; r++) width = Math.max(width, records[r]?.length ?? 0);
  return Array.from({ length: width }, (_, i) => `Column ${i + 1}`);
}

/**
 * Recognises the columns of a file without a header (Wells Fargo: date, amount, *, check number,
 * description): the first mostly-dates column, the next mostly-amounts column, and the remaining
 * column with the longest text as the description.
 */
function inferHeaderlessMapping(records: readonly string[][], columns: readonly string[]): CsvMapping | null {
  const sample: string[][] = [];
  for (let r = 0; r < records.length && sample.length < HEADERLESS_SAMPLE; r++) if (!isBlank(records[r]!)) sample.push(records[r]!);
  const width = columns.length;
  const share = (col: number, test: (v: string) => boolean) => {
    let filled = 0;
    let hits = 0;
    for (const r of sample) {
      const v = (r[col] ?? '').trim();
      if (v === '') continue;
      filled++;
      if (test(v)) hits++;
    }
    return filled === 0 ? 0 : hits / sample.length;
  };
  let date = -1;
  for (let c = 0; c < width && date < 0; c++) {
    if (share(c, (v) => parseDate(v) !== null || parseDate(v, 'dmy') !== null) >= 0.8) date = c;
  }
  let amount = -1;
  for (let c = 0; c < width && amount < 0; c++) {
    if (c !== date && share(c, (v) => parseAmountCents(v) !== null || parseAmountCents(v, true) !== null) >= 0.8) amount = c;
  }
  let description = -1;
  let longest = 0;
  for (let c = 0; c < width; c++) {
    if (c === date || c === amount) continue;
    let length = 0;
    for (const r of sample) {
      const v = (r[c] ?? '').trim();
      if (parseAmountCents(v) === null) length += v.length;
    }
    if (length > longest) {
      longest = length;
      description = c;
    }
  }
  if (date < 0 || amount < 0 || description < 0) return null;
  return { date: columns[date]!, description: columns[description]!, amount: columns[amount]!, outflowIsNegative: true };
}

function mappedColumns(mapping: CsvMapping): string[] {
  return [mapping.date, mapping.description, mapping.amount, mapping.debit, mapping.credit, mapping.category, mapping.id, mapping.balance, mapping.currency].filter(
    (c): c is string => c !== undefined,
  );
}

function locateLayout(records: readonly string[][], given: CsvMapping | undefined): Layout {
  const limit = Math.min(records.length, HEADER_SEARCH_RECORDS);
  if (given) {
    const wanted = mappedColumns(given).map(normaliseHeader);
    for (let r = 0; r < limit; r++) {
      const columns = uniqueColumns(records[r]!);
      const have = new Set(columns.map(normaliseHeader));
      if (wanted.every((w) => have.has(w))) return { headerIndex: r, columns, mapping: given, detected: false };
    }
    if (mappedColumns(given).every((c) => /^column \d+$/i.test(c.trim()))) {
      return { headerIndex: -1, columns: headerlessColumns(records), mapping: given, detected: false };
    }
  }
  let firstNonBlank = -1;
  for (let r = 0; r < limit; r++) {
    const record = records[r]!;
    if (isBlank(record)) continue;
    if (firstNonBlank < 0) {
      firstNonBlank = r;
      if (looksLikeData(record)) {
        const columns = headerlessColumns(records);
        return { headerIndex: -1, columns, mapping: given ?? inferHeaderlessMapping(records, columns), detected: !given };
      }
    }
    const columns = uniqueColumns(record);
    const mapping = detectCsvMapping(columns);
    if (mapping) return { headerIndex: r, columns, mapping: given ?? mapping, detected: !given };
  }
  // Nothing recognised: the first row that names a date column, else the first row, is the header.
  let headerIndex = firstNonBlank;
  for (let r = 0; r < limit; r++) {
    if (records[r]!.some((cell) => /\bdate\b|datum|fecha/.test(normaliseHeader(cell)))) {
      headerIndex = r;
      break;
    }
  }
  return { headerIndex, columns: headerIndex >= 0 ? uniqueColumns(records[headerIndex]!) : [], mapping: given ?? null, detected: false };
}

function columnIndex(columns: readonly string[], name: string | undefined): number {
  if (name === undefined) return -1;
  const wanted = normaliseHeader(name);
  return columns.findIndex((c) => normaliseHeader(c) === wanted);
}

function* cells(records: readonly string[][], start: number, col: number): Generator<string> {
  if (col < 0) return;
  for (let r = start; r < records.length; r++) {
    const v = records[r]![col];
    if (v !== undefined && v !== '') yield v;
  }
}

function quoteCell(raw: string): string {
  const v = raw.trim();
  return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
}

/** Rows that state a balance, not a transaction (Bank of America and Itaú start with one); skipped when they have no amount. */
const BALANCE_ROW_RE =
  /^(?:(?:beginning|ending|opening|closing|starting) balance|balance (?:forward|brought forward|carried forward)|saldo (?:anterior|inicial|final|do dia|total|atual|disponivel)|solde\b|anfangssaldo|endsaldo|(?:alter |neuer )?kontostand)/i;
const OUT_WORDS = new Set(['debit', 'dr', 'd', 'withdrawal', 'af', 's', 'soll', 'débit', 'debito', 'débito', 'cargo']);
const IN_WORDS = new Set(['credit', 'cr', 'c', 'deposit', 'bij', 'h', 'haben', 'crédit', 'credito', 'crédito', 'abono']);
/** Statuses of rows that have not moved money (yet): not imported, so a later export brings them once settled. */
const NOT_SETTLED = new Set([
  'pending', 'denied', 'failed', 'canceled', 'cancelled', 'declined', 'voided', 'void', 'expired', 'unclaimed', 'rejected',
  'reverted', 'pendiente', 'pendente', 'en attente', 'ausstehend', 'vorgemerkt', 'in behandeling',
]);
/** Amount cells sampled for a currency sign or code ("€ 12,50", "12.50 CHF"). */
const CURRENCY_SAMPLE = 200;

function cleanText(raw: string | undefined): string {
  if (raw === undefined) return '';
  const t = raw.trim();
  return /\s\s|[\t\r\n]/.test(t) ? t.replace(/\s+/g, ' ') : t;
}

/**
 * An account number as a column or preamble line states it ("93-11-22 12345678", an IBAN,
 * "XXXX1234", Amex's "-41004"): at least 4 digits and not a word ("Checking").
 */
function accountNumberOf(raw: string | undefined): string | null {
  const v = (raw ?? '').trim();
  const compact = v.replace(/[\s\-.]/g, '');
  if (compact.length < 4 || compact.length > 40 || !/^[A-Za-z0-9*•]+$/.test(compact)) return null;
  const digits = compact.replace(/\D/g, '').length;
  const letters = compact.replace(/[^A-Za-z]/g, '').replace(/x/gi, '').length;
  return digits >= 4 && letters <= 6 ? v : null;
}

function maskOf(accountNumber: string): string {
  return accountNumber.replace(/[\s\-.]/g, '').slice(-4);
}

/** The one value every row shares in a column, or null (blank cells ignored; none at all is null too). */
function sharedValue(records: readonly string[][], start: number, col: number): string | null {
  let value: string | null = null;
  for (const v of cells(records, start, col)) {
    const t = v.trim();
    if (t === '') continue;
    if (value === null) value = t;
    else if (value !== t) return null;
  }
  return value;
}

/** A currency cell as an ISO code: "eur" -> "EUR", "€" -> "EUR"; undefined when blank or unknown. */
function currencyCell(raw: string | undefined): string | undefined {
  const t = (raw ?? '').trim();
  if (t === '') return undefined;
  if (/^[A-Za-z]{3}$/.test(t)) return t.toUpperCase();
  return currencyOfAmount(t) ?? undefined;
}

function cleanId(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  let t = raw.trim();
  if (t.charCodeAt(0) === 39) t = t.slice(1);
  if (t.endsWith("'")) t = t.slice(0, -1);
  return t === '' ? null : t;
}

export interface CsvParseOptions {
  /** Force the delimiter instead of detecting it. */
  delimiter?: CsvDelimiter;
}

/**
 * Parses a bank's CSV export. The mapping is detected from the header (or from the data when the
 * file has none) unless one is given. Rows that cannot be read are reported in `errors` and skipped.
 * A file whose columns are not recognised returns no rows, `mapping: null` and the columns to map.
 * Throws ImportFormatError only for input that is not text at all (empty, binary, too large).
 */
export function parseCsv(text: string, mapping?: CsvMapping, options: CsvParseOptions = {}): ParseResult {
  return runToEnd(parseCsvSteps(text, mapping, options));
}

/**
 * parseCsv in steps (see ./slices.ts): first the import limits (rows, line length, columns: an
 * ImportFormatError naming the limit), then the records, then the rows, yielding every few thousand.
 */
export function* parseCsvSteps(text: string, mapping?: CsvMapping, options: CsvParseOptions = {}): Steps<ParseResult> {
  assertReadableText(text);
  let body = stripBom(text);
  // Excel's delimiter hint line: "sep=;".
  const hint = /^sep=([,;\t|])[ \t]*(?:\r\n|\n|\r|$)/i.exec(body);
  if (hint) body = body.slice(hint[0].length);
  const delimiter = options.delimiter ?? (hint?.[1] as CsvDelimiter | undefined) ?? detectDelimiter(body);
  yield* checkCsvLimits(body, delimiter);
  const records = yield* tokenizeCsvSteps(body, delimiter);
  if (records.every(isBlank)) throw new ImportFormatError('empty', 'The file is empty');

  const layout = locateLayout(records, mapping);
  const { columns, headerIndex } = layout;
  const result: ParseResult = { format: 'csv', rows: [], errors: [], columns, mapping: layout.mapping };
  const normalisedColumns = columns.map(normaliseHeader);
  if (columns.length > 0) result.headerKey = normalisedColumns.join('|');
  const m = layout.mapping;
  if (!m) {
    const missing = missingRoles(columns);
    result.errors.push({
      row: 0,
      message: `No ${missing.join(', ')} column found in ${JSON.stringify(columns.join(', '))}: choose the columns by hand`,
    });
    return result;
  }
  const unknown = mappedColumns(m).filter((c) => columnIndex(columns, c) < 0);
  if (unknown.length > 0) {
    result.errors.push({ row: 0, message: `Column ${unknown.map((c) => JSON.stringify(c)).join(', ')} is not in this file` });
    return result;
  }

  const col = {
    date: columnIndex(columns, m.date),
    description: columnIndex(columns, m.description),
    amount: columnIndex(columns, m.amount),
    debit: columnIndex(columns, m.debit),
    credit: columnIndex(columns, m.credit),
    category: columnIndex(columns, m.category),
    id: columnIndex(columns, m.id),
    balance: columnIndex(columns, m.balance),
    currency: columnIndex(columns, m.currency),
  };
  const descriptionParts = col.description >= 0 ? descriptionPartColumns(columns, col.description) : [];
  const used = new Set([...Object.values(col), ...descriptionParts]);
  const unusedNamed = (list: readonly string[]) => normalisedColumns.findIndex((c, i) => !used.has(i) && list.includes(c));
  const direction = col.amount >= 0 ? unusedNamed(DIRECTION_HEADERS) : -1;
  const status = unusedNamed(STATUS_HEADERS);
  const accountCol = unusedNamed(ACCOUNT_NUMBER_HEADERS);
  const cardCol = unusedNamed(CARD_NUMBER_HEADERS);
  const standIns = fallbackDescriptionColumns(columns, new Set([...used, status, accountCol, cardCol]));

  const start = headerIndex + 1;
  // detectDecimalComma and detectDateOrder over every cell, counted in steps.
  const numberCols = [col.amount, col.debit, col.credit, col.balance].filter((c) => c >= 0);
  let comma = 0;
  let dot = 0;
  let dmy = 0;
  let mdy = 0;
  let dotted = 0;
  const countEvidence = (from: number, to: number) => {
  for (let r = from; r < to; r++) {
    const record = records[r]!;
    for (const c of numberCols) {
      const v = record[c];
      if (v === undefined || v === '') continue;
      const e = decimalEvidence(v);
      if (e === 'comma') comma++;
      else if (e === 'dot') dot++;
    }
    const v = col.date >= 0 ? record[col.date] : undefined;
    if (v === undefined || v === '') continue;
    const e = dateOrderEvidence(v);
    if (e === 'dmy') dmy++;
    else if (e === 'mdy') mdy++;
    else if (e === 'dotted') dotted++;
  }
  };
  for (let from = start; from < records.length; from += ROWS_PER_STEP) {
    countEvidence(from, Math.min(from + ROWS_PER_STEP, records.length));
    yield;
  }
  const decimalComma = decimalCommaFrom(comma, dot, delimiter);
  const order: DateOrder = dateOrderFrom(dmy, mdy, dotted, delimiter, decimalComma);
  const amountCells = [col.amount, col.debit, col.credit].filter((c) => c >= 0);
  const isFooter = (record: readonly string[]) =>
    amountCells.every((c) => (record[c] ?? '').trim() === '' || parseAmountCents(record[c] ?? '', decimalComma) === null) &&
    parseDate(record[col.date] ?? '', order) === null;
  const headerDate = headerIndex >= 0 ? normaliseHeader(records[headerIndex]![col.date] ?? '') : null;
  const dates = new Map<string, string | null>();
  const rows: ParsedTransaction[] = result.rows;
  const errors: ImportRowError[] = result.errors;
  const balances: BalancePoint[] = [];
  /** Rows whose direction is their amount's sign (no debit/credit word said it). */
  let bySign = 0;

  const readRows = (from: number, to: number) => {
  for (let r = from; r < to; r++) {
    const record = records[r]!;
    if (isBlank(record)) continue;
    const row = r - headerIndex;
    let description = descriptionParts.length > 1 ? joinParts(descriptionParts.map((k) => cleanText(record[k]))) : cleanText(record[col.description]);
    if (description === '') {
      for (const k of standIns) {
        description = cleanText(record[k]);
        if (description !== '') break;
      }
    }
    const fail = (message: string) => {
      // A header repeated by concatenated exports is not a bad row.
      if (headerDate !== null && normaliseHeader(record[col.date] ?? '') === headerDate) return;
      // Nor is a footer (PostFinance's disclaimer, "Total"): no date and no amount at all.
      if (isFooter(record)) return;
      errors.push({ row, message });
    };

    let amountCents: number;
    if (col.amount >= 0) {
      const raw = record[col.amount] ?? '';
      const value = parseAmountCents(raw, decimalComma);
      if (value === null) {
        if (raw.trim() === '' && BALANCE_ROW_RE.test(description)) continue;
        fail(raw.trim() === '' ? 'Missing amount' : `Unreadable amount ${quoteCell(raw)}`);
        continue;
      }
      const word = direction >= 0 ? (record[direction] ?? '').trim().toLowerCase() : '';
      if (OUT_WORDS.has(word)) amountCents = Math.abs(value);
      else if (IN_WORDS.has(word)) amountCents = -Math.abs(value);
      else {
        amountCents = m.outflowIsNegative ? -value : value;
        bySign++;
      }
    } else {
      const rawOut = col.debit >= 0 ? (record[col.debit] ?? '') : '';
      const rawIn = col.credit >= 0 ? (record[col.credit] ?? '') : '';
      const out = parseAmountCents(rawOut, decimalComma);
      const inn = parseAmountCents(rawIn, decimalComma);
      if (out === null && rawOut.trim() !== '') {
        fail(`Unreadable ${m.debit} amount ${quoteCell(rawOut)}`);
        continue;
      }
      if (inn === null && rawIn.trim() !== '') {
        fail(`Unreadable ${m.credit} amount ${quoteCell(rawIn)}`);
        continue;
      }
      if (out === null && inn === null) {
        if (BALANCE_ROW_RE.test(description)) continue;
        fail('Missing amount');
        continue;
      }
      // Withdrawals are sometimes written negative in their own column: the column gives the direction.
      amountCents = Math.abs(out ?? 0) - Math.abs(inn ?? 0);
    }

    const rawDate = record[col.date] ?? '';
    let date = dates.get(rawDate);
    if (date === undefined) {
      date = parseDate(rawDate, order);
      dates.set(rawDate, date);
    }
    if (date === null) {
      fail(rawDate.trim() === '' ? 'Missing date' : `Unreadable date ${quoteCell(rawDate)}`);
      continue;
    }

    if (status >= 0) {
      const state = (record[status] ?? '').trim();
      if (NOT_SETTLED.has(state.toLowerCase())) {
        errors.push({ row, message: `Skipped: status ${quoteCell(state)}` });
        continue;
      }
    }

    const category = col.category >= 0 ? cleanText(record[col.category]) : '';
    const parsed: ParsedTransaction = {
      date,
      description,
      amountCents: amountCents === 0 ? 0 : amountCents,
      category: category === '' ? null : category,
      bankId: col.id >= 0 ? cleanId(record[col.id]) : null,
    };
    if (col.currency >= 0) {
      const currency = currencyCell(record[col.currency]);
      if (currency !== undefined) parsed.currency = currency;
    }
    if (col.balance >= 0) {
      const balance = parseAmountCents(record[col.balance] ?? '', decimalComma);
      if (balance !== null) balances.push({ index: rows.length, date, amountCents: parsed.amountCents, balanceCents: balance });
    }
    rows.push(parsed);
  }
  };
  for (let from = start; from < records.length; from += ROWS_PER_STEP) {
    readRows(from, Math.min(from + ROWS_PER_STEP, records.length));
    yield;
  }

  // A card's own export (a card-number column: Capital One's "Card No.", PC Mastercard's "Card Used For
  // Transaction") whose amounts read mostly as money in writes its charges positive: they are money out.
  const cardFile = cardCol >= 0;
  if (
    layout.detected &&
    col.amount >= 0 &&
    bySign === rows.length &&
    (cardFile || direction < 0) &&
    m.outflowIsNegative &&
    (cardFile ? mostlyMoneyIn(rows) : yield* looksLikeCardWithChargesPositive(rows))
  ) {
    for (const row of rows) row.amountCents = row.amountCents === 0 ? 0 : -row.amountCents;
    for (const point of balances) point.amountCents = -point.amountCents;
    result.mapping = { ...m, outflowIsNegative: false };
  }

  const account = fileAccount(records, headerIndex, start, rows, { ...col, accountCol, cardCol }, columns, balances);
  if (cardFile) account.type = 'credit';
  if (Object.keys(account).length > 0) result.account = account;
  return result;
}

/**
 * What the file says about its account: the number (an account column or a preamble line such as
 * "Konto:;CH12…"), the currency (a currency column when every row agrees, else the amount columns'
 * names, else the amounts' own signs or codes, else a preamble line) and the balance of the
 * running-balance column after the newest row.
 */
function fileAccount(
  records: readonly string[][],
  headerIndex: number,
  start: number,
  rows: readonly ParsedTransaction[],
  col: { amount: number; debit: number; credit: number; balance: number; currency: number; accountCol: number; cardCol: number },
  columns: readonly string[],
  balances: readonly BalancePoint[],
): ParsedAccount {
  const account: ParsedAccount = {};
  let preambleNumber: string | null = null;
  let preambleCurrency: string | undefined;
  for (let r = 0; r < headerIndex; r++) {
    const record = records[r]!;
    const label = record[0] ?? '';
    const value = record.slice(1).find((c) => c.trim() !== '');
    const role = label.trim() === '' ? null : preambleRole(label);
    if (role === 'account' && preambleNumber === null) preambleNumber = accountNumberOf(value);
    else if (role === 'currency' && preambleCurrency === undefined) preambleCurrency = currencyCell(value);
  }

  const number = (col.accountCol >= 0 ? accountNumberOf(sharedValue(records, start, col.accountCol) ?? undefined) : null) ?? preambleNumber;
  if (number !== null) {
    account.accountNumber = number;
    account.mask = maskOf(number);
  } else if (col.cardCol >= 0) {
    const card = sharedValue(records, start, col.cardCol)?.replace(/\D/g, '') ?? '';
    if (card.length >= 4) account.mask = card.slice(-4);
  }

  let currency: string | undefined;
  if (col.currency >= 0 && rows.length > 0) {
    const first = rows[0]!.currency;
    if (first !== undefined && rows.every((r) => r.currency === first)) currency = first;
  }
  if (currency === undefined && col.currency < 0) {
    const named = [col.amount, col.debit, col.credit, col.balance].filter((i) => i >= 0).map((i) => columns[i] ?? '');
    currency = headerCurrency(named) ?? amountsCurrency(records, start, [col.amount, col.debit, col.credit]) ?? preambleCurrency;
  }
  if (currency !== undefined) account.currency = currency;

  const balance = runningBalance(balances);
  if (balance) {
    account.balanceCents = balance.balanceCents;
    account.balanceAsOf = balance.date;
  }
  return account;
}

/** The one currency the first amount cells name by sign or code ("€ 12,50", "12.50 CHF"), or undefined. */
function amountsCurrency(records: readonly string[][], start: number, amountCols: readonly number[]): string | undefined {
  let found: string | undefined;
  let seen = 0;
  for (let r = start; r < records.length && seen < CURRENCY_SAMPLE; r++) {
    for (const c of amountCols) {
      if (c < 0) continue;
      const v = records[r]![c];
      if (v === undefined || v.trim() === '') continue;
      seen++;
      if (!/[^\d\s.,'()+-]/.test(v)) continue;
      const code = currencyOfAmount(v);
      if (code === null) continue;
      if (found !== undefined && found !== code) return undefined;
      found = code;
    }
  }
  return found;
}

/** Most rows are money in (more than half). */
function mostlyMoneyIn(rows: readonly ParsedTransaction[]): boolean {
  let moneyIn = 0;
  for (const row of rows) if (row.amountCents < 0) moneyIn++;
  return moneyIn * 2 > rows.length;
}

/** The non-empty parts of a split description, in order, as one text. */
function joinParts(parts: readonly string[]): string {
  return parts.filter((p) => p !== '').join(' · ');
}

/**
 * A bare "Date, Description, Amount" file from a card issuer that writes charges positive (American
 * Express): most amounts positive and the card payment ("... THANK YOU") negative. Read with the
 * usual convention, that means most rows are money in and a "thank you" payment is money out.
 */
function* looksLikeCardWithChargesPositive(rows: readonly ParsedTransaction[]): Steps<boolean> {
  let moneyIn = 0;
  let moneyOut = 0;
  let thankYouOut = false;
  for (let i = 0; i < rows.length; i++) {
    if (i % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
    const row = rows[i]!;
    if (row.amountCents < 0) moneyIn++;
    else if (row.amountCents > 0) {
      moneyOut++;
      if (!thankYouOut && /\bthank you\b/i.test(row.description)) thankYouOut = true;
    }
  }
  return thankYouOut && moneyIn > moneyOut;
}
