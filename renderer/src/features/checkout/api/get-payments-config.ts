import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsConfig } from '../../../../../shared/contracts/payments';
import { apiRequestParsed, queryKeyToPath } from '@/lib/api-client';
import { paymentsConfigSchema } from './schemas';

export const paymentsConfigQueryKey = ['/api/payments/config'] as const;

/** GET /api/payments/config: which provider confirms the card (stripe, demo) or none at all. Public. */
export function getPaymentsConfig(): Promise<PaymentsConfig> {
  return apiRequestParsed('GET', queryKeyToPath(paymentsConfigQueryKey), paymentsConfigSchema);
}

export const paymentsConfigQueryOptions = () => queryOptions({ queryKey: paymentsConfigQueryKey, queryFn: getPaymentsConfig });

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions());
}
