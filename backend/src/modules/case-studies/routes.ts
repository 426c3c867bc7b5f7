/**
 * GET /api/case-studies/featured and GET /api/case-studies/stats (spec core section 7): public
 * marketing content for /pricing, the same for every visitor, so no user id and no database.
 */
import { Router } from 'express';
import type { AppContext } from '../../context';
import { handle } from '../../http/validate';
import { apiRouter, routeAccess } from '../../http/routing';
import { caseStudyStats, featuredCaseStudies, loadCaseStudies } from './service';

export function caseStudyRoutes(ctx: AppContext, file = loadCaseStudies()): Router {
  const router = apiRouter();
  const access = routeAccess(ctx);
  const featured = featuredCaseStudies(file.caseStudies);
  const stats = caseStudyStats(file.caseStudies);
  ctx.logger.debug({ caseStudies: file.caseStudies.length, featured: featured.length }, 'case studies loaded');

  router.get('/case-studies/featured', access.public, handle({}, () => featured));
  router.get('/case-studies/stats', access.public, handle({}, () => stats));
  return router;
}
