/**
 * The Live Campaign Tracker's arithmetic over the server's answers
 * (docs/product.md "Live campaign tracker", channel statuses queued, active, completed). Counts and
 * sums come from the read APIs; this only picks, adds and divides them.
 */
import { POST_TEMPLATE_IDS, type CampaignStateResponse } from '../../../../../shared/contracts/campaigns';
import { FUNNEL_STAGES, type FunnelMetricsResponse, type TrafficSource } from '../../../../../shared/contracts/dashboards';

/** The tracker's four channels, in the spec's order, with the utm_source their visits carry. */
export const LIVE_CHANNELS = [
  { source: 'twitter', label: 'Twitter/X' },
  { source: 'linkedin', label: 'LinkedIn' },
  { source: 'reddit', label: 'Reddit' },
  { source: 'email', label: 'Email' },
] as const;

/**
 * From the channel's real visits: active with visits today; completed with visits in the last 7 days
 * but none today (its burst is over); queued with none this week (not posted yet, or nobody came).
 */
export type LiveChannelStatus = 'queued' | 'active' | 'completed';
export function liveChannelStatus(visitsToday: number, visitsWeek: number): LiveChannelStatus {
  if (visitsToday > 0) return 'active';
  if (visitsWeek > 0) return 'completed';
  return 'queued';
}

export interface LiveChannel {
  source: string;
  label: string;
  status: LiveChannelStatus;
  /** Today's figures for the channel (zeros when it brought no visit today). */
  today: TrafficSource;
  visitsWeek: number;
}

const zero = (source: string): TrafficSource => ({ source, visits: 0, conversions: 0, revenue: 0, conversionRate: 0 });

export function liveChannels(today: readonly TrafficSource[], week: readonly TrafficSource[]): LiveChannel[] {
  return LIVE_CHANNELS.map(({ source, label }) => {
    const todayRow = today.find((s) => s.source === source) ?? zero(source);
    const visitsWeek = week.find((s) => s.source === source)?.visits ?? 0;
    return { source, label, status: liveChannelStatus(todayRow.visits, visitsWeek), today: todayRow, visitsWeek };
  });
}

/**
 * Hours tracked today: from the start of today's window (the viewer's midnight) to the server's
 * clock, one decimal, never past the window's end.
 */
export function hoursTracked(window: { from: number; to: number }, asOf: number): number {
  const end = Math.min(asOf, window.to);
  return Math.max(0, Math.floor(((end - window.from) / 3_600_000) * 10) / 10);
}

/** Post templates marked posted on /execute (stored campaign state). */
export function postsPublished(state: CampaignStateResponse | undefined): number {
  return (state?.items ?? []).filter(
    (i) => i.kind === 'post_template' && i.status === 'posted' && (POST_TEMPLATE_IDS as readonly string[]).includes(i.itemId),
  ).length;
}

export interface FunnelStep {
  label: (typeof FUNNEL_STAGES)[number];
  count: number;
  /** Share of the first stage, 0-100, whole numbers (the bar's width). */
  percentOfVisitors: number;
}

export function funnelSteps(f: Pick<FunnelMetricsResponse, 'totalVisitors' | 'pricingViews' | 'checkoutStarts' | 'conversions'>): FunnelStep[] {
  const counts = [f.totalVisitors, f.pricingViews, f.checkoutStarts, f.conversions];
  return FUNNEL_STAGES.map((label, i) => {
    const count = counts[i] ?? 0;
    return { label, count, percentOfVisitors: f.totalVisitors > 0 ? Math.min(100, Math.round((count / f.totalVisitors) * 100)) : 0 };
  });
}
