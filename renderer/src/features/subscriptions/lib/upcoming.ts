import type { UpcomingCharge } from '../../../../../shared/contracts/subscriptions';

export interface UpcomingDay {
  /** 'YYYY-MM-DD' */
  date: string;
  charges: UpcomingCharge[];
  /** Sum of the day's charges, dollars (added in cents, so no float dust). */
  total: number;
}

/**
 * The Upcoming view's charges grouped by day, earliest first; within a day the server's order
 * (by name) is kept. Dates are compared as 'YYYY-MM-DD' strings, which sort as calendar dates.
 */
export function groupByDate(charges: readonly UpcomingCharge[]): UpcomingDay[] {
  const days = new Map<string, UpcomingCharge[]>();
  for (const charge of charges) {
    const list = days.get(charge.date);
    if (list) list.push(charge);
    else days.set(charge.date, [charge]);
  }
  return [...days.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, list]) => ({ date, charges: list, total: list.reduce((sum, c) => sum + Math.round(c.amount * 100), 0) / 100 }));
}

/** "1 charge" / "5 charges". */
export function chargeCount(n: number): string {
  return n === 1 ? '1 charge' : `${n} charges`;
}
