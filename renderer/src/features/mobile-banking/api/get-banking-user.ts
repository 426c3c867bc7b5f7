import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEMO_USER_ID } from '../../../../../shared/constants';
import { authUserSchema, type AuthUser } from '../../../../../shared/contracts/auth';
import { ApiError, apiRequestParsed } from '@/lib/api-client';

export const AUTH_USER_PATH = '/api/auth/user';

/**
 * GET /api/auth/user: the signed-in user, or null when nobody is (401). Same key as every other
 * reader of this endpoint, so the app asks once.
 */
export async function getAuthUser(): Promise<AuthUser | null> {
  try {
    return await apiRequestParsed('GET', AUTH_USER_PATH, authUserSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const authUserQueryOptions = () => queryOptions({ queryKey: [AUTH_USER_PATH], queryFn: getAuthUser });

/**
 * Whose money the screen shows: the signed-in user, else the demo user (DESIGN.md "Identity and
 * access"). undefined while that is not known yet.
 */
export function useBankingUser() {
  const query = useQuery(authUserQueryOptions());
  const userId = query.isSuccess ? (query.data?.id ?? DEMO_USER_ID) : undefined;
  return { ...query, userId, isDemoUser: userId === DEMO_USER_ID };
}
