import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrendResponse } from '../../../../../shared/contracts/trends';
import { apiRequestParsed } from '@/lib/api-client';
import { viewerTzOffset } from '../lib/trend-format';
import { trendResponseSchema } from './schemas';

export const trendsQueryKey = ['/api/marketing/trends'] as const;

/** GET /api/marketing/trends?tzOffset= : the trend response (owner only in hosted mode). */
export function getTrends(): Promise<TrendResponse> {
  return apiRequestParsed('GET', `/api/marketing/trends?tzOffset=${viewerTzOffset()}`, trendResponseSchema);
}

/** Errors are not retried: a 403 is an answer (the owner sign-in state), not a glitch. */
export const trendsQueryOptions = () => queryOptions({ queryKey: trendsQueryKey, queryFn: getTrends, retry: false });

export function useTrends() {
  return useQuery(trendsQueryOptions());
}
