import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { OnboardingRequest, onboardingResponseSchema } from '../../../../../shared/contracts/onboarding';
import { apiRequestParsed } from '@/lib/api-client';

export const ONBOARDING_PATH = '/api/user/onboarding';

export type OnboardingResponse = z.output<typeof onboardingResponseSchema>;

/** POST /api/user/onboarding: stores the answers on the user and sets their income. */
export function submitOnboarding(input: OnboardingRequest): Promise<OnboardingResponse> {
  const schema = async () => (await import('../../../../../shared/contracts/onboarding')).onboardingResponseSchema;
  return apiRequestParsed('POST', ONBOARDING_PATH, schema, input);
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
