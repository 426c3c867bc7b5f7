import { useMutation, useQueryClient } from '@tanstack/react-query';
import { businessAccountsApi } from '../../../../../shared/api/business-accounts';
import type { BusinessAccount } from '../../../../../shared/contracts/business';
import { businessAccountDetailsQueryKey, businessAccountsQueryOptions } from '@/api/business-accounts';
import { callApi } from '@/lib/api-client';

export interface ContributeInput {
  accountId: string;
  amount: number;
}

/** One transaction, and currentAmount goes up. */
export function contributeToBusinessAccount({ accountId, amount }: ContributeInput) {
  return callApi(businessAccountsApi.contribute, { params: { id: accountId }, body: { amount } });
}

export function useContributeToBusinessAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: contributeToBusinessAccount,
    onSuccess: ({ account }) => {
      queryClient.setQueryData<BusinessAccount[]>(businessAccountsQueryOptions(account.userId).queryKey, (list) =>
        list?.map((a) => (a.id === account.id ? account : a)),
      );
      void queryClient.invalidateQueries({ queryKey: businessAccountDetailsQueryKey(account.id) });
      void queryClient.invalidateQueries({ queryKey: businessAccountsQueryOptions(account.userId).queryKey });
    },
  });
}
