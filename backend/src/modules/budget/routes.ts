import { Router } from 'express';
import { budgetApi } from '../../../../shared/api/budget';
import type { AppContext } from '../../context';
import { currentUserId } from '../../http/current-user';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
import { createBudgetService } from './service';

export function budgetRoutes(ctx: AppContext): Router {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);
  const budget = createBudgetService(ctx);

  // A visitor's calculation is not stored: it would become the demo user's latest budget, which
  // every other visitor (and the coach) then reads.
  on(budgetApi.calculate, ({ body }, req) => budget.calculate(currentUserId(req), body, req.caller !== undefined));

  return router;
}
