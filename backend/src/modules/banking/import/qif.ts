import type { BankAccountType } from '../../../../../shared/contracts/banking';
import { assertReadableText, ImportFormatError, stripBom } from './errors';
import type { ImportRowError, ParsedAccount, ParsedTransaction, ParseResult } from './types';
import { detectDecimalComma, isoDate, parseAmountCents, type DateOrder } from './values';

/** Quicken's account types ("!Type:Bank", an !Account block's "TCCard"): what they hold here. */
const QIF_TYPES: Record<string, BankAccountType | null> = {
  bank: 'checking',
  ccard: 'credit',
  'oth l': 'loan',
  cash: null,
  'oth a': null,
};
/** Sections that hold lists (categories, classes, memorised payees, securities, prices), not transactions. */
const LIST_SECTIONS = new Set(['cat', 'class', 'memorized', 'security', 'prices', 'bud', 'invitem', 'template']);

/** One record (the lines up to "^") of a transaction section. */
interface QifRecord {
  /** 1-based position among the file's transactions. */
  row: number;
  fields: Map<string, string>;
}

interface QifAccount {
  name?: string;
  type?: string;
}

/** "1/ 5'24", "01/05/2024", "5.1.24", "2024-01-05" as [first, second, year] numbers, or null. */
function dateParts(raw: string): { a: number; b: number; year: number; iso: boolean } | null {
  const s = raw.replace(/\s+/g, '');
  const iso = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(s);
  if (iso) return { a: Number(iso[2]), b: Number(iso[3]), year: Number(iso[1]), iso: true };
  // Quicken writes years from 2000 after an apostrophe ("1/ 5'24", "12/31' 9"), earlier ones after a slash.
  const m = /^(\d{1,2})[-/.](\d{1,2})(?:(')|[-/.])(\d{1,4})$/.exec(s);
  if (!m) return null;
  const y = m[4] ?? '';
  let year = Number(y);
  if (y.length <= 2) year = m[3] ? 2000 + year : year < 70 ? 2000 + year : 1900 + year;
  else if (y.length === 3) return null;
  return { a: Number(m[1]), b: Number(m[2]), year, iso: false };
}

function qifDate(raw: string, order: DateOrder): string | null {
  const p = dateParts(raw);
  if (!p) return null;
  if (p.iso) return isoDate(p.year, p.a, p.b);
  return order === 'dmy' ? isoDate(p.year, p.b, p.a) : isoDate(p.year, p.a, p.b);
}

/** Day/month order over the whole file: a part above 12 decides; else dotted dates or decimal commas say European; else Quicken's M/D. */
function qifDateOrder(values: readonly string[], decimalComma: boolean): DateOrder {
  let dmy = 0;
  let mdy = 0;
  let dotted = 0;
  for (const v of values) {
    const p = dateParts(v);
    if (!p || p.iso) continue;
    if (p.a > 12 && p.b <= 12) dmy++;
    else if (p.b > 12 && p.a <= 12) mdy++;
    if (v.includes('.')) dotted++;
  }
  if (dmy > 0 && mdy === 0) return 'dmy';
  if (mdy > 0 && dmy === 0) return 'mdy';
  return dotted > 0 || decimalComma ? 'dmy' : 'mdy';
}

/** "[Savings]" (a transfer to another Quicken account) is a transfer; "Food:Groceries/Business" drops the class. */
function qifCategory(raw: string | undefined): string | null {
  const t = raw?.trim() ?? '';
  if (t === '') return null;
  if (t.startsWith('[')) return 'Transfer';
  const category = t.split('/')[0]!.trim();
  return category === '' ? null : category;
}

/** N is a check number ("1042"), a word ("ATM", "EFT", "DEP") or a bank's reference; only a reference identifies the row. */
function qifReference(raw: string | undefined): string | null {
  const t = raw?.trim() ?? '';
  if (t.length < 8 || !/^[A-Za-z0-9._/-]+$/.test(t) || !/\d/.test(t)) return null;
  return t;
}

/** Quicken's opening-balance record states a balance, it is not a transaction. */
const OPENING_BALANCE_RE = /^opening balance$/i;

/**
 * Parses a QIF (Quicken Interchange Format) export: "!Type:Bank" / "CCard" / "Cash" / "Oth A" /
 * "Oth L" sections of records ending in "^", with D date, T (or U) amount, P payee, M memo,
 * L category, N number. Unknown fields, split lines and list sections are ignored. A file with
 * several accounts ("!Account" blocks) is read for its first account only, like OFX, and says so.
 * QIF amounts are negative for money out, so they are negated into amountCents.
 */
export function parseQif(text: string): ParseResult {
  assertReadableText(text);
  const lines = stripBom(text).split(/\r\n|\n|\r/);
  const errors: ImportRowError[] = [];
  const records: QifRecord[] = [];

  let section: string | null = null;
  let inAccountHeader = false;
  /** The last !Account record: the account of the sections that follow it. */
  let lastAccount: QifAccount | null = null;
  let current: QifAccount | null = null;
  const owners: (QifAccount | null)[] = [];
  /** Sections with no !Account before them: one account per type. */
  const implicit = new Map<string, QifAccount>();
  let fields = new Map<string, string>();
  let skippedInvestments = 0;
  let sawHeader = false;

  const endRecord = () => {
    if (fields.size === 0) return;
    if (inAccountHeader) {
      lastAccount = { name: fields.get('N'), type: fields.get('T') };
    } else if (section === 'invst') {
      skippedInvestments++;
    } else if (section !== null && !LIST_SECTIONS.has(section)) {
      if (!owners.includes(current)) owners.push(current);
      if (current === owners[0]) records.push({ row: records.length + 1, fields });
    }
    fields = new Map();
  };

  for (const rawLine of lines) {
    const trimmed = rawLine.trim();
    if (trimmed === '') continue;
    if (trimmed.startsWith('!')) {
      endRecord();
      sawHeader = true;
      const header = trimmed.slice(1).trim().toLowerCase();
      if (header.startsWith('type:')) {
        section = header.slice(5).trim();
        inAccountHeader = false;
        if (!LIST_SECTIONS.has(section)) {
          let unnamed = implicit.get(section);
          if (!unnamed) implicit.set(section, (unnamed = { type: section }));
          current = lastAccount ?? unnamed;
        }
      } else if (header === 'account') {
        inAccountHeader = true;
      }
      // !Option:AutoSwitch / !Clear:AutoSwitch only bracket the account list.
      continue;
    }
    const code = trimmed.charAt(0);
    if (code === '^') {
      endRecord();
      continue;
    }
    const value = trimmed.slice(1).trim();
    // Split lines (S category, E memo, $ amount, % percent): the record's own fields win.
    if (code === 'S' || code === 'E' || code === '$' || code === '%') continue;
    if (!fields.has(code)) fields.set(code, value);
  }
  endRecord();

  if (!sawHeader) throw new ImportFormatError('unsupported', 'This is not a QIF file: it has no "!Type:" line');
  if (records.length === 0 && skippedInvestments > 0) {
    throw new ImportFormatError('no-statement', 'The QIF file holds investment transactions only, which are not supported');
  }
  if (owners.length > 1) {
    errors.push({ row: 0, message: `The file holds ${owners.length} accounts: only the first was read` });
  }

  const amounts = records.map((r) => r.fields.get('T') ?? r.fields.get('U') ?? '');
  const decimalComma = detectDecimalComma(amounts, '');
  const order = qifDateOrder(
    records.map((r) => r.fields.get('D') ?? ''),
    decimalComma,
  );

  const rows: ParsedTransaction[] = [];
  records.forEach((record, i) => {
    const f = record.fields;
    const payee = (f.get('P') ?? '').replace(/\s+/g, ' ').trim();
    if (OPENING_BALANCE_RE.test(payee)) return;
    const rawDate = f.get('D');
    const date = rawDate === undefined ? null : qifDate(rawDate, order);
    if (date === null) {
      errors.push({ row: record.row, message: rawDate === undefined ? 'Missing date (D)' : `Unreadable date ${JSON.stringify(rawDate)}` });
      return;
    }
    const rawAmount = amounts[i] ?? '';
    const amount = parseAmountCents(rawAmount, decimalComma);
    if (amount === null) {
      errors.push({ row: record.row, message: rawAmount === '' ? 'Missing amount (T)' : `Unreadable amount ${JSON.stringify(rawAmount)}` });
      return;
    }
    const memo = (f.get('M') ?? '').replace(/\s+/g, ' ').trim();
    const number = f.get('N')?.trim() ?? '';
    const description = payee || memo || (/^\d+$/.test(number) ? `Check ${number}` : number);
    rows.push({
      date,
      description,
      amountCents: amount === 0 ? 0 : -amount,
      category: qifCategory(f.get('L')),
      bankId: qifReference(number),
    });
  });

  const account: ParsedAccount = {};
  const owner = owners[0] ?? lastAccount;
  const type = QIF_TYPES[(owner?.type ?? '').trim().toLowerCase()];
  if (type) account.type = type;
  if (owner?.name?.trim()) account.name = owner.name.trim();
  return { format: 'qif', rows, errors, columns: [], mapping: null, account };
}
