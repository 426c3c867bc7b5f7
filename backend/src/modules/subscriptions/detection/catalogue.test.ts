import { describe, expect, it } from 'vitest';
import { MERCHANT_CATALOGUE } from './merchant-catalogue';
import { matchCatalogue, normaliseMerchant } from './normalise';

const CATEGORIES_REQUIRED = ['Streaming', 'Music', 'Software', 'News', 'Fitness', 'Cloud Storage', 'Delivery', 'Dating', 'Gaming'];

describe('merchant catalogue', () => {
  it('has at least 60 services with unique ids and the required categories', () => {
    expect(MERCHANT_CATALOGUE.length).toBeGreaterThanOrEqual(60);
    expect(new Set(MERCHANT_CATALOGUE.map((m) => m.id)).size).toBe(MERCHANT_CATALOGUE.length);
    const categories = new Set(MERCHANT_CATALOGUE.map((m) => m.category));
    for (const c of CATEGORIES_REQUIRED) expect(categories.has(c), c).toBe(true);
  });

  it.each(MERCHANT_CATALOGUE.map((m) => [m.id, m] as const))('%s is complete and its patterns find it', (_id, m) => {
    expect(m.name.length).toBeGreaterThan(0);
    expect(m.cancellationUrl).toMatch(/^https:\/\//);
    if (m.cancellationPhone !== null) expect(m.cancellationPhone).toMatch(/^1-\d{3}-\d{3}-\d{4}$/);
    expect(m.cancellationInstructions.length).toBeGreaterThan(40);
    expect(m.patterns.length).toBeGreaterThan(0);
    for (const p of m.patterns) {
      expect(p).toBe(p.toLowerCase());
      expect(matchCatalogue(p.toUpperCase())?.id, p).toBe(m.id);
      expect(normaliseMerchant(`SQ *${p.toUpperCase()} 800-555-1234 CA`).key, p).toBe(m.id);
    }
  });

  it('does not claim everyday merchants', () => {
    for (const s of ['STARBUCKS STORE 04512', 'WHOLEFDS MKT #10234', 'SHELL OIL 57444', 'UBER *TRIP', 'AMZN Mktp US*2K3L45', 'COSTCO WHSE #0123', 'WALMART SUPERCENTER', 'GRUBHUB*ORDER', 'DOORDASH*CHIPOTLE']) {
      expect(matchCatalogue(s), s).toBeNull();
    }
  });
});
