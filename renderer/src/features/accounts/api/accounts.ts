/**
 * What /accounts changes: an account's details, its balance from a statement, closing or deleting
 * it, and undoing an import (docs/product.md "Accounts"). Each call refreshes every read that shows
 * accounts or their rows (the accounts, the import history, the ledger, /mobile's recent rows and
 * the sample-data counts), so no screen keeps a row that is gone.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { bankingApi } from '../../../../../shared/api/banking';
import { dataApi } from '../../../../../shared/api/data';
import { ledgerApi } from '../../../../../shared/api/ledger';
import type { AccountUpdate, BankAccount, SetBalanceRequest } from '../../../../../shared/contracts/banking';
import { bankAccountsKey } from '@/api/bank-accounts';
import { apiQuery, callApi } from '@/lib/api-client';

/** Every read an account change can alter (invalidating a path refreshes all its inputs). */
export const ACCOUNT_DEPENDENT_KEYS = [
  bankAccountsKey,
  [bankingApi.imports.path],
  [ledgerApi.list.path],
  [bankingApi.transactions.path],
  [dataApi.sources.path],
] as const;

export async function refreshAccountReads(queryClient: QueryClient): Promise<void> {
  await Promise.all(ACCOUNT_DEPENDENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function updateAccount(id: string, changes: AccountUpdate): Promise<BankAccount> {
  return callApi(bankingApi.updateAccount, { params: { id }, body: changes });
}

export function setAccountBalance(id: string, statement: SetBalanceRequest): Promise<BankAccount> {
  return callApi(bankingApi.setBalance, { params: { id }, body: statement });
}

export function deleteAccount(id: string) {
  return callApi(bankingApi.deleteAccount, { params: { id } });
}

/** Undo one import: exactly the rows it wrote go (and the account, when the import made it and nothing else is in it). */
export async function undoImport(queryClient: QueryClient, id: string) {
  const result = await callApi(bankingApi.undoImport, { params: { id } });
  await refreshAccountReads(queryClient);
  return result;
}

export const importHistoryQuery = () => apiQuery(bankingApi.imports);

export function useImportHistory(enabled: boolean) {
  return useQuery({ ...importHistoryQuery(), enabled });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: AccountUpdate }) => updateAccount(id, changes),
    onSuccess: () => refreshAccountReads(queryClient),
  });
}

export function useSetAccountBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, statement }: { id: string; statement: SetBalanceRequest }) => setAccountBalance(id, statement),
    onSuccess: () => refreshAccountReads(queryClient),
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteAccount(id),
    onSuccess: () => refreshAccountReads(queryClient),
  });
}

export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: string) => undoImport(queryClient, id) });
}
