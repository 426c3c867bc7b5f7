import { useQuery } from '@tanstack/react-query';
import { trustApi } from '../../../../../../shared/api/trust';
import { apiQuery } from '@/lib/api-client';

/** The trust section's security items (static content), public. */
export const securityItemsQueryOptions = () => apiQuery(trustApi.security);

export function useSecurityItems() {
  return useQuery(securityItemsQueryOptions());
}
