import { describe, expect, it } from 'vitest';
import { ImportFormatError } from './errors';
import { parseImport } from './preview';
import { parseQif } from './qif';

const tx = (date: string, description: string, amountCents: number, category: string | null = null, bankId: string | null = null) => ({
  date,
  description,
  amountCents,
  category,
  bankId,
});
const qif = (...lines: string[]) => lines.join('\n');

describe('parseQif', () => {
  it('a bank section: negative T is money out, payee, memo, categories, transfers', () => {
    const r = parseQif(
      qif('!Type:Bank', 'D01/05/2024', 'T-12.50', 'PCoffee Shop', 'MLatte', 'LDining', '^', 'D01/06/2024', 'T1,234.56', 'PPayroll', 'L[Savings]', '^'),
    );
    expect(r.format).toBe('qif');
    expect(r.columns).toEqual([]);
    expect(r.mapping).toBeNull();
    expect(r.headerKey).toBeUndefined();
    expect(r.errors).toEqual([]);
    expect(r.account).toEqual({ type: 'checking' });
    expect(r.rows).toEqual([tx('2024-01-05', 'Coffee Shop', 1250, 'Dining'), tx('2024-01-06', 'Payroll', -123456, 'Transfer')]);
  });

  it("reads Quicken's date forms: M/D'YY, a space-padded day or year, 2-digit years, ISO", () => {
    const r = parseQif(
      qif('!Type:Cash', "D1/ 5'24", 'T-1', 'Pa', '^', "D12/31' 9", 'T-1', 'Pb', '^', 'D3/4/99', 'T-1', 'Pc', '^', 'D2024-02-29', 'T-1', 'Pd', '^'),
    );
    expect(r.rows.map((x) => x.date)).toEqual(['2024-01-05', '2009-12-31', '1999-03-04', '2024-02-29']);
    expect(r.account).toEqual({});
  });

  it('day-first dates when a part above 12 says so, or dotted dates, or decimal commas', () => {
    expect(parseQif(qif('!Type:Bank', 'D05/01/2024', 'T-1', '^', 'D25/01/2024', 'T-1', '^')).rows.map((x) => x.date)).toEqual(['2024-01-05', '2024-01-25']);
    expect(parseQif(qif('!Type:Bank', 'D05.01.2024', 'T-1', '^')).rows[0]!.date).toBe('2024-01-05');
    const comma = parseQif(qif('!Type:Bank', 'D05/01/2024', 'T-1.234,56', 'PMiete', '^'));
    expect(comma.rows).toEqual([tx('2024-01-05', 'Miete', 123456)]);
  });

  it('U when T is missing; a check number names a payee-less row; only a reference-like N is the bank id', () => {
    const r = parseQif(
      qif('!Type:Bank', 'D1/5/24', 'U-40.00', 'N1044', '^', 'D1/6/24', 'T-5', 'NATM', 'PCash', '^', 'D1/7/24', 'T-9.99', 'N20240107A77', 'PNetflix', '^', 'D1/8/24', 'T-2', 'MMemo only', '^'),
    );
    expect(r.rows).toEqual([
      tx('2024-01-05', 'Check 1044', 4000),
      tx('2024-01-06', 'Cash', 500),
      tx('2024-01-07', 'Netflix', 999, null, '20240107A77'),
      tx('2024-01-08', 'Memo only', 200),
    ]);
  });

  it('credit cards, liabilities; the first !Account names the file and only its rows are read', () => {
    const r = parseQif(
      qif('!Account', 'NVisa Rewards', 'TCCard', '^', '!Type:CCard', 'D1/5/24', 'T-54.20', 'PTarget', '^', '!Account', 'NMortgage', 'TOth L', '^', '!Type:Oth L', 'D1/6/24', 'T-900', 'PBank', '^'),
    );
    expect(r.account).toEqual({ name: 'Visa Rewards', type: 'credit' });
    expect(r.rows).toEqual([tx('2024-01-05', 'Target', 5420)]);
    expect(r.errors).toEqual([{ row: 0, message: 'The file holds 2 accounts: only the first was read' }]);
    expect(parseQif(qif('!Type:Oth L', 'D1/6/24', 'T-900', 'PBank', '^')).account).toEqual({ type: 'loan' });
  });

  it('skips the opening balance, split lines, list sections and unknown fields', () => {
    const r = parseQif(
      qif(
        '!Type:Cat', 'NGroceries', 'E', '^',
        '!Type:Bank', 'D1/1/24', 'T100', 'POpening Balance', 'L[Checking]', '^',
        'D1/2/24', 'T-30', 'PStore', 'Sfood', '$-20', 'Shome', '$-10', 'XUnknown', 'A1 Main St', 'A Springfield', 'CX', '^',
      ),
    );
    expect(r.rows).toEqual([tx('2024-01-02', 'Store', 3000)]);
    expect(r.errors).toEqual([]);
  });

  it('bad records are errors with their position; a last record without ^ still counts', () => {
    const r = parseQif(qif('!Type:Bank', 'D13/45/2024', 'T-1', 'Pa', '^', 'D1/2/24', 'Tabc', 'Pb', '^', 'T-3', 'Pc', '^', 'D1/4/24', 'T-4', 'Pd'));
    expect(r.rows).toEqual([tx('2024-01-04', 'd', 400)]);
    expect(r.errors).toEqual([
      { row: 1, message: 'Unreadable date "13/45/2024"' },
      { row: 2, message: 'Unreadable amount "abc"' },
      { row: 3, message: 'Missing date (D)' },
    ]);
  });

  it('CRLF, a BOM and indentation are fine', () => {
    const r = parseQif('\uFEFF!Type:Bank \r\n  D1/5/24\r\n  T-1.00\r\n  PA\r\n^\r\n');
    expect(r.rows).toEqual([tx('2024-01-05', 'A', 100)]);
  });

  it('throws for a file that is not QIF, or holds investments only', () => {
    expect(() => parseQif('Date,Description,Amount\n')).toThrow(ImportFormatError);
    expect(() => parseQif(qif('!Type:Invst', 'D1/5/24', 'NBuy', 'YACME', 'T-100', '^'))).toThrow('investment transactions only');
    expect(() => parseQif('')).toThrow(ImportFormatError);
  });

  it('parseImport detects QIF by content or by its .qif name', () => {
    expect(parseImport(qif('!Type:Bank', 'D1/5/24', 'T-1', 'PA', '^'), 'download.txt').format).toBe('qif');
    expect(parseImport(qif('!Account', 'NChecking', 'TBank', '^', '!Type:Bank', 'D1/5/24', 'T-1', 'PA', '^')).format).toBe('qif');
    expect(() => parseImport('just text', 'statement.qif')).toThrow('This is not a QIF file');
  });
});
