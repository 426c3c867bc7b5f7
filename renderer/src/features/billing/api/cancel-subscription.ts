import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { paymentsApi } from '../../../../../shared/api/payments';
import type { cancelSubscriptionResponseSchema } from '../../../../../shared/contracts/payments';
import { apiRequest, apiUrl } from '@/lib/api-client';
import { billingInfoQueryOptions } from './get-billing-info';

export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponseSchema>;

/**
 * The subscription ends at the close of the paid period. The spec sends a JSON content type with no
 * fields; the endpoint declares no body (the server ignores one), hence apiRequest with `{}`.
 */
export async function cancelSubscription(): Promise<CancelSubscriptionResponse> {
  const endpoint = paymentsApi.cancelSubscription;
  const [schemas, res] = await Promise.all([endpoint.schemas(), apiRequest(endpoint.method, apiUrl(endpoint), {})]);
  return schemas.response.parse(await res.json());
}

/** Resolves once the billing info has been read again, so the screen shows the end date it now has. */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingInfoQueryOptions().queryKey }),
  });
}
