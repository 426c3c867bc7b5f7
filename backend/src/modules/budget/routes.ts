import { Router } from 'express';
import { DEFAULT_CREDIT_SCORE } from '../../../../shared/constants';
import { roundCentsToDollars } from '../../../../shared/money';
import {
  budgetCalculateRequestSchema,
  type BudgetCalculateResponse,
} from '../../../../shared/contracts/budget';
import type { AppContext } from '../../context';
import { currentUserId } from '../../http/current-user';
import { apiRouter, routeAccess } from '../../http/routing';
import { handle } from '../../http/validate';
import { budgetRepository } from './repository';
import { allocateIncome, chooseTip, projectCreditScore, TIP_METHOD } from './service';

export function budgetRoutes(ctx: AppContext): Router {
  const router = apiRouter();
  const access = routeAccess(ctx);
  const repo = budgetRepository(ctx.db);

  router.post(
    '/budget/calculate',
    access.public,
    handle({ body: budgetCalculateRequestSchema }, ({ body }, req): BudgetCalculateResponse => {
      const userId = currentUserId(req);
      // body.income is exact cents (the contract's parser); the calculator works in whole dollars.
      const income = roundCentsToDollars(body.income);
      const allocations = allocateIncome(income, body.mode);
      const currentScore = body.currentScore ?? repo.findUserCreditScore(userId) ?? DEFAULT_CREDIT_SCORE;
      const creditProjection = projectCreditScore(currentScore, body.mode);
      const aiTip = chooseTip(body.mode, allocations, repo.loadTipFacts(userId));
      // A visitor's calculation is not stored: it would become the demo user's latest budget,
      // which every other visitor (and the coach) then reads.
      const id = req.caller
        ? repo.insertAllocation({ userId, income, mode: body.mode, allocations, aiTip, creditProjection, createdAt: ctx.clock.now() })
        : null;
      return { id, income, mode: body.mode, allocations, aiTip, currentScore, creditProjection, method: TIP_METHOD };
    }),
  );

  return router;
}
