import { bankingApi } from '../../../../../shared/api/banking';
import { callApi } from '@/lib/api-client';

/** The server trades Plaid Link's public token for the bank item. */
export async function exchangePublicToken(publicToken: string): Promise<void> {
  await callApi(bankingApi.exchangePublicToken, { body: { publicToken } });
}
