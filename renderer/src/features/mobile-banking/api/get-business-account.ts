import { queryOptions, useQuery } from '@tanstack/react-query';
import { businessAccountDetailsSchema, type BusinessAccountDetails } from '../../../../../shared/contracts/business';
import { apiRequestParsed } from '@/lib/api-client';

export const BUSINESS_ACCOUNT_PATH = '/api/business-accounts';

/** GET /api/business-accounts/{id}: account, guidelines, the 3 latest violations, the 5 latest transactions. */
export function getBusinessAccount(id: string): Promise<BusinessAccountDetails> {
  return apiRequestParsed('GET', `${BUSINESS_ACCOUNT_PATH}/${encodeURIComponent(id)}`, businessAccountDetailsSchema);
}

export const businessAccountQueryOptions = (id: string) =>
  queryOptions({ queryKey: [BUSINESS_ACCOUNT_PATH, id], queryFn: () => getBusinessAccount(id) });

export function useBusinessAccount(id: string) {
  return useQuery(businessAccountQueryOptions(id));
}
