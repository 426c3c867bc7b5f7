import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '../../../../../shared/contracts/teams';
import { apiRequestParsed, queryKeyToPath } from '@/lib/api-client';
import { teamSchema } from './schemas';

export const teamQueryKey = ['/api/team'] as const;

/** GET /api/team: the team the caller owns or belongs to (ownerId null when none). */
export function getTeam(): Promise<Team> {
  return apiRequestParsed('GET', queryKeyToPath(teamQueryKey), teamSchema);
}

export const teamQueryOptions = () => queryOptions({ queryKey: teamQueryKey, queryFn: getTeam });

export function useTeam(enabled: boolean) {
  return useQuery({ ...teamQueryOptions(), enabled });
}
