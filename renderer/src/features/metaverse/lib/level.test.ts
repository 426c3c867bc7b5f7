import { describe, expect, it } from 'vitest';
import { levelForXp, XP_PER_LEVEL } from '../../../../../shared/contracts/metaverse';
import { levelProgressPercent, xpIntoLevel, xpToNextLevel } from './level';

describe('level progress (docs/product.md "Metaverse": XP modulo 1000)', () => {
  it('uses the XP within the current level', () => {
    expect(xpIntoLevel(0)).toBe(0);
    expect(xpIntoLevel(60)).toBe(60);
    expect(xpIntoLevel(1_060)).toBe(60);
    expect(xpIntoLevel(XP_PER_LEVEL)).toBe(0);
    expect(levelProgressPercent(250)).toBe(25);
    expect(levelProgressPercent(2_990)).toBe(99);
    expect(levelProgressPercent(3_000)).toBe(0);
  });

  it('never leaves 0-100, whatever arrives', () => {
    for (const xp of [-50, Number.NaN, Number.POSITIVE_INFINITY, 999.99, 10 ** 12 + 999]) {
      const p = levelProgressPercent(xp);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(100);
    }
  });

  it('counts the XP still needed, in step with the level', () => {
    expect(xpToNextLevel(0)).toBe(1_000);
    expect(xpToNextLevel(940)).toBe(60);
    expect(xpToNextLevel(1_000)).toBe(1_000);
    // Reaching the next level is exactly when levelForXp goes up by one.
    expect(levelForXp(940 + xpToNextLevel(940))).toBe(levelForXp(940) + 1);
  });
});
