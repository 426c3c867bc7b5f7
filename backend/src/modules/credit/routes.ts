/**
 * The credit score monitor (spec core section 7): the estimate, its history and its alerts. Each
 * read first brings the estimate up to date, so the three answers always agree.
 */
import { Router } from 'express';
import { userIdParamsSchema } from '../../../../shared/contracts/banking';
import type { CreditAlert, CreditHistoryEntry, CreditScore } from '../../../../shared/contracts/credit';
import type { AppContext } from '../../context';
import { scopedRouter } from '../../http/auth';
import { apiRouter, routeAccess } from '../../http/routing';
import { handle } from '../../http/validate';
import type { CreditEstimate } from './model';
import type { CreditService } from './service';

/** The contract's shape: the model's working detail (evidence, sub-scores) stays on the server. */
export function toCreditScore(e: CreditEstimate, calculatedAt: number): CreditScore {
  return {
    currentScore: e.currentScore,
    grade: e.grade,
    scoreRange: e.scoreRange,
    projectedScore: e.projectedScore,
    projectionTimeframe: e.projectionTimeframe,
    factors: e.factors.map(({ key, name, description, weight, impact, status }) => ({ key, name, description, weight, impact, status })),
    recommendations: e.recommendations,
    estimated: true,
    method: e.method,
    calculatedAt,
  };
}

export function creditRoutes(ctx: AppContext, credit: CreditService): Router {
  const router = scopedRouter(ctx, apiRouter());
  const access = routeAccess(ctx);
  const params = { params: userIdParamsSchema };

  router.get(
    '/credit-score/:userId',
    access.member,
    handle(params, ({ params: p }): CreditScore => toCreditScore(credit.current(p.userId), ctx.clock.now())),
  );
  router.get(
    '/credit-score/:userId/history',
    access.member,
    handle(params, ({ params: p }): CreditHistoryEntry[] => {
      credit.current(p.userId);
      return credit.repo.history(p.userId);
    }),
  );
  router.get(
    '/credit-score/:userId/alerts',
    access.member,
    handle(params, ({ params: p }): CreditAlert[] => {
      credit.current(p.userId);
      return credit.repo.alerts(p.userId);
    }),
  );
  return router;
}
