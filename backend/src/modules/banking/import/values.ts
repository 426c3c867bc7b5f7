/**
 * Dates and amounts as banks write them. Pure, allocation-light: these run once per cell of files
 * with 100,000 rows.
 */

export type DateOrder = 'mdy' | 'dmy';

const MONTHS = new Map<string, number>();
[
  ['jan', 'january'],
  ['feb', 'february'],
  ['mar', 'march'],
  ['apr', 'april'],
  ['may', 'may'],
  ['jun', 'june'],
  ['jul', 'july'],
  ['aug', 'august'],
  ['sep', 'september', 'sept'],
  ['oct', 'october'],
  ['nov', 'november'],
  ['dec', 'december'],
].forEach((names, i) => names.forEach((n) => MONTHS.set(n, i + 1)));
// Month abbreviations of the Spanish, Portuguese, French, German and Dutch exports that differ
// from the English ones ("05-ene-2024", "5 out 2024", "05 mrz 2024", "3 mei 2024"), accents dropped.
[
  ['ene', 'janv', 'jan'],
  ['fev', 'fevr'],
  ['mrz', 'mar', 'mars', 'maart'],
  ['abr', 'avr', 'avril'],
  ['mai', 'mei', 'mayo', 'maio'],
  ['juin', 'junio', 'junho', 'juni'],
  ['juil', 'julio', 'julho', 'juli'],
  ['ago', 'aout', 'agosto'],
  ['set', 'sept', 'septiembre', 'setembro'],
  ['out', 'okt', 'octubre', 'outubro'],
  ['nov', 'noviembre', 'novembro'],
  ['dic', 'dez', 'diciembre', 'dezembro'],
].forEach((names, i) => names.forEach((n) => MONTHS.has(n) || MONTHS.set(n, i + 1)));

/** A month name or abbreviation, accents ignored ("déc" = "dec", "févr" = "fevr"). */
function monthNumber(name: string): number | undefined {
  const lower = name.toLowerCase();
  return MONTHS.get(lower) ?? MONTHS.get(lower.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** 'YYYY-MM-DD' for a real calendar date between 1900 and 2199, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1900 || year > 2199) return null;
  if (!Number.isInteger(month) || month < 1 || month > 12) return null;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const max = month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  if (!Number.isInteger(day) || day < 1 || day > max) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** Two-digit years: 00-69 are 20xx, 70-99 are 19xx. */
function fullYear(y: string): number {
  const n = Number(y);
  if (y.length === 4) return n;
  return n < 70 ? 2000 + n : 1900 + n;
}

// Each form may be followed by a time ("2026-01-05T10:00:00Z", "01/05/2026 10:31 AM").
const ISO_RE = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?=$|[T\s])/;
const COMPACT_RE = /^(\d{4})(\d{2})(\d{2})(?=$|[T\s\d.[])/;
const NUMERIC_RE = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})(?=$|[T\s,])/;
const MONTH_FIRST_RE = /^([a-zäéûô]{3,10})\.?[\s-](\d{1,2})(?:st|nd|rd|th)?,?[\s-](\d{4}|\d{2})(?=$|[\s,T])/i;
const DAY_FIRST_RE = /^(\d{1,2})(?:st|nd|rd|th)?\.?[\s./-]([a-zäéûô]{3,10})\.?,?[\s./-](\d{4}|\d{2})(?=$|[\s,T])/i;
const WEEKDAY_RE = /^(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?,?\s+/i;

/**
 * A bank's date as 'YYYY-MM-DD', or null. Accepts YYYY-MM-DD (also / or . separated), YYYYMMDD,
 * M/D/YY(YY) and D.M.YYYY style numeric dates in the given order, and month names
 * ("Jan 5, 2026", "January 05 2026", "5 Jan 2026", "05-Jan-26"); a trailing time is ignored.
 */
export function parseDate(raw: string, order: DateOrder = 'mdy'): string | null {
  let s = raw.trim();
  if (s.charCodeAt(0) === 39) s = s.slice(1); // Excel's leading apostrophe
  if (s === '') return null;
  let m = ISO_RE.exec(s);
  if (m) return isoDate(Number(m[1]), Number(m[3]), Number(m[4]));
  m = NUMERIC_RE.exec(s);
  if (m) {
    const a = Number(m[1]);
    const b = Number(m[3]);
    const year = fullYear(m[4] ?? '');
    return order === 'dmy' ? isoDate(year, b, a) : isoDate(year, a, b);
  }
  m = COMPACT_RE.exec(s);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  s = s.replace(WEEKDAY_RE, '');
  m = MONTH_FIRST_RE.exec(s);
  if (m) {
    const month = monthNumber(m[1] ?? '');
    return month ? isoDate(fullYear(m[3] ?? ''), month, Number(m[2])) : null;
  }
  m = DAY_FIRST_RE.exec(s);
  if (m) {
    const month = monthNumber(m[2] ?? '');
    return month ? isoDate(fullYear(m[3] ?? ''), month, Number(m[1])) : null;
  }
  return null;
}

/**
 * What one numeric date says about the column's day/month order: 'dmy' when its first part cannot
 * be a month, 'mdy' when its second part cannot be, 'dotted' for an ambiguous D.M.Y (a European
 * convention), null when it says nothing.
 */
export function dateOrderEvidence(raw: string): DateOrder | 'dotted' | null {
  const m = NUMERIC_RE.exec(raw.trim());
  if (!m) return null;
  const a = Number(m[1]);
  const b = Number(m[3]);
  if (a > 12 && b <= 12) return 'dmy';
  if (b > 12 && a <= 12) return 'mdy';
  return m[2] === '.' ? 'dotted' : null;
}

/**
 * Day/month order of a date column: the data decide when they can (a day above 12 on one side
 * only, or dotted dates), else a European file (';'-delimited or with decimal commas) is day first
 * and the rest month first.
 */
export function detectDateOrder(values: Iterable<string>, delimiter: string, decimalComma = false): DateOrder {
  let dmy = 0;
  let mdy = 0;
  let dotted = 0;
  for (const v of values) {
    const e = dateOrderEvidence(v);
    if (e === 'dmy') dmy++;
    else if (e === 'mdy') mdy++;
    else if (e === 'dotted') dotted++;
  }
  return dateOrderFrom(dmy, mdy, dotted, delimiter, decimalComma);
}

/** detectDateOrder's decision from its evidence counts. */
export function dateOrderFrom(dmy: number, mdy: number, dotted: number, delimiter: string, decimalComma: boolean): DateOrder {
  if (dmy > 0 && mdy === 0) return 'dmy';
  if (mdy > 0 && dmy === 0) return 'mdy';
  if (dmy === 0 && mdy === 0 && dotted > 0) return 'dmy';
  return delimiter === ';' || decimalComma ? 'dmy' : 'mdy';
}

/** ISO 4217 codes a bank export may write next to an amount or in a column name. */
export const CURRENCY_CODES: ReadonlySet<string> = new Set(
  (
    'USD EUR GBP CAD AUD NZD CHF JPY CNY HKD SGD SEK NOK DKK ISK PLN CZK HUF RON BGN HRK RSD TRY ILS AED SAR QAR ' +
    'INR PKR LKR BDT IDR MYR THB PHP VND KRW TWD ZAR NGN KES EGP MAD BRL MXN ARS CLP COP PEN UYU BOB PYG CRC DOP GTQ ' +
    'RUB UAH KZT GEL'
  ).split(' '),
);
/** Currency signs that name one currency ("$" and "¥" do not). */
const SIGN_CURRENCY: Record<string, string> = {
  '€': 'EUR', '£': 'GBP', '₹': 'INR', '₩': 'KRW', '₪': 'ILS', '₺': 'TRY', '₽': 'RUB', '₴': 'UAH', 'zł': 'PLN', 'kč': 'CZK',
  'r$': 'BRL', 'us$': 'USD', 'c$': 'CAD', 'ca$': 'CAD', 'a$': 'AUD', 'au$': 'AUD', 'nz$': 'NZD', 'hk$': 'HKD', 's$': 'SGD',
  'mx$': 'MXN', 'fr.': 'CHF', 'sfr.': 'CHF',
};
const CODES = [...CURRENCY_CODES].join('|');
// Currency signs and ISO codes that may surround an amount.
const CURRENCY_RE = new RegExp(`(?:R|US|CA?|AU?|NZ|HK|S|MX)\\$|[$€£¥₹₩₪₺₽₴]|zł|Kč|\\bS?Fr\\.|(?<![a-z])(?:${CODES})(?![a-z])`, 'gi');
/** A trailing or leading "CR" / "DR" (Australian and British statements): credit is money in, debit money out. */
const CR_DR_RE = /^(?:(CR|DR)\.?\s*)?(.*?)(?:\s*\b(CR|DR)\.?)?$/i;

/**
 * The currency an amount's own sign or code names ("€ 12,50" EUR, "12.50 CHF", "R$ 5,00" BRL), or
 * null when it names none or an ambiguous one ("$", "¥").
 */
export function currencyOfAmount(raw: string): string | null {
  const matches = raw.match(CURRENCY_RE);
  if (!matches) return null;
  let found: string | null = null;
  for (const m of matches) {
    const key = m.toLowerCase();
    const code = SIGN_CURRENCY[key] ?? (CURRENCY_CODES.has(m.toUpperCase()) ? m.toUpperCase() : null);
    if (code === null) continue;
    if (found !== null && found !== code) return null;
    found = code;
  }
  return found;
}
/** Spaces inside a number group thousands ("1 234,56", NBSP and the narrow NBSP of French exports). */
const INNER_SPACE_RE = /[\s\u00a0\u202f]+/g;
const SIMPLE_RE = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/;
const DOT_DECIMAL_RE = /^(\d{1,3}(?:[,']\d{3})+|\d*)(?:\.(\d+))?$/;
const COMMA_DECIMAL_RE = /^(\d{1,3}(?:[.']\d{3})+|\d*)(?:,(\d+))?$/;

function centsOf(intPart: string, frac: string, negative: boolean): number | null {
  const digits = intPart.replace(/[^\d]/g, '');
  if (digits === '' && frac === '') return null;
  if (digits.length > 13) return null;
  let cents = Number(digits || '0') * 100;
  if (frac.length === 1) cents += Number(frac) * 10;
  else if (frac.length >= 2) {
    cents += Number(frac.slice(0, 2));
    if (frac.length > 2 && frac.charCodeAt(2) >= 53 /* '5' */) cents += 1;
  }
  if (cents === 0) return 0;
  return negative ? -cents : cents;
}

/**
 * An amount as integer cents, keeping the sign as written (null when unreadable or empty).
 * "$1,234.56", "-12.34", "12.34-", "(12.34)" (negative), "+5", "USD 3.00", and with decimalComma
 * "1.234,56" / "-12,34". Thousands groups must be 3 digits, so "12,34" is unreadable in a
 * dot-decimal file rather than read as 1234.
 */
export function parseAmountCents(raw: string, decimalComma = false): number | null {
  let s = raw.trim();
  if (s === '') return null;
  if (!decimalComma) {
    const simple = SIMPLE_RE.exec(s);
    if (simple) return centsOf(simple[2] ?? '', simple[3] ?? '', simple[1] === '-');
  }
  s = s.replace(CURRENCY_RE, '').trim();
  let negative = false;
  if (s.length > 2 && /[cd]r\.?$|^[cd]r/i.test(s)) {
    const cr = CR_DR_RE.exec(s);
    const word = (cr?.[1] ?? cr?.[3] ?? '').toUpperCase();
    if (cr && word !== '') {
      negative = word === 'DR';
      s = (cr[2] ?? '').trim();
    }
  }
  if (s.startsWith('(') && s.endsWith(')')) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  const first = s.charAt(0);
  if (first === '-' || first === '\u2212' || first === '+') {
    negative = negative || first !== '+';
    s = s.slice(1);
  } else {
    const last = s.charAt(s.length - 1);
    if (last === '-' || last === '\u2212' || last === '+') {
      negative = negative || last !== '+';
      s = s.slice(0, -1);
    }
  }
  // A currency symbol may sit inside the sign or the parentheses: "(-$5)", "-(5)".
  s = s.trim();
  if (s.startsWith('(') && s.endsWith(')')) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  s = s.replace(INNER_SPACE_RE, "'");
  const m = (decimalComma ? COMMA_DECIMAL_RE : DOT_DECIMAL_RE).exec(s);
  if (!m) return null;
  return centsOf(m[1] ?? '', m[2] ?? '', negative);
}

/** Which decimal separator one amount shows: the last '.' or ',' followed by 1-2 digits. */
export function decimalEvidence(raw: string): 'dot' | 'comma' | null {
  const m = /([.,])(\d+)\)?\s*[-+\u2212]?\s*$/.exec(/[a-z€£$¥₹]/i.test(raw) ? raw.replace(CURRENCY_RE, '').replace(/\b[CD]R\.?/gi, '').trim() : raw.trim());
  if (!m || (m[2] ?? '').length > 2) return null;
  return m[1] === ',' ? 'comma' : 'dot';
}

/** Decimal comma for amount columns: the data decide, else ';'-delimited files use one. */
export function detectDecimalComma(values: Iterable<string>, delimiter: string): boolean {
  let comma = 0;
  let dot = 0;
  for (const v of values) {
    const e = decimalEvidence(v);
    if (e === 'comma') comma++;
    else if (e === 'dot') dot++;
  }
  return decimalCommaFrom(comma, dot, delimiter);
}

/** detectDecimalComma's decision from its evidence counts (a parser that counts in slices decides with it). */
export function decimalCommaFrom(comma: number, dot: number, delimiter: string): boolean {
  if (comma > 0 && dot === 0) return true;
  if (dot > 0 && comma === 0) return false;
  return delimiter === ';';
}
