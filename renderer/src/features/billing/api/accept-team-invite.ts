import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Team } from '../../../../../shared/contracts/teams';
import { apiRequestParsed } from '@/lib/api-client';
import { teamQueryKey } from './get-team';
import { teamSchema } from './schemas';

export const TEAM_ACCEPT_PATH = '/api/team/accept';

/** POST /api/team/accept: joins the team the invite token belongs to; answers that team. */
export function acceptTeamInvite(token: string): Promise<Team> {
  return apiRequestParsed('POST', TEAM_ACCEPT_PATH, teamSchema, { token });
}

export function useAcceptTeamInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTeamInvite,
    onSuccess: (team) => queryClient.setQueryData(teamQueryKey, team),
  });
}
