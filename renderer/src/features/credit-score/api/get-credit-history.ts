import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditHistoryEntry } from '../../../../../shared/contracts/credit';
import { apiRequestParsed, queryKeyToPath } from '@/lib/api-client';
import { CREDIT_SCORE_PATH } from './get-credit-score';
import { creditHistorySchema } from './schemas';

export const creditHistoryQueryKey = (userId: string) => [CREDIT_SCORE_PATH, userId, 'history'] as const;

/** GET /api/credit-score/{userId}/history: newest first. */
export function getCreditHistory(userId: string): Promise<CreditHistoryEntry[]> {
  return apiRequestParsed('GET', queryKeyToPath(creditHistoryQueryKey(encodeURIComponent(userId))), creditHistorySchema);
}

export const creditHistoryQueryOptions = (userId: string) =>
  queryOptions({ queryKey: creditHistoryQueryKey(userId), queryFn: () => getCreditHistory(userId) });

export function useCreditHistory(userId: string | undefined) {
  return useQuery({ ...creditHistoryQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
