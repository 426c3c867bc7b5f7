import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankingApi } from '../../../../../shared/api/banking';
import type { CsvMapping, ImportResult } from '../../../../../shared/contracts/banking';
import { bankAccountsKey } from '@/api/bank-accounts';
import { apiUrl } from '@/lib/api-client';
import { importQuery } from '../lib/import-mapping';
import { uploadRaw, type UploadProgress } from '../lib/raw-upload';
import { bankTransactionsKey } from './get-bank-transactions';

export interface ImportInput {
  fileName: string;
  /** The picked file, sent as its raw bytes. */
  file: Blob;
  mapping: CsvMapping | null;
  onProgress?: (progress: UploadProgress) => void;
  onUploaded?: () => void;
  signal?: AbortSignal;
}

/**
 * The same bytes as the preview, stored this time; rows already imported are counted as
 * duplicates, not stored twice. Sent with XMLHttpRequest for its upload progress.
 */
export async function importBankFile({ fileName, file, mapping, onProgress, onUploaded, signal }: ImportInput): Promise<ImportResult> {
  const url = apiUrl(bankingApi.import, { query: importQuery(fileName, mapping) });
  const [body, schemas] = await Promise.all([uploadRaw({ url, body: file, onProgress, onUploaded, signal }), bankingApi.import.schemas()]);
  return schemas.response.parse(JSON.parse(body));
}

export function useImportBankFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importBankFile,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bankAccountsKey }),
        queryClient.invalidateQueries({ queryKey: bankTransactionsKey }),
      ]);
    },
  });
}
