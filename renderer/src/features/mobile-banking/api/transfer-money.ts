import { useMutation, useQueryClient } from '@tanstack/react-query';
import { transferResponseSchema, type BankAccount, type TransferRequest, type TransferResponse } from '../../../../../shared/contracts/banking';
import { apiRequestParsed } from '@/lib/api-client';
import { bankAccountsKeyPrefix } from './get-bank-accounts';
import { bankTransactionsKeyPrefix } from './get-bank-transactions';

export const TRANSFER_PATH = '/api/banking/transfer';

export type TransferResult = TransferResponse;

/** POST /api/banking/transfer: between the user's own accounts (ledger entries, no real money moves). */
export function transferMoney(input: TransferRequest): Promise<TransferResult> {
  return apiRequestParsed('POST', TRANSFER_PATH, transferResponseSchema, input);
}

export function useTransferMoney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferMoney,
    onSuccess: ({ from, to }) => {
      // The answer carries both new balances: show them at once, then re-read the ledger.
      queryClient.setQueriesData<BankAccount[]>({ queryKey: bankAccountsKeyPrefix }, (accounts) =>
        accounts?.map((a) => (a.id === from.id ? from : a.id === to.id ? to : a)),
      );
      void queryClient.invalidateQueries({ queryKey: bankAccountsKeyPrefix });
      void queryClient.invalidateQueries({ queryKey: bankTransactionsKeyPrefix });
    },
  });
}
