import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFRESH } from '../../../../../shared/constants';
import { businessAccountListSchema, type BusinessAccount } from '../../../../../shared/contracts/business';
import { apiRequestParsed } from '@/lib/api-client';

const businessAccountsPath = (userId: string) => `/api/users/${encodeURIComponent(userId)}/business-accounts`;

/** GET /api/users/{userId}/business-accounts. */
export function getBusinessAccounts(userId: string): Promise<BusinessAccount[]> {
  return apiRequestParsed('GET', businessAccountsPath(userId), businessAccountListSchema);
}

export const businessAccountsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['/api/users', userId, 'business-accounts'],
    queryFn: () => getBusinessAccounts(userId),
    refetchInterval: REFRESH.businessAccounts,
  });

export function useBusinessAccounts(userId: string | undefined) {
  return useQuery({ ...businessAccountsQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
