import { describe, expect, it } from 'vitest';
import { detectRecurring } from './detect';
import { FORGOTTEN_RULES, FORGOTTEN_RULES_TEXT, forgottenReasons, isForgotten, type ForgottenCandidate } from './forgotten';
import { everyMonths, series } from './test-helpers';

const base: ForgottenCandidate = { merchantKey: 'netflix', merchantName: 'Netflix', category: 'Streaming', status: 'mature', priceChanges: [] };
const today = '2024-12-20';

describe('forgotten rules', () => {
  it('documents three rules', () => {
    expect(FORGOTTEN_RULES.map((r) => r.id)).toEqual(['no-usage', 'silent-price-rise', 'duplicate-category']);
    expect(FORGOTTEN_RULES_TEXT.split('\n')).toHaveLength(3);
    expect(FORGOTTEN_RULES_TEXT).toContain('more than 60 days');
  });

  it('no usage: last used more than 60 days ago', () => {
    expect(forgottenReasons(base, { today, lastUsedDate: '2024-10-20', others: [] })).toEqual([
      'No sign of use: last used 2024-10-20 (61 days ago, more than 60).',
    ]);
    expect(isForgotten(base, { today, lastUsedDate: '2024-10-21', others: [] })).toBe(false);
    expect(isForgotten(base, { today, lastUsedDate: null, others: [] })).toBe(false);
  });

  it('silent price rise within the last year; a price cut or an old rise does not count', () => {
    const rose = { ...base, priceChanges: [{ date: '2024-06-05', fromCents: 1399, toCents: 1549 }] };
    expect(forgottenReasons(rose, { today, others: [] })).toEqual(['Silent price rise: $13.99 -> $15.49 on 2024-06-05, still renewing.']);
    expect(isForgotten({ ...base, priceChanges: [{ date: '2024-06-05', fromCents: 1549, toCents: 1399 }] }, { today, others: [] })).toBe(false);
    expect(isForgotten({ ...base, priceChanges: [{ date: '2023-11-01', fromCents: 1399, toCents: 1549 }] }, { today, others: [] })).toBe(false);
  });

  it('duplicate service in one category (inactive twins and other categories do not count)', () => {
    const hulu: ForgottenCandidate = { ...base, merchantKey: 'hulu', merchantName: 'Hulu' };
    expect(forgottenReasons(base, { today, others: [base, hulu] })).toEqual(['Duplicate service: also paying for Hulu (Streaming).']);
    expect(isForgotten(base, { today, others: [{ ...hulu, status: 'inactive' }] })).toBe(false);
    expect(isForgotten(base, { today, others: [{ ...hulu, category: 'Music' }] })).toBe(false);
    expect(isForgotten({ ...base, category: 'Software' }, { today, others: [{ ...hulu, category: 'Software' }] })).toBe(false);
  });

  it('an inactive subscription is never forgotten', () => {
    expect(isForgotten({ ...base, status: 'inactive' }, { today, lastUsedDate: '2023-01-01', others: [] })).toBe(false);
  });
});

describe('detectRecurring sets isForgotten', () => {
  it('flags two streaming services and takes usage dates by catalogue id', () => {
    const netflix = series(everyMonths('2024-01-05', 1, 12, 5), 1549, 'NETFLIX.COM');
    const hulu = series(everyMonths('2024-01-09', 1, 12, 9), 799, 'HULU 877-8244858 CA');
    const gym = series(everyMonths('2024-01-02', 1, 12, 2), 2500, 'IRON PEAK GYM');
    const found = detectRecurring([...netflix, ...hulu, ...gym], { today, lastUsedDates: { 'iron peak gym': '2024-09-01' } });
    expect(found.map((p) => [p.merchantName, p.isForgotten])).toEqual([
      ['Iron Peak Gym', true],
      ['Netflix', true],
      ['Hulu', true],
    ]);
    expect(found[0]?.forgottenReasons).toEqual(['No sign of use: last used 2024-09-01 (110 days ago, more than 60).']);
    expect(found[1]?.forgottenReasons).toEqual(['Duplicate service: also paying for Hulu (Streaming).']);
    expect(found[1]?.reasons.at(-1)).toBe('Duplicate service: also paying for Hulu (Streaming).');
  });

  it('a lone service with a stable price is not forgotten', () => {
    const [p] = detectRecurring(series(everyMonths('2024-01-05', 1, 12, 5), 1549, 'NETFLIX.COM'), { today });
    expect(p?.isForgotten).toBe(false);
    expect(p?.forgottenReasons).toEqual([]);
  });
});
