import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { BudgetSettingsRequest, DashboardResponse } from '../../../../../shared/contracts/dashboard';
import { apiRequestParsed } from '@/lib/api-client';
import { dashboardQueryOptions, dashboardSchema } from './get-dashboard';

export const BUDGET_SETTINGS_PATH = '/api/user/budget-settings';

/** PUT /api/user/budget-settings: stores income and mode, answers the recomputed dashboard. */
export function updateBudgetSettings(input: BudgetSettingsRequest): Promise<DashboardResponse> {
  return apiRequestParsed('PUT', BUDGET_SETTINGS_PATH, dashboardSchema, input);
}

/** Lets other components see that a save is running (useIsMutating). */
export const budgetSettingsMutationKey = ['PUT', BUDGET_SETTINGS_PATH] as const;

type Options = Omit<UseMutationOptions<DashboardResponse, Error, BudgetSettingsRequest>, 'mutationFn'>;

export function useUpdateBudgetSettings(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: budgetSettingsMutationKey,
    mutationFn: updateBudgetSettings,
    ...options,
    onSuccess: async (data, ...rest) => {
      // The answer is the whole recomputed dashboard: it replaces the cached one at once, with no
      // second request.
      queryClient.setQueryData(dashboardQueryOptions().queryKey, data);
      await options.onSuccess?.(data, ...rest);
    },
  });
}
