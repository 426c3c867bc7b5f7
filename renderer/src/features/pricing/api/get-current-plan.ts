import { useQuery } from '@tanstack/react-query';
import { paymentsApi } from '../../../../../shared/api/payments';
import { PAID_PLAN_IDS, type BillingInterval, type PaidPlanId } from '../../../../../shared/plans';
import { apiQuery } from '@/lib/api-client';

export interface CurrentPlan {
  plan: PaidPlanId;
  interval: BillingInterval;
}

const LIVE = new Set(['active', 'trialing', 'past_due']);

/** The signed-in user's paid plan while it is live (null: Free, or nobody signed in). */
export function useCurrentPlan(signedIn: boolean) {
  return useQuery({
    ...apiQuery(paymentsApi.billingInfo),
    enabled: signedIn,
    select: (billing): CurrentPlan | null => {
      const s = billing.subscription;
      if (!s || !LIVE.has(s.status) || !(PAID_PLAN_IDS as readonly string[]).includes(s.plan)) return null;
      return { plan: s.plan as PaidPlanId, interval: s.interval === 'year' ? 'year' : 'month' };
    },
  });
}
