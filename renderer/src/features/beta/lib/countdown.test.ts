import { describe, expect, it } from 'vitest';
import { BETA_SIGNUP_WINDOW_MS } from '../../../../../shared/contracts/beta';
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

  it('formats hours without wrapping into days', () => {
    expect(formatCountdown(BETA_SIGNUP_WINDOW_MS)).toBe('48:00:00');
    expect(formatCountdown(3_599_999)).toBe('00:59:59');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });

  it('speaks the time to the minute', () => {
    expect(spokenCountdown(47 * 3_600_000 + 5 * 60_000 + 59_000)).toBe('47 hours 5 minutes');
    expect(spokenCountdown(3_600_000 + 60_000)).toBe('1 hour 1 minute');
    expect(spokenCountdown(59_000)).toBe('0 minutes');
  });
});
