import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { budgetApi } from '../../../../../shared/api/budget';
import type { BudgetCalculateRequest, BudgetCalculateResponse } from '../../../../../shared/contracts/budget';
import { callApi } from '@/lib/api-client';

/** The allocation result; the contract (and zod with it) loads with the first calculation, not with the landing page. */
export function calculateBudget(input: BudgetCalculateRequest): Promise<BudgetCalculateResponse> {
  return callApi(budgetApi.calculate, { body: input });
}

type Options = Omit<UseMutationOptions<BudgetCalculateResponse, Error, BudgetCalculateRequest>, 'mutationFn'>;

export function useCalculateBudget(options: Options = {}) {
  return useMutation({ mutationFn: calculateBudget, ...options });
}
