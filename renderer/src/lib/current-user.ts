import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '../../../shared/contracts/auth';
import { ApiError, apiRequestParsed } from '@/lib/api-client';

export const CURRENT_USER_PATH = '/api/auth/user';

/**
 * GET /api/auth/user: the signed-in user (desktop and local web: the local owner), or null when
 * nobody is signed in (401, hosted mode). Same key as every other screen's, so one cached answer.
 */
export async function getCurrentUser(): Promise<AuthUser | null> {
  const schema = async () => (await import('../../../shared/contracts/auth')).authUserSchema;
  try {
    return await apiRequestParsed('GET', CURRENT_USER_PATH, schema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQueryOptions = () => queryOptions({ queryKey: [CURRENT_USER_PATH], queryFn: getCurrentUser });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
