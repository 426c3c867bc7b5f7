/**
 * The illustrative case studies, read by /pricing and the consumer landing: one cached answer per
 * read, shared by both screens (public, static on the server).
 */
import { useQuery } from '@tanstack/react-query';
import { caseStudiesApi } from '../../../shared/api/case-studies';
import { apiQuery } from '@/lib/api-client';

export const featuredCaseStudiesQuery = () => apiQuery(caseStudiesApi.featured);

/** The featured stories, in the file's order. */
export function useFeaturedCaseStudies() {
  return useQuery(featuredCaseStudiesQuery());
}

export const caseStudyStatsQuery = () => apiQuery(caseStudiesApi.stats);

/** Totals and averages the server computes from the same stories. */
export function useCaseStudyStats() {
  return useQuery(caseStudyStatsQuery());
}
