/**
 * The owner dashboards' read APIs (shared/api/command-centre.ts), one query per endpoint, polled at
 * the spec's intervals while `live` (a paused screen stops polling). Used by several owner screens,
 * so they live here rather than in one feature. Errors are not retried: a 403 is an answer (the
 * owner sign-in state), not a glitch. A new period keeps the last figures on screen until its own
 * answer arrives, instead of dropping back to skeletons.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { commandCentreApi } from '../../../../shared/api/command-centre';
import { growthApi } from '../../../../shared/api/growth';
import { POLL_MS, type DashboardPeriod } from '../../../../shared/contracts/dashboards';
import { apiQuery } from '@/lib/api-client';

/** The viewer's offset from UTC, so "today" starts at their midnight. */
export const viewerTzOffset = () => new Date().getTimezoneOffset();
const periodQuery = (period: DashboardPeriod) => ({ query: { period, tzOffset: viewerTzOffset() } });
/** Poll every `ms` while live; not at all while paused. */
const pollEvery = (live: boolean, ms: number) => (live ? ms : false);

export const realtimeQueryOptions = () => apiQuery(commandCentreApi.realtime);
/** The active visitors and the activity feed: every 5 s while live. */
export function useRealtime(live: boolean) {
  return useQuery({ ...realtimeQueryOptions(), refetchInterval: pollEvery(live, POLL_MS.realtimeLive) });
}

export const realTimeQueryOptions = () => apiQuery(commandCentreApi.realTime);
/** The last 24 hours, every 10 s while live. */
export function useRealTime(live = true) {
  return useQuery({ ...realTimeQueryOptions(), refetchInterval: pollEvery(live, POLL_MS.realTime) });
}

export const conversionsQueryOptions = (period: DashboardPeriod) => apiQuery(commandCentreApi.conversions, periodQuery(period));
/** The period's conversions: every 10 s while live. */
export function useConversions(period: DashboardPeriod, live = true) {
  return useQuery({ ...conversionsQueryOptions(period), placeholderData: keepPreviousData, refetchInterval: pollEvery(live, POLL_MS.conversions) });
}

export const trafficSourcesQueryOptions = (period: DashboardPeriod) => apiQuery(commandCentreApi.trafficSources, periodQuery(period));
/** The period's visits per channel: every 15 s while live. */
export function useTrafficSources(period: DashboardPeriod, live = true) {
  return useQuery({ ...trafficSourcesQueryOptions(period), placeholderData: keepPreviousData, refetchInterval: pollEvery(live, POLL_MS.trafficSources) });
}

export const funnelMetricsQueryOptions = (period: DashboardPeriod) => apiQuery(commandCentreApi.funnelMetrics, periodQuery(period));
/** The period's funnel: every 30 s while live. */
export function useFunnelMetrics(period: DashboardPeriod, live = true) {
  return useQuery({ ...funnelMetricsQueryOptions(period), placeholderData: keepPreviousData, refetchInterval: pollEvery(live, POLL_MS.funnel) });
}

export const hourlyQueryOptions = () => apiQuery(commandCentreApi.hourly, { query: { tzOffset: viewerTzOffset() } });
/** The last 24 local hours, every 15 s while live. */
export function useHourlyTraffic(live = true) {
  return useQuery({ ...hourlyQueryOptions(), refetchInterval: pollEvery(live, POLL_MS.hourly) });
}

export const topPagesQueryOptions = () => apiQuery(commandCentreApi.topPages);
/** The last 24 hours' most viewed pages, every 15 s while live. */
export function useTopPages(live = true) {
  return useQuery({ ...topPagesQueryOptions(), refetchInterval: pollEvery(live, POLL_MS.topPages) });
}

export const abResultsQueryOptions = () => apiQuery(growthApi.abResults);
/** The A/B results (no spec interval: with the conversions, every 10 s while live). */
export function useAbResults(live = true) {
  return useQuery({ ...abResultsQueryOptions(), refetchInterval: pollEvery(live, POLL_MS.conversions) });
}
