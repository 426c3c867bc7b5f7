import { Router } from 'express';
import { DEFAULT_CREDIT_SCORE } from '../../../../shared/constants';
import {
  budgetCalculateRequestSchema,
  type BudgetCalculateResponse,
} from '../../../../shared/contracts/budget';
import type { AppContext } from '../../context';
import { currentUserId } from '../../http/current-user';
import { handle } from '../../http/validate';
import { budgetRepository } from './repository';
import { allocateIncome, chooseTip, projectCreditScore, TIP_METHOD } from './service';

export function budgetRoutes(ctx: AppContext): Router {
  const router = Router();
  const repo = budgetRepository(ctx.db);

  router.post(
    '/budget/calculate',
    handle({ body: budgetCalculateRequestSchema }, ({ body }, req): BudgetCalculateResponse => {
      const userId = currentUserId(req);
      const income = Math.round(body.income);
      const allocations = allocateIncome(income, body.mode);
      const currentScore = body.currentScore ?? repo.findUserCreditScore(userId) ?? DEFAULT_CREDIT_SCORE;
      const creditProjection = projectCreditScore(currentScore, body.mode);
      const aiTip = chooseTip(body.mode, allocations, repo.loadTipFacts(userId));
      const id = repo.insertAllocation({
        userId,
        income,
        mode: body.mode,
        allocations,
        aiTip,
        creditProjection,
        createdAt: ctx.clock.now(),
      });
      return { id, income, mode: body.mode, allocations, aiTip, currentScore, creditProjection, method: TIP_METHOD };
    }),
  );

  return router;
}
