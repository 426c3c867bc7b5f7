import { bankingApi } from '../../../../../shared/api/banking';
import { callApi } from '@/lib/api-client';

/** Linked banks (Plaid) fetch what changed since their last sync. */
export async function syncBank(): Promise<void> {
  await callApi(bankingApi.sync);
}
