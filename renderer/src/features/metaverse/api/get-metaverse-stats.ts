import { useQuery } from '@tanstack/react-query';
import { metaverseApi } from '../../../../../shared/api/metaverse';
import { apiQuery } from '@/lib/api-client';

export const metaverseStatsQueryKey = [metaverseApi.stats.path] as const;

/** Avatars, people online, XP earned and the busiest place. No refresh interval (queries never go stale unless stated): the page refetches when the world changes. */
export const metaverseStatsQueryOptions = () => apiQuery(metaverseApi.stats);

export function useMetaverseStats() {
  return useQuery(metaverseStatsQueryOptions());
}
