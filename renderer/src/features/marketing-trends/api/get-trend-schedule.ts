import { useQuery } from '@tanstack/react-query';
import { marketingTrendsApi } from '../../../../../shared/api/marketing-trends';
import { apiQuery } from '@/lib/api-client';
import { viewerTzOffset } from '../lib/trend-format';

/** Platform -> posting times, best first, in the viewer's hours. */
export const trendScheduleQueryOptions = () => ({ ...apiQuery(marketingTrendsApi.schedule, { query: { tzOffset: viewerTzOffset() } }), retry: false });

export function useTrendSchedule() {
  return useQuery(trendScheduleQueryOptions());
}
