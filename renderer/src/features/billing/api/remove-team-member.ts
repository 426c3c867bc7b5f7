import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { teamQueryKey } from './get-team';

/**
 * DELETE /api/team/members/{memberId}: 204. The owner removes a member or withdraws an invite; a
 * member naming their own row leaves.
 */
export async function removeTeamMember(memberId: string): Promise<void> {
  await apiRequest('DELETE', `/api/team/members/${encodeURIComponent(memberId)}`);
}

export function useRemoveTeamMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeamMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}
