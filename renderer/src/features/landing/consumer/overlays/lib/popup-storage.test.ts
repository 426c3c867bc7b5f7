import { describe, expect, it } from 'vitest';
import { OVERLAY_STORAGE_KEYS } from './overlay-constants';
import { isInstallCardDismissed, markInstallCardDismissed, markPopupShown, shownPopups, wasPopupShown, type FlagStorage } from './popup-storage';

function memoryStorage(): FlagStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const blocked: FlagStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('popup flags', () => {
  it('remembers each popup separately, with the time it was shown', () => {
    const storage = memoryStorage();
    expect(shownPopups(storage)).toEqual([]);
    markPopupShown(storage, 'scroll', Date.UTC(2025, 0, 2, 3, 4, 5));
    expect(wasPopupShown(storage, 'scroll')).toBe(true);
    expect(wasPopupShown(storage, 'exit_intent')).toBe(false);
    expect(shownPopups(storage)).toEqual(['scroll']);
    expect(storage.data.get(OVERLAY_STORAGE_KEYS.shown.scroll)).toBe('2025-01-02T03:04:05.000Z');
  });

  it('remembers the install card dismissal', () => {
    const storage = memoryStorage();
    expect(isInstallCardDismissed(storage)).toBe(false);
    markInstallCardDismissed(storage, 0);
    expect(isInstallCardDismissed(storage)).toBe(true);
  });

  it('reads blocked storage as "not yet" and never throws', () => {
    expect(() => markPopupShown(blocked, 'price_drop', 0)).not.toThrow();
    expect(shownPopups(blocked)).toEqual([]);
    expect(() => markInstallCardDismissed(blocked, 0)).not.toThrow();
    expect(isInstallCardDismissed(blocked)).toBe(false);
  });
});
