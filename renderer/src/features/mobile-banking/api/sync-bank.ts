import { apiRequest } from '@/lib/api-client';

export const SYNC_PATH = '/api/banking/sync';

/** POST /api/banking/sync: linked banks (Plaid) fetch what changed since their last sync. */
export async function syncBank(): Promise<void> {
  await apiRequest('POST', SYNC_PATH);
}
