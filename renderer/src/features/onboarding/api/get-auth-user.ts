import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '../../../../../shared/contracts/auth';
import { ApiError, apiRequestParsed } from '@/lib/api-client';

export const AUTH_USER_PATH = '/api/auth/user';

/** GET /api/auth/user: the signed-in user, or null when nobody is (401, hosted mode). */
export async function getAuthUser(): Promise<AuthUser | null> {
  const schema = async () => (await import('../../../../../shared/contracts/auth')).authUserSchema;
  try {
    return await apiRequestParsed('GET', AUTH_USER_PATH, schema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const authUserQueryOptions = () => queryOptions({ queryKey: [AUTH_USER_PATH], queryFn: getAuthUser });

export function useAuthUser() {
  return useQuery(authUserQueryOptions());
}
