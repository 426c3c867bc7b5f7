import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsApi } from '../../../../../shared/api/payments';
import type { CreateSubscriptionPaymentRequest, SubscriptionPaymentResponse } from '../../../../../shared/contracts/payments';
import { callApi } from '@/lib/api-client';

/**
 * A payment intent for the plan. The amount is only compared with the catalogue on the server
 * (400 price_mismatch otherwise); the server charges its own price.
 */
export async function createSubscriptionPayment(body: CreateSubscriptionPaymentRequest): Promise<SubscriptionPaymentResponse> {
  try {
    return await callApi(paymentsApi.createSubscriptionPayment, { body });
  } catch (error) {
    // The spec: a payment-intent failure is only logged (the form stays disabled, with a quiet retry).
    console.error('Payment intent could not be created', error);
    throw error;
  }
}

/**
 * The intent is made when the checkout opens, as the spec's page does. It is held as a query so a
 * double mount shares one request and a retry is a refetch; gcTime 0 drops it when the page closes,
 * so coming back to the checkout makes a fresh intent instead of reusing a spent one.
 */
export const subscriptionPaymentQueryOptions = (body: CreateSubscriptionPaymentRequest) =>
  queryOptions({
    queryKey: [paymentsApi.createSubscriptionPayment.path, body.plan, body.interval ?? 'month', body.discountCode ?? null, body.amount] as const,
    queryFn: () => createSubscriptionPayment(body),
    gcTime: 0,
  });

export function useSubscriptionPayment(body: CreateSubscriptionPaymentRequest, enabled: boolean) {
  return useQuery({ ...subscriptionPaymentQueryOptions(body), enabled });
}
