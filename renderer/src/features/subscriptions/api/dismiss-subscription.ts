import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { subscriptionsApi } from '../../../../../shared/api/subscriptions';
import { callApi } from '@/lib/api-client';
import { refreshSubscriptionFigures } from './refresh-figures';

/** "Not a subscription": answers 204 and the finding never comes back. */
export async function dismissSubscription(id: string): Promise<void> {
  await callApi(subscriptionsApi.dismiss, { params: { id } });
}

type Options = Omit<UseMutationOptions<void, Error, string>, 'mutationFn'>;

export function useDismissSubscription(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissSubscription,
    ...options,
    onSuccess: async (...args) => {
      await refreshSubscriptionFigures(queryClient);
      await options.onSuccess?.(...args);
    },
  });
}
