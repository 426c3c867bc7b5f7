import { describe, expect, it, vi } from 'vitest';
import { createPurchaseGuard, parseSessionId, PURCHASE_SENT_KEY_PREFIX, type KeyValueStore } from './purchase-once';

function memoryStore(): KeyValueStore & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe('createPurchaseGuard', () => {
  it('claims each session id once, and remembers it in storage', () => {
    const store = memoryStore();
    const claim = createPurchaseGuard(() => store);
    expect(claim('cs_test_1')).toBe(true);
    expect(claim('cs_test_1')).toBe(false);
    expect(claim('cs_test_2')).toBe(true);
    expect(store.data.has(`${PURCHASE_SENT_KEY_PREFIX}cs_test_1`)).toBe(true);
  });

  it('a reload (a fresh page with the same storage) does not claim it again', () => {
    const store = memoryStore();
    expect(createPurchaseGuard(() => store)('cs_test_1')).toBe(true);
    expect(createPurchaseGuard(() => store)('cs_test_1')).toBe(false);
  });

  it('without usable storage it still guards within the page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const claim = createPurchaseGuard(() => {
      throw new Error('SecurityError');
    });
    expect(claim('cs_test_1')).toBe(true);
    expect(claim('cs_test_1')).toBe(false);
    expect(createPurchaseGuard(() => null)('cs_test_1')).toBe(true);
    warn.mockRestore();
  });
});

describe('parseSessionId', () => {
  it('accepts provider session ids and rejects empty or odd values', () => {
    expect(parseSessionId('cs_test_a1B2c3')).toBe('cs_test_a1B2c3');
    expect(parseSessionId(' demo_123 ')).toBe('demo_123');
    expect(parseSessionId(null)).toBeNull();
    expect(parseSessionId('')).toBeNull();
    expect(parseSessionId('<img src=x>')).toBeNull();
    expect(parseSessionId('x'.repeat(201))).toBeNull();
  });
});
