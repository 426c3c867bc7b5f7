import { useQuery } from '@tanstack/react-query';
import { marketingTrendsApi } from '../../../../../shared/api/marketing-trends';
import { apiQuery } from '@/lib/api-client';
import { viewerTzOffset } from '../lib/trend-format';

/** The trend response (owner only in hosted mode). Errors are not retried: a 403 is an answer (the owner sign-in state), not a glitch. */
export const trendsQueryOptions = () => ({ ...apiQuery(marketingTrendsApi.trends, { query: { tzOffset: viewerTzOffset() } }), retry: false });

export function useTrends() {
  return useQuery(trendsQueryOptions());
}
