/**
 * Metaverse reads (docs/product.md "Metaverse"): a user's avatar and the world's statistics. The
 * live world itself is the WebSocket in realtime/.
 */
import { Router } from 'express';
import { metaverseApi } from '../../../../shared/api/metaverse';
import type { MetaverseLocationId } from '../../../../shared/contracts/metaverse';
import type { AppContext } from '../../context';
import { scopedRouter } from '../../http/auth';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
import type { MetaverseService } from './service';

/** Who is online now, as the live world (realtime/metaverse-world.ts) counts them. */
export interface WorldPresence {
  activeUsers(): number;
  liveCounts(): Record<MetaverseLocationId, number>;
}

export function metaverseRoutes(ctx: AppContext, metaverse: MetaverseService, world: WorldPresence): Router {
  const router = scopedRouter(ctx, apiRouter());
  const on = endpointRegistrar(ctx, router);

  on(metaverseApi.avatar, ({ params }) => metaverse.avatar(params.userId));
  on(metaverseApi.stats, () => metaverse.stats(world.activeUsers(), world.liveCounts()));

  return router;
}
