import { useQuery } from '@tanstack/react-query';
import { trustApi } from '../../../../../../shared/api/trust';
import { apiQuery } from '@/lib/api-client';

/**
 * User and savings totals counted from the database, next to static marketing claims (rating,
 * reviews, awards, featured in), public. Several sections read it; one cached answer serves them all.
 */
export const socialProofQueryOptions = () => apiQuery(trustApi.socialProof);

export function useSocialProof() {
  return useQuery(socialProofQueryOptions());
}
