import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '../../../shared/api/auth';
import type { AuthUser } from '../../../shared/contracts/auth';
import { ApiError, apiQueryKey, apiUrl, callApi } from '@/lib/api-client';

/**
 * The signed-in user (desktop and local web: the local owner), or null when nobody is signed in
 * (401, hosted mode). Same key as every other screen's, so one cached answer.
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<AuthUser | null> {
  try {
    return await callApi(authApi.currentUser, undefined, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: apiQueryKey(authApi.currentUser), queryFn: ({ signal }) => getCurrentUser(signal) });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/** The sign-in page, coming back to `returnTo` (a path on this site) once signed in. */
export const signInHref = (returnTo: string) => apiUrl(authApi.loginPage, { query: { returnTo } });

/** The "Sign out" link: a navigation from this site ends the session at once (docs/security.md "Accounts and sessions (hosted)"). */
export const SIGN_OUT_HREF = apiUrl(authApi.logoutPage);
