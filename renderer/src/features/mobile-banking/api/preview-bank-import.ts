import { useMutation } from '@tanstack/react-query';
import { bankingApi } from '../../../../../shared/api/banking';
import type { CsvMapping, ImportPreview } from '../../../../../shared/contracts/banking';
import { apiUrl } from '@/lib/api-client';
import { importQuery } from '../lib/import-mapping';
import { postRaw } from '../lib/raw-upload';

export interface PreviewInput {
  fileName: string;
  /** The picked file, sent as its raw bytes. */
  file: Blob;
  /** null: let the server detect the columns. */
  mapping: CsvMapping | null;
}

/** The file's raw bytes in, the first rows as they would be stored out. Writes nothing. */
export async function previewBankImport({ fileName, file, mapping }: PreviewInput): Promise<ImportPreview> {
  const [body, schemas] = await Promise.all([postRaw(apiUrl(bankingApi.importPreview, { query: importQuery(fileName, mapping) }), file), bankingApi.importPreview.schemas()]);
  return schemas.response.parse(JSON.parse(body));
}

export function usePreviewBankImport() {
  return useMutation({ mutationFn: previewBankImport });
}
