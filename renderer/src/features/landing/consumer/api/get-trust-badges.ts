import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrustBadge } from '../../../../../../shared/contracts/trust';
import { apiRequestParsed } from '@/lib/api-client';
import { trustBadgeListSchema } from './schemas';

export const TRUST_BADGES_PATH = '/api/trust/badges';

/** GET /api/trust/badges: the trust section's badges (static content), public. */
export function getTrustBadges(): Promise<TrustBadge[]> {
  return apiRequestParsed('GET', TRUST_BADGES_PATH, trustBadgeListSchema);
}

export const trustBadgesQueryOptions = () => queryOptions({ queryKey: [TRUST_BADGES_PATH], queryFn: getTrustBadges });

export function useTrustBadges() {
  return useQuery(trustBadgesQueryOptions());
}
