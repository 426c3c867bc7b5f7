import { useQuery } from '@tanstack/react-query';
import { siteApi } from '../../../../../shared/api/site';
import { apiQuery } from '@/lib/api-client';

/** Which face "/" shows, public. */
export const siteSettingsQueryOptions = () => apiQuery(siteApi.settings);

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
