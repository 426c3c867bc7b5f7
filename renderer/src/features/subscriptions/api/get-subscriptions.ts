import { useQuery } from '@tanstack/react-query';
import { subscriptionsApi } from '../../../../../shared/api/subscriptions';
import { apiQuery, apiQueryKey } from '@/lib/api-client';

export const subscriptionsQueryKey = apiQueryKey(subscriptionsApi.list);

/** The active subscriptions (the Free plan sees its first few), their total and whether the plan cut the list. */
export const subscriptionsQueryOptions = () => apiQuery(subscriptionsApi.list);

/** Asked only once somebody is known to be signed in (the screen requires sign-in). */
export function useSubscriptions(enabled: boolean) {
  return useQuery({ ...subscriptionsQueryOptions(), enabled });
}
