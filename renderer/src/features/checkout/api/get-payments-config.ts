import { useQuery } from '@tanstack/react-query';
import { paymentsApi } from '../../../../../shared/api/payments';
import { apiQuery } from '@/lib/api-client';

/** Which provider confirms the card (stripe, demo) or none at all. Public. */
export const paymentsConfigQueryOptions = () => apiQuery(paymentsApi.config);

export function usePaymentsConfig() {
  return useQuery(paymentsConfigQueryOptions());
}
