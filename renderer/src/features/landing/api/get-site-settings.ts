import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteSettings } from '../../../../../shared/contracts/site';
import { apiRequestParsed } from '@/lib/api-client';

export const SITE_SETTINGS_PATH = '/api/site/settings';

const siteSettingsSchema = async () => (await import('../../../../../shared/contracts/site')).siteSettingsSchema;

/** GET /api/site/settings: which face "/" shows (DESIGN.md "Landing"), public. */
export function getSiteSettings(): Promise<SiteSettings> {
  return apiRequestParsed('GET', SITE_SETTINGS_PATH, siteSettingsSchema);
}

export const siteSettingsQueryOptions = () => queryOptions({ queryKey: [SITE_SETTINGS_PATH], queryFn: getSiteSettings });

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions());
}
