/**
 * The Real-Time Conversions screen's arithmetic and wording over the server's conversions answer
 * (shared/contracts/dashboards.ts).
 */
import { WEEKLY_SIGNUP_GOAL } from '../../../../../shared/contracts/dashboards';
import { formatUsd } from '@/lib/format';

export interface GoalProgress {
  /** Purchases plus beta signups of the last 7 days. */
  count: number;
  goal: number;
  /** 0-100, whole numbers, capped at 100 (spec: progress is capped). */
  percent: number;
  /** Still to go; 0 once the goal is reached. */
  remaining: number;
}

/** The weekly goal: purchases + beta signups over the last 7 days against WEEKLY_SIGNUP_GOAL. */
export function weeklyGoalProgress(purchases: number, betaSignups: number, goal: number = WEEKLY_SIGNUP_GOAL): GoalProgress {
  const count = Math.max(0, purchases) + Math.max(0, betaSignups);
  const percent = goal > 0 ? Math.min(100, Math.floor((count / goal) * 100)) : 100;
  return { count, goal, percent, remaining: Math.max(0, goal - count) };
}

/** Whole dollars without cents ("$49"), others with them ("$23.57"). */
export function formatDollars(dollars: number): string {
  return formatUsd(dollars, { cents: 'auto' });
}

/** "1,234" */
export function formatCount(value: number): string {
  return value.toLocaleString('en-US');
}

/** A purchase's plan tier ("pro" -> "Pro"), "Beta signup" for a signup without a plan. */
export function planLabel(plan: string | null): string {
  if (!plan) return 'Beta signup';
  return plan.charAt(0).toUpperCase() + plan.slice(1);
}

/** Written once for every owner screen. */
export { channelLabel } from '@/lib/owner-api/channel-label';

/** Location of a conversion: only demo rows carry one (no geolocation of real people): "—" otherwise. */
export function locationLabel(location: string | null): string {
  return location && location.trim().length > 0 ? location : '—';
}

/** Day and time ("Mar 4, 3:04 PM"): the feed spans the week. */
export function formatDayTime(timestamp: number, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(timestamp);
}
