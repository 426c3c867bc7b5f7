/**
 * The landing's savings calculator (docs/product.md "Consumer face"): an estimate of 17% of the
 * monthly subscription spend plus $12 per subscription, rounded to whole dollars, and $89 when both
 * inputs are zero. What people type is read leniently: anything non-numeric counts as 0.
 */
import { SAVINGS_CALCULATOR } from '../../../../../../shared/landing';
import { parseDecimal } from '@/lib/parse-number';

/** "$1,200.50" -> 1200.5; "abc", "" and negative amounts -> 0 (a spend or a count is never below zero). */
export function readAmount(text: string): number {
  const value = parseDecimal(text);
  return value === null || value < 0 ? 0 : value;
}

/** Subscriptions are whole things: "2.7" counts as 2. */
export function readCount(text: string): number {
  return Math.floor(readAmount(text));
}

/** Whole dollars a month: round(17% of spend + $12 per subscription); $89 when both are 0. */
export function estimateMonthlySavings(monthlySpend: number, subscriptionCount: number): number {
  const spend = Number.isFinite(monthlySpend) && monthlySpend > 0 ? monthlySpend : 0;
  const count = Number.isFinite(subscriptionCount) && subscriptionCount > 0 ? subscriptionCount : 0;
  if (spend === 0 && count === 0) return SAVINGS_CALCULATOR.defaultEstimateDollars;
  return Math.round(spend * SAVINGS_CALCULATOR.spendShare + count * SAVINGS_CALCULATOR.perSubscriptionDollars);
}

/** The estimate straight from the two text fields. */
export function estimateFromInputs(spendText: string, countText: string): { spend: number; count: number; estimate: number } {
  const spend = readAmount(spendText);
  const count = readCount(countText);
  return { spend, count, estimate: estimateMonthlySavings(spend, count) };
}
