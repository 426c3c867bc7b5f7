import type { Router } from 'express';
import { healthApi } from '../../../../shared/api/health';
import type { AppContext } from '../../context';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
import { createHealthService } from './service';

export function healthRoutes(ctx: AppContext): Router {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);
  const health = createHealthService(ctx);
  on(healthApi.health, () => health.check());
  return router;
}
