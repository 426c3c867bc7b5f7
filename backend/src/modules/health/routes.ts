import { Router } from 'express';
import { sql } from 'drizzle-orm';
import type { HealthResponse } from '../../../../shared/contracts/health';
import type { AppContext } from '../../context';
import { handle } from '../../http/validate';
import { apiRouter, routeAccess } from '../../http/routing';

export function healthRoutes(ctx: AppContext): Router {
  const router = apiRouter();
  const access = routeAccess(ctx);
  router.get(
    '/health',
    access.public,
    handle({}, (): HealthResponse => {
      ctx.db.get(sql`select 1`);
      return {
        status: 'ok',
        version: ctx.version,
        mode: ctx.mode,
        demo: ctx.demo,
        database: 'ok',
        uptimeMs: Math.max(0, Math.round(ctx.clock.now() - ctx.startedAt)),
      };
    }),
  );
  return router;
}
