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

  // Nobody's calculation is stored (visitor, local person or signed-in member): it would become that
  // user's latest budget, which the coach then quotes as their plan.
  on(budgetApi.calculate, ({ body }, req) => budget.calculate(currentUserId(req), body));

  return router;
}
