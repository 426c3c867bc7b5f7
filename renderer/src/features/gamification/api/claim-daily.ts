import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { rewardsApi } from '../../../../../shared/api/rewards';
import type { RewardsState } from '../../../../../shared/contracts/rewards';
import { callApi } from '@/lib/api-client';
import { rewardsQueryKey } from './get-rewards';

/** Once per UTC day; answers the new state. */
export function claimDaily(): Promise<RewardsState> {
  return callApi(rewardsApi.claimDaily);
}

type Options = Omit<UseMutationOptions<RewardsState, Error, void>, 'mutationFn'>;

export function useClaimDaily(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimDaily,
    ...options,
    onSuccess: async (data, ...rest) => {
      queryClient.setQueryData(rewardsQueryKey, data);
      await options.onSuccess?.(data, ...rest);
    },
    onError: async (error, ...rest) => {
      // The server's state is the truth (another tab may have claimed): show it.
      await queryClient.invalidateQueries({ queryKey: rewardsQueryKey });
      await options.onError?.(error, ...rest);
    },
  });
}
