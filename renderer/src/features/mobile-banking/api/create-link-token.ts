import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createLinkTokenResponseSchema, type CreateLinkTokenResponse } from '../../../../../shared/contracts/banking';
import { apiRequestParsed } from '@/lib/api-client';
import { bankAccountsKeyPrefix } from './get-bank-accounts';
import { bankTransactionsKeyPrefix } from './get-bank-transactions';

export const CREATE_LINK_TOKEN_PATH = '/api/banking/create-link-token';

/** Spec core section 4: after the link token call, accounts are fetched again after 2 s. */
export const REFETCH_AFTER_LINK_MS = 2_000;

/** POST /api/banking/create-link-token. The demo provider connects its institution at once. */
export function createLinkToken(userId: string): Promise<CreateLinkTokenResponse> {
  return apiRequestParsed('POST', CREATE_LINK_TOKEN_PATH, createLinkTokenResponseSchema, { userId });
}

export function useCreateLinkToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLinkToken,
    onSuccess: () => {
      window.setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: bankAccountsKeyPrefix });
        void queryClient.invalidateQueries({ queryKey: bankTransactionsKeyPrefix });
      }, REFETCH_AFTER_LINK_MS);
    },
  });
}
