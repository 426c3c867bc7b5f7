import { MAX_MONTHLY_INCOME, type BudgetMode } from '../../../../../shared/constants';
import type { BudgetSettingsRequest } from '../../../../../shared/contracts/dashboard';
import { formatUsdCompact, wholeMoney } from '@/lib/format';
import { parseDecimal } from '@/lib/parse-number';

/** An amount as typed (see parseDecimal). */
export const parseAmount = parseDecimal;

export type SettingsValidation = { ok: true; value: BudgetSettingsRequest } | { ok: false; error: string };

/**
 * Mirrors the budget-settings contract (docs/product.md "Budgets"): income a number, at least 0, at
 * most the server's cap; mode one of the four. Nothing is sent unless this says ok. The limits are
 * written in `currency`, the home currency the income is in.
 */
export function validateBudgetSettings(incomeText: string, mode: BudgetMode, currency = 'USD'): SettingsValidation {
  if (incomeText.trim() === '') return { ok: false, error: 'Enter your monthly income, 0 or more.' };
  const income = parseAmount(incomeText);
  if (income === null) return { ok: false, error: 'Income must be a number, for example 4500.' };
  if (income < 0) return { ok: false, error: `Income must be at least ${wholeMoney(0, currency)}.` };
  if (income > MAX_MONTHLY_INCOME) return { ok: false, error: `Income must be at most ${wholeMoney(MAX_MONTHLY_INCOME, currency)}.` };
  return { ok: true, value: { income, mode } };
}

/** Confidence 0..1 as a whole percentage, e.g. 0.856 -> "86%". */
export function formatConfidence(confidence: number): string {
  const clamped = Math.min(1, Math.max(0, Number.isFinite(confidence) ? confidence : 0));
  return `${Math.round(clamped * 100)}%`;
}

const MONTH_SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const MONTH_LONG = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "2025-03" (or "2025-03-01") -> { short: "Mar", long: "March 2025" }; anything else as written. */
export function monthLabels(month: string): { short: string; long: string } {
  const match = /^(\d{4})-(\d{2})/.exec(month);
  if (!match) return { short: month, long: month };
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  if (Number.isNaN(date.getTime())) return { short: month, long: month };
  return { short: MONTH_SHORT.format(date), long: MONTH_LONG.format(date) };
}

/** Axis labels: "$0", "$50", "$1.5K", "$2M". */
export function formatCompactUsd(dollars: number): string {
  return formatUsdCompact(dollars);
}

/** A signed score change, e.g. "+25" or "0". */
export function formatScoreChange(from: number, to: number): string {
  const change = to - from;
  return change > 0 ? `+${change}` : String(change);
}

const DAY_SHORT = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "2026-03-05" -> "Thu, Mar 5", read as a calendar date (no time zone moves it a day); anything else as written. */
export function formatChargeDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(value.getTime()) ? date : DAY_SHORT.format(value);
}

/** The first `count` charges, and how many more the window holds (the card shows a few). */
export function firstCharges<T>(charges: readonly T[], count: number): { shown: T[]; more: number } {
  const shown = charges.slice(0, Math.max(0, count));
  return { shown, more: charges.length - shown.length };
}
