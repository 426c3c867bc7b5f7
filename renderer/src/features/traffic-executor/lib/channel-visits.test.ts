import { describe, expect, it } from 'vitest';
import { visitsBySource } from './channel-visits';

const row = (source: string, visits: number) => ({ source, visits, conversions: 0, revenue: 0, conversionRate: 0 });

describe('visitsBySource', () => {
  it('takes each wanted channel row and gives 0 to a channel with no row', () => {
    expect(visitsBySource([row('twitter', 12), row('google', 40), row('reddit', 3)], ['twitter', 'reddit', 'producthunt'])).toEqual({
      twitter: 12,
      reddit: 3,
      producthunt: 0,
    });
  });

  it('matches a source whatever its case', () => {
    expect(visitsBySource([row('LinkedIn', 5)], ['linkedin'])).toEqual({ linkedin: 5 });
  });
});
