/**
 * The campaign tags a beta link carries (docs/product.md "Beta": utm_source, utm_campaign, source).
 * `source` is the plain form some links use; it stands in for utm_source on the signup row, but
 * only a real utm_source sends the conversion event (docs/product.md "Beta").
 */
import { BETA_VISIT_EVENT, CAMPAIGN_TAG_MAX, type ConversionEventRequest } from '../../../../../shared/contracts/beta';

export interface CampaignTags {
  utmSource?: string;
  utmCampaign?: string;
  source?: string;
}

/** Trimmed and cut to the contract's length: a long tag in a link must not make the signup fail. */
function tag(params: URLSearchParams, name: string): string | undefined {
  const value = params.get(name)?.trim().slice(0, CAMPAIGN_TAG_MAX).trim();
  return value ? value : undefined;
}

export function campaignFromSearch(search: string): CampaignTags {
  const params = new URLSearchParams(search);
  const tags: CampaignTags = {};
  const utmSource = tag(params, 'utm_source');
  const utmCampaign = tag(params, 'utm_campaign');
  const source = tag(params, 'source');
  if (utmSource) tags.utmSource = utmSource;
  if (utmCampaign) tags.utmCampaign = utmCampaign;
  if (source) tags.source = source;
  return tags;
}

/** What the signup row records about the campaign. */
export function signupCampaign(tags: CampaignTags): { utmSource?: string; utmCampaign?: string } {
  const utmSource = tags.utmSource ?? tags.source;
  return { ...(utmSource ? { utmSource } : {}), ...(tags.utmCampaign ? { utmCampaign: tags.utmCampaign } : {}) };
}

/** The conversion event to send on page load, or null when the link has no utm_source. */
export function visitConversionEvent(tags: CampaignTags): ConversionEventRequest | null {
  if (!tags.utmSource) return null;
  // A visit carries no money; the value field is there for later, paying conversions.
  return { event: BETA_VISIT_EVENT, source: tags.utmSource, value: 0, ...(tags.utmCampaign ? { campaign: tags.utmCampaign } : {}) };
}
