import { describe, expect, it } from 'vitest';
import { PLANS } from '../../../../../shared/plans';
import { CONFIRMATION_POLL_MS, confirmationPollInterval, planConfirmed, tierName } from './confirmation';

describe('planConfirmed', () => {
  it('is true only when the server shows the tier the plan unlocks', () => {
    expect(planConfirmed('pro', 'pro')).toBe(true);
    expect(planConfirmed('pro', 'free')).toBe(false);
    expect(planConfirmed('business', 'pro')).toBe(false);
    // Premium is sold as its own plan but unlocks the Pro tier.
    expect(planConfirmed('premium', PLANS.premium.tier)).toBe(true);
    expect(planConfirmed('premium', 'free')).toBe(false);
  });
});

describe('confirmationPollInterval', () => {
  it('keeps looking while unconfirmed, and stops once confirmed or after the limit', () => {
    expect(confirmationPollInterval(false, false)).toBe(CONFIRMATION_POLL_MS);
    expect(confirmationPollInterval(true, false)).toBe(false);
    expect(confirmationPollInterval(false, true)).toBe(false);
  });
});

describe('tierName', () => {
  it('names tiers as the catalogue does', () => {
    expect(tierName('free')).toBe(PLANS.free.name);
    expect(tierName('business')).toBe(PLANS.business.name);
  });
});
