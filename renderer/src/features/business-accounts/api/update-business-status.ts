import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { businessAccountsApi } from '../../../../../shared/api/business-accounts';
import type { BusinessAccount, updateBusinessStatusRequestSchema } from '../../../../../shared/contracts/business';
import { businessAccountDetailsQueryKey, businessAccountsQueryOptions, replaceAccount } from '@/api/business-accounts';
import { callApi } from '@/lib/api-client';

export type BusinessStatusChange = z.infer<typeof updateBusinessStatusRequestSchema>['status'];

export interface UpdateStatusInput {
  accountId: string;
  status: BusinessStatusChange;
}

/** Pause or resume (a completed account cannot change). */
export function updateBusinessStatus({ accountId, status }: UpdateStatusInput): Promise<BusinessAccount> {
  return callApi(businessAccountsApi.updateStatus, { params: { id: accountId }, body: { status } });
}

type Options = Omit<UseMutationOptions<BusinessAccount, Error, UpdateStatusInput>, 'mutationFn'>;

export function useUpdateBusinessStatus(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBusinessStatus,
    ...options,
    onSuccess: async (account, ...rest) => {
      const listKey = businessAccountsQueryOptions(account.userId).queryKey;
      queryClient.setQueryData(listKey, (list) => replaceAccount(list, account));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listKey }),
        queryClient.invalidateQueries({ queryKey: businessAccountDetailsQueryKey(account.id) }),
      ]);
      await options.onSuccess?.(account, ...rest);
    },
  });
}
