import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { dashboardApi } from '../../../../../shared/api/dashboard';
import type { BudgetSettingsRequest, DashboardResponse } from '../../../../../shared/contracts/dashboard';
import { callApi } from '@/lib/api-client';
import { dashboardQueryOptions } from './get-dashboard';

/** Stores income and mode; answers the recomputed dashboard. */
export function updateBudgetSettings(input: BudgetSettingsRequest): Promise<DashboardResponse> {
  return callApi(dashboardApi.budgetSettings, { body: input });
}

/** Lets other components see that a save is running (useIsMutating). */
export const budgetSettingsMutationKey = [dashboardApi.budgetSettings.method, dashboardApi.budgetSettings.path] as const;

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
