import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentsApi } from '../../../../../shared/api/payments';
import type { PaidPlanId } from '../../../../../shared/plans';
import { apiQuery, callApi } from '@/lib/api-client';

/** What moving to `plan` would do (charged now, or at the period's end); nothing changes. */
export function usePlanChangePreview(plan: PaidPlanId | null) {
  return useQuery({
    ...apiQuery(paymentsApi.planChangePreview, { query: { plan: plan ?? 'pro' } }),
    enabled: plan !== null,
    // The amount depends on today's date: never reuse an old quote.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

/** A plan change touches the billing figures, the user's tier and what every screen unlocks: read it all again. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries();
}

export function useChangePlan() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (plan: PaidPlanId) => callApi(paymentsApi.changePlan, { body: { plan } }),
    onSuccess: refresh,
  });
}

/** Calls off a cancellation set for the period's end. */
export function useResumeSubscription() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: () => callApi(paymentsApi.resumeSubscription),
    onSuccess: refresh,
  });
}
