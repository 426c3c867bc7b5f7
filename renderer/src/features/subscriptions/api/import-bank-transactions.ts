import { useMutation } from '@tanstack/react-query';
import { subscriptionsApi } from '../../../../../shared/api/subscriptions';
import type { ResponseOf } from '../../../../../shared/api/endpoint';
import { callApi } from '@/lib/api-client';

export type ImportBankTransactionsResult = ResponseOf<typeof subscriptionsApi.importSample>;

/** The demo-data import: the server imports its own sample history as the user's transactions (one request). */
export function importSampleTransactions(): Promise<ImportBankTransactionsResult> {
  return callApi(subscriptionsApi.importSample);
}

export function useImportSampleTransactions() {
  return useMutation({ mutationFn: importSampleTransactions });
}
