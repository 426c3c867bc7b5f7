import { describe, expect, it } from 'vitest';
import { BETA_VISIT_EVENT, CAMPAIGN_TAG_MAX, conversionEventRequestSchema } from '../../../../../shared/contracts/beta';
import { campaignFromSearch, signupCampaign, visitConversionEvent } from './campaign';

describe('campaign tags', () => {
  it('reads utm_source, utm_campaign and source', () => {
    expect(campaignFromSearch('?utm_source=twitter&utm_campaign=launch&source=blog')).toEqual({ utmSource: 'twitter', utmCampaign: 'launch', source: 'blog' });
    expect(campaignFromSearch('')).toEqual({});
    expect(campaignFromSearch('?utm_source=%20%20')).toEqual({});
  });

  it('cuts a long tag to the contract length', () => {
    expect(campaignFromSearch(`?utm_source=${'x'.repeat(300)}`).utmSource).toHaveLength(CAMPAIGN_TAG_MAX);
  });

  it('uses source on the signup row when utm_source is missing', () => {
    expect(signupCampaign({ source: 'blog' })).toEqual({ utmSource: 'blog' });
    expect(signupCampaign({ utmSource: 'twitter', source: 'blog', utmCampaign: 'c' })).toEqual({ utmSource: 'twitter', utmCampaign: 'c' });
    expect(signupCampaign({})).toEqual({});
  });

  it('sends the conversion event only for a utm_source, in a shape the server accepts', () => {
    expect(visitConversionEvent({ source: 'blog' })).toBeNull();
    const event = visitConversionEvent({ utmSource: 'twitter', utmCampaign: 'launch' });
    expect(event).toEqual({ event: BETA_VISIT_EVENT, source: 'twitter', value: 0, campaign: 'launch' });
    expect(conversionEventRequestSchema.safeParse(event).success).toBe(true);
  });
});
