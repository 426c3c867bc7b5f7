import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ImportBankTransactionsRequest, importBankTransactionsResponseSchema } from '../../../../../shared/contracts/subscriptions';
import { apiRequestParsed } from '@/lib/api-client';
import { getSampleTransactions } from './get-sample-transactions';
import { importBankTransactionsResponseSchema as schema } from './schemas';

export const IMPORT_TRANSACTIONS_PATH = '/api/import-bank-transactions';

export type ImportBankTransactionsResult = z.infer<typeof importBankTransactionsResponseSchema>;

/** POST /api/import-bank-transactions: stores the rows, skipping ones already imported and ones dated in the future. */
export function importBankTransactions(request: ImportBankTransactionsRequest): Promise<ImportBankTransactionsResult> {
  return apiRequestParsed('POST', IMPORT_TRANSACTIONS_PATH, schema, request);
}

/** The demo-data import: the server's sample history, imported as the user's transactions. */
export async function importSampleTransactions(): Promise<ImportBankTransactionsResult> {
  const { transactions } = await getSampleTransactions();
  return importBankTransactions({ transactions });
}

export function useImportSampleTransactions() {
  return useMutation({ mutationFn: importSampleTransactions });
}
