import { describe, expect, it } from 'vitest';
import { addDays, DAY_MS, isoDate, isoMonth, startOfUtcDay, WEEK_MS } from './dates';

// 2025-03-09 23:30 UTC: still the 9th in UTC, already the 10th east of Greenwich.
const LATE = Date.UTC(2025, 2, 9, 23, 30);

describe('dates', () => {
  it('a day and a week in milliseconds', () => {
    expect(DAY_MS).toBe(24 * 60 * 60 * 1000);
    expect(WEEK_MS).toBe(7 * DAY_MS);
  });

  it('isoDate and isoMonth read the UTC calendar, from ms or a Date', () => {
    expect(isoDate(LATE)).toBe('2025-03-09');
    expect(isoDate(new Date(LATE))).toBe('2025-03-09');
    expect(isoDate(0)).toBe('1970-01-01');
    expect(isoMonth(LATE)).toBe('2025-03');
    expect(isoMonth(Date.UTC(2024, 11, 31, 23, 59))).toBe('2024-12');
    expect(() => isoDate(Number.NaN)).toThrow(RangeError);
  });

  it('startOfUtcDay is 00:00 UTC of the same day', () => {
    expect(startOfUtcDay(LATE)).toBe(Date.UTC(2025, 2, 9));
    expect(startOfUtcDay(Date.UTC(2025, 2, 9))).toBe(Date.UTC(2025, 2, 9));
  });

  it('addDays crosses months, years and leap days, both ways', () => {
    expect(addDays('2025-03-09', 1)).toBe('2025-03-10');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(addDays('2025-03-09', 0)).toBe('2025-03-09');
  });
});
