/**
 * Ids of ledger rows: UUIDs of version 7 (RFC 9562), the time in milliseconds first, then a counter
 * within the millisecond, then random bits. Rows written together get neighbouring ids, so a large
 * import appends to the id index instead of touching a random page of it per row (every commit
 * writes each page its rows touched; random version-4 ids made a batch's commit several times
 * dearer). Ids stay opaque, unique and valid UUIDs; they are no secret (every route checks its caller).
 */
import { randomFillSync } from 'node:crypto';

// Random bytes drawn 4 KiB at a time: one call per id cost more than the rest of making it.
const randomPool = Buffer.alloc(4096);
let poolOffset = randomPool.length;
let lastMs = 0;
let counter = 0;
/** 12 bits of counter per millisecond; past it the id borrows the next millisecond (order is kept). */
const MAX_COUNTER = 0xfff;

export function timeOrderedUuid(nowMs: number = Date.now()): string {
  let ms = nowMs;
  if (ms <= lastMs) {
    ms = lastMs;
    counter += 1;
    if (counter > MAX_COUNTER) {
      ms += 1;
      counter = 0;
    }
  } else {
    counter = 0;
  }
  lastMs = ms;
  if (poolOffset + 8 > randomPool.length) {
    randomFillSync(randomPool);
    poolOffset = 0;
  }
  // The variant's two bits (10) over the first random byte.
  randomPool[poolOffset] = (randomPool[poolOffset]! & 0x3f) | 0x80;
  const tail = randomPool.toString('hex', poolOffset, poolOffset + 8);
  poolOffset += 8;
  const time = ms.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8)}-7${counter.toString(16).padStart(3, '0')}-${tail.slice(0, 4)}-${tail.slice(4)}`;
}
