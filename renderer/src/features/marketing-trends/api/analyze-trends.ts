import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { marketingTrendsApi } from '../../../../../shared/api/marketing-trends';
import type { AnalyzeTrendsRequest, TrendResponse } from '../../../../../shared/contracts/trends';
import { callApi } from '@/lib/api-client';
import { viewerTzOffset } from '../lib/trend-format';
import { trendsQueryOptions } from './get-trends';

/** Recomputes from the latest data and records when it ran. */
export function analyzeTrends(request: AnalyzeTrendsRequest = {}): Promise<TrendResponse> {
  return callApi(marketingTrendsApi.analyze, { body: request, query: { tzOffset: viewerTzOffset() } });
}

type Options = Omit<UseMutationOptions<TrendResponse, Error, AnalyzeTrendsRequest | void>, 'mutationFn'>;

/** The answer replaces the cached trends; the schedule is read again from the same data. */
export function useAnalyzeTrends(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AnalyzeTrendsRequest | void) => analyzeTrends(request ?? {}),
    ...options,
    onSuccess: async (data, ...rest) => {
      queryClient.setQueryData(trendsQueryOptions().queryKey, data);
      await queryClient.invalidateQueries({ queryKey: [marketingTrendsApi.schedule.path] });
      await options.onSuccess?.(data, ...rest);
    },
  });
}
