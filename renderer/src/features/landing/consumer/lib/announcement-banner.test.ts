import { describe, expect, it } from 'vitest';
import { BANNER_DISMISSED_KEY, isBannerDismissed, rememberBannerDismissed } from './announcement-banner';

describe('announcement banner dismissal', () => {
  it('is remembered', () => {
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
    expect(isBannerDismissed(storage)).toBe(false);
    rememberBannerDismissed(storage);
    expect(map.get(BANNER_DISMISSED_KEY)).toBe('true');
    expect(isBannerDismissed(storage)).toBe(true);
  });

  it('shows the banner when storage is missing or throws', () => {
    const broken = {
      getItem: (): string | null => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(isBannerDismissed(undefined)).toBe(false);
    expect(isBannerDismissed(broken)).toBe(false);
    expect(() => rememberBannerDismissed(broken)).not.toThrow();
  });
});
