import { describe, expect, it } from 'vitest';
import { progressPercent, statusLabel, statusTone } from './business-status';

describe('status', () => {
  it('colours: active green, paused yellow, completed blue, anything else grey', () => {
    expect(statusTone('active')).toBe('success');
    expect(statusTone('paused')).toBe('warning');
    expect(statusTone('completed')).toBe('info');
    expect(statusTone('closed')).toBe('secondary');
    expect(statusTone('')).toBe('secondary');
  });
  it('labels', () => {
    expect(statusLabel('active')).toBe('Active');
    expect(statusLabel('')).toBe('Unknown');
  });
});

describe('progressPercent', () => {
  it.each([
    [0, 5000, 0],
    [250, 1000, 25],
    [100, 5000, 2],
    [4999, 5000, 99],
    [5000, 5000, 100],
    [7500, 5000, 100],
    [-10, 5000, 0],
    [10, 0, 0],
    [Number.NaN, 100, 0],
  ])('%d of %d is %d%% (rounded down, capped at 100)', (current, target, percent) => {
    expect(progressPercent(current, target)).toBe(percent);
  });
});
