import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SocialProof } from '../../../../../../shared/contracts/trust';
import { apiRequestParsed } from '@/lib/api-client';
import { socialProofSchema } from './schemas';

export const SOCIAL_PROOF_PATH = '/api/trust/social-proof';

/**
 * GET /api/trust/social-proof: user and savings totals counted from the database, next to static
 * marketing claims (rating, reviews, awards, featured in), public. Several sections read it; one
 * cached answer serves them all.
 */
export function getSocialProof(): Promise<SocialProof> {
  return apiRequestParsed('GET', SOCIAL_PROOF_PATH, socialProofSchema);
}

export const socialProofQueryOptions = () => queryOptions({ queryKey: [SOCIAL_PROOF_PATH], queryFn: getSocialProof });

export function useSocialProof() {
  return useQuery(socialProofQueryOptions());
}
