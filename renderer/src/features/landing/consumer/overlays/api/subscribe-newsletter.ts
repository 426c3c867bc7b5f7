import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { growthApi } from '../../../../../../../shared/api/growth';
import type { NewsletterSubscribeRequest } from '../../../../../../../shared/contracts/growth';
import { callApi } from '@/lib/api-client';

type NewsletterSubscribeResponse = Awaited<ReturnType<typeof subscribeNewsletter>>;

/** The popups' newsletter offer { email, source, offer } (docs/product.md "Overlays"): 201 new, 200 already subscribed. */
export function subscribeNewsletter(input: NewsletterSubscribeRequest) {
  return callApi(growthApi.subscribe, { body: input });
}

type Options = Omit<UseMutationOptions<NewsletterSubscribeResponse, Error, NewsletterSubscribeRequest>, 'mutationFn'>;

export function useSubscribeNewsletter(options: Options = {}) {
  return useMutation({ mutationFn: subscribeNewsletter, ...options });
}
