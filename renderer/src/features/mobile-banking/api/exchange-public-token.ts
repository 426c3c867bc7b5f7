import { apiRequest } from '@/lib/api-client';

export const EXCHANGE_PUBLIC_TOKEN_PATH = '/api/banking/exchange-public-token';

/** POST /api/banking/exchange-public-token: the server trades Link's public token for the bank item. */
export async function exchangePublicToken(publicToken: string): Promise<void> {
  await apiRequest('POST', EXCHANGE_PUBLIC_TOKEN_PATH, { publicToken });
}
