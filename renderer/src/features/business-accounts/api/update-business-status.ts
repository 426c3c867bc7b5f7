import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { BusinessAccount, updateBusinessStatusRequestSchema } from '../../../../../shared/contracts/business';
import { apiRequestParsed } from '@/lib/api-client';
import { replaceAccount } from './contribute';
import { BUSINESS_ACCOUNTS_PATH, businessAccountDetailsQueryKey } from './get-business-account-details';
import { businessAccountsQueryOptions } from './get-business-accounts';
import { businessAccountSchema } from './schemas';

export type BusinessStatusChange = z.infer<typeof updateBusinessStatusRequestSchema>['status'];

export interface UpdateStatusInput {
  accountId: string;
  status: BusinessStatusChange;
}

/** PATCH /api/business-accounts/{id}/status: pause or resume (a completed account cannot change). */
export function updateBusinessStatus({ accountId, status }: UpdateStatusInput): Promise<BusinessAccount> {
  return apiRequestParsed('PATCH', `${BUSINESS_ACCOUNTS_PATH}/${encodeURIComponent(accountId)}/status`, businessAccountSchema, {
    status,
  });
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
