/**
 * Case studies: illustrative marketing stories from resources/marketing/case-studies.json. The file
 * is checked against its contract when the server starts, so a bad edit fails at boot, not on a
 * visitor's screen; the stats are always computed from the stories, never stored next to them.
 */
import caseStudiesJson from '../../../../resources/marketing/case-studies.json';
import { caseStudyFileSchema, type CaseStudy, type CaseStudyFile, type CaseStudyStats } from '../../../../shared/contracts/case-studies';

export function parseCaseStudyFile(raw: unknown): CaseStudyFile {
  const result = caseStudyFileSchema.safeParse(raw);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`).join('; ');
    throw new Error(`resources/marketing/case-studies.json is not valid: ${issues}`);
  }
  return result.data;
}

/** The bundled file, parsed (bundled at build time like the merchant catalogue). */
export function loadCaseStudies(): CaseStudyFile {
  return parseCaseStudyFile(caseStudiesJson);
}

export function featuredCaseStudies(stories: readonly CaseStudy[]): CaseStudy[] {
  return stories.filter((s) => s.featured);
}

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

export function caseStudyStats(stories: readonly CaseStudy[]): CaseStudyStats {
  const count = stories.length;
  const saved = stories.reduce((sum, s) => sum + s.savedPerMonth, 0);
  const cancelled = stories.reduce((sum, s) => sum + s.subscriptionsCancelled, 0);
  return {
    totalCaseStudies: count,
    // No stories means no average, shown as 0 rather than NaN (which JSON cannot carry).
    averageMonthlySavings: count === 0 ? 0 : roundTo(saved / count, 2),
    totalSubscriptionsCancelled: cancelled,
    averageSubscriptionsCancelled: count === 0 ? 0 : roundTo(cancelled / count, 1),
    illustrative: true,
  };
}

/** The stories of one file (the bundled one by default): both answers are computed once, at start. */
export function createCaseStudiesService(file: CaseStudyFile = loadCaseStudies()) {
  const featured = featuredCaseStudies(file.caseStudies);
  const stats = caseStudyStats(file.caseStudies);
  return {
    count: file.caseStudies.length,
    featured: (): CaseStudy[] => featured,
    stats: (): CaseStudyStats => stats,
  };
}
