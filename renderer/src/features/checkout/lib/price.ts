import {
  DISCOUNT_CODES,
  discountedCents,
  PLANS,
  planPriceCents,
  type BillingInterval,
  type DiscountCode,
  type PaidPlanId,
} from '../../../../../shared/plans';
import { formatUsd } from '@/lib/format';

export interface CheckoutDiscount {
  code: DiscountCode;
  label: string;
  percentOff: number;
  savingCents: number;
}

export interface CheckoutPrice {
  /** The plan's catalogue price for the interval. */
  listCents: number;
  /** The first charge: the list price after the discount. */
  dueCents: number;
  /** The struck-through "was" price for the same interval, or null when there is none worth showing. */
  originalCents: number | null;
  discount: CheckoutDiscount | null;
}

const MONTHS_A_YEAR = 12;

/** Every figure of the plan summary, from the catalogue only (shared/plans.ts). */
export function checkoutPrice(plan: PaidPlanId, interval: BillingInterval, code: DiscountCode | null): CheckoutPrice {
  const listCents = planPriceCents(plan, interval);
  const dueCents = discountedCents(listCents, code, plan);
  const originalMonthly = PLANS[plan].originalMonthlyCents;
  // A year's "was" price is twelve months at the old monthly price, as the annual offer counts it.
  const original = originalMonthly === null ? null : interval === 'year' ? originalMonthly * MONTHS_A_YEAR : originalMonthly;
  return {
    listCents,
    dueCents,
    originalCents: original !== null && original > listCents ? original : null,
    discount:
      code !== null && dueCents < listCents
        ? { code, label: DISCOUNT_CODES[code].label, percentOff: DISCOUNT_CODES[code].percentOff, savingCents: listCents - dueCents }
        : null,
  };
}

/** The amount POST /api/create-subscription-payment expects: dollars, the catalogue price after the discount. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** "$9" for whole dollars, "$4.50" otherwise: a discount must not be rounded away. */
export function formatCents(cents: number): string {
  return formatUsd(cents / 100, { cents: cents % 100 !== 0 });
}

export function formatDollars(dollars: number): string {
  return formatCents(Math.round(dollars * 100));
}

export function perInterval(interval: BillingInterval): string {
  return interval === 'year' ? '/year' : '/month';
}

export function billedLabel(interval: BillingInterval): string {
  return interval === 'year' ? 'Billed yearly' : 'Billed monthly';
}
