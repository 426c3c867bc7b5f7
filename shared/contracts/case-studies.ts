import { z } from 'zod';
import { PLAN_IDS } from '../plans';

/**
 * Case studies on /pricing (docs/product.md "Content"). They are marketing content, not user
 * data: illustrative customer stories kept in resources/marketing/case-studies.json, labelled as
 * such in the file, in every answer and on screen (docs/product.md "Real data, honest labels").
 */

export const caseStudySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'id must be kebab-case'),
    name: z.string().min(1).max(80),
    /** Who the story is about, e.g. "Freelance designer". */
    persona: z.string().min(1).max(120),
    quote: z.string().min(1).max(500),
    /** Whole US dollars a month. */
    savedPerMonth: z.number().int().nonnegative(),
    subscriptionsCancelled: z.number().int().nonnegative(),
    monthsUsing: z.number().int().positive(),
    plan: z.enum(PLAN_IDS),
    featured: z.boolean(),
    /** Always true: these are illustrative stories, never real customers. */
    illustrative: z.literal(true),
  })
  .strict();
export type CaseStudy = z.infer<typeof caseStudySchema>;

/** resources/marketing/case-studies.json, checked when the server loads it. */
export const caseStudyFileSchema = z
  .object({
    label: z.string().min(1),
    note: z.string().min(1),
    caseStudies: z.array(caseStudySchema),
  })
  .strict()
  .superRefine((file, ctx) => {
    const seen = new Set<string>();
    file.caseStudies.forEach((study, index) => {
      if (seen.has(study.id)) ctx.addIssue({ code: 'custom', message: `duplicate case study id "${study.id}"`, path: ['caseStudies', index, 'id'] });
      seen.add(study.id);
    });
  });
export type CaseStudyFile = z.infer<typeof caseStudyFileSchema>;

/** GET /api/case-studies/featured: the featured stories, in the file's order. */
export const featuredCaseStudiesSchema = z.array(caseStudySchema);

/** GET /api/case-studies/stats: computed by the server over every story in the file. */
export const caseStudyStatsSchema = z.object({
  totalCaseStudies: z.number().int().nonnegative(),
  /** Mean savedPerMonth in dollars, rounded to cents; 0 when there are no stories. */
  averageMonthlySavings: z.number().nonnegative(),
  totalSubscriptionsCancelled: z.number().int().nonnegative(),
  /** Mean subscriptionsCancelled, rounded to one decimal; 0 when there are no stories. */
  averageSubscriptionsCancelled: z.number().nonnegative(),
  illustrative: z.literal(true),
});
export type CaseStudyStats = z.infer<typeof caseStudyStatsSchema>;
