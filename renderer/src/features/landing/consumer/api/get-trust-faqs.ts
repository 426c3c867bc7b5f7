import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Faq } from '../../../../../../shared/contracts/trust';
import { apiRequestParsed } from '@/lib/api-client';
import { faqListSchema } from './schemas';

export const TRUST_FAQS_PATH = '/api/trust/faqs';

/** GET /api/trust/faqs: the trust section's questions and answers (static content), public. */
export function getTrustFaqs(): Promise<Faq[]> {
  return apiRequestParsed('GET', TRUST_FAQS_PATH, faqListSchema);
}

export const trustFaqsQueryOptions = () => queryOptions({ queryKey: [TRUST_FAQS_PATH], queryFn: getTrustFaqs });

export function useTrustFaqs() {
  return useQuery(trustFaqsQueryOptions());
}
