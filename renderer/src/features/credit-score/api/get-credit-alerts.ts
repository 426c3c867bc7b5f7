import { useQuery } from '@tanstack/react-query';
import { creditApi } from '../../../../../shared/api/credit';
import { apiQuery } from '@/lib/api-client';

/** The score's alerts, newest first. */
export function useCreditAlerts(userId: string | undefined) {
  return useQuery({ ...apiQuery(creditApi.alerts, { params: { userId: userId ?? '' } }), enabled: userId !== undefined });
}
