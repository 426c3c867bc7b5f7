import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingInfo } from '../../../../../shared/contracts/payments';
import { apiRequestParsed, queryKeyToPath } from '@/lib/api-client';
import { billingInfoSchema } from './schemas';

export const billingInfoQueryKey = ['/api/billing/info'] as const;

/** GET /api/billing/info: the caller's subscription, usage, card and invoices, from the payment provider. */
export function getBillingInfo(): Promise<BillingInfo> {
  return apiRequestParsed('GET', queryKeyToPath(billingInfoQueryKey), billingInfoSchema);
}

export const billingInfoQueryOptions = () => queryOptions({ queryKey: billingInfoQueryKey, queryFn: getBillingInfo });

export function useBillingInfo(enabled: boolean) {
  return useQuery({ ...billingInfoQueryOptions(), enabled });
}
