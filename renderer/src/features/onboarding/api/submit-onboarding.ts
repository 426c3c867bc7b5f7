import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { dashboardApi } from '../../../../../shared/api/dashboard';
import type { ResponseOf } from '../../../../../shared/api/endpoint';
import type { OnboardingRequest } from '../../../../../shared/contracts/onboarding';
import { callApi } from '@/lib/api-client';

export type OnboardingResponse = ResponseOf<typeof dashboardApi.onboarding>;

/** Stores the answers on the user and sets their income. */
export function submitOnboarding(input: OnboardingRequest): Promise<OnboardingResponse> {
  return callApi(dashboardApi.onboarding, { body: input });
}

type Options = Omit<UseMutationOptions<OnboardingResponse, Error, OnboardingRequest>, 'mutationFn'>;

export function useSubmitOnboarding(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitOnboarding,
    ...options,
    onSettled: async (...args) => {
      // The answers change the user's profile and income, which several screens read (the
      // dashboard first of all); none of them belong to this feature, so all are marked stale.
      // Not awaited: the refetches must not hold up the move to the dashboard.
      void queryClient.invalidateQueries();
      await options.onSettled?.(...args);
    },
  });
}
