/** How the Credit Score screen words its numbers, changes and dates. */
import type { CreditFactor } from '../../../../../shared/contracts/credit';

/** "300 - 850", as the spec shows the score range. */
export function formatScoreRange(range: { min: number; max: number }): string {
  return `${range.min} - ${range.max}`;
}

/** A history entry's change with its sign: "+12", "-5", "0". */
export function formatChange(change: number): string {
  return change > 0 ? `+${change}` : String(change);
}

export type ChangeDirection = 'up' | 'down' | 'flat';

export function changeDirection(change: number): ChangeDirection {
  return change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
}

/** "+22 points", "-1 point", "no change". */
export function formatPointChange(change: number): string {
  if (change === 0) return 'no change';
  const unit = Math.abs(change) === 1 ? 'point' : 'points';
  return `${formatChange(change)} ${unit}`;
}

/**
 * "Projected 702 in 6 months". The timeframe comes from the server as a phrase ("6 months",
 * "in 6 months", "within a year"); a bare duration gets "in" in front of it.
 */
export function projectionText(projectedScore: number, timeframe: string): string {
  const phrase = timeframe.trim();
  if (!phrase) return `Projected ${projectedScore}`;
  const hasPreposition = /^(in|within|over|by|after|around|about)\s/i.test(phrase);
  return `Projected ${projectedScore} ${hasPreposition ? phrase : `in ${phrase}`}`;
}

const CALENDAR_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * A date from the server ("2025-03-01" or a full ISO instant) as "Mar 1, 2025". The calendar part
 * is read in UTC, so no time zone moves it to the day before; anything else is shown as it came.
 */
export function formatCreditDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? value : CALENDAR_DATE.format(date);
}

/** When the estimate was calculated (unix ms), with the time: "Mar 1, 2025, 9:30 AM". */
export function formatCalculatedAt(ms: number, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(ms));
}

const IMPACT_LABELS: Record<CreditFactor['impact'], string> = {
  high: 'High impact',
  medium: 'Medium impact',
  low: 'Low impact',
};

export function impactLabel(impact: CreditFactor['impact']): string {
  return IMPACT_LABELS[impact];
}

const STATUS_LABELS: Record<CreditFactor['status'], string> = {
  positive: 'Positive',
  negative: 'Needs work',
  neutral: 'Neutral',
};

export function factorStatusLabel(status: CreditFactor['status']): string {
  return STATUS_LABELS[status];
}

/** "Every 5 minutes" from a refresh interval in ms. */
export function refreshEveryText(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return minutes === 1 ? 'every minute' : `every ${minutes} minutes`;
}
