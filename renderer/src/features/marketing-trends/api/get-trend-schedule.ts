import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrendSchedule } from '../../../../../shared/contracts/trends';
import { apiRequestParsed } from '@/lib/api-client';
import { viewerTzOffset } from '../lib/trend-format';
import { trendScheduleSchema } from './schemas';

export const trendScheduleQueryKey = ['/api/marketing/trends/schedule'] as const;

/** GET /api/marketing/trends/schedule?tzOffset= : platform -> posting times, best first. */
export function getTrendSchedule(): Promise<TrendSchedule> {
  return apiRequestParsed('GET', `/api/marketing/trends/schedule?tzOffset=${viewerTzOffset()}`, trendScheduleSchema);
}

export const trendScheduleQueryOptions = () => queryOptions({ queryKey: trendScheduleQueryKey, queryFn: getTrendSchedule, retry: false });

export function useTrendSchedule() {
  return useQuery(trendScheduleQueryOptions());
}
