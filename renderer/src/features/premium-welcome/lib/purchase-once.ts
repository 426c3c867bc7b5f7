/**
 * The /success purchase event goes out once per checkout session: a reload, a second tab or React
 * re-running an effect must not count the same purchase twice. The session's id is remembered in
 * sessionStorage; where storage is unavailable (blocked, private mode) an in-memory set still stops
 * repeats within the page's life.
 */

export const PURCHASE_SENT_KEY_PREFIX = 'wd:purchase-sent:';

/** The part of Storage this needs, so tests can pass a plain object. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

// Ids reach analytics properties: Stripe's are like cs_test_a1B2..., the demo provider's similar.
const SESSION_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,200}$/;

export function parseSessionId(raw: string | null): string | null {
  const value = raw?.trim() ?? '';
  return SESSION_ID_PATTERN.test(value) ? value : null;
}

export function createPurchaseGuard(store: () => KeyValueStore | null) {
  const sentThisPage = new Set<string>();
  /** True exactly once per session id: the caller then sends the event. */
  return function claim(sessionId: string): boolean {
    if (sentThisPage.has(sessionId)) return false;
    sentThisPage.add(sessionId);
    const key = `${PURCHASE_SENT_KEY_PREFIX}${sessionId}`;
    try {
      const storage = store();
      if (!storage) return true;
      if (storage.getItem(key) !== null) return false;
      storage.setItem(key, new Date().toISOString());
    } catch (error) {
      console.warn('purchase guard: sessionStorage unavailable, guarding this page only', error);
    }
    return true;
  };
}

export function browserSessionStorage(): KeyValueStore | null {
  return typeof window === 'undefined' ? null : window.sessionStorage;
}

/** The page's one guard. */
export const claimPurchaseEvent = createPurchaseGuard(browserSessionStorage);
