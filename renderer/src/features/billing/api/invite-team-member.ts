import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { teamInviteResponseSchema as Schema } from '../../../../../shared/contracts/teams';
import { apiRequestParsed } from '@/lib/api-client';
import { teamQueryKey } from './get-team';
import { teamInviteResponseSchema } from './schemas';

export type TeamInviteResponse = z.infer<typeof Schema>;

export const TEAM_INVITE_PATH = '/api/team/invite';

/** POST /api/team/invite: 403 unless the caller owns a Business plan, 409 when the seats are full. */
export function inviteTeamMember(email: string): Promise<TeamInviteResponse> {
  return apiRequestParsed('POST', TEAM_INVITE_PATH, teamInviteResponseSchema, { email });
}

export function useInviteTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
