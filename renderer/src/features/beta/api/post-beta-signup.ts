import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { betaApi } from '../../../../../shared/api/beta';
import type { BetaSignupRequest, BetaSignupResponse } from '../../../../../shared/contracts/beta';
import { analyticsSessionHeaders } from '@/lib/analytics';
import { callApi } from '@/lib/api-client';
import { betaStatusQueryKey } from './get-beta-status';

/**
 * The beta signup: 201 for a new signup, 200 with alreadySignedUp for a known email. The visit's
 * session goes along so the owner dashboards count the signup for its channel.
 */
export function postBetaSignup(input: BetaSignupRequest): Promise<BetaSignupResponse> {
  return callApi(betaApi.signup, { body: input }, { headers: analyticsSessionHeaders() });
}

type Options = Omit<UseMutationOptions<BetaSignupResponse, Error, BetaSignupRequest>, 'mutationFn'>;

export function useBetaSignup(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBetaSignup,
    ...options,
    // The spot counter is refetched whatever the outcome: a refusal may mean the beta just closed.
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: betaStatusQueryKey });
      await options.onSettled?.(...args);
    },
  });
}
