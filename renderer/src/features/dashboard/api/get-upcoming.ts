import { useQuery } from '@tanstack/react-query';
import { subscriptionsApi } from '../../../../../shared/api/subscriptions';
import { apiQuery } from '@/lib/api-client';

/**
 * The subscriptions' upcoming charges, read by the dashboard itself (features do not import each
 * other): the same endpoint and query key as the Subscription Finder's Upcoming view.
 */
export function useUpcomingCharges(enabled: boolean) {
  return useQuery({ ...apiQuery(subscriptionsApi.upcoming), enabled });
}
