/**
 * The /pricing query (docs/product.md "Pricing"): ?discount=CODE and ?offer=ID. Only the
 * catalogue's codes and offers count; anything else is reported back so the page can say, quietly,
 * that it was ignored.
 */
import { isDiscountCode, OFFER_IDS, type DiscountCode, type OfferId } from '../../../../../shared/plans';

/** Longest unknown value echoed back to the visitor (a query can be anything, of any length). */
const MAX_ECHO_LENGTH = 32;

export interface PricingParams {
  discount: DiscountCode | null;
  /** The value of ?discount= when it is not one of the catalogue's codes. */
  ignoredDiscount: string | null;
  offer: OfferId | null;
  ignoredOffer: string | null;
}

function echo(value: string): string {
  return value.length > MAX_ECHO_LENGTH ? `${value.slice(0, MAX_ECHO_LENGTH)}…` : value;
}

export function isOfferId(value: string | null | undefined): value is OfferId {
  return typeof value === 'string' && (OFFER_IDS as string[]).includes(value);
}

export function parsePricingParams(search: URLSearchParams): PricingParams {
  const rawDiscount = search.get('discount')?.trim() ?? '';
  // Codes are printed in capitals, but a link typed by hand in lower case should still work.
  const code = rawDiscount.toUpperCase();
  const rawOffer = search.get('offer')?.trim() ?? '';
  const offer = rawOffer.toLowerCase();
  return {
    discount: isDiscountCode(code) ? code : null,
    ignoredDiscount: rawDiscount !== '' && !isDiscountCode(code) ? echo(rawDiscount) : null,
    offer: isOfferId(offer) ? offer : null,
    ignoredOffer: rawOffer !== '' && !isOfferId(offer) ? echo(rawOffer) : null,
  };
}

/** The same query with ?discount= set to a code (the urgency banner applies BETA50 this way). */
export function withDiscount(search: URLSearchParams, code: DiscountCode): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set('discount', code);
  return next;
}
