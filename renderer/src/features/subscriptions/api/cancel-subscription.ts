import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { Subscription } from '../../../../../shared/contracts/subscriptions';
import { apiRequestParsed } from '@/lib/api-client';
import { savingsSummaryQueryKey } from './get-savings-summary';
import { SUBSCRIPTIONS_PATH, subscriptionsQueryKey } from './get-subscriptions';
import { subscriptionSchema } from './schemas';

/** POST /api/subscriptions/{id}/cancel: marks it cancelled and updates savings; answers the subscription, now cancelled. */
export function cancelSubscription(id: string): Promise<Subscription> {
  return apiRequestParsed('POST', `${SUBSCRIPTIONS_PATH}/${encodeURIComponent(id)}/cancel`, subscriptionSchema);
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
