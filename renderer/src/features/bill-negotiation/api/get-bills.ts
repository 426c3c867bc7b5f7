import { useQuery } from '@tanstack/react-query';
import { billsApi } from '../../../../../shared/api/bills';
import { apiQuery, apiQueryKey } from '@/lib/api-client';

/** Every bills query starts with this, so a submission refreshes them all. */
export const billsQueryPrefix = [billsApi.list.path] as const;
export const billsQueryKey = (utcOffset: number) => apiQueryKey(billsApi.list, { query: { utcOffset } });

/** The browser's UTC offset in minutes (east positive), so the server counts the viewer's "today". */
export function browserUtcOffset(date = new Date()): number {
  return -date.getTimezoneOffset();
}

/** The caller's requests, newest first, and how many were submitted today. */
export const billsQueryOptions = (utcOffset: number) => apiQuery(billsApi.list, { query: { utcOffset } });

export function useBills() {
  return useQuery(billsQueryOptions(browserUtcOffset()));
}
