import { describe, expect, it } from 'vitest';
import { coinsShort, percentOf } from './rewards-format';

describe('percentOf', () => {
  it('clamps to 0-100', () => {
    expect(percentOf(250, 500)).toBe(50);
    expect(percentOf(7, 5)).toBe(100);
    expect(percentOf(1, 0)).toBe(0);
  });
});

describe('coinsShort', () => {
  it('is never negative', () => {
    expect(coinsShort(50, 100)).toBe(50);
    expect(coinsShort(150, 100)).toBe(0);
  });
});
