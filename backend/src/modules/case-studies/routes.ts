/**
 * GET /api/case-studies/featured and GET /api/case-studies/stats: public marketing content for
 * /pricing and the consumer landing, the same for every visitor, so no user id and no database.
 */
import type { Router } from 'express';
import { caseStudiesApi } from '../../../../shared/api/case-studies';
import type { CaseStudyFile } from '../../../../shared/contracts/case-studies';
import type { AppContext } from '../../context';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
import { createCaseStudiesService } from './service';

export function caseStudyRoutes(ctx: AppContext, file?: CaseStudyFile): Router {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);
  const caseStudies = createCaseStudiesService(file);
  ctx.logger.debug({ caseStudies: caseStudies.count, featured: caseStudies.featured().length }, 'case studies loaded');
  on(caseStudiesApi.featured, () => caseStudies.featured());
  on(caseStudiesApi.stats, () => caseStudies.stats());
  return router;
}
