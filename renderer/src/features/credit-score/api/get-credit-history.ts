import { useQuery } from '@tanstack/react-query';
import { creditApi } from '../../../../../shared/api/credit';
import { apiQuery } from '@/lib/api-client';

/** The score's history, newest first. */
export function useCreditHistory(userId: string | undefined) {
  return useQuery({ ...apiQuery(creditApi.history, { params: { userId: userId ?? '' } }), enabled: userId !== undefined });
}
