import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankingApi } from '../../../../../shared/api/banking';
import { bankAccountsKey } from '@/api/bank-accounts';
import { callApi } from '@/lib/api-client';
import { bankTransactionsKey } from './get-bank-transactions';

/** After the link token call, accounts are fetched again after 2 s. */
export const REFETCH_AFTER_LINK_MS = 2_000;

/** A Link token; the demo provider connects its institution at once. */
export function createLinkToken(userId: string) {
  return callApi(bankingApi.createLinkToken, { body: { userId } });
}

export function useCreateLinkToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLinkToken,
    onSuccess: () => {
      window.setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: bankAccountsKey });
        void queryClient.invalidateQueries({ queryKey: bankTransactionsKey });
      }, REFETCH_AFTER_LINK_MS);
    },
  });
}
