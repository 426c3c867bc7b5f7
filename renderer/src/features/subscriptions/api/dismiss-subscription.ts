import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SUBSCRIPTIONS_PATH, subscriptionsQueryKey } from './get-subscriptions';

/** POST /api/subscriptions/{id}/dismiss: "not a subscription"; answers 204 and the finding never comes back. */
export async function dismissSubscription(id: string): Promise<void> {
  await apiRequest('POST', `${SUBSCRIPTIONS_PATH}/${encodeURIComponent(id)}/dismiss`);
}

type Options = Omit<UseMutationOptions<void, Error, string>, 'mutationFn'>;

export function useDismissSubscription(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissSubscription,
    ...options,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey });
      await options.onSuccess?.(...args);
    },
  });
}
