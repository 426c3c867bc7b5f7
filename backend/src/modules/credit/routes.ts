/**
 * The credit score monitor (docs/product.md "Credit score monitor"): the estimate, its history and
 * its alerts. Each read first brings the estimate up to date, so the three answers always agree.
 */
import { Router } from 'express';
import { creditApi } from '../../../../shared/api/credit';
import type { CreditScore } from '../../../../shared/contracts/credit';
import type { AppContext } from '../../context';
import { scopedRouter } from '../../http/auth';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
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
    projectionMonths: e.projectionMonths,
    projectionSteps: e.projectionSteps,
    factors: e.factors.map(({ key, name, description, weight, impact, status }) => ({ key, name, description, weight, impact, status })),
    recommendations: e.recommendations,
    estimated: true,
    method: e.method,
    calculatedAt,
  };
}

export function creditRoutes(ctx: AppContext, credit: CreditService): Router {
  const router = scopedRouter(ctx, apiRouter());
  const on = endpointRegistrar(ctx, router);
  on(creditApi.score, ({ params }) => toCreditScore(credit.current(params.userId), ctx.clock.now()));
  on(creditApi.history, ({ params }) => {
    credit.current(params.userId);
    return credit.repo.history(params.userId);
  });
  on(creditApi.alerts, ({ params }) => {
    credit.current(params.userId);
    return credit.repo.alerts(params.userId);
  });
  return router;
}
