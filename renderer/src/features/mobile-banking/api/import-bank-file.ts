import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankingApi } from '../../../../../shared/api/banking';
import { ledgerApi } from '../../../../../shared/api/ledger';
import type { ImportQuery, ImportResult } from '../../../../../shared/contracts/banking';
import { bankAccountsKey } from '@/api/bank-accounts';
import { apiUrl } from '@/lib/api-client';
import { uploadRaw, type UploadProgress } from '../lib/raw-upload';
import { bankTransactionsKey } from './get-bank-transactions';

export interface ImportInput {
  /** The picked file, sent as its raw bytes. */
  file: Blob;
  /** What the shown preview was read with (importQuery in lib/import-flow.ts). */
  query: ImportQuery;
  onProgress?: (progress: UploadProgress) => void;
  onUploaded?: () => void;
  signal?: AbortSignal;
}

/**
 * The same bytes as the preview, stored this time; rows already imported are counted as
 * duplicates, not stored twice. Sent with XMLHttpRequest for its upload progress.
 */
export async function importBankFile({ file, query, onProgress, onUploaded, signal }: ImportInput): Promise<ImportResult> {
  const url = apiUrl(bankingApi.import, { query });
  const [body, schemas] = await Promise.all([uploadRaw({ url, body: file, onProgress, onUploaded, signal }), bankingApi.import.schemas()]);
  return schemas.response.parse(JSON.parse(body));
}

export function useImportBankFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importBankFile,
    // The accounts (a new one, its row count), the recent rows, the ledger and the import history all changed.
    onSuccess: async () => {
      await Promise.all(
        [bankAccountsKey, bankTransactionsKey, [ledgerApi.list.path], [bankingApi.imports.path]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
