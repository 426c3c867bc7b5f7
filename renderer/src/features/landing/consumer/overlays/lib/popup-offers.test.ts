import { describe, expect, it } from 'vitest';
import { EXIT_INTENT_OFFER, formatCents, PRICE_DROP_OFFER, pricingWithDiscount, SCROLL_OFFER } from './popup-offers';

describe('popup offers', () => {
  it('formats cents as the popups print them', () => {
    expect(formatCents(900)).toBe('$9');
    expect(formatCents(720)).toBe('$7.20');
    expect(formatCents(450)).toBe('$4.50');
    expect(formatCents(0)).toBe('$0');
  });

  it('exit intent: SAVE50, 50% off the first month of Pro, newsletter offer 50_percent_off', () => {
    expect(EXIT_INTENT_OFFER).toMatchObject({
      code: 'SAVE50',
      percentOff: 50,
      priceCents: 900,
      discountedCents: 450,
      source: 'exit_intent',
      offer: '50_percent_off',
      pricingHref: '/pricing?discount=SAVE50',
    });
  });

  it('price drop: WELCOME20, $7.20 instead of $9 (docs/product.md "Overlays")', () => {
    expect(PRICE_DROP_OFFER).toMatchObject({ code: 'WELCOME20', percentOff: 20, planName: 'Pro', priceCents: 900, discountedCents: 720 });
    expect(PRICE_DROP_OFFER.pricingHref).toBe('/pricing?discount=WELCOME20');
  });

  it('scroll: the free trial from scroll engagement, starting on /subscriptions', () => {
    expect(SCROLL_OFFER).toEqual({ source: 'scroll_engagement', offer: 'free_trial', startHref: '/subscriptions' });
  });

  it('builds the pricing link with the code encoded', () => {
    expect(pricingWithDiscount('BETA50')).toBe('/pricing?discount=BETA50');
  });
});
