/**
 * Determinism for the demo seed: fixed row ids and a seeded pseudo-random generator, so the same
 * anchor instant always produces exactly the same rows.
 */
import { createHash } from 'node:crypto';

/** Namespace of every demo row id (a fixed, randomly chosen UUID). */
const DEMO_ID_NAMESPACE = Buffer.from('3f0d9a4e6c1b4e7a9b527d8c1a2e4f60', 'hex');

/**
 * A name-based UUID (version 5, RFC 9562: SHA-1 of namespace + name), so a row's id follows from
 * what the row is ("txn/coffee/d12") and re-seeding hits the same primary key.
 */
export function demoId(name: string): string {
  const bytes = createHash('sha1').update(DEMO_ID_NAMESPACE).update(name, 'utf8').digest();
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Hex SHA-256 of a name; demo visitors' "IP address" fields hold this shape, like a salted hash. */
export function demoHash(name: string): string {
  return createHash('sha256').update(`wealthdesk-demo:${name}`, 'utf8').digest('hex');
}

/** Every stream of random numbers in the seed derives from this constant. */
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
