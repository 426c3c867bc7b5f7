/**
 * The owner dashboards' read APIs (shared/contracts/dashboards.ts), one query per endpoint, polled at
 * the spec's intervals while `live` (a paused screen stops polling). Used by several owner screens,
 * so they live here rather than in one feature. Errors are not retried: a 403 is an answer (the
 * owner sign-in state), not a glitch. A new period keeps the last figures on screen until its own
 * answer arrives, instead of dropping back to skeletons.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  POLL_MS,
  type ConversionsResponse,
  type DashboardPeriod,
  type FunnelMetricsResponse,
  type HourlyResponse,
  type RealTimeResponse,
  type RealtimeResponse,
  type TopPagesResponse,
  type TrafficSourcesResponse,
} from '../../../../shared/contracts/dashboards';
import type { AbResults } from '../../../../shared/contracts/growth';
import { apiRequestParsed } from '@/lib/api-client';
import { abResultsSchema, conversionsSchema, funnelMetricsSchema, hourlySchema, realTimeSchema, realtimeSchema, topPagesSchema, trafficSourcesSchema } from './schemas';

/** The viewer's offset from UTC, so "today" starts at their midnight. */
export const viewerTzOffset = () => new Date().getTimezoneOffset();
const periodSearch = (period: DashboardPeriod) => `?period=${period}&tzOffset=${viewerTzOffset()}`;
/** Poll every `ms` while live; not at all while paused. */
const pollEvery = (live: boolean, ms: number) => (live ? ms : false);

export const realtimeQueryOptions = () =>
  queryOptions({ queryKey: ['/api/analytics/realtime'], queryFn: (): Promise<RealtimeResponse> => apiRequestParsed('GET', '/api/analytics/realtime', realtimeSchema) });
/** GET /api/analytics/realtime: every 5 s while live. */
export function useRealtime(live: boolean) {
  return useQuery({ ...realtimeQueryOptions(), refetchInterval: pollEvery(live, POLL_MS.realtimeLive) });
}

export const realTimeQueryOptions = () =>
  queryOptions({ queryKey: ['/api/analytics/real-time'], queryFn: (): Promise<RealTimeResponse> => apiRequestParsed('GET', '/api/analytics/real-time', realTimeSchema) });
/** GET /api/analytics/real-time: the last 24 hours, every 10 s while live. */
export function useRealTime(live = true) {
  return useQuery({ ...realTimeQueryOptions(), refetchInterval: pollEvery(live, POLL_MS.realTime) });
}

export const conversionsQueryOptions = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: ['/api/analytics/conversions', period],
    queryFn: (): Promise<ConversionsResponse> => apiRequestParsed('GET', `/api/analytics/conversions${periodSearch(period)}`, conversionsSchema),
  });
/** GET /api/analytics/conversions?period=: every 10 s while live. */
export function useConversions(period: DashboardPeriod, live = true) {
  return useQuery({ ...conversionsQueryOptions(period), placeholderData: keepPreviousData, refetchInterval: pollEvery(live, POLL_MS.conversions) });
}

export const trafficSourcesQueryOptions = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: ['/api/analytics/traffic-sources', period],
    queryFn: (): Promise<TrafficSourcesResponse> => apiRequestParsed('GET', `/api/analytics/traffic-sources${periodSearch(period)}`, trafficSourcesSchema),
  });
/** GET /api/analytics/traffic-sources?period=: every 15 s while live. */
export function useTrafficSources(period: DashboardPeriod, live = true) {
  return useQuery({ ...trafficSourcesQueryOptions(period), placeholderData: keepPreviousData, refetchInterval: pollEvery(live, POLL_MS.trafficSources) });
}

export const funnelMetricsQueryOptions = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: ['/api/conversion/funnel-metrics', period],
    queryFn: (): Promise<FunnelMetricsResponse> => apiRequestParsed('GET', `/api/conversion/funnel-metrics${periodSearch(period)}`, funnelMetricsSchema),
  });
/** GET /api/conversion/funnel-metrics?period=: every 30 s while live. */
export function useFunnelMetrics(period: DashboardPeriod, live = true) {
  return useQuery({ ...funnelMetricsQueryOptions(period), placeholderData: keepPreviousData, refetchInterval: pollEvery(live, POLL_MS.funnel) });
}

export const hourlyQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/analytics/hourly'],
    queryFn: (): Promise<HourlyResponse> => apiRequestParsed('GET', `/api/analytics/hourly?tzOffset=${viewerTzOffset()}`, hourlySchema),
  });
/** GET /api/analytics/hourly: the last 24 local hours, every 15 s while live. */
export function useHourlyTraffic(live = true) {
  return useQuery({ ...hourlyQueryOptions(), refetchInterval: pollEvery(live, POLL_MS.hourly) });
}

export const topPagesQueryOptions = () =>
  queryOptions({ queryKey: ['/api/analytics/top-pages'], queryFn: (): Promise<TopPagesResponse> => apiRequestParsed('GET', '/api/analytics/top-pages', topPagesSchema) });
/** GET /api/analytics/top-pages: the last 24 hours' most viewed pages, every 15 s while live. */
export function useTopPages(live = true) {
  return useQuery({ ...topPagesQueryOptions(), refetchInterval: pollEvery(live, POLL_MS.topPages) });
}

export const abResultsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/conversion/ab-results'], queryFn: (): Promise<AbResults> => apiRequestParsed('GET', '/api/conversion/ab-results', abResultsSchema) });
/** GET /api/conversion/ab-results (no spec interval: with the conversions, every 10 s while live). */
export function useAbResults(live = true) {
  return useQuery({ ...abResultsQueryOptions(), refetchInterval: pollEvery(live, POLL_MS.conversions) });
}
