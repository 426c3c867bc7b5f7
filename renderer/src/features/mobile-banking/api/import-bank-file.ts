import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importResultSchema, type CsvMapping, type ImportResult } from '../../../../../shared/contracts/banking';
import { importQueryString } from '../lib/import-mapping';
import { uploadRaw, type UploadProgress } from '../lib/raw-upload';
import { bankAccountsKeyPrefix } from './get-bank-accounts';
import { bankTransactionsKeyPrefix } from './get-bank-transactions';

export const IMPORT_PATH = '/api/banking/import';

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
 * POST /api/banking/import: the same bytes as the preview, stored this time; rows already imported
 * are counted as duplicates, not stored twice. Sent with XMLHttpRequest for its upload progress.
 */
export async function importBankFile({ fileName, file, mapping, onProgress, onUploaded, signal }: ImportInput): Promise<ImportResult> {
  const body = await uploadRaw({ url: `${IMPORT_PATH}${importQueryString(fileName, mapping)}`, body: file, onProgress, onUploaded, signal });
  return importResultSchema.parse(JSON.parse(body));
}

export function useImportBankFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importBankFile,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bankAccountsKeyPrefix }),
        queryClient.invalidateQueries({ queryKey: bankTransactionsKeyPrefix }),
      ]);
    },
  });
}
