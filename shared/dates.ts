/**
 * Calendar arithmetic on UTC days, written once for the server, the seed and the screens. Calendar
 * dates are stored as 'YYYY-MM-DD' text and the server reads "today", "30 days ago" and "this
 * month" in UTC, so a result never depends on the host's time zone. A screen that needs the
 * viewer's own calendar day keeps its own local-time helper.
 */

/** One UTC day in milliseconds (no daylight-saving days in UTC). */
export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;

/** 'YYYY-MM-DD' of an instant (unix ms or a Date), in UTC. Throws a RangeError on an invalid time, as toISOString does. */
export function isoDate(at: number | Date): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** 'YYYY-MM' of an instant (unix ms or a Date), in UTC. */
export function isoMonth(at: number | Date): string {
  return new Date(at).toISOString().slice(0, 7);
}

/** 00:00 UTC of the day holding the instant. */
export function startOfUtcDay(ms: number): number {
  return Math.floor(ms / DAY_MS) * DAY_MS;
}

/** A 'YYYY-MM-DD' day moved by whole days (negative: back). */
export function addDays(day: string, days: number): string {
  return isoDate(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
}
