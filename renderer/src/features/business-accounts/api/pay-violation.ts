import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { businessAccountsApi } from '../../../../../shared/api/business-accounts';
import type { PaidViolation, violationSchema } from '../../../../../shared/contracts/business';
import { businessAccountDetailsQueryKey } from '@/api/business-accounts';
import { callApi } from '@/lib/api-client';

export type Violation = z.infer<typeof violationSchema>;
export type { PaidViolation };

export interface PayViolationInput {
  accountId: string;
  violationId: string;
}

/** Charges the penalty, answers it processed. */
export function payViolation({ accountId, violationId }: PayViolationInput): Promise<PaidViolation> {
  return callApi(businessAccountsApi.payViolation, { params: { id: accountId, violationId } });
}

type Options = Omit<UseMutationOptions<PaidViolation, Error, PayViolationInput>, 'mutationFn'>;

export function usePayViolation(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payViolation,
    ...options,
    onSuccess: async (violation, input, ...rest) => {
      await queryClient.invalidateQueries({ queryKey: businessAccountDetailsQueryKey(input.accountId) });
      await options.onSuccess?.(violation, input, ...rest);
    },
  });
}
