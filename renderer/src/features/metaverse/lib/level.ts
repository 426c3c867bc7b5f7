import { XP_PER_LEVEL } from '../../../../../shared/contracts/metaverse';

/** Experience earned inside the current level (spec: level progress uses XP modulo 1000). */
export function xpIntoLevel(xp: number): number {
  if (!Number.isFinite(xp) || xp <= 0) return 0;
  return Math.floor(xp) % XP_PER_LEVEL;
}

/** Level progress in percent, 0-100 (spec: progress percentages are capped at 100). */
export function levelProgressPercent(xp: number): number {
  return Math.min(100, Math.max(0, (xpIntoLevel(xp) / XP_PER_LEVEL) * 100));
}

/** XP still needed to reach the next level. */
export function xpToNextLevel(xp: number): number {
  return XP_PER_LEVEL - xpIntoLevel(xp);
}
