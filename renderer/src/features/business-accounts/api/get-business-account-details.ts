import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessAccountDetails } from '../../../../../shared/contracts/business';
import { apiRequestParsed } from '@/lib/api-client';
import { businessAccountDetailsSchema } from './schemas';

export const BUSINESS_ACCOUNTS_PATH = '/api/business-accounts';

export const businessAccountDetailsQueryKey = (accountId: string) => [BUSINESS_ACCOUNTS_PATH, accountId] as const;

/** GET /api/business-accounts/{id}: account, guidelines, the 3 latest violations, the 5 latest transactions. */
export function getBusinessAccountDetails(accountId: string): Promise<BusinessAccountDetails> {
  return apiRequestParsed('GET', `${BUSINESS_ACCOUNTS_PATH}/${encodeURIComponent(accountId)}`, businessAccountDetailsSchema);
}

export const businessAccountDetailsQueryOptions = (accountId: string) =>
  queryOptions({ queryKey: businessAccountDetailsQueryKey(accountId), queryFn: () => getBusinessAccountDetails(accountId) });

export function useBusinessAccountDetails(accountId: string | null) {
  return useQuery({ ...businessAccountDetailsQueryOptions(accountId ?? ''), enabled: accountId !== null });
}
