import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { teamsApi } from '../../../../../shared/api/teams';
import type { teamInviteResponseSchema } from '../../../../../shared/contracts/teams';
import { callApi } from '@/lib/api-client';
import { teamQueryOptions } from './get-team';

export type TeamInviteResponse = z.infer<typeof teamInviteResponseSchema>;

/** 403 unless the caller owns a Business plan, 409 when the seats are full. */
export function inviteTeamMember(email: string): Promise<TeamInviteResponse> {
  return callApi(teamsApi.invite, { body: { email } });
}

export function useInviteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryOptions().queryKey }),
  });
}
