import { useQuery } from '@tanstack/react-query';
import { rewardsApi } from '../../../../../shared/api/rewards';
import { apiQuery } from '@/lib/api-client';

/** The caller's rewards: the server knows who is asking (the demo user on desktop and local web). */
export const rewardsQueryOptions = () => apiQuery(rewardsApi.state);

export const rewardsQueryKey = rewardsQueryOptions().queryKey;

export function useRewards() {
  return useQuery(rewardsQueryOptions());
}
