import { useMutation } from '@tanstack/react-query';
import { paymentsApi } from '../../../../../shared/api/payments';
import { apiFetch } from '@/lib/api-client';
import { filenameFromDisposition } from '../lib/billing-format';

const FALLBACK_NAME = 'usage-report.csv';

export interface UsageReport {
  blob: Blob;
  filename: string;
}

/** A CSV attachment, read whole so a failure can be reported on the page. */
export async function getUsageReport(): Promise<UsageReport> {
  const res = await apiFetch(paymentsApi.usageReport);
  return { blob: await res.blob(), filename: filenameFromDisposition(res.headers.get('Content-Disposition'), FALLBACK_NAME) };
}

/** Hands the file to the browser's own download, under the server's name for it. */
export function saveFile({ blob, filename }: UsageReport): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL can go once the browser has read it.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function useDownloadUsageReport() {
  return useMutation({ mutationFn: getUsageReport, onSuccess: saveFile });
}
