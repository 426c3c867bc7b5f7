/** How the Business Accounts screen shows statuses, progress, money and dates. */
import { formatUsd } from '@/lib/format';

/** Whole dollars as the spec shows them ("$5,000"); cents only when an amount has them ("$12.50"). */
export function formatMoney(dollars: number): string {
  return formatUsd(dollars, { cents: 'auto' });
}

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const CALENDAR_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** An instant (unix ms) in the viewer's time zone, e.g. "Mar 3, 2025". */
export function formatInstant(ms: number): string {
  return DATE.format(new Date(ms));
}

/**
 * A calendar date ("2025-03-03") as written, e.g. "Mar 3, 2025": read and shown in UTC, so no
 * time zone moves it to the day before. Anything else is shown as it came.
 */
export function formatCalendarDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? iso : CALENDAR_DATE.format(date);
}

/** Today in the viewer's time zone as YYYY-MM-DD (what a date input's value looks like). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A signed amount for a transaction line: contributions add, anything negative takes away. */
export function formatSignedMoney(dollars: number): string {
  return dollars < 0 ? `-${formatMoney(-dollars)}` : `+${formatMoney(dollars)}`;
}

/** "contribution" -> "Contribution", "penalty_charge" -> "Penalty charge". */
export function transactionTypeLabel(type: string): string {
  const words = type.replace(/[_-]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Transaction';
}

/** Newest first, so an account just created is at the top of the list; ties keep the server's order. */
export function newestFirst<T extends { createdAt: number }>(accounts: readonly T[]): T[] {
  return accounts
    .map((account, index) => ({ account, index }))
    .sort((a, b) => b.account.createdAt - a.account.createdAt || a.index - b.index)
    .map(({ account }) => account);
}

/** Why the contribute button is off, or null when the account takes contributions (active only). */
export function contributeBlockedLabel(status: string): string | null {
  if (status === 'active') return null;
  if (status === 'completed') return 'Target reached';
  if (status === 'paused') return 'Paused: resume to contribute';
  return 'Not taking contributions';
}
