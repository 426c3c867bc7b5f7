import { describe, expect, it } from 'vitest';
import { PRICING_CARD_COUNTDOWN_SECONDS } from '../../../../../../shared/landing';
import { AVERAGE_MONTHLY_SAVING, PLANS } from '../../../../../../shared/plans';
import { COUNTDOWN_DEADLINE_KEY, countdownDeadline, describeHms, formatHms, paybackDays, secondsLeft } from './pricing-experiment';

function memoryStorage() {
  const map = new Map<string, string>();
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('paybackDays = ceil(price / 127 * 30)', () => {
  it('uses the average saving claim', () => {
    expect(AVERAGE_MONTHLY_SAVING).toBe(127);
    // Pro at $9: 9 / 127 * 30 = 2.13 -> 3 days.
    expect(paybackDays(PLANS.pro.monthlyCents / 100)).toBe(3);
    // Business at $29: 6.85 -> 7 days.
    expect(paybackDays(29)).toBe(7);
    expect(paybackDays(127)).toBe(30);
    expect(paybackDays(12.7)).toBe(3);
  });

  it('is 0 for a free plan or a nonsense average', () => {
    expect(paybackDays(0)).toBe(0);
    expect(paybackDays(9, 0)).toBe(0);
  });
});

describe('countdownDeadline', () => {
  it('stores the deadline on first sight and keeps it after', () => {
    const storage = memoryStorage();
    const first = countdownDeadline(storage, 1_000);
    expect(first).toBe(1_000 + PRICING_CARD_COUNTDOWN_SECONDS * 1000);
    expect(storage.map.get(COUNTDOWN_DEADLINE_KEY)).toBe(String(first));
    expect(countdownDeadline(storage, 50_000)).toBe(first);
    // Also once it has passed: it is not started again.
    expect(countdownDeadline(storage, first + 10_000)).toBe(first);
  });

  it('starts again when the stored value is unusable or too far away', () => {
    const storage = memoryStorage();
    storage.setItem(COUNTDOWN_DEADLINE_KEY, 'soon');
    expect(countdownDeadline(storage, 0)).toBe(PRICING_CARD_COUNTDOWN_SECONDS * 1000);
    storage.setItem(COUNTDOWN_DEADLINE_KEY, String(10 ** 15));
    expect(countdownDeadline(storage, 5)).toBe(5 + PRICING_CARD_COUNTDOWN_SECONDS * 1000);
    expect(countdownDeadline(undefined, 7)).toBe(7 + PRICING_CARD_COUNTDOWN_SECONDS * 1000);
  });
});

describe('countdown display', () => {
  it('counts whole seconds down to zero', () => {
    expect(secondsLeft(86_400_000, 0)).toBe(86_400);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });

  it('formats and describes', () => {
    expect(formatHms(86_400)).toBe('24:00:00');
    expect(formatHms(61)).toBe('00:01:01');
    expect(describeHms(86_399)).toBe('23 hours, 59 minutes and 59 seconds');
    expect(describeHms(60)).toBe('1 minute');
    expect(describeHms(0)).toBe('0 seconds');
  });
});
