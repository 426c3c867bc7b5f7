/**
 * Determinism for the demo seed: fixed row ids and a seeded pseudo-random generator (lib/random.ts),
 * so the same anchor instant always produces exactly the same rows.
 */
import { createHash } from 'node:crypto';

export { createRng, type Rng } from '../../lib/random';

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
