import { useQuery } from '@tanstack/react-query';
import { subscriptionsApi } from '../../../../../shared/api/subscriptions';
import { apiQuery } from '@/lib/api-client';

/** Charges expected in the next UPCOMING_DAYS days, by date, with their total. */
export function useUpcomingCharges(enabled: boolean) {
  return useQuery({ ...apiQuery(subscriptionsApi.upcoming), enabled });
}
