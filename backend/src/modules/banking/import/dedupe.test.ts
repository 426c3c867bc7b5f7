import { describe, expect, it } from 'vitest';
import { dedupeKey, dedupeKeys, normaliseDescription } from './dedupe';

const row = (description: string, amountCents = 1549, date = '2026-01-05', bankId: string | null = null) => ({
  date,
  description,
  amountCents,
  category: null,
  bankId,
});

describe('dedupeKey', () => {
  it('uses the bank id when there is one', () => {
    expect(dedupeKey(row('NETFLIX.COM', 1549, '2026-01-05', 'FIT-123'))).toBe('id:FIT-123');
    expect(dedupeKey(row('NETFLIX.COM', 1549, '2026-01-05', '  FIT-123 '))).toBe('id:FIT-123');
  });

  it('otherwise amount, date and the normalised description', () => {
    expect(dedupeKey(row('  AMAZON MKTP US*2K4   Seattle 12345678 '))).toBe('amd:1549|2026-01-05|amazon mktp us*2k4 seattle');
    expect(dedupeKey(row('NETFLIX.COM', -250000, '2026-02-01', ''))).toBe('amd:-250000|2026-02-01|netflix.com');
  });

  it('is stable across banks writing the same purchase differently', () => {
    const a = dedupeKey(row('PURCHASE AUTHORIZED ON 01/04 NETFLIX.COM CARD 4417'));
    const b = dedupeKey(row('purchase   authorized on 01/04 netflix.com card 9921'));
    expect(a).toBe(b);
    expect(a).toBe('amd:1549|2026-01-05|purchase authorized on 01/04 netflix.com card');
  });

  it('keeps amount, date and short numbers significant', () => {
    expect(dedupeKey(row('STORE 123'))).not.toBe(dedupeKey(row('STORE 124')));
    expect(dedupeKey(row('X', 100))).not.toBe(dedupeKey(row('X', -100)));
    expect(dedupeKey(row('X', 100, '2026-01-05'))).not.toBe(dedupeKey(row('X', 100, '2026-01-06')));
  });

  it('normalises descriptions', () => {
    expect(normaliseDescription('Ref 20260105 Paid\tTo\nJOE')).toBe('ref paid to joe');
  });
});

describe('dedupeKeys', () => {
  it('numbers repeats within one file so identical purchases are both kept', () => {
    const rows = [row('COFFEE', 450), row('coffee ', 450), row('TEA', 300), row('Coffee', 450), row('x', 1, '2026-01-05', 'F1'), row('y', 2, '2026-01-06', 'F1')];
    expect(dedupeKeys(rows)).toEqual([
      'amd:450|2026-01-05|coffee',
      'amd:450|2026-01-05|coffee#2',
      'amd:300|2026-01-05|tea',
      'amd:450|2026-01-05|coffee#3',
      'id:F1',
      'id:F1#2',
    ]);
    expect(dedupeKeys(rows)).toEqual(dedupeKeys(rows.map((r) => ({ ...r }))));
  });
});
