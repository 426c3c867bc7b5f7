import { useMutation, useQuery } from '@tanstack/react-query';
import { authApi } from '../../../../../shared/api/auth';
import { dataApi } from '../../../../../shared/api/data';
import type { ChangePasswordRequest } from '../../../../../shared/contracts/auth';
import { apiQuery, callApi } from '@/lib/api-client';

/** Changes the signed-in account's password; the server signs the other sessions out. */
export function useChangePassword() {
  return useMutation({ mutationFn: (body: ChangePasswordRequest) => callApi(authApi.changePassword, { body }) });
}

/** Ends every session of the account, this one too. */
export function useSignOutEverywhere() {
  return useMutation({ mutationFn: () => callApi(authApi.signOutEverywhere) });
}

/** The home currency the Accounts screen edits (docs/product.md "Your data"); shown here read-only. */
export function useHomeCurrency(enabled: boolean) {
  return useQuery({ ...apiQuery(dataApi.preferences), enabled });
}
