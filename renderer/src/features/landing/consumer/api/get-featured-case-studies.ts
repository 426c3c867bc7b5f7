import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseStudy } from '../../../../../../shared/contracts/case-studies';
import { apiRequestParsed, queryKeyToPath } from '@/lib/api-client';
import { featuredCaseStudiesSchema } from './schemas';

/** The same key as /pricing's, so both screens share one cached answer. */
export const featuredCaseStudiesQueryKey = ['/api/case-studies', 'featured'] as const;

/** GET /api/case-studies/featured: illustrative marketing stories, public. */
export function getFeaturedCaseStudies(): Promise<CaseStudy[]> {
  return apiRequestParsed('GET', queryKeyToPath(featuredCaseStudiesQueryKey), featuredCaseStudiesSchema);
}

export const featuredCaseStudiesQueryOptions = () =>
  queryOptions({ queryKey: featuredCaseStudiesQueryKey, queryFn: getFeaturedCaseStudies });

export function useFeaturedCaseStudies() {
  return useQuery(featuredCaseStudiesQueryOptions());
}
