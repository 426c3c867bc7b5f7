import { useMutation } from '@tanstack/react-query';
import { importPreviewSchema, type CsvMapping, type ImportPreview } from '../../../../../shared/contracts/banking';
import { importQueryString } from '../lib/import-mapping';
import { postRaw } from '../lib/raw-upload';

export const IMPORT_PREVIEW_PATH = '/api/banking/import/preview';

export interface PreviewInput {
  fileName: string;
  /** The picked file, sent as its raw bytes. */
  file: Blob;
  /** null: let the server detect the columns. */
  mapping: CsvMapping | null;
}

/** POST /api/banking/import/preview: the file's raw bytes in, the first rows as they would be stored out. Writes nothing. */
export async function previewBankImport({ fileName, file, mapping }: PreviewInput): Promise<ImportPreview> {
  const body = await postRaw(`${IMPORT_PREVIEW_PATH}${importQueryString(fileName, mapping)}`, file);
  return importPreviewSchema.parse(JSON.parse(body));
}

export function usePreviewBankImport() {
  return useMutation({ mutationFn: previewBankImport });
}
