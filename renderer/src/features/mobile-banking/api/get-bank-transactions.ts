import { useQuery } from '@tanstack/react-query';
import { bankingApi } from '../../../../../shared/api/banking';
import { REFRESH } from '../../../../../shared/constants';
import { apiQuery } from '@/lib/api-client';

/** The window the home screen reads (?days=7). */
export const RECENT_DAYS = 7;
/** How many of them it lists. */
export const RECENT_TRANSACTION_COUNT = 5;

/** Every user's transactions, any window (invalidate this after a link, a transfer or an import). */
export const bankTransactionsKey = [bankingApi.transactions.path] as const;

/** The last `days` days, newest first. */
export const bankTransactionsQueryOptions = (userId: string, days = RECENT_DAYS) => ({
  ...apiQuery(bankingApi.transactions, { params: { userId }, query: { days } }),
  refetchInterval: REFRESH.bankTransactions,
});

export function useBankTransactions(userId: string | undefined) {
  return useQuery({ ...bankTransactionsQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
