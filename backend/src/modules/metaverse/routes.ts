/**
 * Metaverse reads (spec core section 7): the caller's avatar and the world's statistics. The live
 * world itself is the WebSocket in realtime/.
 */
import { Router } from 'express';
import { userIdParamsSchema } from '../../../../shared/contracts/banking';
import type { Avatar, MetaverseStats } from '../../../../shared/contracts/metaverse';
import type { AppContext } from '../../context';
import { scopedRouter } from '../../http/auth';
import { apiRouter, routeAccess } from '../../http/routing';
import { handle } from '../../http/validate';
import type { MetaverseWorld } from '../../realtime/metaverse-world';
import { avatarOf, type MetaverseRepository } from './repository';

export function metaverseRoutes(ctx: AppContext, repo: MetaverseRepository, world: MetaverseWorld): Router {
  const router = scopedRouter(ctx, apiRouter());
  const access = routeAccess(ctx);

  router.get(
    '/metaverse/avatar/:userId',
    access.member,
    handle({ params: userIdParamsSchema }, ({ params }): Avatar => avatarOf(repo, params.userId, ctx.clock.now())),
  );

  router.get(
    '/metaverse/stats',
    access.public,
    handle({}, (): MetaverseStats => repo.stats(world.activeUsers(), world.liveCounts())),
  );

  return router;
}
