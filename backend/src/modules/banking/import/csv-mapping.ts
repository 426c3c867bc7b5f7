import type { CsvMapping } from '../../../../../shared/contracts/banking';
import { CURRENCY_CODES } from './values';

const ACCENTS_RE = /[\u0300-\u036f]/g;

/**
 * Lower-case, accents dropped ("Libellé" = "libelle", "Währung" = "wahrung"), punctuation
 * (. _ # : * ( ) [ ] quotes) as spaces, whitespace collapsed.
 */
export function normaliseHeader(header: string): string {
  return header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .normalize('NFD')
    .replace(ACCENTS_RE, '')
    .replace(/[._#:*()[\]"']/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A normalised header's currency suffix: "betrag eur", "amount in chf", "valor r$", "debit euros". */
const HEADER_CURRENCY_RE = /^(.+?) (?:in )?([a-z]{3}|r\$|\$|€|£|euros?)$/;
const HEADER_SIGNS: Record<string, string> = { 'r$': 'BRL', '€': 'EUR', '£': 'GBP', euro: 'EUR', euros: 'EUR' };

/** The header without its currency suffix, and the currency it names (null for "$" or none). */
export function splitHeaderCurrency(normalised: string): { name: string; currency: string | null } {
  const m = HEADER_CURRENCY_RE.exec(normalised);
  if (!m) return { name: normalised, currency: null };
  const suffix = m[2] ?? '';
  if (suffix === '$') return { name: m[1] ?? normalised, currency: null };
  const sign = HEADER_SIGNS[suffix];
  if (sign) return { name: m[1] ?? normalised, currency: sign };
  const code = suffix.toUpperCase();
  return CURRENCY_CODES.has(code) ? { name: m[1] ?? normalised, currency: code } : { name: normalised, currency: null };
}

const names = (list: readonly string[]) => list.map(normaliseHeader);

// Header names by role, best first (normalised: no accents). Transaction date beats posted date: it
// is the day the money was spent, which is what a person and the cadence detection recognise.
const DATE = names([
  'transaction date', 'trans date', 'date de transaction', 'date', 'f operacion', 'f valor', 'posted date', 'post date', 'posting date', 'posted transactions date',
  'booking date', 'buchungstag', 'buchungsdatum', 'datum', 'date operation', 'date de l operation', 'fecha',
  'fecha operacion', 'fecha de operacion', 'data', 'data lancamento', 'data da transacao', 'data movimento',
  'transactiedatum', 'boekdatum', 'value date', 'valutadatum', 'valuta', 'date valeur', 'date de valeur', 'fecha valor',
  'effective date', 'settlement date', 'started date', 'completed date',
]);
const DESCRIPTION = names([
  'description', 'desc', 'transaction description', 'transaction details', 'payee', 'merchant', 'merchant name',
  'name', 'payee name', 'naam / omschrijving', 'naam omschrijving', 'auftraggeber/empfänger', 'beguenstigter/zahlungspflichtiger',
  'begünstigter/zahlungspflichtiger', 'zahlungsempfänger', 'empfänger', 'details', 'narrative', 'original description',
  'original statement', 'counterparty', 'beschreibung', 'verwendungszweck', 'buchungstext', 'avisierungstext', 'libellé',
  'libelle', 'libelle operation', 'libellé de l\'opération', 'concepto', 'descripción', 'descrição', 'descripcion',
  'descricao', 'historico', 'histórico', 'lançamento', 'omschrijving', 'mededelingen', 'memo', 'description1',
]);
const AMOUNT = names([
  'amount', 'transaction amount', 'amt', 'net amount', 'net', 'value', 'betrag', 'umsatz', 'montant',
  'montant operation', 'importe', 'valor', 'bedrag', 'gross', 'gross amount',
]);
const DEBIT = names([
  'debit', 'debits', 'debit amount', 'withdrawal', 'withdrawals', 'withdrawal amount', 'money out', 'paid out',
  'outflow', 'charge', 'charges', 'soll', 'lastschrift', 'ausgang', 'ausgabe', 'débit', 'debito', 'débito', 'cargo',
  'cargos', 'retrait', 'af', 'uitgaven', 'uitgave', 'saida', 'saída',
]);
const CREDIT = names([
  'credit', 'credits', 'credit amount', 'deposit', 'deposits', 'deposit amount', 'money in', 'paid in', 'inflow',
  'haben', 'gutschrift', 'eingang', 'einnahme', 'crédit', 'credito', 'crédito', 'abono', 'abonos', 'versement', 'bij',
  'inkomsten', 'inkomst', 'entrada',
]);
const BALANCE = names([
  'balance', 'running balance', 'running bal', 'runningbalance', 'ledger balance', 'account balance', 'solde', 'saldo',
  'saldos', 'kontostand', 'saldo nach buchung', 'balance after',
]);
const CURRENCY = names([
  'currency', 'currency code', 'iso currency code', 'posted currency', 'ccy', 'devise', 'währung', 'waehrung', 'moneda',
  'moeda', 'munt', 'divisa', 'monn', 'monnaie',
]);
const CATEGORY = names(['category', 'transaction category', 'categories', 'kategorie', 'categoria', 'catégorie', 'categorie']);
const ID = names([
  'transaction id', 'id', 'fitid', 'reference', 'reference number', 'reference no', 'ref', 'ref no',
  'transaction reference', 'unique id', 'identificador', 'referencia', 'référence', 'referenz', 'transaction no',
  'n° de transaction', 'no de transaction',
]);
/**
 * Columns naming the file's own account: their value identifies it (only when every row agrees).
 * Not "IBAN" or "Kontonummer": in German and Dutch exports those columns are the other party's.
 */
export const ACCOUNT_NUMBER_HEADERS = names([
  'account number', 'account no', 'account', 'acct', 'acct no', 'account #', 'posted account', 'auftragskonto',
  'rekening', 'numero de compte',
]);
/** Preamble labels above the header that name the statement's account ("Konto:;CH93…", "IBAN:;DE89…"). */
const PREAMBLE_ACCOUNT_LABELS = names([
  ...ACCOUNT_NUMBER_HEADERS, 'iban', 'konto', 'kontonummer', 'konto nr', 'compte', 'numero de cuenta', 'cuenta', 'conta',
  'conta corrente', 'rekeningnummer',
]);
/** Columns with a card number (Capital One's "Card No."): its last 4 digits, when every row agrees. */
export const CARD_NUMBER_HEADERS = names(['card no', 'card number', 'card', 'card last 4', 'card last four', 'card used for transaction', 'card used']);
/** A status column (PayPal, Schwab): rows in these states have not moved money (yet) and are skipped. */
export const STATUS_HEADERS = names(['status', 'transaction status', 'state']);
/** American Express's own columns: its exports show charges as positive amounts. */
const AMEX_SIGNATURE = ['extended details', 'appears on your statement as', 'card member'];

/**
 * Columns whose debit/credit (DR/CR, D/C, Af/Bij, S/H) word gives the direction of an unsigned
 * amount (Mint's "Transaction Type", ING's "Af Bij"). CsvMapping has no field for it, so parseCsv
 * finds it by name.
 */
export const DIRECTION_HEADERS = names([
  'transaction type', 'type', 'debit/credit', 'credit/debit', 'dr/cr', 'cr/dr', 'debit credit',
  'credit debit indicator', 'direction', 'details', 'af bij', 'af/bij', 'soll/haben', 's/h', 'balance impact',
]);

/** What a preamble line's label names ("Konto:;CH12 0900…", "Währung:;CHF"), if anything. */
export function preambleRole(label: string): 'account' | 'currency' | null {
  const n = normaliseHeader(label);
  if (PREAMBLE_ACCOUNT_LABELS.includes(n)) return 'account';
  if (CURRENCY.includes(n)) return 'currency';
  return null;
}

function pick(normalised: readonly string[], list: readonly string[], taken: Set<number>, fallback?: RegExp): number {
  for (const name of list) {
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
  balance: number;
  currency: number;
}

/** Column indexes by role (-1 when absent), each column used once. */
export function guessColumns(columns: readonly string[]): CsvColumnGuess {
  // "Betrag (EUR)", "Debit euros", "Saldo in CHF": the role is in the name, the currency aside.
  const normalised = columns.map((c) => splitHeaderCurrency(normaliseHeader(c)).name);
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
  const balance = take(pick(normalised, BALANCE, taken));
  const currency = take(pick(normalised, CURRENCY, taken));
  // UBS: "Description" names the product on every row; the text is in "Description 1/2/3".
  const firstPart = normalised.findIndex((h, k) => !taken.has(k) && descriptionPartBase(h) !== null && descriptionPartNumber(h) === 1);
  const description = take(firstPart >= 0 ? firstPart : pick(normalised, DESCRIPTION, taken, /\b(?:description|payee|merchant)\b/));
  return { date, description, amount, debit, credit, category, id, balance, currency };
}

const PART_RE = /^(description|desc|libelle|details|verwendungszweck|texte|text|beschreibung|concepto) ?([1-9])$/;

function descriptionPartBase(normalised: string): string | null {
  return PART_RE.exec(normalised)?.[1] ?? null;
}

function descriptionPartNumber(normalised: string): number {
  return Number(PART_RE.exec(normalised)?.[2] ?? 0);
}

/**
 * A description split over numbered columns ("Description 1", "Description 2", "Description 3"):
 * given the mapped column, it and its siblings in number order; just it when it has none.
 */
export function descriptionPartColumns(columns: readonly string[], description: number): number[] {
  const normalised = columns.map(normaliseHeader);
  const own = normalised[description] ?? '';
  const base = descriptionPartBase(own);
  if (base === null) return [description];
  const parts = normalised
    .map((h, k) => ({ k, base: descriptionPartBase(h), n: descriptionPartNumber(h) }))
    .filter((p) => p.base === base)
    .sort((a, b) => a.n - b.n)
    .map((p) => p.k);
  return parts.length > 0 ? parts : [description];
}

/** Unused columns that can stand in for an empty description (PayPal's Type when Name is blank). */
export function fallbackDescriptionColumns(columns: readonly string[], used: ReadonlySet<number>): number[] {
  const normalised = columns.map(normaliseHeader);
  const out: number[] = [];
  for (const name of [...DESCRIPTION, 'item title', 'subject', 'type', 'transaction type']) {
    const i = normalised.findIndex((h, k) => h === name && !used.has(k));
    if (i >= 0 && !out.includes(i)) out.push(i);
  }
  return out;
}

/** The currency the amount columns' names state ("Betrag (EUR)", "Gutschrift in CHF"), when they agree. */
export function headerCurrency(columns: readonly string[]): string | null {
  let found: string | null = null;
  for (const c of columns) {
    const { currency } = splitHeaderCurrency(normaliseHeader(c));
    if (currency === null) continue;
    if (found !== null && found !== currency) return null;
    found = currency;
  }
  return found;
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
  if (g.balance >= 0) mapping.balance = name(g.balance);
  if (g.currency >= 0) mapping.currency = name(g.currency);
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
