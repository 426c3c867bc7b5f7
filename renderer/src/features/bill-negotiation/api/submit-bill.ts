import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { billsApi } from '../../../../../shared/api/bills';
import type { BillNegotiation, BillSubmitRequest } from '../../../../../shared/contracts/bills';
import { callApi } from '@/lib/api-client';
import { billsQueryPrefix } from './get-bills';

/** The form's fields; 201 with the stored request. */
export function submitBill(input: BillSubmitRequest): Promise<BillNegotiation> {
  return callApi(billsApi.submit, { body: input });
}

type Options = Omit<UseMutationOptions<BillNegotiation, Error, BillSubmitRequest>, 'mutationFn'>;

export function useSubmitBill(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitBill,
    ...options,
    onSuccess: async (bill, ...rest) => {
      await queryClient.invalidateQueries({ queryKey: billsQueryPrefix });
      await options.onSuccess?.(bill, ...rest);
    },
  });
}
