/**
 * Rewards (/gamification, /rewards; docs/product.md "Rewards") over HTTP: each answer is the
 * caller's whole rewards state.
 */
import { Router } from 'express';
import { rewardsApi } from '../../../../shared/api/rewards';
import type { AppContext } from '../../context';
import { requireCaller } from '../../http/auth';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
import { createRewardsService } from './service';

export function rewardsRoutes(ctx: AppContext): Router {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);
  const rewards = createRewardsService(ctx);

  on(rewardsApi.state, (_input, req) => rewards.state(requireCaller(req).userId));
  on(rewardsApi.claimDaily, (_input, req) => rewards.claimDaily(requireCaller(req).userId));
  on(rewardsApi.purchase, ({ body }, req) => rewards.purchase(requireCaller(req).userId, body.itemId));

  return router;
}
