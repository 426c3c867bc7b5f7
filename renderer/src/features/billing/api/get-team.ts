import { useQuery } from '@tanstack/react-query';
import { teamsApi } from '../../../../../shared/api/teams';
import { apiQuery } from '@/lib/api-client';

/** The team the caller owns or belongs to (ownerId null when none). */
export const teamQueryOptions = () => apiQuery(teamsApi.team);

export function useTeam(enabled: boolean) {
  return useQuery({ ...teamQueryOptions(), enabled });
}
