import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Avatar } from '../../../../../shared/contracts/metaverse';
import { apiRequestParsed, queryKeyToPath } from '@/lib/api-client';
import { avatarSchema } from './schemas';

/** ['/api/metaverse/avatar', id] joins to the path (spec core section 7); the Metaverse screen reads the same key. */
export const avatarQueryKey = (userId: string) => ['/api/metaverse/avatar', userId] as const;

/** GET /api/metaverse/avatar/{userId}: the avatar with its earned achievements. */
export function getAvatar(userId: string): Promise<Avatar> {
  return apiRequestParsed('GET', queryKeyToPath(avatarQueryKey(encodeURIComponent(userId))), avatarSchema);
}

export const avatarQueryOptions = (userId: string) => queryOptions({ queryKey: avatarQueryKey(userId), queryFn: () => getAvatar(userId) });

export function useAvatar(userId: string | undefined) {
  return useQuery({ ...avatarQueryOptions(userId ?? ''), enabled: userId !== undefined });
}
