import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFRESH } from '../../../../../shared/constants';
import type { BusinessAccount } from '../../../../../shared/contracts/business';
import { apiRequestParsed, queryKeyToPath } from '@/lib/api-client';
import { businessAccountListSchema } from './schemas';

/** ['/api/users', id, 'business-accounts'] joins to the path (spec core section 7). */
export const businessAccountsQueryKey = (userId: string) => ['/api/users', userId, 'business-accounts'] as const;

/** GET /api/users/{userId}/business-accounts. */
export function getBusinessAccounts(userId: string): Promise<BusinessAccount[]> {
  return apiRequestParsed('GET', queryKeyToPath(businessAccountsQueryKey(encodeURIComponent(userId))), businessAccountListSchema);
}

export const businessAccountsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: businessAccountsQueryKey(userId),
    queryFn: () => getBusinessAccounts(userId),
    refetchInterval: REFRESH.businessAccounts,
  });

export function useBusinessAccounts(userId: string | undefined) {
  return useQuery({ ...businessAccountsQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
