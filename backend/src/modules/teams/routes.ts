/** Business plan teams over HTTP: every route acts for the signed-in caller (see ./service.ts). */
import type { Router } from 'express';
import { teamsApi } from '../../../../shared/api/teams';
import type { AppContext } from '../../context';
import { requireCaller } from '../../http/auth';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
import { createTeamsService } from './service';

export function teamRoutes(ctx: AppContext): Router {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);
  const teams = createTeamsService(ctx);

  on(teamsApi.team, (_input, req) => teams.teamFor(requireCaller(req).userId));
  on(teamsApi.invite, ({ body }, req) => teams.invite(requireCaller(req).userId, body.email));
  on(teamsApi.accept, ({ body }, req) => teams.accept(requireCaller(req).userId, body.token));
  on(teamsApi.removeMember, ({ params }, req) => teams.remove(requireCaller(req).userId, params.memberId));
  return router;
}
