/**
 * Savings follow the real cancellations (docs/product.md "Subscriptions"): a cancelled
 * subscription saves its monthly cost in every month from the month it was cancelled, until the
 * month the merchant charged again after it (if it did). Everything that shows savings
 * (GET /api/savings-summary, the dashboard's savings tracker, the trust section's all-users
 * total, rewards) reads them through savedCentsInMonth; nothing is stored.
 */
import type { SavingsSummary } from '../../../../shared/contracts/subscriptions';
import { monthlyCents, type SubscriptionRow } from './repository';

/** What the savings of one cancelled subscription depend on. */
export type CancelledSubscription = Pick<SubscriptionRow, 'amountCents' | 'frequency' | 'cancelledAt' | 'chargedAfterCancelDate'>;

/** Months counted from year 0: 'YYYY-MM' or a time in ms -> one integer, so months compare and subtract. */
export function monthIndex(at: number | string): number {
  if (typeof at === 'string') return Number(at.slice(0, 4)) * 12 + Number(at.slice(5, 7)) - 1;
  const d = new Date(at);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

/** 'YYYY-MM' of a month index. */
export function monthOfIndex(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months a cancellation saves in: [from, until) as month indexes (until null: still saving). */
function savingMonths(row: CancelledSubscription): { from: number; until: number | null } | null {
  if (row.cancelledAt === null) return null;
  return { from: monthIndex(row.cancelledAt), until: row.chargedAfterCancelDate ? monthIndex(row.chargedAfterCancelDate) : null };
}

/**
 * THE rule: what one cancelled subscription saves in one month (cents). Its monthly cost when it
 * was cancelled in or before that month and the merchant had not charged again in or before it;
 * else nothing.
 */
export function savedCentsInMonth(row: CancelledSubscription, month: number): number {
  const span = savingMonths(row);
  if (!span || month < span.from || (span.until !== null && month >= span.until)) return 0;
  return monthlyCents(row);
}

/** What one cancelled subscription has saved from its cancel month through `thisMonth` (cents). */
export function savedCentsThrough(row: CancelledSubscription, thisMonth: number): number {
  const span = savingMonths(row);
  if (!span) return 0;
  let total = 0;
  const last = span.until === null ? thisMonth : Math.min(thisMonth, span.until - 1);
  for (let m = span.from; m <= last; m += 1) total += savedCentsInMonth(row, m);
  return total;
}

/**
 * GET /api/savings-summary: totalSaved over every month up to this one; monthlySavings: what the
 * cancellations save this month (the ones not charged again); subscriptionsCancelled: how many are
 * cancelled.
 */
export function savingsSummary(cancelled: readonly CancelledSubscription[], now: number): Omit<SavingsSummary, 'currency'> {
  const thisMonth = monthIndex(now);
  let totalCents = 0;
  let monthlyTotal = 0;
  for (const row of cancelled) {
    totalCents += savedCentsThrough(row, thisMonth);
    monthlyTotal += savedCentsInMonth(row, thisMonth);
  }
  return { totalSaved: totalCents / 100, monthlySavings: monthlyTotal / 100, subscriptionsCancelled: cancelled.length };
}

/** One month of the dashboard's savings tracker: what was saved and how many were cancelled in it. */
export interface SavingsMonth {
  /** 'YYYY-MM' */
  month: string;
  savedCents: number;
  subscriptionsCancelled: number;
}

export function savingsInMonths(cancelled: readonly CancelledSubscription[], months: readonly string[]): SavingsMonth[] {
  return months.map((month) => {
    const index = monthIndex(month);
    return {
      month,
      savedCents: cancelled.reduce((sum, row) => sum + savedCentsInMonth(row, index), 0),
      subscriptionsCancelled: cancelled.filter((row) => row.cancelledAt !== null && monthIndex(row.cancelledAt) === index).length,
    };
  });
}

/** The months from the earliest cancellation through this one (oldest first; empty when nothing is cancelled). */
export function monthsSinceFirstCancel(cancelled: readonly CancelledSubscription[], now: number): string[] {
  const starts = cancelled.flatMap((row) => (row.cancelledAt === null ? [] : [monthIndex(row.cancelledAt)]));
  if (starts.length === 0) return [];
  const out: string[] = [];
  for (let m = Math.min(...starts); m <= monthIndex(now); m += 1) out.push(monthOfIndex(m));
  return out;
}
