import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { subscriptionsApi } from '../../../../../shared/api/subscriptions';
import type { Subscription } from '../../../../../shared/contracts/subscriptions';
import { callApi } from '@/lib/api-client';
import { savingsSummaryQueryKey } from './get-savings-summary';
import { subscriptionsQueryKey } from './get-subscriptions';

/** Marks it cancelled and updates savings; answers the subscription, now cancelled. */
export function cancelSubscription(id: string): Promise<Subscription> {
  return callApi(subscriptionsApi.cancel, { params: { id } });
}

type Options = Omit<UseMutationOptions<Subscription, Error, string>, 'mutationFn'>;

export function useCancelSubscription(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    ...options,
    onSuccess: async (...args) => {
      // Both lists change: the subscription leaves the active list and the savings grow.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: savingsSummaryQueryKey }),
      ]);
      await options.onSuccess?.(...args);
    },
  });
}
