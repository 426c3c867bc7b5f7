import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cancelSubscriptionResponseSchema as Schema } from '../../../../../shared/contracts/payments';
import { apiRequestParsed } from '@/lib/api-client';
import { billingInfoQueryKey } from './get-billing-info';
import { cancelSubscriptionResponseSchema } from './schemas';

export type CancelSubscriptionResponse = z.infer<typeof Schema>;

export const CANCEL_SUBSCRIPTION_PATH = '/api/billing/cancel-subscription';

/**
 * POST /api/billing/cancel-subscription: the subscription ends at the close of the paid period.
 * The spec sends a JSON content type with no fields, hence the empty object.
 */
export function cancelSubscription(): Promise<CancelSubscriptionResponse> {
  return apiRequestParsed('POST', CANCEL_SUBSCRIPTION_PATH, cancelSubscriptionResponseSchema, {});
}

/** Resolves once the billing info has been read again, so the screen shows the end date it now has. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingInfoQueryKey }),
  });
}
