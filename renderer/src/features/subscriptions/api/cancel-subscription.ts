import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { subscriptionsApi } from '../../../../../shared/api/subscriptions';
import type { Subscription } from '../../../../../shared/contracts/subscriptions';
import { callApi } from '@/lib/api-client';
import { refreshSubscriptionFigures } from './refresh-figures';

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
      // The subscription moves to the cancelled list, the savings grow, its upcoming charges go.
      await refreshSubscriptionFigures(queryClient);
      await options.onSuccess?.(...args);
    },
  });
}
