import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamsApi } from '../../../../../shared/api/teams';
import type { Team } from '../../../../../shared/contracts/teams';
import { callApi } from '@/lib/api-client';
import { teamQueryOptions } from './get-team';

/** Joins the team the invite token belongs to; answers that team. */
export function acceptTeamInvite(token: string): Promise<Team> {
  return callApi(teamsApi.accept, { body: { token } });
}

export function useAcceptTeamInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTeamInvite,
    onSuccess: (team) => queryClient.setQueryData(teamQueryOptions().queryKey, team),
  });
}
