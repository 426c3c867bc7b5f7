import { useQuery } from '@tanstack/react-query';
import { trustApi } from '../../../../../../shared/api/trust';
import { apiQuery } from '@/lib/api-client';

/** The trust section's badges (static content), public. */
export const trustBadgesQueryOptions = () => apiQuery(trustApi.badges);

export function useTrustBadges() {
  return useQuery(trustBadgesQueryOptions());
}
