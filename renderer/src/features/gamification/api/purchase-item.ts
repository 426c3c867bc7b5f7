import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { rewardsApi } from '../../../../../shared/api/rewards';
import type { PurchaseRequest, RewardsState } from '../../../../../shared/contracts/rewards';
import { callApi } from '@/lib/api-client';
import { rewardsQueryKey } from './get-rewards';

/** The server checks and debits the coins; answers the new state. */
export function purchaseItem(body: PurchaseRequest): Promise<RewardsState> {
  return callApi(rewardsApi.purchase, { body });
}

type Options = Omit<UseMutationOptions<RewardsState, Error, PurchaseRequest>, 'mutationFn'>;

export function usePurchaseItem(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purchaseItem,
    ...options,
    onSuccess: async (data, ...rest) => {
      queryClient.setQueryData(rewardsQueryKey, data);
      await options.onSuccess?.(data, ...rest);
    },
    onError: async (error, ...rest) => {
      await queryClient.invalidateQueries({ queryKey: rewardsQueryKey });
      await options.onError?.(error, ...rest);
    },
  });
}
