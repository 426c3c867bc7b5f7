import { describe, expect, it } from 'vitest';
import { formatLedgerAmount, formatLedgerDate, formatMoney, rowSummary, totalLines } from './ledger-format';

describe('amounts', () => {
  it('shows money in with + and money out with -, in the row’s own currency', () => {
    expect(formatLedgerAmount({ amount: 1200, currency: 'USD' })).toBe('+$1,200.00');
    expect(formatLedgerAmount({ amount: -4.5, currency: 'USD' })).toBe('-$4.50');
    expect(formatLedgerAmount({ amount: -12.5, currency: 'EUR' })).toBe('-€12.50');
    expect(formatLedgerAmount({ amount: 99.9, currency: 'gbp' })).toBe('+£99.90');
    expect(formatLedgerAmount({ amount: 0, currency: 'USD' })).toBe('$0.00');
  });

  it('never writes "$" for another currency', () => {
    for (const currency of ['EUR', 'CHF', 'BRL', 'CAD', 'AUD']) {
      expect(formatLedgerAmount({ amount: -10, currency })).not.toMatch(/^-?\+?\$/);
    }
    expect(formatLedgerAmount({ amount: -10, currency: 'CHF' })).toBe('-CHF\u00a010.00'); // Intl puts a no-break space after the code
    expect(formatLedgerAmount({ amount: 10, currency: 'BRL' })).toBe('+R$10.00');
  });

  it('shows an unknown currency code beside the amount instead of failing', () => {
    expect(formatMoney(-3.5, 'XX')).toBe('-3.50 XX');
  });

  it('never prints "-$0.00"', () => {
    expect(formatMoney(-0, 'USD')).toBe('$0.00');
  });
});

describe('totalLines', () => {
  it('gives one line per currency, never a sum across them', () => {
    const lines = totalLines([
      { currency: 'EUR', count: 3, moneyIn: 100, moneyOut: 40.25, net: 59.75 },
      { currency: 'USD', count: 12, moneyIn: 2500, moneyOut: 3100.1, net: -600.1 },
    ]);
    expect(lines).toEqual([
      { currency: 'USD', count: '12 transactions', moneyIn: '+$2,500.00', moneyOut: '-$3,100.10', net: '-$600.10', netDirection: 'out' },
      { currency: 'EUR', count: '3 transactions', moneyIn: '+€100.00', moneyOut: '-€40.25', net: '+€59.75', netDirection: 'in' },
    ]);
  });

  it('shows money out as a "-" amount whichever sign the answer gives it', () => {
    const [line] = totalLines([{ currency: 'USD', count: 1, moneyIn: 0, moneyOut: -8, net: -8 }]);
    expect(line).toMatchObject({ count: '1 transaction', moneyIn: '$0.00', moneyOut: '-$8.00', net: '-$8.00' });
  });

  it('writes large counts with grouping', () => {
    expect(totalLines([{ currency: 'USD', count: 100000, moneyIn: 0, moneyOut: 0, net: 0 }])[0]!.count).toBe('100,000 transactions');
  });

  it('gives nothing for no rows', () => {
    expect(totalLines([])).toEqual([]);
  });
});

describe('dates and summaries', () => {
  it('shows a stored day as the calendar day, whatever the time zone', () => {
    expect(formatLedgerDate('2025-03-04')).toBe('Mar 4, 2025');
    expect(formatLedgerDate('2024-12-31T23:30:00Z')).toBe('Dec 31, 2024');
    expect(formatLedgerDate('not a date')).toBe('not a date');
  });

  it('summarises a row for its checkbox', () => {
    expect(rowSummary({ description: 'Corner Cafe', date: '2025-03-04', amount: -4.5, currency: 'EUR' })).toBe('Corner Cafe, Mar 4, 2025, -€4.50');
  });
});
