import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseStudyStats } from '../../../../../shared/contracts/case-studies';
import { apiRequestParsed, queryKeyToPath } from '@/lib/api-client';
import { caseStudyStatsSchema } from './schemas';

export const caseStudyStatsQueryKey = ['/api/case-studies', 'stats'] as const;

/** GET /api/case-studies/stats: computed by the server from the same stories. */
export function getCaseStudyStats(): Promise<CaseStudyStats> {
  return apiRequestParsed('GET', queryKeyToPath(caseStudyStatsQueryKey), caseStudyStatsSchema);
}

export const caseStudyStatsQueryOptions = () => queryOptions({ queryKey: caseStudyStatsQueryKey, queryFn: getCaseStudyStats });

export function useCaseStudyStats() {
  return useQuery(caseStudyStatsQueryOptions());
}
