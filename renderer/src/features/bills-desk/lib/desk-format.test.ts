import { describe, expect, it } from 'vitest';
import { BILL_STATUSES } from '../../../../../shared/contracts/bills';
import { ACTION_LABELS, BILL_STATUS_LABELS, checkSaving, DESK_STATUS_TONES, FEE_PERCENT, formatWhen } from './desk-format';

describe('checkSaving', () => {
  it('takes dollars to the cent and shows the 25% fee the server will compute', () => {
    expect(checkSaving('40', 8999)).toEqual({ ok: true, cents: 4000, feeText: '$10.00' });
    expect(checkSaving(' $30.10 ', 12_000)).toEqual({ ok: true, cents: 3010, feeText: '$7.53' });
    expect(checkSaving('1,200.50', 0)).toEqual({ ok: true, cents: 120_050, feeText: '$300.13' });
  });
  it.each([
    ['', 'Enter the monthly saving.'],
    ['abc', 'Enter an amount in dollars, for example 40 or 12.50.'],
    ['10.005', 'Use at most 2 decimal places (cents).'],
    ['0', 'The saving must be more than $0.00.'],
    ['-5', 'The saving must be more than $0.00.'],
    ['90', 'The saving cannot be more than the current bill ($89.99).'],
  ])('refuses %j', (text, error) => {
    expect(checkSaving(text, 8999)).toEqual({ ok: false, error });
  });
});

describe('desk wording', () => {
  it('labels and colours every status and names every action', () => {
    for (const status of BILL_STATUSES) {
      expect(BILL_STATUS_LABELS[status]).toBeTruthy();
      expect(DESK_STATUS_TONES[status]).toBeTruthy();
      expect(ACTION_LABELS[status]).toBeTruthy();
    }
    expect(FEE_PERCENT).toBe('25%');
  });
  it('formats a time', () => {
    expect(formatWhen(Date.UTC(2026, 10, 21, 12, 5), 'en-US', 'UTC')).toBe('Nov 21, 2026, 12:05 PM');
  });
});
