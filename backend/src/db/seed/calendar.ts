/**
 * Calendar helpers for the demo seed, beyond the shared ones in shared/dates.ts. All dates are UTC,
 * so a seed does not depend on the host's zone.
 */
import { DAY_MS, isoMonth } from '../../../../shared/dates';

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(ms: number): number {
  return new Date(ms).getUTCDay();
}

export function daysInMonth(year: number, monthIndex: number): number {
  return new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();
}

/** Moves a Saturday or Sunday back to the Friday before (how payroll and ACH debits settle). */
export function previousBusinessDay(dayMs: number): number {
  const d = weekday(dayMs);
  if (d === 6) return dayMs - DAY_MS;
  if (d === 0) return dayMs - 2 * DAY_MS;
  return dayMs;
}

/**
 * The given day of every month that falls inside [fromDay, toDay] (day starts, inclusive). A day past
 * the month's end (e.g. 31) is clamped to the month's last day.
 */
export function monthlyDates(fromDay: number, toDay: number, dayOfMonth: number): number[] {
  const out: number[] = [];
  const from = new Date(fromDay);
  let year = from.getUTCFullYear();
  let month = from.getUTCMonth();
  for (;;) {
    const day = Math.min(dayOfMonth, daysInMonth(year, month));
    const ms = Date.UTC(year, month, day);
    if (ms > toDay) break;
    if (ms >= fromDay) out.push(ms);
    month += 1;
    if (month === 12) {
      month = 0;
      year += 1;
    }
  }
  return out;
}

/** Last day of every month whose last day falls inside [fromDay, toDay]. */
export function monthEnds(fromDay: number, toDay: number): number[] {
  return monthlyDates(fromDay, toDay, 31);
}

/** The 'YYYY-MM' keys of the `count` months up to and including the one holding `ms`, oldest first. */
export function recentMonths(ms: number, count: number): string[] {
  const d = new Date(ms);
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    out.push(isoMonth(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - i, 1)));
  }
  return out;
}

export function formatMonthName(ms: number): string {
  return new Date(ms).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
