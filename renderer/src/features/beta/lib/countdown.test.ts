import { describe, expect, it } from 'vitest';
import { BETA_DEFAULT_LENGTH_DAYS } from '../../../../../shared/contracts/beta';
import { clockOffset, formatCountdown, remainingMs, spokenCountdown } from './countdown';

describe('countdown', () => {
  it('counts from the server clock, not the device clock', () => {
    // The device runs 10 minutes slow.
    const offset = clockOffset(1_000_000, 400_000);
    expect(remainingMs(1_000_000 + 60_000, 400_000, offset)).toBe(60_000);
    expect(remainingMs(1_000_000 + 60_000, 400_000 + 5_000, offset)).toBe(55_000);
  });

  it('never goes below zero', () => {
    expect(remainingMs(100, 500, 0)).toBe(0);
  });

  it('leads with the days from a day on', () => {
    expect(formatCountdown(BETA_DEFAULT_LENGTH_DAYS * 86_400_000)).toBe('30d 00:00:00');
    expect(formatCountdown(86_400_000 - 1)).toBe('23:59:59');
    expect(formatCountdown(2 * 86_400_000 + 3_600_000 + 61_000)).toBe('2d 01:01:01');
    expect(formatCountdown(3_599_999)).toBe('00:59:59');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });

  it('speaks the time to the minute', () => {
    expect(spokenCountdown(47 * 3_600_000 + 5 * 60_000 + 59_000)).toBe('1 day 23 hours 5 minutes');
    expect(spokenCountdown(23 * 3_600_000 + 5 * 60_000)).toBe('23 hours 5 minutes');
    expect(spokenCountdown(3_600_000 + 60_000)).toBe('1 hour 1 minute');
    expect(spokenCountdown(59_000)).toBe('0 minutes');
  });
});
