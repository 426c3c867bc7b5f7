import type { CsvMapping } from '../../../../../shared/contracts/banking';

/** Lower-case, punctuation (. _ # : * ( ) [ ] quotes) as spaces, whitespace collapsed. */
export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/[._#:*()[\]"']/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// Header names by role, best first (normalised). Transaction date beats posted date: it is the day
// the money was spent, which is what a person and the cadence detection recognise.
const DATE = [
  'transaction date', 'trans date', 'date', 'posted date', 'post date', 'posting date', 'booking date',
  'buchungstag', 'buchungsdatum', 'datum', 'value date', 'valutadatum', 'effective date', 'settlement date',
  'fecha', 'date operation',
];
const DESCRIPTION = [
  'description', 'payee', 'merchant', 'merchant name', 'name', 'transaction description', 'payee name',
  'auftraggeber/empfänger', 'beguenstigter/zahlungspflichtiger', 'zahlungsempfänger', 'empfänger',
  'details', 'narrative', 'original description', 'original statement', 'counterparty', 'beschreibung',
  'verwendungszweck', 'buchungstext', 'libellé', 'libelle', 'concepto', 'memo',
];
const AMOUNT = [
  'amount', 'transaction amount', 'amount usd', 'amount eur', 'amount gbp', 'amt', 'net amount', 'value',
  'betrag', 'betrag eur', 'umsatz', 'montant', 'importe',
];
const DEBIT = [
  'debit', 'debits', 'debit amount', 'withdrawal', 'withdrawals', 'withdrawal amount', 'money out', 'paid out',
  'outflow', 'charge', 'charges', 'soll',
];
const CREDIT = [
  'credit', 'credits', 'credit amount', 'deposit', 'deposits', 'deposit amount', 'money in', 'paid in', 'inflow',
  'haben',
];
const CATEGORY = ['category', 'transaction category', 'categories', 'kategorie', 'categoria', 'catégorie'];
const ID = [
  'transaction id', 'id', 'fitid', 'reference', 'reference number', 'reference no', 'ref', 'ref no',
  'transaction reference', 'unique id',
];
/** American Express's own columns: its exports show charges as positive amounts. */
const AMEX_SIGNATURE = ['extended details', 'appears on your statement as', 'card member'];

/**
 * Columns whose debit/credit (DR/CR, D/C) word gives the direction of an unsigned amount (Mint's
 * "Transaction Type"). CsvMapping has no field for it, so parseCsv finds it by name.
 */
export const DIRECTION_HEADERS = [
  'transaction type', 'type', 'debit/credit', 'credit/debit', 'dr/cr', 'cr/dr', 'debit credit',
  'credit debit indicator', 'direction', 'details',
];

function pick(normalised: string[], names: readonly string[], taken: Set<number>, fallback?: RegExp): number {
  for (const name of names) {
    const i = normalised.findIndex((h, k) => h === name && !taken.has(k));
    if (i >= 0) return i;
  }
  if (fallback) return normalised.findIndex((h, k) => fallback.test(h) && !taken.has(k));
  return -1;
}

export interface CsvColumnGuess {
  date: number;
  description: number;
  amount: number;
  debit: number;
  credit: number;
  category: number;
  id: number;
}

/** Column indexes by role (-1 when absent), each column used once. */
export function guessColumns(columns: readonly string[]): CsvColumnGuess {
  const normalised = columns.map(normaliseHeader);
  const taken = new Set<number>();
  const take = (i: number) => {
    if (i >= 0) taken.add(i);
    return i;
  };
  const date = take(pick(normalised, DATE, taken, /\bdate\b/));
  const amount = take(pick(normalised, AMOUNT, taken, /^amount\b/));
  const debit = amount >= 0 ? -1 : take(pick(normalised, DEBIT, taken));
  const credit = amount >= 0 ? -1 : take(pick(normalised, CREDIT, taken));
  const id = take(pick(normalised, ID, taken));
  const category = take(pick(normalised, CATEGORY, taken));
  const description = take(pick(normalised, DESCRIPTION, taken, /\b(?:description|payee|merchant)\b/));
  return { date, description, amount, debit, credit, category, id };
}

/**
 * The mapping for a recognised header: Chase, Bank of America, Capital One (Debit/Credit columns),
 * American Express (charges positive), Mint/Monarch and generic date/payee/amount layouts. Null
 * when there is no date, description, or amount/debit/credit column.
 */
export function detectCsvMapping(columns: readonly string[]): CsvMapping | null {
  const g = guessColumns(columns);
  if (g.date < 0 || g.description < 0) return null;
  if (g.amount < 0 && g.debit < 0 && g.credit < 0) return null;
  const name = (i: number) => columns[i] ?? '';
  const normalised = columns.map(normaliseHeader);
  const mapping: CsvMapping = {
    date: name(g.date),
    description: name(g.description),
    outflowIsNegative: !normalised.some((h) => AMEX_SIGNATURE.includes(h)),
  };
  if (g.amount >= 0) mapping.amount = name(g.amount);
  if (g.debit >= 0) mapping.debit = name(g.debit);
  if (g.credit >= 0) mapping.credit = name(g.credit);
  if (g.category >= 0) mapping.category = name(g.category);
  if (g.id >= 0) mapping.id = name(g.id);
  return mapping;
}

/** What detectCsvMapping could not find, for the error shown with the column picker. */
export function missingRoles(columns: readonly string[]): string[] {
  const g = guessColumns(columns);
  const missing: string[] = [];
  if (g.date < 0) missing.push('date');
  if (g.description < 0) missing.push('description');
  if (g.amount < 0 && g.debit < 0 && g.credit < 0) missing.push('amount (or debit/credit)');
  return missing;
}

/** Header cells as unique, non-empty column names: blanks become "Column N", repeats get " (2)". */
export function uniqueColumns(header: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return header.map((raw, i) => {
    const base = raw.replace(/^\uFEFF/, '').replace(/\s+/g, ' ').trim() || `Column ${i + 1}`;
    const key = base.toLowerCase();
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n === 1 ? base : `${base} (${n})`;
  });
}
