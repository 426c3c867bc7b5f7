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
    expect(r.account).toEqual({ name: 'First Example Bank Checking', mask: '6789', type: 'checking', balanceCents: 380963 });
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
    expect(r.account).toEqual({ name: 'Example Card Services Credit Card', mask: '4417', type: 'credit', balanceCents: -123456 });
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
    expect(r.account).toEqual({ name: 'Example Credit Union Savings', mask: '1098', type: 'savings', balanceCents: 1230417 });
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
    expect(r.account).toEqual({ mask: '5678', type: 'savings' });
  });

  it('an SGML element left empty does not hide its siblings', () => {
    const r = parseOfx(sgml('<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260105<MEMO>\n<TRNAMT>-1.00<FITID>a<NAME>Shop</STMTTRN>'));
    expect(r.rows).toEqual([tx('2026-01-05', 'Shop', 100, 'a')]);
  });

  it('a statement with no transactions gives no rows and still the account', () => {
    const r = parseOfx(sgml(''));
    expect(r.rows).toEqual([]);
    expect(r.errors).toEqual([]);
    expect(r.account).toEqual({ mask: '5678', type: 'savings' });
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
      'The OFX file has no bank or credit-card statement (investment statements are not supported)',
    );
  });
});
