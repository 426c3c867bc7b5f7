/**
 * The user's bank accounts (masked numbers, balances): read by the banking screen, which keeps them
 * current, and by the coach's portfolio, which reads them on demand. One key for both, so a link,
 * a transfer or an import refreshes every copy.
 */
import { useQuery } from '@tanstack/react-query';
import { bankingApi } from '../../../shared/api/banking';
import { REFRESH } from '../../../shared/constants';
import { apiQuery } from '@/lib/api-client';

/** Every user's accounts (invalidate this after a change to any of them). */
export const bankAccountsKey = [bankingApi.accounts.path] as const;

export const bankAccountsQuery = (userId: string) => apiQuery(bankingApi.accounts, { params: { userId } });

/** Read on demand (never polled): accounts older than the refresh interval are fetched again. */
export const freshBankAccountsQuery = (userId: string) => ({ ...bankAccountsQuery(userId), staleTime: REFRESH.bankAccounts });

/** On screen: read again every REFRESH.bankAccounts; asked once the user is known. */
export function useBankAccounts(userId: string | undefined) {
  return useQuery({ ...bankAccountsQuery(userId ?? ''), refetchInterval: REFRESH.bankAccounts, enabled: userId !== undefined });
}
