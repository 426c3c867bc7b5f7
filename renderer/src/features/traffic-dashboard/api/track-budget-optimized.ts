import { trackEvent } from '@/lib/analytics';

export const BUDGET_OPTIMIZED_EVENT = 'budget_optimized';

export interface BudgetOptimized {
  platform: string;
  oldBudget: number;
  newBudget: number;
  projectedRevenue: number;
}

/** POST /api/analytics/track { event: 'budget_optimized', properties }. Never throws (tracking never blocks the owner). */
export function trackBudgetOptimized(properties: BudgetOptimized): Promise<void> {
  return trackEvent(BUDGET_OPTIMIZED_EVENT, { ...properties });
}
