/** A moment as the owner reads it in their own time zone, e.g. "24 Nov 2026, 15:04". */
export function formatInstant(ms: number): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
}

/** A date only, e.g. "24 Nov 2026". */
export function formatDay(ms: number): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(ms));
}
