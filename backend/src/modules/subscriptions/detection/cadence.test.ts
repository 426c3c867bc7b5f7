import { describe, expect, it } from 'vitest';
import { bestCadence, CADENCE_BY_FREQUENCY, fitCadence, periodsIn } from './cadence';
import { fromDayNumber, toDayNumber } from './dates';

const days = (dates: readonly string[]) => dates.map(toDayNumber);
/** Charge days from a start date and the intervals between them. */
const byIntervals = (start: string, intervals: readonly number[]) => {
  const out = [toDayNumber(start)];
  for (const i of intervals) out.push((out[out.length - 1] as number) + i);
  return out;
};

describe('periodsIn', () => {
  it('one period in the window; from one and a half periods, whole periods skipped (a pause resumes on any day)', () => {
    const monthly = CADENCE_BY_FREQUENCY.monthly;
    expect([25, 26, 30, 35, 36, 45].map((i) => periodsIn(i, monthly))).toEqual([0, 1, 1, 1, -1, -1]);
    expect([46, 60, 76, 91, 144, 197].map((i) => periodsIn(i, monthly))).toEqual([2, 2, 2, 3, 5, 6]);
    // A pause longer than maxStepCycles breaks the series.
    expect(periodsIn(7 * 30.44, monthly)).toBe(-1);
  });
});

describe('fitCadence / bestCadence on drifting charges', () => {
  it('weekly: intervals of 5 to 9 days', () => {
    const fit = bestCadence(byIntervals('2024-01-01', [7, 5, 9, 7, 6, 8, 7, 7, 9, 5]));
    expect(fit?.cadence.frequency).toBe('weekly');
    expect(fit?.singleSteps).toBe(10);
    expect([fit?.minInterval, fit?.maxInterval, fit?.medianInterval]).toEqual([5, 9, 7]);
  });

  it('biweekly: intervals of 11 to 17 days', () => {
    const fit = bestCadence(byIntervals('2024-01-05', [14, 11, 17, 13, 15, 14, 16]));
    expect(fit?.cadence.frequency).toBe('biweekly');
    expect(fit?.singleSteps).toBe(7);
  });

  it('monthly: each charge 26 to 35 days after the previous one, not on a fixed schedule', () => {
    const fit = bestCadence(byIntervals('2024-01-15', [26, 35, 28, 33, 30, 27, 34, 31]));
    expect(fit?.cadence.frequency).toBe('monthly');
    expect(fit?.missedCycles).toBe(0);
    expect(fit?.days).toHaveLength(9);
  });

  it('monthly on the 31st through short months: Jan 31 -> Feb 29 -> Mar 31 -> Apr 30', () => {
    const fit = bestCadence(days(['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30', '2024-05-31']));
    expect(fit?.cadence.frequency).toBe('monthly');
    expect([fit?.minInterval, fit?.maxInterval]).toEqual([29, 31]);
  });

  it('a late charge followed by an on-time one (36 then 25 days) counts as two single steps', () => {
    const fit = fitCadence(byIntervals('2024-01-17', [36, 25, 31, 30, 31]), CADENCE_BY_FREQUENCY.monthly);
    expect(fit?.singleSteps).toBe(5);
    expect(fit?.extraDays).toEqual([]);
    expect(fit?.oddIntervals).toBe(0);
  });

  it('a missed month and a three-month pause are counted and do not break the series', () => {
    const fit = bestCadence(byIntervals('2024-01-10', [31, 29, 61, 30, 31, 92, 30, 31, 30]));
    expect(fit?.cadence.frequency).toBe('monthly');
    expect(fit?.missedCycles).toBe(1 + 2);
    expect(fit?.singleSteps).toBe(7);
  });

  it('an extra charge days after the previous one is left out of the series', () => {
    const start = byIntervals('2024-01-10', [30, 31, 30, 31, 30, 31, 30, 31, 30, 31]);
    const withExtra = [...start.slice(0, 4), (start[3] as number) + 2, ...start.slice(4)];
    const fit = fitCadence(withExtra, CADENCE_BY_FREQUENCY.monthly);
    expect(fit?.extraDays.map(fromDayNumber)).toEqual([fromDayNumber((start[3] as number) + 2)]);
    expect(fit?.days).toEqual(start);
  });

  it('quarterly, semi-annual and annual renewals within about a week', () => {
    expect(bestCadence(byIntervals('2023-01-03', [92, 86, 97, 90, 91]))?.cadence.frequency).toBe('quarterly');
    expect(bestCadence(byIntervals('2023-01-03', [181, 188, 176]))?.cadence.frequency).toBe('semi-annual');
    expect(bestCadence(days(['2023-03-10', '2024-03-16']))?.cadence.frequency).toBe('annual');
    expect(bestCadence(days(['2023-03-10', '2024-04-02']))).toBeNull();
  });

  it('a cadence is not taken for another one with missed cycles', () => {
    const quarterly = byIntervals('2023-01-01', [90, 92, 91, 92, 90]);
    expect(fitCadence(quarterly, CADENCE_BY_FREQUENCY.monthly)).toBeNull();
    const biweekly = byIntervals('2023-01-01', [14, 14, 13, 15, 14]);
    expect(fitCadence(biweekly, CADENCE_BY_FREQUENCY.weekly)).toBeNull();
    expect(bestCadence(biweekly)?.cadence.frequency).toBe('biweekly');
  });

  it('irregular spending fits nothing: a car wash every 20 to 45 days, shopping every few days', () => {
    expect(bestCadence(byIntervals('2024-01-01', [22, 41, 28, 35, 20, 44, 31, 25, 38, 23, 45, 29]))).toBeNull();
    expect(bestCadence(byIntervals('2024-01-01', [3, 8, 12, 2, 15, 9, 4, 21, 6]))).toBeNull();
  });

  it('a short series tolerates no odd interval', () => {
    expect(fitCadence(byIntervals('2024-01-01', [30, 45]), CADENCE_BY_FREQUENCY.monthly)).toBeNull();
  });
});
