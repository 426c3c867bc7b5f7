/**
 * A user's metaverse avatar (level, XP, achievements, real balances as virtual assets): read by the
 * metaverse screen, which the live world keeps current, and by the coach's NFT rewards. One key for
 * both, so what the world changes shows in each.
 */
import { useQuery } from '@tanstack/react-query';
import { metaverseApi } from '../../../shared/api/metaverse';
import { apiQuery } from '@/lib/api-client';

/** Every user's avatar (invalidate this after a change to any of them). */
export const avatarKey = [metaverseApi.avatar.path] as const;

export const avatarQuery = (userId: string) => apiQuery(metaverseApi.avatar, { params: { userId } });

/** Asked once the user is known. */
export function useAvatar(userId: string | undefined) {
  return useQuery({ ...avatarQuery(userId ?? ''), enabled: userId !== undefined });
}
