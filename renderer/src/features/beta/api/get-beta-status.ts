import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BetaStatus } from '../../../../../shared/contracts/beta';
import { apiRequestParsed, queryKeyToPath } from '@/lib/api-client';
import { betaStatusSchema } from './schemas';

export const betaStatusQueryKey = ['/api/beta/status'] as const;

/** GET /api/beta/status: the real spot count and the one stored deadline. */
export function getBetaStatus(): Promise<BetaStatus> {
  return apiRequestParsed('GET', queryKeyToPath(betaStatusQueryKey), betaStatusSchema);
}

export const betaStatusQueryOptions = () => queryOptions({ queryKey: betaStatusQueryKey, queryFn: getBetaStatus });

export function useBetaStatus() {
  return useQuery(betaStatusQueryOptions());
}
