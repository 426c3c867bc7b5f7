import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teamsApi } from '../../../../../shared/api/teams';
import { callApi } from '@/lib/api-client';
import { teamQueryOptions } from './get-team';

/** 204. The owner removes a member or withdraws an invite; a member naming their own row leaves. */
export async function removeTeamMember(memberId: string): Promise<void> {
  await callApi(teamsApi.removeMember, { params: { memberId } });
}

export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey }),
  });
}
