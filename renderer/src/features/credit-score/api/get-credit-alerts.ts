import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditAlert } from '../../../../../shared/contracts/credit';
import { apiRequestParsed, queryKeyToPath } from '@/lib/api-client';
import { CREDIT_SCORE_PATH } from './get-credit-score';
import { creditAlertsSchema } from './schemas';

export const creditAlertsQueryKey = (userId: string) => [CREDIT_SCORE_PATH, userId, 'alerts'] as const;

/** GET /api/credit-score/{userId}/alerts: newest first. */
export function getCreditAlerts(userId: string): Promise<CreditAlert[]> {
  return apiRequestParsed('GET', queryKeyToPath(creditAlertsQueryKey(encodeURIComponent(userId))), creditAlertsSchema);
}

export const creditAlertsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: creditAlertsQueryKey(userId), queryFn: () => getCreditAlerts(userId) });

export function useCreditAlerts(userId: string | undefined) {
  return useQuery({ ...creditAlertsQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
