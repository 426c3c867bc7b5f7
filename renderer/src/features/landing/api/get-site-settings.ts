import { useQuery } from '@tanstack/react-query';
import { LANDING_FACES, SITE_SETTINGS_META, type LandingFace } from '../../../../../shared/constants';
import { siteApi } from '../../../../../shared/api/site';
import { apiQuery } from '@/lib/api-client';
import { pageMeta } from '@/lib/page-meta';

/** Which face "/" shows, public. */
export const siteSettingsQueryOptions = () => apiQuery(siteApi.settings);

/**
 * The settings the served page carries (the server stamps them into "/", SITE_SETTINGS_META), so the
 * face shows in the first paint; undefined when the page has none or they do not read as settings,
 * and the query asks the server as before.
 */
export function siteSettingsFromPage(doc: Pick<Document, 'querySelector'> | undefined = typeof document === 'undefined' ? undefined : document): { landingFace: LandingFace } | undefined {
  const content = pageMeta(SITE_SETTINGS_META, doc);
  if (!content) return undefined;
  try {
    const parsed: unknown = JSON.parse(content);
    const face = typeof parsed === 'object' && parsed !== null ? (parsed as { landingFace?: unknown }).landingFace : undefined;
    return LANDING_FACES.find((known) => known === face) ? { landingFace: face as LandingFace } : undefined;
  } catch {
    return undefined;
  }
}

export function useSiteSettings() {
  return useQuery({ ...siteSettingsQueryOptions(), initialData: siteSettingsFromPage });
}
