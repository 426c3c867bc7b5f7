import { queryOptions, useQuery } from '@tanstack/react-query';
import { avatarSchema, type Avatar } from '../../../../../shared/contracts/metaverse';
import { apiRequestParsed, queryKeyToPath } from '@/lib/api-client';

/** ['/api/metaverse/avatar', id] joins to the path (spec core section 7). */
export const avatarQueryKey = (userId: string) => ['/api/metaverse/avatar', userId] as const;

/** GET /api/metaverse/avatar/{userId}: level, XP, achievements and the real balances shown as virtual assets. */
export function getAvatar(userId: string): Promise<Avatar> {
  return apiRequestParsed('GET', queryKeyToPath(avatarQueryKey(encodeURIComponent(userId))), avatarSchema);
}

export const avatarQueryOptions = (userId: string) =>
  queryOptions({ queryKey: avatarQueryKey(userId), queryFn: () => getAvatar(userId) });

export function useAvatar(userId: string | undefined) {
  return useQuery({ ...avatarQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
