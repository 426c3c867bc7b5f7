import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralLeaderboard } from '../../../../../shared/contracts/referral';
import { apiRequestParsed, queryKeyToPath } from '@/lib/api-client';
import { referralLeaderboardSchema } from './schemas';

export const referralLeaderboardQueryKey = ['/api/referral/leaderboard'] as const;

/** GET /api/referral/leaderboard: the top referrers, the caller's row marked. */
export function getReferralLeaderboard(): Promise<ReferralLeaderboard> {
  return apiRequestParsed('GET', queryKeyToPath(referralLeaderboardQueryKey), referralLeaderboardSchema);
}

export const referralLeaderboardQueryOptions = () =>
  queryOptions({ queryKey: referralLeaderboardQueryKey, queryFn: getReferralLeaderboard });

export function useReferralLeaderboard() {
  return useQuery(referralLeaderboardQueryOptions());
}
