import { describe, expect, it } from 'vitest';
import { dollarAmount } from './contracts/money';
import { compactMoney, formatCents, formatCurrency, formatUsd, formatUsdCompact, parseCents, roundCentsToDollars, usd, wholeMoney } from './money';

const cents = (value: number | string) => {
  const parsed = parseCents(value);
  return parsed.ok ? parsed.cents : parsed.error;
};

describe('parseCents', () => {
  it.each([
    [1.1, 110],
    [1.10, 110],
    ['12.3', 1230],
    ['12.30', 1230],
    ['12.300', 1230],
    [0.01, 1],
    [0.1, 10],
    [0.29, 29],
    [0.57, 57],
    [1.15, 115],
    [4077.04, 407704],
    [1_000_000, 100_000_000],
    [999_999_999.99, 99_999_999_999],
    [-4.5, -450],
    ['-4.50', -450],
    [0, 0],
    ['007.50', 750],
  ])('%s is %s cents', (value, expected) => {
    expect(cents(value)).toBe(expected);
  });

  it('reads amounts whose float times 100 is not an integer exactly (0.29 * 100 = 28.999999999999996)', () => {
    expect(0.29 * 100).not.toBe(29);
    expect(cents(0.29)).toBe(29);
    expect(cents(1.13)).toBe(113);
    expect(cents(9.95)).toBe(995);
  });

  it.each([0.004, 0.005, 1.005, 0.015, 1.999, '0.004', '1.005', 0.1 + 0.2, 0.3 - 0.1, 1e-7, -0.001])('refuses %s: more than 2 decimal places', (value) => {
    expect(cents(value)).toBe('too_many_decimals');
  });

  it.each([1e21, 1e308, -1e308, Number.MAX_VALUE, 1e13, '99999999999999999999', 1_000_000_000_000.01])('refuses %s: too large, without overflow', (value) => {
    expect(cents(value)).toBe('too_large');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, '', ' 1', '1 ', '1e3', '1.', '.5', '+5', '$5', '1,000', 'abc', '0x10', '--1', 'Infinity', 'NaN'])(
    'refuses %s: not a plain decimal amount',
    (value) => {
      expect(cents(value)).toBe('not_a_number');
    },
  );

  it('reads -0 and "-0.00" as 0, never -0', () => {
    expect(Object.is(cents(-0), 0)).toBe(true);
    expect(Object.is(cents('-0.00'), 0)).toBe(true);
  });
});

describe('roundCentsToDollars and formatCents', () => {
  it.each([
    [123450, 1235],
    [123449, 1234],
    [0, 0],
    [49, 0],
    [50, 1],
    [-50, -1],
    [-49, 0],
  ])('%s cents round to %s dollars', (value, expected) => {
    expect(Object.is(roundCentsToDollars(value), expected)).toBe(true);
  });

  it.each([
    [407704, '$4,077.04'],
    [5, '$0.05'],
    [-1250, '-$12.50'],
    [100_000_000_000, '$1,000,000,000.00'],
  ])('%s cents read %s', (value, expected) => {
    expect(formatCents(value)).toBe(expected);
  });
});

describe('dollarAmount', () => {
  const messageOf = (schema: ReturnType<typeof dollarAmount>, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? result.data : result.error.issues.map((i) => i.message).join('; ');
  };

  it('parses to integer cents', () => {
    const amount = dollarAmount({ max: 1_000_000 });
    expect(amount.parse(125.5)).toBe(12550);
    expect(amount.parse(0.01)).toBe(1);
    expect(amount.parse(1_000_000)).toBe(100_000_000);
  });

  it.each([
    [0.004, 'amount must have at most 2 decimal places'],
    [0.005, 'amount must have at most 2 decimal places'],
    [1.005, 'amount must have at most 2 decimal places'],
    [0.1 + 0.2, 'amount must have at most 2 decimal places'],
    [0, 'amount must be greater than 0'],
    [-0, 'amount must be greater than 0'],
    [-5, 'amount must be greater than 0'],
    [1_000_000.01, 'amount must be at most $1,000,000.00'],
    [1e21, 'amount must be at most $1,000,000.00'],
    [1e308, 'amount must be at most $1,000,000.00'],
    [-1e308, 'amount must be greater than 0'],
    [Number.NaN, 'amount must be a number'],
    [Number.POSITIVE_INFINITY, 'amount must be a number'],
    ['5', 'amount must be a number'],
    [null, 'amount must be a number'],
  ])('a positive amount refuses %s: %s', (value, message) => {
    expect(messageOf(dollarAmount({ max: 1_000_000 }), value)).toBe(message);
  });

  it('allowZero accepts 0 and still refuses negatives', () => {
    const income = dollarAmount({ label: 'income', allowZero: true, max: 100_000_000 });
    expect(income.parse(0)).toBe(0);
    expect(Object.is(income.parse(-0), 0)).toBe(true);
    expect(messageOf(income, -0.01)).toBe('income must be at least 0');
    expect(messageOf(income, 0.004)).toBe('income must have at most 2 decimal places');
    expect(messageOf(income, 100_000_000.01)).toBe('income must be at most $100,000,000.00');
  });

  it('min is inclusive and names the floor', () => {
    const target = dollarAmount({ label: 'targetAmount', min: 100, max: 10_000_000 });
    expect(target.parse(100)).toBe(10_000);
    expect(messageOf(target, 99.99)).toBe('targetAmount must be at least $100.00');
    expect(messageOf(target, 0)).toBe('targetAmount must be at least $100.00');
  });

  it('signed amounts run from -max to max', () => {
    const signed = dollarAmount({ signed: true, allowZero: true, max: 1_000_000 });
    expect(signed.parse(-12.34)).toBe(-1234);
    expect(signed.parse(0)).toBe(0);
    expect(messageOf(signed, -1_000_000.01)).toBe('amount must be at least -$1,000,000.00');
    expect(messageOf(signed, -1e308)).toBe('amount must be at least -$1,000,000.00');
    expect(messageOf(dollarAmount({ signed: true }), 0)).toBe('amount must not be 0');
  });

  it('defaults to a $1,000,000,000.00 ceiling', () => {
    expect(dollarAmount().parse(1_000_000_000)).toBe(100_000_000_000);
    expect(messageOf(dollarAmount(), 1_000_000_000.01)).toBe('amount must be at most $1,000,000,000.00');
  });
});

describe('formatting', () => {
  it('formatUsd: whole dollars by default, cents on request or when there are any', () => {
    expect(formatUsd(1234.5)).toBe('$1,235');
    expect(formatUsd(-80)).toBe('-$80');
    expect(formatUsd(0)).toBe('$0');
    expect(formatUsd(1234.5, { cents: true })).toBe('$1,234.50');
    expect(formatUsd(12, { cents: true })).toBe('$12.00');
    expect(formatUsd(-0.5, { cents: true })).toBe('-$0.50');
    expect(formatUsd(49, { cents: 'auto' })).toBe('$49');
    expect(formatUsd(23.57, { cents: 'auto' })).toBe('$23.57');
    expect(formatUsd(1_000_000, { cents: 'auto' })).toBe('$1,000,000');
  });

  it('formatUsdCompact for chart axes', () => {
    expect(formatUsdCompact(0)).toBe('$0');
    expect(formatUsdCompact(50)).toBe('$50');
    expect(formatUsdCompact(1500)).toBe('$1.5K');
    expect(formatUsdCompact(-250_000)).toBe('-$250K');
    expect(formatUsdCompact(2_000_000)).toBe('$2M');
  });

  it('formatCurrency: any ISO code, two decimals', () => {
    expect(formatCurrency(19, 'USD')).toBe('$19.00');
    expect(formatCurrency(19, 'usd')).toBe('$19.00');
    expect(formatCurrency(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatCurrency(7, 'GBP')).toBe('£7.00');
    expect(formatCurrency(-0.001, 'EUR')).toBe('€0.00');
    expect(formatCurrency(-12.5, 'XX')).toBe('-12.50 XX');
  });

  it('usd: whole dollars for sentences, never NaN or -$0', () => {
    expect(usd(1234.5)).toBe('$1,235');
    expect(usd(-80)).toBe('-$80');
    expect(usd(-0.2)).toBe('$0');
    expect(usd(Number.NaN)).toBe('$0');
    expect(usd(Number.POSITIVE_INFINITY)).toBe('$0');
    expect(usd(-1234.5)).toBe('-$1,234');
  });

  it('usd writes exactly what Intl writes for whole US dollars, at every length and sign', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
    const amounts = [1, 9, 10, 99, 100, 999, 1_000, 9_999, 10_000, 999_999, 1_000_000, 1_234_567_890, Number.MAX_SAFE_INTEGER, 2 ** 60, 1e21, 1.5, 2.5, 999.5];
    for (let digits = 1; digits <= 16; digits++) amounts.push(Number('7'.repeat(digits)), 10 ** (digits - 1));
    for (let i = 0; i < 500; i++) amounts.push(Math.floor(Math.random() * 10 ** (1 + (i % 15))) + 0.3 * (i % 3));
    for (const amount of amounts) {
      if (Math.round(amount) === 0) continue; // "$0", never "-$0": the test above
      for (const signed of [amount, -amount]) expect(usd(signed), String(signed)).toBe(intl.format(Math.round(signed)));
    }
  });

  it('wholeMoney: whole units in the given currency, US dollars exactly as usd()', () => {
    expect(wholeMoney(1234.5, 'EUR')).toBe('€1,235');
    expect(wholeMoney(-80, 'eur')).toBe('-€80');
    expect(wholeMoney(-0.2, 'EUR')).toBe('€0');
    expect(wholeMoney(Number.NaN, 'EUR')).toBe('€0');
    // Intl puts a no-break space after a code it writes as letters.
    expect(wholeMoney(1234, 'CHF')).toBe('CHF\u00a01,234');
    expect(wholeMoney(1234, 'XQZ').replace(/\s/g, ' ')).toBe('XQZ 1,234');
    expect(wholeMoney(1234, 'Q1')).toBe('1,234 Q1');
    for (const amount of [0, 1234.5, -80, 1e21]) expect(wholeMoney(amount, 'USD')).toBe(usd(amount));
  });

  it('compactMoney: chart ticks in the given currency, US dollars exactly as formatUsdCompact()', () => {
    expect(compactMoney(1500, 'EUR')).toBe('€1.5K');
    expect(compactMoney(0, 'eur')).toBe('€0');
    expect(compactMoney(2_000_000, 'CHF')).toBe('CHF\u00a02M');
    expect(compactMoney(Number.NaN, 'EUR')).toBe('€0');
    expect(compactMoney(1500, 'Q1')).toBe('1.5K Q1');
    for (const amount of [0, 50, 1500, -250_000, 2e6]) expect(compactMoney(amount, 'USD')).toBe(formatUsdCompact(amount));
  });
});
