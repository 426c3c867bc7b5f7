import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { ImportFormatError } from './errors';

const sample = (name: string) => readFileSync(new URL(`../../../../../resources/sample-exports/${name}`, import.meta.url), 'utf8');
const tx = (date: string, description: string, amountCents: number, category: string | null = null, bankId: string | null = null) => ({
  date,
  description,
  amountCents,
  category,
  bankId,
});

function formatError(fn: () => unknown): ImportFormatError {
  try {
    fn();
  } catch (e) {
    if (e instanceof ImportFormatError) return e;
    throw e;
  }
  throw new Error('expected an ImportFormatError');
}

describe('bank layouts (resources/sample-exports)', () => {
  it('Chase credit card: purchases negative in the file, positive (money out) here', () => {
    const r = parseCsv(sample('chase.csv'));
    expect(r.format).toBe('csv');
    expect(r.columns).toEqual(['Transaction Date', 'Post Date', 'Description', 'Category', 'Type', 'Amount', 'Memo']);
    expect(r.mapping).toEqual({ date: 'Transaction Date', description: 'Description', amount: 'Amount', category: 'Category', outflowIsNegative: true });
    expect(r.errors).toEqual([]);
    expect(r.rows).toEqual([
      tx('2026-01-28', 'NETFLIX.COM', 1549, 'Entertainment'),
      tx('2026-01-27', 'AMAZON MKTP US*ZT4RF8KQ3', 4217, 'Shopping'),
      tx('2026-01-25', 'Payment Thank You-Mobile', -50000),
      tx('2026-01-22', 'SPOTIFY USA', 1199, 'Entertainment'),
      tx('2026-01-20', 'STARBUCKS STORE 08512', 645, 'Food & Drink'),
      tx('2026-01-18', 'AMAZON MKTP US RETURN', -2499, 'Shopping'),
      tx('2026-01-15', 'SHELL OIL 57444, HOUSTON TX', 4820, 'Gas'),
    ]);
  });

  it('Bank of America: skips the summary block and the beginning-balance row, quoted thousands', () => {
    const r = parseCsv(sample('bofa.csv'));
    expect(r.columns).toEqual(['Date', 'Description', 'Amount', 'Running Bal.']);
    expect(r.mapping).toEqual({ date: 'Date', description: 'Description', amount: 'Amount', balance: 'Running Bal.', outflowIsNegative: true });
    expect(r.errors).toEqual([]);
    // The running balance after the newest row is the account's balance.
    expect(r.account).toEqual({ balanceCents: 380963, balanceAsOf: '2026-01-30' });
    expect(r.headerKey).toBe('date|description|amount|running bal');
    expect(r.rows.map((x) => [x.date, x.amountCents])).toEqual([
      ['2026-01-02', -325000],
      ['2026-01-05', 8999],
      ['2026-01-09', 15000],
      ['2026-01-14', 157500],
      ['2026-01-21', 4000],
      ['2026-01-30', 1646],
    ]);
    expect(r.rows[0]!.description).toBe('PAYROLL ACME CORP DES:PAYROLL ID:XXXXX12345 INDN:DOE,JANE CO ID:XXXXX00001 PPD');
  });

  it('Wells Fargo: no header, columns recognised from the data', () => {
    const r = parseCsv(sample('wells-fargo.csv'));
    expect(r.columns).toEqual(['Column 1', 'Column 2', 'Column 3', 'Column 4', 'Column 5']);
    expect(r.mapping).toEqual({ date: 'Column 1', description: 'Column 5', amount: 'Column 2', outflowIsNegative: true });
    expect(r.errors).toEqual([]);
    expect(r.rows).toEqual([
      tx('2026-01-30', 'PURCHASE AUTHORIZED ON 01/29 SAFEWAY #1234 SAN JOSE CA S386029634522581 CARD 4417', 5421),
      tx('2026-01-29', 'ACME CORP PAYROLL 260129 XXXXX6789 DOE JANE', -215000),
      tx('2026-01-27', 'CHECK # 1042', 180000),
      tx('2026-01-20', 'RECURRING PAYMENT AUTHORIZED ON 01/19 NETFLIX.COM NETFLIX.COM CA S466019348862010 CARD 4417', 1549),
      tx('2026-01-12', 'PG&E WEB ONLINE JAN 26 00001234567890 JANE DOE', 12035),
    ]);
  });

  it('Capital One: Debit and Credit columns, ISO dates, whitespace collapsed', () => {
    const r = parseCsv(sample('capital-one.csv'));
    expect(r.mapping).toEqual({
      date: 'Transaction Date',
      description: 'Description',
      debit: 'Debit',
      credit: 'Credit',
      category: 'Category',
      outflowIsNegative: true,
    });
    expect(r.errors).toEqual([]);
    expect(r.rows).toEqual([
      tx('2026-01-28', 'UBER *EATS', 2356, 'Dining'),
      tx('2026-01-26', 'CAPITAL ONE MOBILE PYMT', -30000, 'Payment/Credit'),
      tx('2026-01-24', 'TARGET 00012345', 102410, 'Merchandise'),
      tx('2026-01-19', 'HULU 877-8244858', 1799, 'Entertainment'),
      tx('2026-01-11', 'TARGET 00012345', -3500, 'Merchandise'),
    ]);
  });

  it('American Express: charges positive, multi-line quoted fields, reference as bank id', () => {
    const r = parseCsv(sample('amex.csv'));
    expect(r.mapping).toEqual({ date: 'Date', description: 'Description', amount: 'Amount', id: 'Reference', category: 'Category', outflowIsNegative: false });
    expect(r.errors).toEqual([]);
    expect(r.rows).toEqual([
      tx('2026-01-28', 'DELTA AIR LINES ATLANTA', 41260, 'Travel-Airline', '320260280123456789'),
      tx('2026-01-24', 'WHOLEFDS MKT 10230', 8614, 'Merchandise & Supplies-Groceries', '320260240987654321'),
      tx('2026-01-20', 'AUTOPAY PAYMENT - THANK YOU', -125000, null, '320260200000011111'),
      tx('2026-01-17', 'APPLE.COM/BILL', 299, 'Merchandise & Supplies-Internet Purchase', '320260170555555555'),
      tx('2026-01-12', 'AMAZON MARKETPLACE REFUND', -1999, 'Merchandise & Supplies-Internet Purchase', '320260120444444444'),
    ]);
  });

  it('Mint: unsigned amounts take their direction from Transaction Type', () => {
    const r = parseCsv(sample('mint.csv'));
    expect(r.mapping).toEqual({ date: 'Date', description: 'Description', amount: 'Amount', category: 'Category', outflowIsNegative: true });
    expect(r.rows).toEqual([
      tx('2026-01-28', 'Spotify', 1199, 'Music'),
      tx('2026-01-27', 'Acme Corp', -215000, 'Paycheck'),
      tx('2026-01-22', "Trader Joe's", 6432, 'Groceries'),
      tx('2026-01-15', 'Comcast', 8999, 'Internet'),
      tx('2026-01-03', 'Amazon', -2499, 'Shopping'),
    ]);
  });

  it('generic: id column, month-name dates, parenthesised negatives', () => {
    const r = parseCsv(sample('generic.csv'));
    expect(r.mapping).toEqual({ date: 'Date', description: 'Merchant', amount: 'Amount', category: 'Category', id: 'Transaction ID', outflowIsNegative: true });
    expect(r.rows).toEqual([
      tx('2026-01-05', 'Netflix', 1549, 'Subscriptions', 'txn_8f2a91c0'),
      tx('2026-01-07', 'Blue Bottle Coffee', 575, 'Coffee', 'txn_8f2a91c1'),
      tx('2026-01-15', 'Employer Inc', -250000, 'Income', 'txn_8f2a91c2'),
      tx('2026-02-05', 'Netflix', 1549, 'Subscriptions', 'txn_8f2a91c3'),
      tx('2026-02-11', 'City Parking', 1200, 'Transport', 'txn_8f2a91c4'),
    ]);
  });

  it('European: BOM, semicolons, DD.MM.YYYY, 1.234,56', () => {
    const text = sample('european.csv');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const r = parseCsv(text);
    expect(r.columns[0]).toBe('Buchungstag');
    expect(r.mapping).toEqual({ date: 'Buchungstag', description: 'Auftraggeber/Empfänger', amount: 'Betrag (EUR)', category: 'Kategorie', outflowIsNegative: true });
    expect(r.errors).toEqual([]);
    expect(r.rows).toEqual([
      tx('2026-01-02', 'REWE Markt GmbH', 5437, 'Lebensmittel'),
      tx('2026-01-05', 'Netflix International B.V.', 1399, 'Abonnements'),
      tx('2026-01-15', 'ACME GmbH', -324510, 'Einkommen'),
      tx('2026-01-20', 'Stadtwerke München', 102000, 'Wohnen'),
      tx('2026-01-28', 'Spotify AB', 1099, 'Abonnements'),
    ]);
  });
});

describe('CSV details', () => {
  it('quoted commas and line breaks become one clean description', () => {
    const r = parseCsv('Date,Description,Amount\r\n01/05/2026,"AMAZON, INC\r\n  SEATTLE ""WA""",-5.00\r\n');
    expect(r.rows).toEqual([tx('2026-01-05', 'AMAZON, INC SEATTLE "WA"', 500)]);
  });

  it('a BOM does not stick to the first column name', () => {
    const r = parseCsv('\uFEFFDate,Description,Amount\n2026-01-05,Coffee,-3.50\n');
    expect(r.columns).toEqual(['Date', 'Description', 'Amount']);
    expect(r.rows).toEqual([tx('2026-01-05', 'Coffee', 350)]);
  });

  it("honours Excel's sep= line", () => {
    const r = parseCsv('sep=;\r\nDate;Description;Amount\r\n2026-01-05;Coffee, large;-3,50\r\n');
    expect(r.columns).toEqual(['Date', 'Description', 'Amount']);
    expect(r.rows).toEqual([tx('2026-01-05', 'Coffee, large', 350)]);
  });

  it('tab-delimited', () => {
    const r = parseCsv('Date\tPayee\tAmount\n01/05/2026\tCoffee, large\t-3.50\n');
    expect(r.rows).toEqual([tx('2026-01-05', 'Coffee, large', 350)]);
  });

  it('every amount format in one file', () => {
    const text = [
      'Date,Description,Amount',
      '01/05/2026,a,"$1,234.56"',
      '01/05/2026,b,(12.34)',
      '01/05/2026,c,-12.34',
      '01/05/2026,d,12.34-',
      '01/05/2026,e,+7',
      '01/05/2026,f,"-$1,000"',
    ].join('\n');
    expect(parseCsv(text).rows.map((r) => r.amountCents)).toEqual([-123456, 1234, 1234, 1234, -700, 100000]);
  });

  it('every date format', () => {
    const text = [
      'Date,Description,Amount',
      '2026-01-05,a,-1',
      '01/06/2026,b,-1',
      '1/7/26,c,-1',
      '"Jan 8, 2026",d,-1',
      '9 Jan 2026,e,-1',
      '10-Jan-2026,f,-1',
      '20260111,g,-1',
    ].join('\n');
    expect(parseCsv(text).rows.map((r) => r.date)).toEqual([
      '2026-01-05',
      '2026-01-06',
      '2026-01-07',
      '2026-01-08',
      '2026-01-09',
      '2026-01-10',
      '2026-01-11',
    ]);
  });

  it('day-first dates when the data say so, even comma-delimited', () => {
    const r = parseCsv('Date,Description,Amount\n01/02/2026,a,-1.00\n25/02/2026,b,-2.00\n');
    expect(r.rows.map((x) => x.date)).toEqual(['2026-02-01', '2026-02-25']);
  });

  it('ambiguous numeric dates: month first with commas, day first with semicolons', () => {
    expect(parseCsv('Date,Description,Amount\n01/02/2026,a,-1.00\n').rows[0]!.date).toBe('2026-01-02');
    expect(parseCsv('Date;Description;Amount\n01/02/2026;a;-1,00\n').rows[0]).toEqual(tx('2026-02-01', 'a', 100));
  });

  it('a comma file with dot-decimal amounts and a semicolon file with them too', () => {
    expect(parseCsv('Date;Description;Amount\n2026-01-02;a;-1234.50\n').rows[0]!.amountCents).toBe(123450);
  });

  it('bad rows become errors with their data row number while the good rows parse', () => {
    const text = [
      'Date,Description,Amount',
      '01/05/2026,good one,-1.00',
      '13/45/2026,bad date,-2.00',
      '01/06/2026,bad amount,abc',
      '',
      '01/07/2026,no amount,',
      ',no date,-3.00',
      '01/08/2026,good two,-4.00',
      '01/09/2026',
    ].join('\r\n');
    const r = parseCsv(text);
    expect(r.rows).toEqual([tx('2026-01-05', 'good one', 100), tx('2026-01-08', 'good two', 400)]);
    expect(r.errors).toEqual([
      { row: 2, message: 'Unreadable date "13/45/2026"' },
      { row: 3, message: 'Unreadable amount "abc"' },
      { row: 5, message: 'Missing amount' },
      { row: 6, message: 'Missing date' },
      { row: 8, message: 'Missing amount' },
    ]);
  });

  it('row numbers count from the line after the header, after a preamble too', () => {
    const r = parseCsv('Account,Checking\n\nDate,Description,Amount\n01/05/2026,ok,-1\nnope,bad,-1\n');
    expect(r.errors).toEqual([{ row: 2, message: 'Unreadable date "nope"' }]);
  });

  it('bad debit / credit cells are errors', () => {
    const r = parseCsv('Date,Description,Debit,Credit\n01/05/2026,a,x1,\n01/05/2026,b,,\n01/05/2026,c,,2.00\n01/05/2026,d,-3.00,\n');
    expect(r.errors).toEqual([
      { row: 1, message: 'Unreadable Debit amount "x1"' },
      { row: 2, message: 'Missing amount' },
    ]);
    expect(r.rows).toEqual([tx('2026-01-05', 'c', -200), tx('2026-01-05', 'd', 300)]);
  });

  it('skips a header repeated by concatenated exports', () => {
    const r = parseCsv('Date,Description,Amount\n01/05/2026,a,-1\nDate,Description,Amount\n01/06/2026,b,-2\n');
    expect(r.errors).toEqual([]);
    expect(r.rows.map((x) => x.description)).toEqual(['a', 'b']);
  });

  it('a bare Date/Description/Amount card export with charges positive is recognised by its "thank you" payment', () => {
    const r = parseCsv('Date,Description,Amount\n01/05/2026,UBER TRIP,23.10\n01/06/2026,NETFLIX,15.49\n01/07/2026,ONLINE PAYMENT - THANK YOU,-400.00\n');
    expect(r.mapping).toEqual({ date: 'Date', description: 'Description', amount: 'Amount', outflowIsNegative: false });
    expect(r.rows.map((x) => x.amountCents)).toEqual([2310, 1549, -40000]);
  });

  it('a checking account with mostly outflows is left as written', () => {
    const r = parseCsv('Date,Description,Amount\n01/05/2026,UBER TRIP,-23.10\n01/06/2026,NETFLIX,-15.49\n01/07/2026,PAYCHECK,2000.00\n');
    expect(r.mapping?.outflowIsNegative).toBe(true);
    expect(r.rows.map((x) => x.amountCents)).toEqual([2310, 1549, -200000]);
  });

  it('applies a given mapping, including outflowIsNegative false', () => {
    const text = 'When,What,Value,Kind\n2026-01-05,Coffee,3.50,x\n2026-01-06,Refund,-1.25,y\n';
    expect(parseCsv(text).mapping).toBeNull();
    const r = parseCsv(text, { date: 'When', description: 'What', amount: 'Value', category: 'Kind', outflowIsNegative: false });
    expect(r.errors).toEqual([]);
    expect(r.rows).toEqual([tx('2026-01-05', 'Coffee', 350, 'x'), tx('2026-01-06', 'Refund', -125, 'y')]);
  });

  it('a given mapping with "Column N" names reads a file without a header', () => {
    const r = parseCsv('2026-01-05,3.50,Coffee\n', { date: 'Column 1', description: 'Column 3', amount: 'Column 2', outflowIsNegative: false });
    expect(r.columns).toEqual(['Column 1', 'Column 2', 'Column 3']);
    expect(r.rows).toEqual([tx('2026-01-05', 'Coffee', 350)]);
  });

  it('a given mapping naming a column the file lacks is a file-level error', () => {
    const r = parseCsv('Date,Description,Amount\n01/05/2026,a,-1\n', { date: 'Date', description: 'Payee', amount: 'Amount', outflowIsNegative: true });
    expect(r.rows).toEqual([]);
    expect(r.errors).toEqual([{ row: 0, message: 'Column "Payee" is not in this file' }]);
  });

  it('a CSV with no amount column returns its columns for mapping by hand', () => {
    const r = parseCsv('Date,Description,Running Bal.\n01/05/2026,Coffee,100.00\n');
    expect(r.mapping).toBeNull();
    expect(r.rows).toEqual([]);
    expect(r.columns).toEqual(['Date', 'Description', 'Running Bal.']);
    expect(r.errors).toEqual([{ row: 0, message: 'No amount (or debit/credit) column found in "Date, Description, Running Bal.": choose the columns by hand' }]);
  });

  it('a header with no data rows gives no rows and no errors', () => {
    const r = parseCsv('Date,Description,Amount\n');
    expect(r.rows).toEqual([]);
    expect(r.errors).toEqual([]);
    expect(r.mapping).not.toBeNull();
  });

  it('strips Excel apostrophes from ids', () => {
    expect(parseCsv("id,date,payee,amount\n'00123',2026-01-05,x,-1\n").rows[0]!.bankId).toBe('00123');
  });

  it('throws ImportFormatError for empty and binary input only', () => {
    expect(formatError(() => parseCsv('')).code).toBe('empty');
    expect(formatError(() => parseCsv('\uFEFF \r\n\r\n ')).code).toBe('empty');
    expect(formatError(() => parseCsv(',,,\n,,\n')).code).toBe('empty');
    const garbage = String.fromCharCode(...Array.from({ length: 600 }, (_, i) => (i * 7919) % 256));
    const e = formatError(() => parseCsv(garbage));
    expect(e.code).toBe('binary');
    expect(e.message).toBe('This is not a text file (it contains NUL bytes): export CSV, OFX or QFX from your bank');
    expect(formatError(() => parseCsv('\u0001\u0002\u0003\u0004\ufffd\ufffd abc')).code).toBe('binary');
    expect(formatError(() => parseCsv('PK\u0003\u0004\u0014\u0000')).message).toMatch(/Excel \(\.xlsx\)/);
    expect(formatError(() => parseCsv('%PDF-1.7\n%âãÏÓ')).message).toMatch(/PDF statement/);
    expect(formatError(() => parseCsv('x'.repeat(20 * 1024 * 1024 + 1))).code).toBe('too-large');
    expect(formatError(() => parseCsv('<html><body><table><tr><td>Date</td></tr></table></body></html>')).code).toBe('unsupported');
  });

  it('never throws on odd but textual input', () => {
    expect(parseCsv('hello world').rows).toEqual([]);
    expect(parseCsv('"unterminated\n1,2,3').errors[0]!.row).toBe(0);
  });
});

describe('dialects: synonyms, balances, currencies, accounts, statuses', () => {
  it('recognises headers in other languages, accents and case ignored', () => {
    const cases: [string, string][] = [
      ['fecha;concepto;importe', 'es'],
      ['Data;Descrição;Valor', 'pt'],
      ['DATUM;OMSCHRIJVING;BEDRAG', 'nl'],
      ['Date opération;LIBELLE;Montant', 'fr'],
      ['Buchungstag;Beschreibung;Betrag (EUR)', 'de'],
      ['Booking Date;Narrative;Amt', 'en'],
      ['Posted Date;Desc;Amount', 'en'],
    ];
    for (const [header] of cases) {
      const r = parseCsv(`${header}\n05/01/2024;Coffee;-3,50\n`);
      expect(r.rows, header).toEqual([tx('2024-01-05', 'Coffee', 350)]);
    }
  });

  it('debit and credit columns in several languages', () => {
    for (const [out, inn] of [
      ['Débit', 'Crédit'],
      ['Soll', 'Haben'],
      ['Cargo', 'Abono'],
      ['Débito', 'Crédito'],
      ['Af', 'Bij'],
      ['Money out', 'Money in'],
      ['Paid out', 'Paid in'],
      ['Withdrawal', 'Deposit'],
      ['Uitgaven', 'Inkomsten'],
    ]) {
      const r = parseCsv(`Date;Description;${out};${inn}\n05.01.2024;A;12,50;\n06.01.2024;B;;1.000,00\n`);
      expect(r.rows, out).toEqual([tx('2024-01-05', 'A', 1250), tx('2024-01-06', 'B', -100000)]);
    }
  });

  it('direction words in other languages: ING "Af Bij", S/H', () => {
    const r = parseCsv('Datum;Naam / Omschrijving;Af Bij;Bedrag (EUR)\n20240105;Albert Heijn;Af;12,50\n20240106;Salaris;Bij;2.000,00\n');
    expect(r.rows).toEqual([tx('2024-01-05', 'Albert Heijn', 1250), tx('2024-01-06', 'Salaris', -200000)]);
    expect(r.account).toEqual({ currency: 'EUR' });
  });

  it('PayPal: Net rather than Gross', () => {
    const r = parseCsv('Date,Name,Gross,Fee,Net\n01/05/2024,Jane,100.00,-3.20,96.80\n');
    expect(r.mapping?.amount).toBe('Net');
    expect(r.rows).toEqual([tx('2024-01-05', 'Jane', -9680)]);
    expect(parseCsv('Date,Name,Gross\n01/05/2024,Jane,100.00\n').rows[0]!.amountCents).toBe(-10000);
  });

  it('rows whose status says no money moved are skipped and listed', () => {
    const r = parseCsv('Date,Description,Amount,Status\n01/05/2024,a,-1,Completed\n01/06/2024,b,-2,pending\n01/07/2024,c,-3,Posted\n01/08/2024,d,-4,Declined\n');
    expect(r.rows.map((x) => x.description)).toEqual(['a', 'c']);
    expect(r.errors).toEqual([
      { row: 2, message: 'Skipped: status "pending"' },
      { row: 4, message: 'Skipped: status "Declined"' },
    ]);
  });

  it('a currency column sets each row and, when all agree, the account', () => {
    const r = parseCsv('Date,Description,Amount,Currency\n01/05/2024,a,-1,eur\n01/06/2024,b,-2,EUR\n');
    expect(r.rows.map((x) => x.currency)).toEqual(['EUR', 'EUR']);
    expect(r.account).toEqual({ currency: 'EUR' });
    const mixed = parseCsv('Date,Description,Amount,Currency\n01/05/2024,a,-1,EUR\n01/06/2024,b,-2,USD\n01/07/2024,c,-3,\n');
    expect(mixed.rows.map((x) => x.currency)).toEqual(['EUR', 'USD', undefined]);
    expect(mixed.account).toBeUndefined();
  });

  it('the currency from the amount column name or the amounts themselves', () => {
    expect(parseCsv('Date;Description;Betrag (EUR)\n05.01.2024;a;-1,00\n').account).toEqual({ currency: 'EUR' });
    expect(parseCsv('Date;Description;Amount in CHF\n05.01.2024;a;-1.00\n').account).toEqual({ currency: 'CHF' });
    expect(parseCsv('Date;Description;Amount\n05.01.2024;a;€ -12,50\n06.01.2024;b;3,00\n').account).toEqual({ currency: 'EUR' });
    expect(parseCsv('Date,Description,Amount\n01/05/2024,a,12.50 USD\n').account).toEqual({ currency: 'USD' });
    expect(parseCsv('Date;Description;Valor\n05/01/2024;a;R$ -1.234,56\n').rows[0]!.amountCents).toBe(123456);
    expect(parseCsv('Date;Description;Valor\n05/01/2024;a;R$ -1.234,56\n').account).toEqual({ currency: 'BRL' });
    // "$" names no one currency.
    expect(parseCsv('Date,Description,Amount\n01/05/2024,a,$12.50\n').account).toBeUndefined();
  });

  it('an account column gives the account number (hashed later) and mask; a card column only the mask', () => {
    const r = parseCsv('Account Number,Date,Description,Amount\n12-3456-7890123,01/05/2024,a,-1\n12-3456-7890123,01/06/2024,b,-2\n');
    expect(r.account).toEqual({ accountNumber: '12-3456-7890123', mask: '0123' });
    expect(parseCsv('Account,Date,Description,Amount\nChecking,01/05/2024,a,-1\n').account).toBeUndefined();
    expect(parseCsv('Account,Date,Description,Amount\n1111222233,01/05/2024,a,-1\n4444555566,01/06/2024,b,-1\n').account).toBeUndefined();
    expect(parseCsv('Transaction Date,Posted Date,Card No.,Description,Category,Debit,Credit\n2024-01-05,2024-01-06,5555,a,x,1.00,\n').account).toEqual({ mask: '5555', type: 'credit' });
  });

  it('running balance, newest first: the first row of the newest day that no other row follows', () => {
    // Newest first, the newest day's rows in the bank's order: 100 -> (-10) 90 -> (+5) 95.
    const r = parseCsv('Date,Description,Amount,Balance\n01/07/2024,c,5.00,95.00\n01/07/2024,b,-10.00,90.00\n01/06/2024,a,-1.00,100.00\n');
    expect(r.account).toEqual({ balanceCents: 9500, balanceAsOf: '2024-01-07' });
    // The same day listed the other way round: the balances still say which came last.
    const swapped = parseCsv('Date,Description,Amount,Balance\n01/07/2024,b,-10.00,90.00\n01/07/2024,c,5.00,95.00\n01/06/2024,a,-1.00,100.00\n');
    expect(swapped.account).toEqual({ balanceCents: 9500, balanceAsOf: '2024-01-07' });
  });

  it('running balance, oldest first, and with no chain to follow', () => {
    const r = parseCsv('Date,Description,Amount,Balance\n01/05/2024,a,-1.00,99.00\n01/06/2024,b,-2.00,97.00\n');
    expect(r.account).toEqual({ balanceCents: 9700, balanceAsOf: '2024-01-06' });
    expect(parseCsv('Date,Description,Amount,Balance\n01/05/2024,a,-1.00,10.00\n').account).toEqual({ balanceCents: 1000, balanceAsOf: '2024-01-05' });
    // Unrelated balances, one day: the file order decides (last row).
    expect(parseCsv('Date,Description,Amount,Balance\n01/05/2024,a,-1.00,10.00\n01/05/2024,b,-1.00,50.00\n').account).toEqual({ balanceCents: 5000, balanceAsOf: '2024-01-05' });
    // A card whose balance grows with spending.
    const card = parseCsv('Date,Description,Amount,Balance\n01/06/2024,b,-20.00,70.00\n01/05/2024,a,-50.00,50.00\n01/06/2024,c,-5.00,75.00\n');
    expect(card.account).toEqual({ balanceCents: 7500, balanceAsOf: '2024-01-06' });
  });

  it('a balance column without amounts stays a balance, never the amount; no balance column, no balance', () => {
    expect(parseCsv('Date,Description,Amount\n01/05/2024,a,-1\n').account).toBeUndefined();
    expect(parseCsv('Date,Description,Saldo,Betrag\n05.01.2024,a,"100,00","-1,00"\n').rows[0]!.amountCents).toBe(100);
  });

  it('balance rows of Itaú / German / French exports are skipped when they have no amount', () => {
    const r = parseCsv('data;lançamento;valor (R$);saldos (R$)\n01/01/2024;SALDO ANTERIOR;;1.000,00\n02/01/2024;PIX ENVIADO;-100,00;900,00\n02/01/2024;SALDO DO DIA;;900,00\n');
    expect(r.errors).toEqual([]);
    expect(r.rows).toEqual([tx('2024-01-02', 'PIX ENVIADO', 10000)]);
    expect(r.account).toEqual({ currency: 'BRL', balanceCents: 90000, balanceAsOf: '2024-01-02' });
  });

  it('ambiguous dates: day first in a decimal-comma file, month first otherwise', () => {
    expect(parseCsv('Date\tDescription\tAmount\n01/02/2024\ta\t-1,50\n').rows[0]).toEqual(tx('2024-02-01', 'a', 150));
    expect(parseCsv('Date\tDescription\tAmount\n01/02/2024\ta\t-1.50\n').rows[0]).toEqual(tx('2024-01-02', 'a', 150));
  });

  it('Y.M.D and D.M.Y and Y-M-D dates', () => {
    const r = parseCsv('Date;Description;Amount\n2024.01.05;a;-1\n2024-01-06;b;-1\n07.01.2024;c;-1\n');
    expect(r.rows.map((x) => x.date)).toEqual(['2024-01-05', '2024-01-06', '2024-01-07']);
  });

  it('an empty description takes another description column (PayPal Type when Name is blank)', () => {
    const r = parseCsv('Date,Name,Type,Net\n01/05/2024,,General Card Deposit,45.00\n01/06/2024,Jane,Payment,-3.00\n');
    expect(r.rows.map((x) => x.description)).toEqual(['General Card Deposit', 'Jane']);
  });

  it('a footer with neither date nor amount is not a bad row', () => {
    const r = parseCsv('Date;Description;Amount\n05.01.2024;a;-1,00\n\nDisclaimer:;This is not an official statement.\nTotal;;\n');
    expect(r.errors).toEqual([]);
    expect(r.rows).toHaveLength(1);
  });

  it('a header key: the normalised header, for recognising the layout later', () => {
    expect(parseCsv('Datum;Libellé;Débit;Crédit\n05.01.2024;a;1,00;\n').headerKey).toBe('datum|libelle|debit|credit');
    expect(parseCsv('2026-01-05,3.50,Coffee\n').headerKey).toBe('column 1|column 2|column 3');
  });
});
