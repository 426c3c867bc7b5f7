import { describe, expect, it } from 'vitest';
import { formatCount, formatDollars, plural } from './funnel-format';

describe('funnel formatting', () => {
  it('formats counts and dollars', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatDollars(475)).toBe('$475');
    expect(formatDollars(0.48)).toBe('$0.48');
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(plural(1, 'conversion')).toBe('1 conversion');
    expect(plural(2, 'conversion')).toBe('2 conversions');
  });
});
