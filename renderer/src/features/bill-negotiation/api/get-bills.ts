import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillList } from '../../../../../shared/contracts/bills';
import { apiRequestParsed, queryKeyToPath } from '@/lib/api-client';
import { billListSchema } from './schemas';

export const BILLS_PATH = '/api/bills';

/** Every bills query starts with this, so a submission refreshes them all. */
export const billsQueryPrefix = [BILLS_PATH] as const;
export const billsQueryKey = (utcOffset: number) => [BILLS_PATH, { utcOffset }] as const;

/** The browser's UTC offset in minutes (east positive), so the server counts the viewer's "today". */
export function browserUtcOffset(date = new Date()): number {
  return -date.getTimezoneOffset();
}

/** GET /api/bills: the caller's requests, newest first, and how many were submitted today. */
export function getBills(utcOffset: number): Promise<BillList> {
  return apiRequestParsed('GET', `${queryKeyToPath(billsQueryPrefix)}?utcOffset=${utcOffset}`, billListSchema);
}

export const billsQueryOptions = (utcOffset: number) =>
  queryOptions({ queryKey: billsQueryKey(utcOffset), queryFn: () => getBills(utcOffset) });

export function useBills() {
  return useQuery(billsQueryOptions(browserUtcOffset()));
}
