/**
 * The AI financial coach (docs/product.md "AI coach"): the voice coach, the Monte Carlo "quantum
 * predictions" and the "time travel" projection, each over the caller's own data.
 */
import { Router } from 'express';
import { coachApi } from '../../../../shared/api/coach';
import type { AppContext } from '../../context';
import { bodyUserId, requireCaller } from '../../http/auth';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
import type { CoachService } from './service';

export function coachRoutes(ctx: AppContext, coach: CoachService): Router {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);

  on(coachApi.voice, ({ body }, req) => coach.voice(requireCaller(req).userId, body));
  on(coachApi.quantumPredictions, ({ body }, req) => coach.quantumPredictions(bodyUserId(ctx, req, body.userId), body));
  on(coachApi.timelineSimulation, ({ body }, req) => coach.timelineSimulation(bodyUserId(ctx, req, body.userId), body));

  return router;
}
