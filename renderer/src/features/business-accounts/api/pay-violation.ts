import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PaidViolation, violationSchema } from '../../../../../shared/contracts/business';
import { apiRequestParsed } from '@/lib/api-client';
import { BUSINESS_ACCOUNTS_PATH, businessAccountDetailsQueryKey } from './get-business-account-details';
import { paidViolationSchema } from './schemas';

export type Violation = z.infer<typeof violationSchema>;
export type { PaidViolation };

export interface PayViolationInput {
  accountId: string;
  violationId: string;
}

/** POST /api/business-accounts/{id}/violations/{violationId}/pay: charges the penalty, answers it processed. */
export function payViolation({ accountId, violationId }: PayViolationInput): Promise<PaidViolation> {
  const path = `${BUSINESS_ACCOUNTS_PATH}/${encodeURIComponent(accountId)}/violations/${encodeURIComponent(violationId)}/pay`;
  return apiRequestParsed('POST', path, paidViolationSchema);
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
