import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ImportFormatError } from './errors';
import { parseOfx, parseOfxAmount, parseOfxDate } from './ofx';

const sample = (name: string) => readFileSync(new URL(`../../../../../resources/sample-exports/${name}`, import.meta.url), 'utf8');
const tx = (date: string, description: string, amountCents: number, bankId: string) => ({ date, description, amountCents, category: null, bankId });

function formatError(fn: () => unknown): ImportFormatError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ImportFormatError) return e;
    throw e;
  }
  throw new Error('expected an ImportFormatError');
}

/** A minimal SGML statement around the given transactions. */
function sgml(transactions: string, opts: { close?: boolean } = {}): string {
  const body =
    'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD' +
    '<BANKACCTFROM><BANKID>1<ACCTID>12345678<ACCTTYPE>SAVINGS</BANKACCTFROM>' +
    `<BANKTRANLIST>${transactions}</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1>`;
  return opts.close === false ? body : `${body}</OFX>`;
}

describe('OFX samples (resources/sample-exports)', () => {
  it('checking.ofx (SGML v1): amounts flipped, FITIDs, entities, check numbers, transfer target ignored', () => {
    const r = parseOfx(sample('checking.ofx'));
    expect(r.format).toBe('ofx');
    expect(r.columns).toEqual([]);
    expect(r.mapping).toBeNull();
    expect(r.errors).toEqual([]);
    expect(r.account).toEqual({
      name: 'First Example Bank Checking',
      mask: '6789',
      accountNumber: '121000248 000123456789',
      type: 'checking',
      currency: 'USD',
      balanceCents: 380963,
      balanceAsOf: '2026-01-31',
    });
    expect(r.rows).toEqual([
      tx('2026-01-02', 'ACME CORP PAYROLL', -215000, '202601020001'),
      tx('2026-01-05', 'COMCAST CABLE', 8999, '202601050002'),
      tx('2026-01-09', 'Check 1042', 180000, '202601090003'),
      tx('2026-01-14', 'TRADER JOE&S #552', 6432, '202601140004'),
      tx('2026-01-20', 'AT&T WIRELESS', 4999, '202601200005'),
      tx('2026-01-25', 'TRANSFER TO SAVINGS', 50000, '202601250006'),
    ]);
  });

  it('credit-card.qfx (one line, Intuit headers): CCACCTFROM is a credit account, balance owed negative', () => {
    const r = parseOfx(sample('credit-card.qfx'), 'qfx');
    expect(r.format).toBe('qfx');
    expect(r.account).toEqual({
      name: 'Example Card Services Credit Card',
      mask: '4417',
      accountNumber: '4111111111114417',
      type: 'credit',
      currency: 'USD',
      balanceCents: -123456,
      balanceAsOf: '2026-01-31',
    });
    expect(r.rows).toEqual([
      tx('2026-01-03', 'NETFLIX.COM', 1549, '2026010324692163001234567'),
      tx('2026-01-11', 'BEST BUY 00001234', 102410, '2026011124692163001234568'),
      tx('2026-01-15', 'PAYMENT - THANK YOU', -75000, '2026011524692163001234569'),
      tx('2026-01-22', 'SPOTIFY USA', 1199, '2026012224692163001234570'),
    ]);
  });

  it('statement-v2.ofx (XML): closed leaves, empty NAME falls back to MEMO, PAYEE/NAME, dates as written', () => {
    const r = parseOfx(sample('statement-v2.ofx'));
    expect(r.errors).toEqual([]);
    expect(r.account).toEqual({
      name: 'Example Credit Union Savings',
      mask: '1098',
      accountNumber: '322078972 9876-5432-1098',
      type: 'savings',
      currency: 'USD',
      balanceCents: 1230417,
      balanceAsOf: '2026-01-31',
    });
    expect(r.rows).toEqual([
      tx('2026-01-01', 'TRANSFER FROM CHECKING', -50000, 'SAV-2026-0001'),
      tx('2026-01-31', 'Dividend & interest earned', -417, 'SAV-2026-0002'),
      tx('2026-01-15', 'Vacation Fund Withdrawal', 20000, 'SAV-2026-0003'),
    ]);
  });
});

describe('OFX details', () => {
  it('reads OFX dates and amounts', () => {
    expect(parseOfxDate('20260105120000[-5:EST]')).toBe('2026-01-05');
    expect(parseOfxDate('20260105')).toBe('2026-01-05');
    expect(parseOfxDate('20261305')).toBeNull();
    expect(parseOfxDate('2026')).toBeNull();
    expect(parseOfxAmount('-12.34')).toBe(-1234);
    expect(parseOfxAmount('+5')).toBe(500);
    expect(parseOfxAmount('-12,34')).toBe(-1234);
    expect(parseOfxAmount('x')).toBeNull();
  });

  it('a bad transaction is an error with its position; the others parse', () => {
    const r = parseOfx(
      sgml(
        '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260105<TRNAMT>-1.00<FITID>a<NAME>ok</STMTTRN>' +
          '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>2026XX05<TRNAMT>-2.00<FITID>b<NAME>bad date</STMTTRN>' +
          '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260106<TRNAMT>lots<FITID>c<NAME>bad amount</STMTTRN>' +
          '<STMTTRN><TRNTYPE>DEBIT<TRNAMT>-3.00<FITID>d<NAME>no date</STMTTRN>' +
          '<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20260107<TRNAMT>4.00<MEMO>memo only</STMTTRN>',
      ),
    );
    expect(r.rows).toEqual([tx('2026-01-05', 'ok', 100, 'a'), { date: '2026-01-07', description: 'memo only', amountCents: -400, category: null, bankId: null }]);
    expect(r.errors).toEqual([
      { row: 2, message: 'Unreadable DTPOSTED "2026XX05"' },
      { row: 3, message: 'Unreadable TRNAMT "lots"' },
      { row: 4, message: 'Missing DTPOSTED' },
    ]);
    expect(r.account).toEqual({ name: 'Savings ••5678', mask: '5678', accountNumber: '1 12345678', type: 'savings', currency: 'USD' });
  });

  it('an SGML element left empty does not hide its siblings', () => {
    const r = parseOfx(sgml('<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260105<MEMO>\n<TRNAMT>-1.00<FITID>a<NAME>Shop</STMTTRN>'));
    expect(r.rows).toEqual([tx('2026-01-05', 'Shop', 100, 'a')]);
  });

  it('a statement with no transactions gives no rows and still the account', () => {
    const r = parseOfx(sgml(''));
    expect(r.rows).toEqual([]);
    expect(r.errors).toEqual([]);
    expect(r.account).toEqual({ name: 'Savings ••5678', mask: '5678', accountNumber: '1 12345678', type: 'savings', currency: 'USD' });
  });

  it('reads the first of several statements and says so', () => {
    const text = sgml('<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260105<TRNAMT>-1.00<FITID>a<NAME>x</STMTTRN>').replace(
      '</BANKMSGSRSV1>',
      '<STMTTRNRS><STMTRS><BANKACCTFROM><ACCTID>999<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1>',
    );
    const r = parseOfx(text);
    expect(r.rows).toHaveLength(1);
    expect(r.account?.mask).toBe('5678');
    expect(r.errors).toEqual([{ row: 0, message: 'The file holds 2 account statements: only the first was read' }]);
  });

  it('a truncated file is an ImportFormatError', () => {
    const full = sample('checking.ofx');
    const e = formatError(() => parseOfx(full.slice(0, Math.floor(full.length * 0.6))));
    expect(e.code).toBe('malformed-ofx');
    expect(e.message).toBe('The OFX file is incomplete (it ends before </OFX>): download it again from your bank');
    expect(formatError(() => parseOfx(sgml('', { close: false }))).code).toBe('malformed-ofx');
    const xml = sample('statement-v2.ofx');
    expect(formatError(() => parseOfx(xml.slice(0, xml.indexOf('</BANKTRANLIST>')))).code).toBe('malformed-ofx');
  });

  it('a file that is not OFX, or has no statement, is an ImportFormatError', () => {
    expect(formatError(() => parseOfx('Date,Description,Amount\n')).message).toBe('This is not an OFX/QFX statement: there is no <OFX> element');
    expect(formatError(() => parseOfx('')).code).toBe('empty');
    const refused =
      'OFXHEADER:100\n\n<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>15500<SEVERITY>ERROR<MESSAGE>Invalid user ID or password</STATUS></SONRS></SIGNONMSGSRSV1></OFX>';
    const e = formatError(() => parseOfx(refused));
    expect(e.code).toBe('no-statement');
    expect(e.message).toBe('The OFX file has no bank or credit-card statement; the bank says: Invalid user ID or password');
    expect(formatError(() => parseOfx('<OFX><INVSTMTMSGSRSV1><INVSTMTTRNRS><INVSTMTRS></INVSTMTRS></INVSTMTTRNRS></INVSTMTMSGSRSV1></OFX>')).message).toBe(
      'The OFX file has no bank or credit-card statement (this investment statement holds no bank transactions, only trades and positions)',
    );
  });
});

describe('OFX dialects', () => {
  const trn = (name: string, extra = '') => `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260105<TRNAMT>-1.00<FITID>f<NAME>${name}${extra}</STMTTRN>`;
  const nameOf = (name: string) => parseOfx(sgml(trn(name))).rows[0]!.description;

  it('CDATA sections, with markup and ampersands inside', () => {
    expect(nameOf('<![CDATA[AT&T Wireless]]>')).toBe('AT&T Wireless');
    expect(nameOf('<![CDATA[<b>Shop</b> & co]]>')).toBe('<b>Shop</b> & co');
    const xml = parseOfx(sgml('<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260105<TRNAMT>-1.00<FITID>f<NAME><![CDATA[Café]]></NAME><MEMO>m</MEMO></STMTTRN>'));
    expect(xml.rows[0]!.description).toBe('Café');
  });

  it('XML and HTML entities, named Latin letters included; an unknown or bare & stays', () => {
    expect(nameOf('A &amp; B &lt;1&gt; &quot;q&quot; &apos;a&apos; &#39;b&#39; &#x27;c&#x27;')).toBe('A & B <1> "q" \'a\' \'b\' \'c\'');
    expect(nameOf('Caf&eacute; &Eacute;lise M&uuml;ller Gar&ccedil;on Se&ntilde;or &szlig; &AElig;')).toBe('Café Élise Müller Garçon Señor ß Æ');
    expect(nameOf('SAQ&nbsp;&nbsp;23051 &ndash; &euro;5 &rsquo;')).toBe('SAQ 23051 – €5 ’');
    expect(nameOf('AT&T &bogus; &#0;')).toBe('AT&T &bogus; &#0;');
  });

  it('account types: MONEYMRKT is savings, CREDITLINE credit, CCSTMTRS credit', () => {
    const typed = (t: string) => parseOfx(sgml('').replace('<ACCTTYPE>SAVINGS', `<ACCTTYPE>${t}`)).account?.type;
    expect(typed('MONEYMRKT')).toBe('savings');
    expect(typed('CREDITLINE')).toBe('credit');
    expect(typed('CHECKING')).toBe('checking');
    expect(typed('WEIRD')).toBeUndefined();
  });

  it('CURDEF is the account currency; a row in another <CURRENCY> says so, ORIGCURRENCY does not', () => {
    const r = parseOfx(
      sgml(
        trn('a', '<CURRENCY><CURRATE>1.1<CURSYM>EUR</CURRENCY>') +
          trn('b', '<ORIGCURRENCY><CURRATE>1.1<CURSYM>EUR</ORIGCURRENCY>') +
          trn('c', '<CURRENCY><CURRATE>1<CURSYM>USD</CURRENCY>'),
      ),
    );
    expect(r.account?.currency).toBe('USD');
    expect(r.rows.map((x) => x.currency)).toEqual(['EUR', undefined, undefined]);
  });

  it('LEDGERBAL: the balance and its date (DTASOF, else the list end), time zone ignored', () => {
    const withBalance = (ledger: string, end = '') =>
      parseOfx(sgml('').replace('<BANKTRANLIST>', `<BANKTRANLIST>${end}`).replace('</STMTRS>', `${ledger}</STMTRS>`)).account;
    expect(withBalance('<LEDGERBAL><BALAMT>-12.34<DTASOF>20260131235959.000[-5:EST]</LEDGERBAL>')).toMatchObject({ balanceCents: -1234, balanceAsOf: '2026-01-31' });
    expect(withBalance('<LEDGERBAL><BALAMT>5<DTASOF></LEDGERBAL>', '<DTSTART>20260101<DTEND>20260130')).toMatchObject({ balanceCents: 500, balanceAsOf: '2026-01-30' });
    expect(withBalance('')).not.toHaveProperty('balanceCents');
  });

  it('the account number: BANKID with ACCTID for banks, ACCTID for cards', () => {
    const card = parseOfx(
      'OFXHEADER:100\n<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS><CURDEF>cad<CCACCTFROM><ACCTID>4111 1111 1111 1234</CCACCTFROM><BANKTRANLIST></BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>',
    );
    expect(card.account).toEqual({ name: 'Credit Card ••1234', mask: '1234', accountNumber: '4111111111111234', type: 'credit', currency: 'CAD' });
  });
});

describe('hostile nesting', () => {
  it('an OFX nested 20,000 deep is a clear ImportFormatError, not a stack overflow', () => {
    const deep = `OFXHEADER:100\n<OFX>${'<A>'.repeat(20_000)}<B>x${'</A>'.repeat(20_000)}</OFX>`;
    const e = formatError(() => parseOfx(deep));
    expect(e.code).toBe('malformed-ofx');
    expect(e.message).toMatch(/nested too deeply/);
  });

  it('a real statement nests far less deep than the limit', () => {
    expect(parseOfx(sgml('<STMTTRN><DTPOSTED>20240105<TRNAMT>-1.00<FITID>1<NAME>a</STMTTRN>')).rows).toHaveLength(1);
  });
});
