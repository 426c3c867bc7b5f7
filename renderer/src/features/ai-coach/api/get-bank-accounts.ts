import { queryOptions } from '@tanstack/react-query';
import { REFRESH } from '../../../../../shared/constants';
import type { BankAccount } from '../../../../../shared/contracts/banking';
import { apiRequestParsed, queryKeyToPath } from '@/lib/api-client';
import { bankAccountListSchema } from './schemas';

/** ['/api/banking/accounts', id] joins to the path; the banking screens cache the same key. */
export const bankAccountsQueryKey = (userId: string) => ['/api/banking/accounts', userId] as const;

/** GET /api/banking/accounts/{userId}: the user's accounts with their balances. */
export function getBankAccounts(userId: string): Promise<BankAccount[]> {
  return apiRequestParsed('GET', queryKeyToPath(bankAccountsQueryKey(encodeURIComponent(userId))), bankAccountListSchema);
}

/**
 * Read on demand ("Use my accounts"), never polled here. Balances older than the spec's refresh
 * interval are fetched again, so the portfolio starts from current numbers.
 */
export const bankAccountsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: bankAccountsQueryKey(userId), queryFn: () => getBankAccounts(userId), staleTime: REFRESH.bankAccounts });
