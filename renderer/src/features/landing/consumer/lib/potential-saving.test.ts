import { describe, expect, it } from 'vitest';
import { canSubmitEmail, pickPotentialSaving } from './potential-saving';

describe('pickPotentialSaving', () => {
  it('is a whole number from 50 to 149, inclusive', () => {
    expect(pickPotentialSaving(() => 0)).toBe(50);
    expect(pickPotentialSaving(() => 0.5)).toBe(100);
    expect(pickPotentialSaving(() => 0.999999)).toBe(149);
    expect(pickPotentialSaving(() => 1)).toBe(149);
    expect(pickPotentialSaving(() => -2)).toBe(50);
    for (let i = 0; i < 200; i += 1) {
      const value = pickPotentialSaving();
      expect(Number.isInteger(value) && value >= 50 && value <= 149).toBe(true);
    }
  });
});

describe('canSubmitEmail', () => {
  it('needs an address and no submission in flight', () => {
    expect(canSubmitEmail('', false)).toBe(false);
    expect(canSubmitEmail('   ', false)).toBe(false);
    expect(canSubmitEmail('a@b.co', true)).toBe(false);
    expect(canSubmitEmail('a@b.co', false)).toBe(true);
  });
});
