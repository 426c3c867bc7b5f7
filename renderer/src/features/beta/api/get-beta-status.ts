import { useQuery } from '@tanstack/react-query';
import { betaApi } from '../../../../../shared/api/beta';
import { apiQuery, apiQueryKey } from '@/lib/api-client';

export const betaStatusQueryKey = apiQueryKey(betaApi.status);

/** The real spot count and the one stored deadline. */
export const betaStatusQueryOptions = () => apiQuery(betaApi.status);

export function useBetaStatus() {
  return useQuery(betaStatusQueryOptions());
}
