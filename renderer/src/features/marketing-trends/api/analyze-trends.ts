import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { AnalyzeTrendsRequest, TrendResponse } from '../../../../../shared/contracts/trends';
import { apiRequestParsed } from '@/lib/api-client';
import { viewerTzOffset } from '../lib/trend-format';
import { trendScheduleQueryKey } from './get-trend-schedule';
import { trendsQueryKey } from './get-trends';
import { trendResponseSchema } from './schemas';

/** POST /api/marketing/trends/analyze: recomputes from the latest data and records when it ran. */
export function analyzeTrends(request: AnalyzeTrendsRequest = {}): Promise<TrendResponse> {
  return apiRequestParsed('POST', `/api/marketing/trends/analyze?tzOffset=${viewerTzOffset()}`, trendResponseSchema, request);
}

type Options = Omit<UseMutationOptions<TrendResponse, Error, AnalyzeTrendsRequest | void>, 'mutationFn'>;

/** The answer replaces the cached trends; the schedule is read again from the same data. */
export function useAnalyzeTrends(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AnalyzeTrendsRequest | void) => analyzeTrends(request ?? {}),
    ...options,
    onSuccess: async (data, ...rest) => {
      queryClient.setQueryData(trendsQueryKey, data);
      await queryClient.invalidateQueries({ queryKey: trendScheduleQueryKey });
      await options.onSuccess?.(data, ...rest);
    },
  });
}
