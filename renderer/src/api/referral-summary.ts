/**
 * The caller's own referral standing (code, link, counts, tiers; the server creates the code on the
 * first read): read by the referral and viral screens under one key. 401 when nobody is signed in.
 */
import { useQuery } from '@tanstack/react-query';
import { referralApi } from '../../../shared/api/referral';
import { apiQuery } from '@/lib/api-client';

export const referralSummaryKey = [referralApi.summary.path] as const;

export const referralSummaryQuery = () => apiQuery(referralApi.summary);

export function useReferralSummary() {
  return useQuery(referralSummaryQuery());
}
