import { describe, expect, it } from 'vitest';
import { formatTotalSaved } from './total-saved';

describe('formatTotalSaved (thousands of dollars)', () => {
  it('shows millions only from 1,000 thousand', () => {
    expect(formatTotalSaved(1000)).toBe('$1M');
    expect(formatTotalSaved(1500)).toBe('$1.5M');
    expect(formatTotalSaved(2847.3)).toBe('$2.8M');
    expect(formatTotalSaved(999.96)).toBe('$1M');
  });

  it('shows thousands below a million', () => {
    expect(formatTotalSaved(999.9)).toBe('$999.9K');
    expect(formatTotalSaved(12.34)).toBe('$12.3K');
    expect(formatTotalSaved(1)).toBe('$1K');
  });

  it('shows whole dollars below a thousand', () => {
    expect(formatTotalSaved(0.45)).toBe('$450');
    expect(formatTotalSaved(0.0004)).toBe('$0');
    expect(formatTotalSaved(0.9999)).toBe('$1K');
    expect(formatTotalSaved(0)).toBe('$0');
    expect(formatTotalSaved(-3)).toBe('$0');
    expect(formatTotalSaved(Number.NaN)).toBe('$0');
  });
});
