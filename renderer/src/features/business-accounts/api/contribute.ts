import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BusinessAccount, businessTransactionSchema } from '../../../../../shared/contracts/business';
import { apiRequestParsed } from '@/lib/api-client';
import { BUSINESS_ACCOUNTS_PATH, businessAccountDetailsQueryKey } from './get-business-account-details';
import { businessAccountsQueryOptions } from './get-business-accounts';
import { contributeResponseSchema } from './schemas';

export interface ContributeInput {
  accountId: string;
  amount: number;
}

export interface ContributeResponse {
  account: BusinessAccount;
  transaction: z.infer<typeof businessTransactionSchema>;
}

/** POST /api/business-accounts/{id}/contribute: one atomic contribution; answers the updated account. */
export function contribute({ accountId, amount }: ContributeInput): Promise<ContributeResponse> {
  return apiRequestParsed('POST', `${BUSINESS_ACCOUNTS_PATH}/${encodeURIComponent(accountId)}/contribute`, contributeResponseSchema, {
    amount,
  });
}

type Options = Omit<UseMutationOptions<ContributeResponse, Error, ContributeInput>, 'mutationFn'>;

/** Replaces one account in a cached list, so the card moves at once (the refetch then confirms it). */
export function replaceAccount(list: BusinessAccount[] | undefined, account: BusinessAccount): BusinessAccount[] | undefined {
  return list?.map((a) => (a.id === account.id ? account : a));
}

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
