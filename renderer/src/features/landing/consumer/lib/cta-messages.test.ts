import { describe, expect, it } from 'vitest';
import { SMART_RULES } from '../../../../../../shared/landing';
import { DISCOUNT_CODES, MONEY_BACK_DAYS } from '../../../../../../shared/plans';
import { genericCta, personalisedCta } from './cta-messages';
import { RECOMMENDATIONS } from './smart-recommendation';

describe('CTA messages', () => {
  it('has a message and a site link for every recommendation', () => {
    for (const recommendation of RECOMMENDATIONS) {
      const message = personalisedCta(recommendation, 12);
      expect(message.headline.length).toBeGreaterThan(0);
      expect(message.href.startsWith('/')).toBe(true);
    }
    expect(genericCta().href).toBe('/subscriptions');
  });

  it('names only discount codes the catalogue honours', () => {
    for (const recommendation of RECOMMENDATIONS) {
      const href = personalisedCta(recommendation, null).href;
      const code = new URL(href, 'http://x.test').searchParams.get('discount');
      if (code !== null) expect(Object.keys(DISCOUNT_CODES)).toContain(code);
    }
    const welcome = personalisedCta('welcome_discount', null);
    expect(welcome.href).toBe(`/pricing?discount=${SMART_RULES.welcomeDiscountCode}`);
    expect(welcome.headline).toBe(DISCOUNT_CODES.WELCOME50.label);
  });

  it('offers the spec\'s 25% with a catalogue code checkout honours', () => {
    expect(DISCOUNT_CODES[SMART_RULES.checkoutDiscountCode].percentOff).toBe(25);
    const message = personalisedCta('checkout_discount', null);
    expect(message.href).toBe('/pricing?discount=FINISH25');
    expect(message.headline).toBe('Finish checking out with 25% off');
    expect(message.body).toBe('You were one step away. Use code FINISH25: 25% off your first month.');
  });

  it('says risk-free with the money-back guarantee', () => {
    const message = personalisedCta('risk_free', null);
    expect(message.headline).toContain('risk-free');
    expect(message.body).toContain(`${MONEY_BACK_DAYS}-day money-back guarantee`);
  });

  it('quotes the user total only when there is one', () => {
    expect(personalisedCta('social_proof', 1234)).toMatchObject({ quotesTotals: true, headline: expect.stringContaining('1,234 people') });
    expect(personalisedCta('social_proof', 1).headline).toContain('1 person');
    expect(personalisedCta('social_proof', null).quotesTotals).toBe(false);
    expect(personalisedCta('social_proof', 0).quotesTotals).toBe(false);
  });
});
