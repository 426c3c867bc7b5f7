/** 0-100 for a progress bar; 0 when the target is 0. */
export function percentOf(progress: number, target: number): number {
  if (target <= 0) return 0;
  return Math.min(100, Math.max(0, (progress / target) * 100));
}

/** The coins still missing for an item, for the disabled button's label. */
export function coinsShort(coins: number, cost: number): number {
  return Math.max(0, cost - coins);
}
