/**
 * Calendar helpers for the detection engine. Dates are 'YYYY-MM-DD' strings; inside the engine they
 * become day numbers (days since 1970-01-01, UTC) so interval arithmetic is integer arithmetic.
 */
import { DAY_MS, isoDate } from '../../../../../shared/dates';

/** 'YYYY-MM-DD' -> days since 1970-01-01 (UTC). NaN when the string is not a date. */
export function toDayNumber(date: string): number {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  if (date.length !== 10 || !y || !m || !d || m > 12 || d > 31) return Number.NaN;
  return Date.UTC(y, m - 1, d) / DAY_MS;
}

/** Days since 1970-01-01 -> 'YYYY-MM-DD'. */
export function fromDayNumber(day: number): string {
  return isoDate(day * DAY_MS);
}

export function daysInMonth(year: number, month0: number): number {
  return new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();
}

/** A month index (year * 12 + month0) and an anchor day -> the day number, the anchor clamped to the month's length (31 -> Feb 28/29). */
export function anchoredDay(monthIndex: number, anchor: number): number {
  const year = Math.floor(monthIndex / 12);
  const month0 = monthIndex - year * 12;
  return Date.UTC(year, month0, Math.min(anchor, daysInMonth(year, month0))) / DAY_MS;
}

/** Day number -> { monthIndex, day } (day of month, 1-based). */
export function monthOf(day: number): { monthIndex: number; dayOfMonth: number } {
  const d = new Date(day * DAY_MS);
  return { monthIndex: d.getUTCFullYear() * 12 + d.getUTCMonth(), dayOfMonth: d.getUTCDate() };
}
