import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RewardsState } from '../../../../../shared/contracts/rewards';
import { apiRequestParsed, queryKeyToPath } from '@/lib/api-client';
import { rewardsStateSchema } from './schemas';

/** The caller's rewards: the server knows who is asking (the demo user on desktop and local web). */
export const rewardsQueryKey = ['/api/rewards'] as const;

/** GET /api/rewards. */
export function getRewards(): Promise<RewardsState> {
  return apiRequestParsed('GET', queryKeyToPath(rewardsQueryKey), rewardsStateSchema);
}

export const rewardsQueryOptions = () => queryOptions({ queryKey: rewardsQueryKey, queryFn: getRewards });

export function useRewards() {
  return useQuery(rewardsQueryOptions());
}
