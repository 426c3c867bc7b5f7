/**
 * Calendar arithmetic on YYYY-MM-DD strings. The model is pure, so every "now" is an argument and all
 * arithmetic is on the calendar (UTC), never on the local clock.
 */
import { DAY_MS } from '../../../../../shared/dates';

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Ymd {
  y: number;
  m: number; // 1-12
  d: number;
}

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function isYmd(value: string): boolean {
  const match = YMD.exec(value);
  if (!match) return false;
  const m = Number(match[2]);
  const d = Number(match[3]);
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(Number(match[1]), m);
}

function parse(value: string): Ymd {
  const match = YMD.exec(value);
  if (!match || !isYmd(value)) throw new RangeError(`Not a YYYY-MM-DD date: ${value}`);
  return { y: Number(match[1]), m: Number(match[2]), d: Number(match[3]) };
}

function format({ y, m, d }: Ymd): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * Bank rows sometimes carry a time ("2025-03-04T00:00:00Z"); only the calendar day matters here.
 * Returns null for anything that is not a real date, so one malformed row cannot break the estimate.
 */
export function toYmd(value: string): string | null {
  const day = value.slice(0, 10);
  return isYmd(day) ? day : null;
}

/** Adds calendar months, clamping the day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(value: string, months: number): string {
  const { y, m, d } = parse(value);
  const index = y * 12 + (m - 1) + months;
  const ny = Math.floor(index / 12);
  const nm = (index % 12) + 1;
  return format({ y: ny, m: nm, d: Math.min(d, daysInMonth(ny, nm)) });
}

/** Whole calendar months from `from` to `to` (0 when `to` is earlier). */
export function wholeMonthsBetween(from: string, to: string): number {
  const a = parse(from);
  const b = parse(to);
  const months = (b.y - a.y) * 12 + (b.m - a.m) - (b.d < a.d ? 1 : 0);
  return Math.max(0, months);
}

/** True when `date` lies in the `months` months ending on `asOf` (after asOf - months, up to asOf). */
export function isWithinMonthsBefore(date: string, asOf: string, months: number): boolean {
  return date > addMonths(asOf, -months) && date <= asOf;
}

export function monthKey(value: string): string {
  return value.slice(0, 7);
}

/** Days since 1970-01-01 (UTC), for distances between two dates. */
export function dayNumber(value: string): number {
  const { y, m, d } = parse(value);
  return Date.UTC(y, m - 1, d) / DAY_MS;
}
