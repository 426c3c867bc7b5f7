import { useQuery } from '@tanstack/react-query';
import { subscriptionsApi } from '../../../../../shared/api/subscriptions';
import { apiQuery, apiQueryKey } from '@/lib/api-client';

export const savingsSummaryQueryKey = apiQueryKey(subscriptionsApi.savingsSummary);

/** Total saved since each cancellation, this month's savings, cancellations. */
export const savingsSummaryQueryOptions = () => apiQuery(subscriptionsApi.savingsSummary);

export function useSavingsSummary(enabled: boolean) {
  return useQuery({ ...savingsSummaryQueryOptions(), enabled });
}
