import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFRESH } from '../../../../../shared/constants';
import type { CreditScore } from '../../../../../shared/contracts/credit';
import { apiRequestParsed, queryKeyToPath } from '@/lib/api-client';
import { creditScoreSchema } from './schemas';

export const CREDIT_SCORE_PATH = '/api/credit-score';

/** ['/api/credit-score', id] joins to the path (spec core section 7). */
export const creditScoreQueryKey = (userId: string) => [CREDIT_SCORE_PATH, userId] as const;

/** GET /api/credit-score/{userId}: the estimated score, its factors and recommendations. */
export function getCreditScore(userId: string): Promise<CreditScore> {
  return apiRequestParsed('GET', queryKeyToPath(creditScoreQueryKey(encodeURIComponent(userId))), creditScoreSchema);
}

export const creditScoreQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: creditScoreQueryKey(userId),
    queryFn: () => getCreditScore(userId),
    refetchInterval: REFRESH.creditScore,
  });

export function useCreditScore(userId: string | undefined) {
  return useQuery({ ...creditScoreQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
