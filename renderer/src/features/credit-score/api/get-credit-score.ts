import { useQuery } from '@tanstack/react-query';
import { creditApi } from '../../../../../shared/api/credit';
import { REFRESH } from '../../../../../shared/constants';
import { apiQuery } from '@/lib/api-client';

/** The estimated score, its factors and recommendations. */
export const creditScoreQueryOptions = (userId: string) => ({ ...apiQuery(creditApi.score, { params: { userId } }), refetchInterval: REFRESH.creditScore });

export function useCreditScore(userId: string | undefined) {
  return useQuery({ ...creditScoreQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
