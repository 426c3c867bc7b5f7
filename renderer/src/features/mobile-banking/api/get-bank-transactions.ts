import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFRESH } from '../../../../../shared/constants';
import { bankingTransactionListSchema, type BankingTransaction } from '../../../../../shared/contracts/banking';
import { apiRequestParsed } from '@/lib/api-client';

export const BANK_TRANSACTIONS_PATH = '/api/banking/transactions';

/** The window the home screen reads (spec core section 7: ?days=7). */
export const RECENT_DAYS = 7;
/** How many of them it lists (spec core section 9). */
export const RECENT_TRANSACTION_COUNT = 5;

/** GET /api/banking/transactions/{userId}?days=N: newest first. */
export function getBankTransactions(userId: string, days: number): Promise<BankingTransaction[]> {
  return apiRequestParsed('GET', `${BANK_TRANSACTIONS_PATH}/${encodeURIComponent(userId)}?days=${days}`, bankingTransactionListSchema);
}

export const bankTransactionsKeyPrefix = [BANK_TRANSACTIONS_PATH] as const;

export const bankTransactionsQueryOptions = (userId: string, days = RECENT_DAYS) =>
  queryOptions({
    queryKey: [BANK_TRANSACTIONS_PATH, userId, { days }],
    queryFn: () => getBankTransactions(userId, days),
    refetchInterval: REFRESH.bankTransactions,
  });

export function useBankTransactions(userId: string | undefined) {
  return useQuery({ ...bankTransactionsQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
