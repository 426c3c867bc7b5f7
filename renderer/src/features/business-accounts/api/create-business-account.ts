import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { businessAccountsApi } from '../../../../../shared/api/business-accounts';
import type { BusinessAccount, CreateBusinessAccountRequest } from '../../../../../shared/contracts/business';
import { businessAccountsQueryOptions } from '@/api/business-accounts';
import { callApi } from '@/lib/api-client';

/** Answers 201 with the new account (and its default guidelines stored). */
export function createBusinessAccount(input: CreateBusinessAccountRequest): Promise<BusinessAccount> {
  return callApi(businessAccountsApi.create, { body: input });
}

type Options = Omit<UseMutationOptions<BusinessAccount, Error, CreateBusinessAccountRequest>, 'mutationFn'>;

export function useCreateBusinessAccount(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBusinessAccount,
    ...options,
    onSuccess: async (account, ...rest) => {
      await queryClient.invalidateQueries({ queryKey: businessAccountsQueryOptions(account.userId).queryKey });
      await options.onSuccess?.(account, ...rest);
    },
  });
}
