import { queryOptions, useQuery } from '@tanstack/react-query';
import { metaverseStatsSchema, type MetaverseStats } from '../../../../../shared/contracts/metaverse';
import { apiRequestParsed, queryKeyToPath } from '@/lib/api-client';

export const metaverseStatsQueryKey = ['/api/metaverse/stats'] as const;

/** GET /api/metaverse/stats: avatars, people online, XP earned and the busiest place. */
export function getMetaverseStats(): Promise<MetaverseStats> {
  return apiRequestParsed('GET', queryKeyToPath(metaverseStatsQueryKey), metaverseStatsSchema);
}

/** No refresh interval (spec: queries never go stale unless stated): the page refetches when the world changes. */
export const metaverseStatsQueryOptions = () => queryOptions({ queryKey: metaverseStatsQueryKey, queryFn: getMetaverseStats });

export function useMetaverseStats() {
  return useQuery(metaverseStatsQueryOptions());
}
