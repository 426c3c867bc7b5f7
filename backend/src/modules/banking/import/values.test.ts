import { describe, expect, it } from 'vitest';
import { currencyOfAmount, dateOrderEvidence, decimalEvidence, detectDateOrder, detectDecimalComma, isoDate, parseAmountCents, parseDate } from './values';

describe('parseDate', () => {
  it.each([
    ['2026-01-05', '2026-01-05'],
    ['2026-1-5', '2026-01-05'],
    ['2026/01/05', '2026-01-05'],
    ['2026-01-05T23:59:59Z', '2026-01-05'],
    ['2026-01-05 10:31:00', '2026-01-05'],
    ['20260105', '2026-01-05'],
    ['20260105120000[-5:EST]', '2026-01-05'],
    ['01/05/2026', '2026-01-05'],
    ['1/5/2026', '2026-01-05'],
    ['1/5/26', '2026-01-05'],
    ['12/31/99', '1999-12-31'],
    ['01-05-2026', '2026-01-05'],
    ['01/05/2026 10:31 AM', '2026-01-05'],
    ['Jan 5, 2026', '2026-01-05'],
    ['January 05 2026', '2026-01-05'],
    ['Sept 30, 2025', '2025-09-30'],
    ['Mon, Jan 5, 2026', '2026-01-05'],
    ['5 Jan 2026', '2026-01-05'],
    ['05-Jan-2026', '2026-01-05'],
    ['5-jan-26', '2026-01-05'],
    ["'01/05/2026", '2026-01-05'],
    ['  01/05/2026  ', '2026-01-05'],
  ])('reads %j as %s (month first)', (raw, iso) => {
    expect(parseDate(raw)).toBe(iso);
  });

  it.each([
    ['05.01.2026', '2026-01-05'],
    ['5.1.26', '2026-01-05'],
    ['31/12/2025', '2025-12-31'],
    ['2026-01-05', '2026-01-05'],
    ['Jan 5, 2026', '2026-01-05'],
  ])('reads %j as %s (day first)', (raw, iso) => {
    expect(parseDate(raw, 'dmy')).toBe(iso);
  });

  it.each(['', '   ', 'yesterday', '13/45/2026', '02/30/2026', '2026-13-01', '2026-02-29', 'Foo 5, 2026', '1/5', '12345', '31/12/2025'])(
    'rejects %j',
    (raw) => {
      expect(parseDate(raw)).toBeNull();
    },
  );

  it('knows leap years', () => {
    expect(parseDate('02/29/2024')).toBe('2024-02-29');
    expect(parseDate('02/29/2100')).toBeNull();
    expect(parseDate('02/29/2000')).toBe('2000-02-29');
    expect(isoDate(1899, 12, 31)).toBeNull();
  });
});

describe('detectDateOrder', () => {
  it('lets a day above 12 decide', () => {
    expect(detectDateOrder(['01/02/2026', '25/02/2026'], ',')).toBe('dmy');
    expect(detectDateOrder(['01/02/2026', '02/25/2026'], ';')).toBe('mdy');
  });
  it('reads dotted dates as European', () => {
    expect(detectDateOrder(['01.02.2026', '03.04.2026'], ',')).toBe('dmy');
  });
  it('falls back on the delimiter when the data are ambiguous or contradictory', () => {
    expect(detectDateOrder(['01/02/2026', '03/04/2026'], ',')).toBe('mdy');
    expect(detectDateOrder(['01/02/2026', '03/04/2026'], ';')).toBe('dmy');
    expect(detectDateOrder(['13/02/2026', '02/13/2026'], ',')).toBe('mdy');
    expect(detectDateOrder([], '\t')).toBe('mdy');
  });
  it('reports the evidence of one date', () => {
    expect(dateOrderEvidence('25/01/2026')).toBe('dmy');
    expect(dateOrderEvidence('01/25/2026')).toBe('mdy');
    expect(dateOrderEvidence('01.02.2026')).toBe('dotted');
    expect(dateOrderEvidence('01/02/2026')).toBeNull();
    expect(dateOrderEvidence('2026-01-25')).toBeNull();
  });
});

describe('parseAmountCents', () => {
  it.each([
    ['12.34', 1234],
    ['-12.34', -1234],
    ['+12.34', 1234],
    ['12.34-', -1234],
    ['(12.34)', -1234],
    ['$1,234.56', 123456],
    ['-$1,234.56', -123456],
    ['$-1,234.56', -123456],
    ['($1,234.56)', -123456],
    ['1,234,567.89', 123456789],
    ['USD 3.00', 300],
    ['3.00 USD', 300],
    ['\u22125.00', -500],
    ['5', 500],
    ['5.5', 550],
    ['.99', 99],
    ['0.00', 0],
    ['-0.00', 0],
    ['1.005', 101],
    ['1.004', 100],
    ["1'234.50", 123450],
    ['0.1', 10],
    [' 42.10 ', 4210],
    ['- 12.34', -1234],
    ['12.34 -', -1234],
    ['$ (12.34)', -1234],
  ])('reads %j as %d cents', (raw, cents) => {
    expect(parseAmountCents(raw)).toBe(cents);
  });

  it.each([
    ['1.234,56', 123456],
    ['-1.234,56', -123456],
    ['12,34', 1234],
    ['-12,34', -1234],
    ['12,34-', -1234],
    ['€ 1.234,56', 123456],
    ['1\u202f234,56', 123456],
    ['1 234,56 €', 123456],
    ['(7,50)', -750],
    ['100', 10000],
  ])('reads %j as %d cents with a decimal comma', (raw, cents) => {
    expect(parseAmountCents(raw, true)).toBe(cents);
  });

  it.each(['', '  ', 'abc', '12,34', '1,23,4.00', '12.34.56', '--5', '$', '1e5', '12 34', '99999999999999.00'])('rejects %j', (raw) => {
    expect(parseAmountCents(raw)).toBeNull();
  });

  it('rejects dot-grouped amounts that are not thousands', () => {
    expect(parseAmountCents('1.23,45', true)).toBeNull();
  });

  it('never returns negative zero', () => {
    expect(Object.is(parseAmountCents('-0'), 0)).toBe(true);
    expect(Object.is(parseAmountCents('(0.00)'), 0)).toBe(true);
  });
});

describe('detectDecimalComma', () => {
  it('lets the data decide', () => {
    expect(detectDecimalComma(['-12,34', '1.000'], ',')).toBe(true);
    expect(detectDecimalComma(['-12.34', '1,000'], ';')).toBe(false);
  });
  it('falls back on the delimiter', () => {
    expect(detectDecimalComma(['100', '1,000'], ';')).toBe(true);
    expect(detectDecimalComma(['100', '1,000'], ',')).toBe(false);
    expect(detectDecimalComma(['1,50', '2.50'], ',')).toBe(false);
  });
  it('reads one value', () => {
    expect(decimalEvidence('1.234,56')).toBe('comma');
    expect(decimalEvidence('1,234.56')).toBe('dot');
    expect(decimalEvidence('(12.5)')).toBe('dot');
    expect(decimalEvidence('12,34-')).toBe('comma');
    expect(decimalEvidence('1,234')).toBeNull();
    expect(decimalEvidence('12')).toBeNull();
  });
});

describe('dialects', () => {
  it.each([
    ['12.50 CR', false, 1250],
    ['12.50 DR', false, -1250],
    ['CR 12.50', false, 1250],
    ['1.234,56 DR', true, -123456],
    ['R$ 1.234,56', true, 123456],
    ['-R$ 5,00', true, -500],
    ['CHF 1\'234.50', false, 123450],
    ['1 234,56 EUR', true, 123456],
    ['12.50 SEK', false, 1250],
    ['£1,250.00', false, 125000],
    ['C$ 9.99', false, 999],
  ])('reads %j (decimal comma %s) as %d cents', (raw, comma, cents) => {
    expect(parseAmountCents(raw, comma)).toBe(cents);
  });

  it('names the currency of an amount when its sign or code is unambiguous', () => {
    expect(currencyOfAmount('€ 12,50')).toBe('EUR');
    expect(currencyOfAmount('12.50 chf')).toBe('CHF');
    expect(currencyOfAmount('R$ 5,00')).toBe('BRL');
    expect(currencyOfAmount('£3')).toBe('GBP');
    expect(currencyOfAmount('CA$3')).toBe('CAD');
    expect(currencyOfAmount('$3')).toBeNull();
    expect(currencyOfAmount('¥300')).toBeNull();
    expect(currencyOfAmount('12.50')).toBeNull();
    expect(currencyOfAmount('€ 5 USD')).toBeNull();
  });

  it('decimal evidence looks past currency signs and CR/DR', () => {
    expect(decimalEvidence('12,50 €')).toBe('comma');
    expect(decimalEvidence('12.50 USD')).toBe('dot');
    expect(decimalEvidence('1.234,56 DR')).toBe('comma');
  });

  it('month names of other languages', () => {
    expect(parseDate('05-ene-2024')).toBe('2024-01-05');
    expect(parseDate('5 out 2024')).toBe('2024-10-05');
    expect(parseDate('05 Mrz 2024')).toBe('2024-03-05');
    expect(parseDate('3 mei 2024')).toBe('2024-05-03');
    expect(parseDate('12 déc. 2024')).toBe('2024-12-12');
    expect(parseDate('3 févr. 2024')).toBe('2024-02-03');
    expect(parseDate('05 Mär 2024')).toBe('2024-03-05');
    expect(parseDate('1 août 2024')).toBe('2024-08-01');
    expect(parseDate('5. Jan. 2024')).toBe('2024-01-05');
  });

  it('ambiguous dates: decimal commas point to day first', () => {
    expect(detectDateOrder(['01/02/2026'], ',', true)).toBe('dmy');
    expect(detectDateOrder(['01/02/2026'], ',', false)).toBe('mdy');
    expect(detectDateOrder(['01/02/2026', '01/25/2026'], ';', true)).toBe('mdy');
  });
});
