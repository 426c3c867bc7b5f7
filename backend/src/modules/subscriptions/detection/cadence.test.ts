import { describe, expect, it } from 'vitest';
import { bestCadence, CADENCE_BY_FREQUENCY, fitCadence } from './cadence';
import { toDayNumber } from './dates';
import { everyDays, everyMonths } from './test-helpers';

const days = (dates: readonly string[]) => dates.map(toDayNumber);

describe('fitCadence / bestCadence', () => {
  it('weekly within 7±1 days', () => {
    const fit = bestCadence(days(everyDays('2024-01-01', 7, 10, [0, 1, 0, 1, 1])));
    expect(fit?.cadence.frequency).toBe('weekly');
    expect(fit?.spread).toBe(1);
    expect(fit?.onCadenceSteps).toBe(9);
  });

  it('weekly rejects an interval of 9 days (7+2)', () => {
    expect(fitCadence(days(everyDays('2024-01-01', 7, 6, [0, 0, 2, 2, 2, 2])), CADENCE_BY_FREQUENCY.weekly)).toBeNull();
  });

  it('weekly rejects drift: every interval 8 days', () => {
    expect(fitCadence(days(everyDays('2024-01-01', 8, 6)), CADENCE_BY_FREQUENCY.weekly)).toBeNull();
  });

  it('biweekly within ±2 days', () => {
    const fit = bestCadence(days(everyDays('2024-01-05', 14, 8, [0, 2, 0, 1, 2])));
    expect(fit?.cadence.frequency).toBe('biweekly');
    expect(fit?.spread).toBe(2);
  });

  it('monthly on the 31st through short months: Jan 31 -> Feb 29 -> Mar 31 -> Apr 30', () => {
    const dates = ['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30', '2024-05-31'];
    const fit = bestCadence(days(dates));
    expect(fit?.cadence.frequency).toBe('monthly');
    expect(fit?.anchorDay).toBe(31);
    expect(fit?.spread).toBe(0);
  });

  it('monthly on the 31st in a non-leap year: Jan 31 -> Feb 28 -> Mar 31', () => {
    const fit = bestCadence(days(['2023-01-31', '2023-02-28', '2023-03-31']));
    expect(fit?.cadence.frequency).toBe('monthly');
    expect(fit?.spread).toBe(0);
  });

  it('monthly with ±3 day jitter across a month boundary (anchor 1st, paid Dec 29)', () => {
    // Anchor the 1st: Nov 30 is Dec 1 -1, Jan 2 is Jan 1 +1, Mar 3 is Mar 1 +2.
    const ok = bestCadence(days(['2023-11-01', '2023-11-30', '2024-01-02', '2024-02-01', '2024-03-03', '2024-04-01']));
    expect(ok?.cadence.frequency).toBe('monthly');
    expect(ok?.anchorDay).toBe(1);
    expect(ok?.spread).toBe(3);
    expect(ok?.onCadenceSteps).toBe(5);
    // Dec 29 (-3) then Feb 2 (+1 of Feb 1, skipping January's 1st): an interval 4 days off.
    expect(bestCadence(days(['2023-11-01', '2023-12-29', '2024-02-02', '2024-03-01']))).toBeNull();
  });

  it('monthly rejects a charge 4 days off a tight schedule (spread 7 > 6)', () => {
    expect(fitCadence(days(['2024-01-15', '2024-02-15', '2024-03-19', '2024-04-12']), CADENCE_BY_FREQUENCY.monthly)).toBeNull();
  });

  it('a missed month is allowed, counted, and does not break the series', () => {
    const fit = bestCadence(days(['2024-01-10', '2024-02-10', '2024-03-10', '2024-05-10', '2024-06-10']));
    expect(fit?.cadence.frequency).toBe('monthly');
    expect(fit?.missedCycles).toBe(1);
    expect(fit?.onCadenceSteps).toBe(3);
  });

  it('quarterly ±7, semi-annual ±10, annual ±14', () => {
    expect(bestCadence(days(everyMonths('2023-01-01', 3, 6, 10, [0, 7, 1, 6])))?.cadence.frequency).toBe('quarterly');
    expect(bestCadence(days(everyMonths('2023-01-01', 6, 4, 20, [0, 10, 3])))?.cadence.frequency).toBe('semi-annual');
    expect(bestCadence(days(['2023-03-10', '2024-03-23']))?.cadence.frequency).toBe('annual');
    expect(bestCadence(days(['2023-03-10', '2024-03-30']))).toBeNull();
  });

  it('quarterly is not taken for monthly with missed cycles', () => {
    expect(fitCadence(days(everyMonths('2023-01-01', 3, 6, 10)), CADENCE_BY_FREQUENCY.monthly)).toBeNull();
  });

  it('irregular intervals fit nothing', () => {
    expect(bestCadence(days(['2024-01-01', '2024-01-04', '2024-01-12', '2024-01-14', '2024-01-25', '2024-02-09']))).toBeNull();
  });
});
