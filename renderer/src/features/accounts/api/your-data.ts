/**
 * The user's data as a whole (docs/product.md "Your data"): how much of it is sample data and
 * removing that, the home currency, and (hosted) deleting the account.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { dataApi } from '../../../../../shared/api/data';
import { DELETE_ACCOUNT_CONFIRMATION } from '../../../../../shared/contracts/data';
import { apiQuery, callApi } from '@/lib/api-client';

export { useDataSources } from '@/api/data-sources';

export function useDataPreferences(enabled: boolean) {
  return useQuery({ ...apiQuery(dataApi.preferences), enabled });
}

/** Removes every sample row and what was derived from it; every screen may have shown some, so every read is refreshed. */
export async function removeSampleData(queryClient: QueryClient) {
  const result = await callApi(dataApi.removeSample);
  await queryClient.invalidateQueries();
  return result;
}

export function useRemoveSampleData() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => removeSampleData(queryClient) });
}

export function useSaveHomeCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (homeCurrency: string) => callApi(dataApi.savePreferences, { body: { homeCurrency } }),
    // Budgets and the subscription finder count in it: their figures change with it.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** Hosted mode: the account and every row of it. The typed confirmation travels with the request. */
export function deleteMyAccount(confirmation: string): Promise<void> {
  if (confirmation !== DELETE_ACCOUNT_CONFIRMATION) return Promise.reject(new Error(`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`));
  return callApi(dataApi.deleteAccount, { body: { confirm: DELETE_ACCOUNT_CONFIRMATION } });
}
