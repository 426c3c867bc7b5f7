import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { businessAccountsApi } from '../../../../../shared/api/business-accounts';
import type { ContributeResponse } from '../../../../../shared/contracts/business';
import { businessAccountDetailsQueryKey, businessAccountsQueryOptions, replaceAccount } from '@/api/business-accounts';
import { callApi } from '@/lib/api-client';

export interface ContributeInput {
  accountId: string;
  amount: number;
}

export type { ContributeResponse };

/** One atomic contribution; answers the updated account. */
export function contribute({ accountId, amount }: ContributeInput): Promise<ContributeResponse> {
  return callApi(businessAccountsApi.contribute, { params: { id: accountId }, body: { amount } });
}

type Options = Omit<UseMutationOptions<ContributeResponse, Error, ContributeInput>, 'mutationFn'>;

export function useContribute(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: contribute,
    ...options,
    onSuccess: async (data, ...rest) => {
      const listKey = businessAccountsQueryOptions(data.account.userId).queryKey;
      queryClient.setQueryData(listKey, (list) => replaceAccount(list, data.account));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey }),
        queryClient.invalidateQueries({ queryKey: businessAccountDetailsQueryKey(data.account.id) }),
      ]);
      await options.onSuccess?.(data, ...rest);
    },
  });
}
