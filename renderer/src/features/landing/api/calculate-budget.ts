import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { BudgetCalculateRequest, BudgetCalculateResponse } from '../../../../../shared/contracts/budget';
import { apiRequestParsed } from '@/lib/api-client';

export const BUDGET_CALCULATE_PATH = '/api/budget/calculate';

/** POST /api/budget/calculate: the allocation result, parsed by the shared contract. */
export function calculateBudget(input: BudgetCalculateRequest): Promise<BudgetCalculateResponse> {
  // The contract (and zod with it) loads with the first calculation, not with the landing page.
  const schema = async () => (await import('../../../../../shared/contracts/budget')).budgetCalculateResponseSchema;
  return apiRequestParsed('POST', BUDGET_CALCULATE_PATH, schema, input);
}

type Options = Omit<UseMutationOptions<BudgetCalculateResponse, Error, BudgetCalculateRequest>, 'mutationFn'>;

export function useCalculateBudget(options: Options = {}) {
  return useMutation({ mutationFn: calculateBudget, ...options });
}
