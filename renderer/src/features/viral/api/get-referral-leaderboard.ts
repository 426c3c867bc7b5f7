import { useQuery } from '@tanstack/react-query';
import { referralApi } from '../../../../../shared/api/referral';
import { apiQuery } from '@/lib/api-client';

/** The top referrers, the caller's row marked. */
export const referralLeaderboardQueryOptions = () => apiQuery(referralApi.leaderboard);

export function useReferralLeaderboard() {
  return useQuery(referralLeaderboardQueryOptions());
}
