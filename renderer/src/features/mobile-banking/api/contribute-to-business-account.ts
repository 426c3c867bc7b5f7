import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contributeResponseSchema, type BusinessAccount } from '../../../../../shared/contracts/business';
import { apiRequestParsed } from '@/lib/api-client';
import { businessAccountQueryOptions } from './get-business-account';
import { businessAccountsQueryOptions } from './get-business-accounts';


export interface ContributeInput {
  accountId: string;
  amount: number;
}

/** POST /api/business-accounts/{id}/contribute: one transaction, and currentAmount goes up. */
export function contributeToBusinessAccount({ accountId, amount }: ContributeInput) {
  return apiRequestParsed('POST', `/api/business-accounts/${encodeURIComponent(accountId)}/contribute`, contributeResponseSchema, { amount });
}

export function useContributeToBusinessAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: contributeToBusinessAccount,
    onSuccess: ({ account }) => {
      queryClient.setQueryData<BusinessAccount[]>(businessAccountsQueryOptions(account.userId).queryKey, (list) =>
        list?.map((a) => (a.id === account.id ? account : a)),
      );
      void queryClient.invalidateQueries({ queryKey: businessAccountQueryOptions(account.id).queryKey });
      void queryClient.invalidateQueries({ queryKey: businessAccountsQueryOptions(account.userId).queryKey });
    },
  });
}
