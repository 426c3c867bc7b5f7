/**
 * The landing's A/B tests (docs/product.md "A/B tests and personalisation",
 * shared/contracts/growth.ts AB_TESTS): each visitor gets a variant of each test uniformly at
 * random the first time, and keeps it (browser storage), so a reload never switches what they see.
 * An exposure is reported once per analytics session and test: the server's results count distinct
 * sessions.
 */
import { AB_TESTS, type AbTestName } from '../../../../../../shared/contracts/growth';

export type AbVariant<T extends AbTestName> = (typeof AB_TESTS)[T][number];
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Where a test's variant is remembered. */
export const abVariantKey = (testName: AbTestName) => `wealth-desk.ab.${testName}`;
/** Where the session a test's exposure was last reported in is remembered. */
export const abExposureKey = (testName: AbTestName) => `wealth-desk.ab-exposed.${testName}`;

export function isVariantOf<T extends AbTestName>(testName: T, value: string | null): value is AbVariant<T> {
  return value !== null && (AB_TESTS[testName] as readonly string[]).includes(value);
}

function safeGet(storage: KeyValueStorage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function safeSet(storage: KeyValueStorage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage blocked or full: the assignment holds for this page only.
  }
}

/**
 * The remembered variant, or a fresh uniform pick that is then remembered. A stored value that is
 * not one of the test's variants (an old test, a hand edit) is replaced by a fresh pick.
 */
export function assignVariant<T extends AbTestName>(testName: T, storage: KeyValueStorage | undefined, random: () => number = Math.random): AbVariant<T> {
  const stored = safeGet(storage, abVariantKey(testName));
  if (isVariantOf(testName, stored)) return stored;
  const variants = AB_TESTS[testName] as readonly AbVariant<T>[];
  // min() keeps a random() of exactly 1 (a broken source) inside the list.
  const index = Math.min(variants.length - 1, Math.max(0, Math.floor(random() * variants.length)));
  const variant = variants[index]!;
  safeSet(storage, abVariantKey(testName), variant);
  return variant;
}

/**
 * True the first time this test's variant is seen in this analytics session (and records that it
 * was); false after, so the exposure event goes out once per session and test.
 */
export function claimExposure(testName: AbTestName, variant: string, sessionId: string, storage: KeyValueStorage | undefined): boolean {
  const marker = `${sessionId}:${variant}`;
  if (safeGet(storage, abExposureKey(testName)) === marker) return false;
  safeSet(storage, abExposureKey(testName), marker);
  return true;
}
