import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SecurityItem } from '../../../../../../shared/contracts/trust';
import { apiRequestParsed } from '@/lib/api-client';
import { securityItemListSchema } from './schemas';

export const SECURITY_ITEMS_PATH = '/api/trust/security';

/** GET /api/trust/security: the trust section's security items (static content), public. */
export function getSecurityItems(): Promise<SecurityItem[]> {
  return apiRequestParsed('GET', SECURITY_ITEMS_PATH, securityItemListSchema);
}

export const securityItemsQueryOptions = () => queryOptions({ queryKey: [SECURITY_ITEMS_PATH], queryFn: getSecurityItems });

export function useSecurityItems() {
  return useQuery(securityItemsQueryOptions());
}
