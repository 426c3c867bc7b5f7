import { useQuery } from '@tanstack/react-query';
import { authApi } from '../../../shared/api/auth';
import type { AuthUser } from '../../../shared/contracts/auth';
import { apiUrl, callApi, sessionQueryOptions } from '@/lib/api-client';

/**
 * The signed-in user (desktop and local web: the local owner), or null when nobody is signed in
 * (hosted mode). GET /api/auth/session answers 200 either way, so a visitor's page logs no failed
 * request. Same key as every other screen's, so one cached answer.
 */
export async function getCurrentUser(signal?: AbortSignal): Promise<AuthUser | null> {
  return (await callApi(authApi.session, undefined, { signal })).user;
}

export const currentUserQueryOptions = sessionQueryOptions;

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}

/** The sign-in page, coming back to `returnTo` (a path on this site) once signed in. */
export const signInHref = (returnTo: string) => apiUrl(authApi.loginPage, { query: { returnTo } });

/** The "Sign out" link: a navigation from this site ends the session at once (docs/security.md "Accounts and sessions (hosted)"). */
export const SIGN_OUT_HREF = apiUrl(authApi.logoutPage);
