import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../../../shared/api/auth';
import { apiQuery, apiUrl, callApi } from '@/lib/api-client';

/** The accounts that can sign in (owner only, hosted). */
export function useAccounts(enabled: boolean) {
  return useQuery({ ...apiQuery(authApi.accounts), enabled });
}

/** Issues a one-time reset code for an account; the list then shows the reset as pending. */
export function useIssueReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accountId: string) => callApi(authApi.issuePasswordReset, { params: { accountId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [authApi.accounts.path] }),
  });
}

/** The link the owner passes on: the reset page on this site, with the code. */
export const resetLink = (code: string) => new URL(apiUrl(authApi.resetPage, { query: { code } }), window.location.origin).toString();
