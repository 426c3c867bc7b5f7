/**
 * POST /api/test/clock { advanceDays }: moves the server's clock forward and runs the scheduled
 * checks, so an end-to-end test can let a week pass. Registered only when the local web server
 * starts with TEST_CLOCK=true; never in hosted mode or on the desktop.
 */
import { Router } from 'express';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { AppContext } from '../../context';
import { handle } from '../../http/validate';
import { apiRouter, routeAccess } from '../../http/routing';

const advanceSchema = z.object({ advanceDays: z.number().int().min(1).max(366) }).strict();

export function testClockRoutes(ctx: AppContext, clock: Clock & { advance(ms: number): void }, runChecks: () => number): Router {
  const router = apiRouter();
  const access = routeAccess(ctx);
  router.post(
    '/test/clock',
    access.owner,
    handle({ body: advanceSchema }, ({ body }) => {
      clock.advance(body.advanceDays * 86_400_000);
      return { now: clock.now(), violationsRecorded: runChecks() };
    }),
  );
  return router;
}
