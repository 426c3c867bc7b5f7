import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionList } from '../../../../../shared/contracts/subscriptions';
import { apiRequestParsed } from '@/lib/api-client';
import { subscriptionListSchema } from './schemas';

export const SUBSCRIPTIONS_PATH = '/api/subscriptions';

export const subscriptionsQueryKey = [SUBSCRIPTIONS_PATH] as const;

/** GET /api/subscriptions: the active subscriptions (the Free plan sees its first few), their total and whether the plan cut the list. */
export function getSubscriptions(): Promise<SubscriptionList> {
  return apiRequestParsed('GET', SUBSCRIPTIONS_PATH, subscriptionListSchema);
}

export const subscriptionsQueryOptions = () => queryOptions({ queryKey: subscriptionsQueryKey, queryFn: getSubscriptions });

/** Asked only once somebody is known to be signed in (the screen requires sign-in). */
export function useSubscriptions(enabled: boolean) {
  return useQuery({ ...subscriptionsQueryOptions(), enabled });
}
