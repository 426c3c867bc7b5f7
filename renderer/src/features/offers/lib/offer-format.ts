/**
 * How /offers words the catalogue's offers (shared/plans.ts OFFERS): prices, periods, claim counts
 * and where Claim This Offer goes.
 */
import { PATHS } from '../../../../../shared/routes';
import { formatUsd } from '@/lib/format';

/** Whole dollars as the catalogue's prices are; cents appear only if a price ever has them. */
export function formatOfferPrice(cents: number): string {
  return formatUsd(cents / 100, { cents: cents % 100 !== 0 });
}

/** The offer price and its period: "$19" + "/month", "$228" + "/year", a free month just "Free". */
export function offerPriceParts(offerPriceCents: number, interval: 'month' | 'year'): { price: string; period: string | null } {
  if (offerPriceCents === 0) return { price: 'Free', period: null };
  return { price: formatOfferPrice(offerPriceCents), period: `/${interval}` };
}

/** "847 of 1,000 claimed", the percentage for the bar, and what is left. */
export function claimedSummary(claimed: number, total: number): { label: string; percent: number; left: number } {
  const safeTotal = Math.max(0, total);
  const taken = Math.min(Math.max(0, claimed), safeTotal);
  return {
    label: `${taken.toLocaleString('en-US')} of ${safeTotal.toLocaleString('en-US')} claimed`,
    percent: safeTotal === 0 ? 100 : (taken / safeTotal) * 100,
    left: safeTotal - taken,
  };
}

/** docs/product.md "Offers": claiming sends the visitor to /pricing?offer={offerId}. */
export function claimHref(offerId: string): string {
  return `${PATHS.pricing}?${new URLSearchParams({ offer: offerId }).toString()}`;
}
