/**
 * The business savings accounts, read by the /business page and by mobile banking: one query per
 * read, so both screens share the cache and every change refreshes both.
 */
import { useQuery } from '@tanstack/react-query';
import { businessAccountsApi } from '../../../shared/api/business-accounts';
import { REFRESH } from '../../../shared/constants';
import type { BusinessAccount } from '../../../shared/contracts/business';
import { apiQuery, apiQueryKey } from '@/lib/api-client';

/** A user's accounts, newest first. */
export const businessAccountsQueryOptions = (userId: string) => ({
  ...apiQuery(businessAccountsApi.list, { params: { userId } }),
  refetchInterval: REFRESH.businessAccounts,
});

export function useBusinessAccounts(userId: string | undefined) {
  return useQuery({ ...businessAccountsQueryOptions(userId ?? ''), enabled: userId !== undefined });
}

/** One account with its guidelines, the 3 latest violations and the 5 latest transactions. */
export const businessAccountDetailsQueryOptions = (accountId: string) => apiQuery(businessAccountsApi.details, { params: { id: accountId } });

export const businessAccountDetailsQueryKey = (accountId: string) => apiQueryKey(businessAccountsApi.details, { params: { id: accountId } });

export function useBusinessAccountDetails(accountId: string | null) {
  return useQuery({ ...businessAccountDetailsQueryOptions(accountId ?? ''), enabled: accountId !== null });
}

/** Replaces one account in a cached list, so a card changes at once (the refetch then confirms it). */
export function replaceAccount(list: BusinessAccount[] | undefined, account: BusinessAccount): BusinessAccount[] | undefined {
  return list?.map((a) => (a.id === account.id ? account : a));
}
