import { useMutation } from '@tanstack/react-query';
import { bankingApi } from '../../../../../shared/api/banking';
import type { ImportPreview, ImportQuery } from '../../../../../shared/contracts/banking';
import { apiUrl } from '@/lib/api-client';
import { postRaw } from '../lib/raw-upload';

export interface PreviewInput {
  /** The picked file, sent as its raw bytes. */
  file: Blob;
  /** The file's name, the mapping, the target account and the sign flip (previewQuery in lib/import-flow.ts). */
  query: ImportQuery;
}

/** The file's raw bytes in, the first rows as they would be stored out. Writes nothing. */
export async function previewBankImport({ file, query }: PreviewInput): Promise<ImportPreview> {
  const [body, schemas] = await Promise.all([postRaw(apiUrl(bankingApi.importPreview, { query }), file), bankingApi.importPreview.schemas()]);
  return schemas.response.parse(JSON.parse(body));
}

export function usePreviewBankImport() {
  return useMutation({ mutationFn: previewBankImport });
}
