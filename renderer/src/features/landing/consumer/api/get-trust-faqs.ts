import { useQuery } from '@tanstack/react-query';
import { trustApi } from '../../../../../../shared/api/trust';
import { apiQuery } from '@/lib/api-client';

/** The trust section's questions and answers (static content), public. */
export const trustFaqsQueryOptions = () => apiQuery(trustApi.faqs);

export function useTrustFaqs() {
  return useQuery(trustFaqsQueryOptions());
}
