import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { NewsletterSubscribeRequest, newsletterSubscribeResponseSchema } from '../../../../../../../shared/contracts/growth';
import { apiRequestParsed } from '@/lib/api-client';

export const NEWSLETTER_SUBSCRIBE_PATH = '/api/newsletter/subscribe';

type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

/** The shared contract, loaded with the first answer it parses. */
const responseSchema = async () => (await import('../../../../../../../shared/contracts/growth')).newsletterSubscribeResponseSchema;

/** POST /api/newsletter/subscribe { email, source, offer } (spec growth section 7): 201 new, 200 already subscribed. */
export function subscribeNewsletter(input: NewsletterSubscribeRequest): Promise<NewsletterSubscribeResponse> {
  return apiRequestParsed('POST', NEWSLETTER_SUBSCRIBE_PATH, responseSchema, input);
}

type Options = Omit<UseMutationOptions<NewsletterSubscribeResponse, Error, NewsletterSubscribeRequest>, 'mutationFn'>;

export function useSubscribeNewsletter(options: Options = {}) {
  return useMutation({ mutationFn: subscribeNewsletter, ...options });
}
