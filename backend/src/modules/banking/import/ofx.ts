import type { BankAccountType } from '../../../../../shared/contracts/banking';
import { assertReadableText, ImportFormatError, stripBom } from './errors';
import type { ImportFormat, ImportRowError, ParsedAccount, ParsedTransaction, ParseResult } from './types';
import { isoDate, parseAmountCents } from './values';

/** An OFX element: an aggregate (children) or a leaf (value). */
interface OfxNode {
  name: string;
  value: string | null;
  children: OfxNode[];
}

const ENTITY_RE = /&(?:([a-z][a-z0-9]{1,7})|#(\d{1,7})|#x([0-9a-f]{1,6}));/gi;
/** The XML entities, and the HTML ones banks leave in names (accented Latin letters, quotes, dashes). */
const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ',
  ndash: '–', mdash: '—', lsquo: '‘', rsquo: '’', ldquo: '“', rdquo: '”', hellip: '…', euro: '€', pound: '£', cent: '¢',
  yen: '¥', copy: '©', reg: '®', trade: '™', deg: '°', middot: '·', times: '×', sect: '§', ordm: 'º', ordf: 'ª',
  iexcl: '¡', iquest: '¿', laquo: '«', raquo: '»', szlig: 'ß',
};
// &Eacute; &eacute; ... &Yuml;: the letter with its accent, composed.
const ACCENTS: Record<string, string> = { acute: '\u0301', grave: '\u0300', circ: '\u0302', uml: '\u0308', tilde: '\u0303', ring: '\u030a', cedil: '\u0327' };
const LETTER_ENTITY_RE = /^([a-zA-Z])(acute|grave|circ|uml|tilde|ring|cedil)$/;
const LIGATURES: Record<string, string> = { aelig: 'æ', AElig: 'Æ', oslash: 'ø', Oslash: 'Ø', oelig: 'œ', OElig: 'Œ', eth: 'ð', ETH: 'Ð', thorn: 'þ', THORN: 'Þ' };

function namedEntity(name: string): string | undefined {
  const lower = NAMED[name] ?? NAMED[name.toLowerCase()];
  if (lower !== undefined) return lower;
  const ligature = LIGATURES[name];
  if (ligature !== undefined) return ligature;
  const m = LETTER_ENTITY_RE.exec(name);
  return m ? `${m[1]}${ACCENTS[m[2] ?? ''] ?? ''}`.normalize('NFC') : undefined;
}

/** XML/HTML entities as characters; an unknown or bare "&" (SGML files write "AT&T") stays as written. */
export function decodeEntities(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(ENTITY_RE, (whole, name?: string, dec?: string, hex?: string) => {
    if (name) return namedEntity(name) ?? whole;
    const code = dec ? Number(dec) : Number.parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const CDATA_RE = /<!\[CDATA\[([\s\S]*?)\]\]>/g;

/** CDATA sections (<NAME><![CDATA[AT&T Wireless]]>) as escaped text, so the tag reader sees a plain value. */
function inlineCdata(body: string): string {
  if (!body.includes('<![CDATA[')) return body;
  return body.replace(CDATA_RE, (_, text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
}

/**
 * How deep aggregates may nest. A real statement nests about 8 deep (OFX > BANKMSGSRSV1 >
 * STMTTRNRS > STMTRS > BANKTRANLIST > STMTTRN > PAYEE); a file nested far deeper is not a statement.
 */
export const MAX_OFX_DEPTH = 64;

function malformed(message: string): ImportFormatError {
  return new ImportFormatError('malformed-ofx', message);
}

/**
 * Builds the element tree of an OFX body. SGML (v1) leaves have no end tag, XML (v2) leaves do;
 * both close aggregates. A tag followed by text is a leaf, a tag followed by another tag opens an
 * aggregate; an end tag closes the nearest open element of that name (and anything left open in
 * it), and an end tag with nothing open of that name (an XML leaf's) is ignored.
 */
function parseTree(raw: string): OfxNode {
  const body = inlineCdata(raw);
  const start = body.search(/<OFX>/i);
  if (start < 0) throw malformed('This is not an OFX/QFX statement: there is no <OFX> element');
  const root: OfxNode = { name: '#root', value: null, children: [] };
  const stack: OfxNode[] = [root];
  let closedOfx = false;
  const n = body.length;
  let i = start;
  while (i < n) {
    const lt = body.indexOf('<', i);
    if (lt < 0) break;
    const gt = body.indexOf('>', lt + 1);
    if (gt < 0) break; // cut off inside a tag
    let next = body.indexOf('<', gt + 1);
    if (next < 0) next = n;
    i = next;
    const tag = body.slice(lt + 1, gt).trim();
    const c0 = tag.charCodeAt(0);
    if (tag === '' || c0 === 63 /* ? */ || c0 === 33 /* ! */) continue;
    if (c0 === 47 /* / */) {
      const name = tag.slice(1).trim().toUpperCase();
      for (let k = stack.length - 1; k > 0; k--) {
        if (stack[k]!.name === name) {
          stack.length = k;
          if (name === 'OFX') closedOfx = true;
          break;
        }
      }
      if (closedOfx) break;
      continue;
    }
    const selfClosing = tag.charCodeAt(tag.length - 1) === 47;
    const space = tag.search(/[\s/]/);
    const name = (space < 0 ? tag : tag.slice(0, space)).toUpperCase();
    const text = body.slice(gt + 1, next).trim();
    const top = stack[stack.length - 1]!;
    if (text !== '' || selfClosing) {
      top.children.push({ name, value: decodeEntities(text), children: [] });
    } else {
      if (stack.length > MAX_OFX_DEPTH) {
        throw malformed(`The OFX file is nested too deeply (more than ${MAX_OFX_DEPTH} levels): it is not a bank statement`);
      }
      const node: OfxNode = { name, value: null, children: [] };
      top.children.push(node);
      stack.push(node);
    }
  }
  if (!closedOfx) throw malformed('The OFX file is incomplete (it ends before </OFX>): download it again from your bank');
  const ofx = root.children.find((c) => c.name === 'OFX');
  if (!ofx) throw malformed('This is not an OFX/QFX statement: there is no <OFX> element');
  return ofx;
}

function child(node: OfxNode | undefined, name: string): OfxNode | undefined {
  return node?.children.find((c) => c.name === name);
}

function childValue(node: OfxNode | undefined, name: string): string | undefined {
  const v = child(node, name)?.value;
  return v === null || v === undefined || v === '' ? undefined : v;
}

/** Depth-first, document order; does not descend into `skip` aggregates. Iterative: no recursion on the file's nesting. */
function findAll(node: OfxNode, name: string, skip: ReadonlySet<string> = new Set()): OfxNode[] {
  const out: OfxNode[] = [];
  const pending: OfxNode[] = [...node.children].reverse();
  while (pending.length > 0) {
    const c = pending.pop()!;
    if (c.name === name) out.push(c);
    else if (c.value === null && !skip.has(c.name)) for (let k = c.children.length - 1; k >= 0; k--) pending.push(c.children[k]!);
  }
  return out;
}

/** A transfer's other account, nested in STMTTRN, must not lend its fields to the transaction. */
const TRANSFER_TARGETS = new Set(['BANKACCTTO', 'CCACCTTO']);

/** The field as a direct child, else nested (an SGML element left unclosed moves its siblings). */
function field(node: OfxNode, name: string): string | undefined {
  const direct = childValue(node, name);
  if (direct !== undefined) return direct;
  for (const found of findAll(node, name, TRANSFER_TARGETS)) if (found.value) return found.value;
  return undefined;
}

/** "20260105120000.000[-5:EST]" -> "2026-01-05": the bank's calendar day, time and zone ignored. */
export function parseOfxDate(raw: string): string | null {
  const m = /^\s*(\d{4})(\d{2})(\d{2})/.exec(raw);
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** OFX amounts: signed, '.' or (some European banks) ',' as the decimal separator, no grouping. */
export function parseOfxAmount(raw: string): number | null {
  const t = raw.trim();
  return parseAmountCents(t, t.includes(',') && !t.includes('.'));
}

function currencyCode(raw: string | undefined): string | undefined {
  const t = raw?.trim().toUpperCase();
  return t && /^[A-Z]{3}$/.test(t) ? t : undefined;
}

const ACCOUNT_TYPES: Record<string, BankAccountType> = {
  CHECKING: 'checking',
  SAVINGS: 'savings',
  MONEYMRKT: 'savings',
  CD: 'savings',
  CREDITLINE: 'credit',
};
/** The account's label as the file's ACCTTYPE says it (a money-market account is not called "Savings"). */
const ACCTTYPE_LABELS: Record<string, string> = {
  CHECKING: 'Checking',
  SAVINGS: 'Savings',
  MONEYMRKT: 'Money Market',
  CD: 'CD',
  CREDITLINE: 'Credit Line',
};
const TYPE_LABELS: Record<BankAccountType, string> = {
  checking: 'Checking',
  savings: 'Savings',
  credit: 'Credit Card',
  loan: 'Loan',
  investment: 'Investment',
};

/** A NAME a bank fills with zeros ("000000000") says nothing: the memo describes the row instead. */
const EMPTY_NAME_RE = /^[0\s]*$/;

function describe(trn: OfxNode): string {
  const ownName = field(trn, 'NAME');
  const name = (ownName !== undefined && !EMPTY_NAME_RE.test(ownName) ? ownName : undefined) ?? field(trn, 'MEMO') ?? ownName;
  if (name) return name.replace(/\s+/g, ' ').trim();
  const check = field(trn, 'CHECKNUM');
  if (check) return `Check ${check}`;
  return field(trn, 'TRNTYPE') ?? '';
}

/**
 * Parses an OFX (SGML v1 or XML v2) or QFX bank / credit-card statement. TRNAMT is negative for
 * money out in OFX, so it is negated into amountCents (positive = money out). Throws
 * ImportFormatError for a file that is not OFX, is cut short, or holds no statement; a statement
 * with no transactions gives no rows.
 */
export function parseOfx(text: string, format: Exclude<ImportFormat, 'csv'> = 'ofx'): ParseResult {
  assertReadableText(text);
  const ofx = parseTree(stripBom(text));
  // An investment statement is read for its bank rows (INVBANKTRAN: a brokerage's cash account, Fidelity's
  // savings); its trades and positions are not transactions of a bank account.
  const investments = findAll(ofx, 'INVSTMTRS').filter((s) => findAll(s, 'INVBANKTRAN').length > 0);
  const statements = findAll(ofx, 'STMTRS').concat(findAll(ofx, 'CCSTMTRS'), investments);
  if (statements.length === 0) {
    const status = findAll(ofx, 'STATUS').find((s) => (childValue(s, 'CODE') ?? '0') !== '0');
    const bankSays = status ? `; the bank says: ${childValue(status, 'MESSAGE') ?? `error ${childValue(status, 'CODE')}`}` : '';
    const investment = findAll(ofx, 'INVSTMTRS').length > 0 ? ' (this investment statement holds no bank transactions, only trades and positions)' : '';
    throw new ImportFormatError('no-statement', `The OFX file has no bank or credit-card statement${investment}${bankSays}`);
  }
  const statement = statements[0]!;
  const errors: ImportRowError[] = [];
  if (statements.length > 1) {
    errors.push({ row: 0, message: `The file holds ${statements.length} account statements: only the first was read` });
  }

  const account: ParsedAccount = {};
  const kind = statement.name === 'CCSTMTRS' ? 'credit' : statement.name === 'INVSTMTRS' ? 'investment' : 'bank';
  const fromName = kind === 'credit' ? 'CCACCTFROM' : kind === 'investment' ? 'INVACCTFROM' : 'BANKACCTFROM';
  const from = child(statement, fromName) ?? findAll(statement, fromName)[0];
  const acctId = childValue(from, 'ACCTID')?.replace(/\s+/g, '');
  if (acctId) {
    account.mask = acctId.slice(-4);
    // The bank's routing number (a broker's id) with the account number: the same ACCTID at two banks is two accounts.
    const bankId = kind === 'credit' ? undefined : childValue(from, kind === 'investment' ? 'BROKERID' : 'BANKID')?.replace(/\s+/g, '');
    account.accountNumber = bankId ? `${bankId} ${acctId}` : acctId;
  }
  const acctType = (childValue(from, 'ACCTTYPE') ?? '').toUpperCase();
  const type = kind === 'credit' ? 'credit' : kind === 'investment' ? 'investment' : ACCOUNT_TYPES[acctType];
  if (type) account.type = type;
  // The label the file gives: its institution (ORG) and account type; without an ORG, the type and the
  // account number's last 4, so that two accounts of one file name are told apart.
  const label = kind === 'bank' ? ACCTTYPE_LABELS[acctType] : type ? TYPE_LABELS[type] : undefined;
  const org = childValue(findAll(ofx, 'FI')[0], 'ORG');
  if (org) account.name = label ? `${org} ${label}` : org;
  else if (label && account.mask) account.name = `${label} ••${account.mask}`;
  const currency = currencyCode(childValue(statement, 'CURDEF'));
  if (currency) account.currency = currency;
  const ledger = child(statement, 'LEDGERBAL');
  const balance = childValue(ledger, 'BALAMT');
  const balanceCents = balance === undefined ? null : parseOfxAmount(balance);
  if (balanceCents !== null) {
    account.balanceCents = balanceCents;
    const asOf = childValue(ledger, 'DTASOF') ?? childValue(child(statement, 'BANKTRANLIST'), 'DTEND');
    const asOfDate = asOf === undefined ? null : parseOfxDate(asOf);
    if (asOfDate) account.balanceAsOf = asOfDate;
  }

  const rows: ParsedTransaction[] = [];
  let transactions: OfxNode[];
  if (kind === 'investment') {
    const list = child(statement, 'INVTRANLIST');
    transactions = [];
    let others = 0;
    for (const entry of list?.children ?? []) {
      if (entry.name === 'INVBANKTRAN') transactions.push(...findAll(entry, 'STMTTRN'));
      else if (entry.value === null) others++;
    }
    if (others > 0) errors.push({ row: 0, message: `${others} investment ${others === 1 ? 'entry' : 'entries'} (trades, income, reinvestments) not read: only the bank rows are imported` });
  } else {
    const list = child(statement, 'BANKTRANLIST');
    transactions = list ? findAll(list, 'STMTTRN') : [];
  }
  transactions.forEach((trn, i) => {
    const row = i + 1;
    const rawDate = field(trn, 'DTPOSTED') ?? field(trn, 'DTUSER');
    const date = rawDate === undefined ? null : parseOfxDate(rawDate);
    if (date === null) {
      errors.push({ row, message: rawDate === undefined ? 'Missing DTPOSTED' : `Unreadable DTPOSTED ${JSON.stringify(rawDate)}` });
      return;
    }
    const rawAmount = field(trn, 'TRNAMT');
    const amount = rawAmount === undefined ? null : parseOfxAmount(rawAmount);
    if (amount === null) {
      errors.push({ row, message: rawAmount === undefined ? 'Missing TRNAMT' : `Unreadable TRNAMT ${JSON.stringify(rawAmount)}` });
      return;
    }
    const parsed: ParsedTransaction = {
      date,
      description: describe(trn),
      amountCents: amount === 0 ? 0 : -amount,
      category: null,
      bankId: field(trn, 'FITID')?.trim() || null,
    };
    // <CURRENCY> means this row's amounts are in another currency; <ORIGCURRENCY> only tells what
    // the purchase was in, its amounts are already converted to CURDEF, so it changes nothing.
    const own = currencyCode(childValue(child(trn, 'CURRENCY'), 'CURSYM'));
    if (own && own !== currency) parsed.currency = own;
    rows.push(parsed);
  });

  return { format, rows, errors, columns: [], mapping: null, account };
}
