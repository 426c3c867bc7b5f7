import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billsApi } from '../../../../../shared/api/bills';
import type { BillStatus, BillStatusChange } from '../../../../../shared/contracts/bills';
import { apiQuery, callApi } from '@/lib/api-client';

/** Every user's requests (owner only), newest first; one status or all. */
export function useBillDesk(status: BillStatus | undefined) {
  return useQuery(apiQuery(billsApi.desk, { query: status ? { status } : {} }));
}

/** Moves one request to its next status; the desk (every filter) is fetched again after. */
export function useChangeBillStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, change }: { requestId: string; change: BillStatusChange }) => callApi(billsApi.changeStatus, { params: { requestId }, body: change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [billsApi.desk.path] }),
  });
}
