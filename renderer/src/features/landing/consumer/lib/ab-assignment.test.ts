import { describe, expect, it } from 'vitest';
import { AB_TESTS } from '../../../../../../shared/contracts/growth';
import { abVariantKey, assignVariant, claimExposure } from './ab-assignment';

function memoryStorage() {
  const map = new Map<string, string>();
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('assignVariant', () => {
  it('picks uniformly over the test variants', () => {
    const picks = [0, 0.34, 0.67, 0.9999].map((r) => assignVariant('pricing_card', memoryStorage(), () => r));
    expect(picks).toEqual(['A', 'B', 'C', 'C']);
    expect(assignVariant('cta', memoryStorage(), () => 0.49)).toBe('generic');
    expect(assignVariant('cta', memoryStorage(), () => 0.5)).toBe('personalized');
    expect(assignVariant('social_proof', memoryStorage(), () => 0.5)).toBe('testimonials');
    // A broken source that answers 1 or less than 0 still lands inside the list.
    expect(assignVariant('pricing_card', memoryStorage(), () => 1)).toBe('C');
    expect(assignVariant('pricing_card', memoryStorage(), () => -1)).toBe('A');
  });

  it('remembers the first pick, per test name', () => {
    const storage = memoryStorage();
    expect(assignVariant('pricing_card', storage, () => 0.5)).toBe('B');
    expect(assignVariant('pricing_card', storage, () => 0)).toBe('B');
    expect(storage.map.get(abVariantKey('pricing_card'))).toBe('B');
    expect(assignVariant('social_proof', storage, () => 0.9)).toBe('recent_activity');
    expect(assignVariant('pricing_card', storage, () => 0.9)).toBe('B');
  });

  it('keeps a variant set before the first visit, and replaces an unknown one', () => {
    const storage = memoryStorage();
    storage.setItem(abVariantKey('pricing_card'), 'C');
    expect(assignVariant('pricing_card', storage, () => 0)).toBe('C');
    storage.setItem(abVariantKey('cta'), 'shouty');
    expect(assignVariant('cta', storage, () => 0)).toBe('generic');
    expect(storage.getItem(abVariantKey('cta'))).toBe('generic');
  });

  it('still answers when storage is missing or throws', () => {
    expect(AB_TESTS.pricing_card).toContain(assignVariant('pricing_card', undefined, () => 0.4));
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(assignVariant('cta', broken, () => 0.7)).toBe('personalized');
  });
});

describe('claimExposure', () => {
  it('is true once per session and test', () => {
    const storage = memoryStorage();
    expect(claimExposure('pricing_card', 'A', 'session-1', storage)).toBe(true);
    expect(claimExposure('pricing_card', 'A', 'session-1', storage)).toBe(false);
    expect(claimExposure('cta', 'generic', 'session-1', storage)).toBe(true);
    expect(claimExposure('pricing_card', 'A', 'session-2', storage)).toBe(true);
    expect(claimExposure('pricing_card', 'A', 'session-2', storage)).toBe(false);
  });

  it('reports again when the variant changed within the session', () => {
    const storage = memoryStorage();
    expect(claimExposure('pricing_card', 'A', 's', storage)).toBe(true);
    expect(claimExposure('pricing_card', 'B', 's', storage)).toBe(true);
  });
});
