import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFRESH } from '../../../../../shared/constants';
import { bankAccountListSchema, type BankAccount } from '../../../../../shared/contracts/banking';
import { apiRequestParsed } from '@/lib/api-client';

export const BANK_ACCOUNTS_PATH = '/api/banking/accounts';

/** GET /api/banking/accounts/{userId}: accountNumber arrives masked ("••••1937"). */
export function getBankAccounts(userId: string): Promise<BankAccount[]> {
  return apiRequestParsed('GET', `${BANK_ACCOUNTS_PATH}/${encodeURIComponent(userId)}`, bankAccountListSchema);
}

/** Every user's accounts share this prefix (for invalidation after a link, transfer or import). */
export const bankAccountsKeyPrefix = [BANK_ACCOUNTS_PATH] as const;

export const bankAccountsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [BANK_ACCOUNTS_PATH, userId],
    queryFn: () => getBankAccounts(userId),
    refetchInterval: REFRESH.bankAccounts,
  });

export function useBankAccounts(userId: string | undefined) {
  return useQuery({ ...bankAccountsQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
