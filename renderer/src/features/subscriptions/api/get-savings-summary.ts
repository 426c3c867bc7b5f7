import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SavingsSummary } from '../../../../../shared/contracts/subscriptions';
import { apiRequestParsed } from '@/lib/api-client';
import { savingsSummarySchema } from './schemas';

export const SAVINGS_SUMMARY_PATH = '/api/savings-summary';

export const savingsSummaryQueryKey = [SAVINGS_SUMMARY_PATH] as const;

/** GET /api/savings-summary: total saved since each cancellation, this month's savings, cancellations. */
export function getSavingsSummary(): Promise<SavingsSummary> {
  return apiRequestParsed('GET', SAVINGS_SUMMARY_PATH, savingsSummarySchema);
}

export const savingsSummaryQueryOptions = () => queryOptions({ queryKey: savingsSummaryQueryKey, queryFn: getSavingsSummary });

export function useSavingsSummary(enabled: boolean) {
  return useQuery({ ...savingsSummaryQueryOptions(), enabled });
}
