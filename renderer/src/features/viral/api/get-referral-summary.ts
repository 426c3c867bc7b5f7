import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralSummary } from '../../../../../shared/contracts/referral';
import { apiRequestParsed, queryKeyToPath } from '@/lib/api-client';
import { referralSummarySchema } from './schemas';

/** The caller's own referral standing; the server creates the code on the first read. */
export const referralSummaryQueryKey = ['/api/referral/me'] as const;

/** GET /api/referral/me (401 when nobody is signed in). */
export function getReferralSummary(): Promise<ReferralSummary> {
  return apiRequestParsed('GET', queryKeyToPath(referralSummaryQueryKey), referralSummarySchema);
}

export const referralSummaryQueryOptions = () => queryOptions({ queryKey: referralSummaryQueryKey, queryFn: getReferralSummary });

export function useReferralSummary() {
  return useQuery(referralSummaryQueryOptions());
}
