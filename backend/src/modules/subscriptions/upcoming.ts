/**
 * The Upcoming view (docs/product.md "Subscriptions"): the charges every active subscription is
 * expected to make from today through today + UPCOMING_DAYS - 1, by date, with their total.
 */
import { UPCOMING_DAYS, type UpcomingCharge, type UpcomingResponse } from '../../../../shared/contracts/subscriptions';
import { addDays } from '../../../../shared/dates';
import type { SubscriptionRow } from './repository';

/** Cadences counted in days; the others in calendar months (the day of the month kept, clamped to the month's end). */
const STEP_DAYS: Record<string, number> = { weekly: 7, biweekly: 14 };
const STEP_MONTHS: Record<string, number> = { monthly: 1, quarterly: 3, 'semi-annual': 6, annual: 12, yearly: 12 };

const daysInMonth = (year: number, month0: number) => new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();

/** `anchor` moved by `months` calendar months, keeping its day of month (31 Jan + 1 month = 28 or 29 Feb, + 2 = 31 Mar). */
export function addMonthsClamped(anchor: string, months: number): string {
  const year = Number(anchor.slice(0, 4));
  const month0 = Number(anchor.slice(5, 7)) - 1 + months;
  const day = Number(anchor.slice(8, 10));
  const y = year + Math.floor(month0 / 12);
  const m = ((month0 % 12) + 12) % 12;
  return `${y}-${String(m + 1).padStart(2, '0')}-${String(Math.min(day, daysInMonth(y, m))).padStart(2, '0')}`;
}

/** The dates a subscription billing on `next` (its expected next charge) is charged from `from` through `to`. */
export function chargeDates(next: string, frequency: string, from: string, to: string): string[] {
  const out: string[] = [];
  const days = STEP_DAYS[frequency];
  if (days !== undefined) {
    const diff = Math.round((Date.parse(`${from}T00:00:00Z`) - Date.parse(`${next}T00:00:00Z`)) / 86_400_000);
    // A past expected date rolls forward by whole cycles to the first one on or after `from`.
    let date = diff > 0 ? addDays(next, Math.ceil(diff / days) * days) : next;
    while (date <= to) {
      out.push(date);
      date = addDays(date, days);
    }
    return out;
  }
  const months = STEP_MONTHS[frequency] ?? 1;
  // Counted from the anchor each time, so a charge on the 31st comes back to the 31st after a short month.
  let k = 0;
  let date = next;
  if (date < from) {
    const behind = (Number(from.slice(0, 4)) - Number(next.slice(0, 4))) * 12 + Number(from.slice(5, 7)) - Number(next.slice(5, 7));
    k = Math.max(0, Math.floor(behind / months) - 1);
    date = addMonthsClamped(next, k * months);
    while (date < from) {
      k += 1;
      date = addMonthsClamped(next, k * months);
    }
  }
  while (date <= to) {
    out.push(date);
    k += 1;
    date = addMonthsClamped(next, k * months);
  }
  return out;
}

export function upcomingCharges(active: readonly SubscriptionRow[], today: string): Omit<UpcomingResponse, 'limitedByPlan' | 'currency'> {
  const to = addDays(today, UPCOMING_DAYS - 1);
  const charges: (UpcomingCharge & { cents: number })[] = [];
  for (const row of active) {
    if (row.status !== 'active' || !row.nextBillDate) continue;
    for (const date of chargeDates(row.nextBillDate, row.frequency, today, to)) {
      charges.push({ subscriptionId: row.id, name: row.name, date, amount: row.amountCents / 100, frequency: row.frequency, source: row.source, cents: row.amountCents });
    }
  }
  charges.sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name) || a.subscriptionId.localeCompare(b.subscriptionId));
  const totalCents = charges.reduce((sum, c) => sum + c.cents, 0);
  return {
    from: today,
    to,
    days: UPCOMING_DAYS,
    charges: charges.map(({ cents: _cents, ...c }) => c),
    total: totalCents / 100,
  };
}
