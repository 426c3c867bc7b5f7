/**
 * A seeded pseudo-random generator: the same stream name always gives the same numbers. The demo
 * seed draws its rows from it (so the same anchor instant produces exactly the same data) and the
 * live demo activity its visitors.
 */
import { createHash } from 'node:crypto';

/** Every stream of random numbers derives from this constant (changing it changes every demo row). */
const SEED_CONSTANT = 'wealthdesk-demo-seed-v1';

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  weighted<T extends { weight: number }>(items: readonly T[]): T;
  /** Upper-case letters and digits, like an order reference. */
  code(length: number): string;
}

/**
 * mulberry32, seeded from the constant plus a stream name. Each area has its own stream, so adding
 * rows to one area in a later seed version does not shift the numbers of another.
 */
export function createRng(stream: string): Rng {
  let state = createHash('sha256').update(`${SEED_CONSTANT}:${stream}`).digest().readUInt32LE(0);
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)]!;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    weighted(items) {
      const total = items.reduce((sum, item) => sum + item.weight, 0);
      let roll = next() * total;
      for (const item of items) {
        roll -= item.weight;
        if (roll < 0) return item;
      }
      return pick(items);
    },
    code(length) {
      const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
      let out = '';
      for (let i = 0; i < length; i++) out += alphabet[int(0, alphabet.length - 1)];
      return out;
    },
  };
}
