import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankingApi } from '../../../../../shared/api/banking';
import type { BankAccount, TransferRequest } from '../../../../../shared/contracts/banking';
import { bankAccountsKey } from '@/api/bank-accounts';
import { callApi } from '@/lib/api-client';
import { bankTransactionsKey } from './get-bank-transactions';

/** Between the user's own accounts (ledger entries, no real money moves); answers both new balances. */
export function transferMoney(input: TransferRequest) {
  return callApi(bankingApi.transfer, { body: input });
}

export function useTransferMoney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferMoney,
    onSuccess: ({ from, to }) => {
      // The answer carries both new balances: show them at once, then re-read the ledger.
      queryClient.setQueriesData<BankAccount[]>({ queryKey: bankAccountsKey }, (accounts) =>
        accounts?.map((a) => (a.id === from.id ? from : a.id === to.id ? to : a)),
      );
      void queryClient.invalidateQueries({ queryKey: bankAccountsKey });
      void queryClient.invalidateQueries({ queryKey: bankTransactionsKey });
    },
  });
}
