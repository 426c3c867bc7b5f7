import { useQuery } from '@tanstack/react-query';
import { paymentsApi } from '../../../../../shared/api/payments';
import { apiQuery } from '@/lib/api-client';

/** The caller's subscription, usage, card and invoices, from the payment provider. */
export const billingInfoQueryOptions = () => apiQuery(paymentsApi.billingInfo);

export function useBillingInfo(enabled: boolean) {
  return useQuery({ ...billingInfoQueryOptions(), enabled });
}
