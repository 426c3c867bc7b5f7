import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { BillNegotiation, BillSubmitRequest } from '../../../../../shared/contracts/bills';
import { apiRequestParsed } from '@/lib/api-client';
import { billsQueryPrefix } from './get-bills';
import { billNegotiationSchema } from './schemas';

export const BILLS_SUBMIT_PATH = '/api/bills/submit';

/** POST /api/bills/submit with the form's fields (spec growth section 7); 201 with the stored request. */
export function submitBill(input: BillSubmitRequest): Promise<BillNegotiation> {
  return apiRequestParsed('POST', BILLS_SUBMIT_PATH, billNegotiationSchema, input);
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
