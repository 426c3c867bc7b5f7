import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { BusinessAccount, CreateBusinessAccountRequest } from '../../../../../shared/contracts/business';
import { apiRequestParsed } from '@/lib/api-client';
import { BUSINESS_ACCOUNTS_PATH } from './get-business-account-details';
import { businessAccountsQueryKey } from './get-business-accounts';
import { businessAccountSchema } from './schemas';

/** POST /api/business-accounts: answers 201 with the new account (and its default guidelines stored). */
export function createBusinessAccount(input: CreateBusinessAccountRequest): Promise<BusinessAccount> {
  return apiRequestParsed('POST', BUSINESS_ACCOUNTS_PATH, businessAccountSchema, input);
}

type Options = Omit<UseMutationOptions<BusinessAccount, Error, CreateBusinessAccountRequest>, 'mutationFn'>;

export function useCreateBusinessAccount(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBusinessAccount,
    ...options,
    onSuccess: async (account, ...rest) => {
      await queryClient.invalidateQueries({ queryKey: businessAccountsQueryKey(account.userId) });
      await options.onSuccess?.(account, ...rest);
    },
  });
}
