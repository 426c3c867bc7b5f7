/**
 * The Traffic Analytics Dashboard's arithmetic over the server's answers
 * (docs/product.md "Traffic dashboard"). Nothing here makes a number up: every figure is a count or
 * a sum the read APIs return, or a ratio of two of them.
 */
import type { TrafficSource } from '../../../../../shared/contracts/dashboards';

/** a / b x 100 with `decimals` decimals; 0 when b is 0 (no visits yet is 0%, not NaN). */
export function ratioPercent(numerator: number, denominator: number, decimals = 1): number {
  if (!(denominator > 0) || !Number.isFinite(numerator)) return 0;
  const factor = 10 ** decimals;
  return Math.round((numerator / denominator) * 100 * factor) / factor;
}

/**
 * Page views per visit with one decimal, or null with no visits. The spec's "CTR" would be clicks
 * over impressions, which happen on other platforms and are not measured here; visits over page
 * views is not a click-through rate, so the card shows this ratio under its own name.
 */
export function pagesPerVisit(pageViews: number, visits: number): number | null {
  if (!(visits > 0) || !Number.isFinite(pageViews)) return null;
  return Math.round((pageViews / visits) * 10) / 10;
}

/** The four channels the spec lists, in its order, with the utm_source each one's visits carry. */
export const DASHBOARD_CHANNELS = [
  { source: 'twitter', label: 'Twitter/X' },
  { source: 'linkedin', label: 'LinkedIn' },
  { source: 'email', label: 'Email' },
  { source: 'reddit', label: 'Reddit' },
] as const;
export type ChannelSource = (typeof DASHBOARD_CHANNELS)[number]['source'];

/**
 * A channel's status from its real visits:
 * - active: visits today;
 * - complete: visits in the last 7 days but none today (the burst it brought is over);
 * - pending: no visits in the last 7 days (nothing posted there yet, or nobody came).
 */
export type ChannelStatus = 'active' | 'complete' | 'pending';
export function channelStatus(visitsToday: number, visitsWeek: number): ChannelStatus {
  if (visitsToday > 0) return 'active';
  if (visitsWeek > 0) return 'complete';
  return 'pending';
}

export interface ChannelRow {
  source: ChannelSource;
  label: string;
  status: ChannelStatus;
  visitsToday: number;
  /** The last 7 days' figures for the channel (zeros when it brought no visits). */
  week: TrafficSource;
}

const zeroSource = (source: string): TrafficSource => ({ source, visits: 0, conversions: 0, revenue: 0, conversionRate: 0 });

/** The spec's four channels from the traffic-sources answers for today and the last 7 days. */
export function channelRows(today: readonly TrafficSource[], week: readonly TrafficSource[]): ChannelRow[] {
  return DASHBOARD_CHANNELS.map(({ source, label }) => {
    const visitsToday = today.find((s) => s.source === source)?.visits ?? 0;
    const weekRow = week.find((s) => s.source === source) ?? zeroSource(source);
    return { source, label, status: channelStatus(visitsToday, weekRow.visits), visitsToday, week: weekRow };
  });
}

/** "3 PM": an hour's start in the viewer's local time, for the chart's axis. */
export function hourLabel(start: number): string {
  return new Date(start).toLocaleTimeString('en-US', { hour: 'numeric' });
}

/** "3:00 PM – 4:00 PM": an hour in the viewer's local time. */
export function hourRangeLabel(start: number): string {
  const time = (ms: number) => new Date(ms).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return `${time(start)} – ${time(start + 60 * 60_000)}`;
}

/** The hour with the most visits (the latest of equals), or null when no hour has any. */
export function busiestHour<T extends { start: number; visits: number }>(hours: readonly T[]): T | null {
  let best: T | null = null;
  for (const h of hours) if (h.visits > 0 && (!best || h.visits >= best.visits)) best = h;
  return best;
}

/** Beta spots taken out of the total, for the progress bar (capped at the total). */
export function betaProgress(signups: number, total: number): { taken: number; left: number; percent: number } {
  const taken = Math.max(0, Math.min(total, signups));
  return { taken, left: total - taken, percent: total > 0 ? Math.round((taken / total) * 100) : 0 };
}

/**
 * The LinkedIn budget recommendation: a daily budget move (marketing guidance, not a stored figure:
 * the app does not hold the owner's ad budget) and the revenue it projects, LinkedIn's real revenue
 * of the last 7 days scaled in a straight line with the budget.
 */
export const LINKEDIN_BUDGET = { oldBudget: 50, newBudget: 75 } as const;

/**
 * What the card recommends for a channel's last 7 days. More budget buys more of the same visits,
 * so it is recommended only when those visits already convert; with no visits or no conversions
 * the card says why it holds the budget instead (docs/product.md "Traffic dashboard").
 */
export type BudgetRecommendation =
  | { action: 'raise'; oldBudget: number; newBudget: number; projectedRevenue: number; text: string }
  | { action: 'hold'; oldBudget: number; reason: 'no-visits' | 'no-conversions'; text: string };
export function budgetRecommendation(week: TrafficSource, budget: { oldBudget: number; newBudget: number } = LINKEDIN_BUDGET): BudgetRecommendation {
  const { oldBudget, newBudget } = budget;
  const money = (n: number) => `$${n.toLocaleString('en-US')}`;
  if (!(week.visits > 0)) {
    return { action: 'hold', oldBudget, reason: 'no-visits', text: `No visits from this channel in the last 7 days: check the ads run and link here before spending more. Keep the daily budget at ${money(oldBudget)}.` };
  }
  if (!(week.conversions > 0)) {
    return {
      action: 'hold',
      oldBudget,
      reason: 'no-conversions',
      text: `No conversions yet from ${week.visits.toLocaleString('en-US')} ${week.visits === 1 ? 'visit' : 'visits'}: fix the landing page before spending more. Keep the daily budget at ${money(oldBudget)}.`,
    };
  }
  return {
    action: 'raise',
    oldBudget,
    newBudget,
    projectedRevenue: projectedRevenue(week.revenue, oldBudget, newBudget),
    text: `Raise the daily budget from ${money(oldBudget)} to ${money(newBudget)}.`,
  };
}
export function projectedRevenue(weekRevenue: number, oldBudget: number, newBudget: number): number {
  if (!(oldBudget > 0) || !Number.isFinite(weekRevenue)) return 0;
  return Math.round(weekRevenue * (newBudget / oldBudget) * 100) / 100;
}
