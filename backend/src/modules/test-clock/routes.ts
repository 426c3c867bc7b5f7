/**
 * POST /api/test/clock { advanceDays }: moves the server's clock forward and runs the scheduled
 * checks, so an end-to-end test can let a week pass. Registered only when the local web server
 * starts with TEST_CLOCK=true; never in hosted mode or on the desktop.
 */
import { Router } from 'express';
import { testClockApi } from '../../../../shared/api/test-clock';
import type { AppContext } from '../../context';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
import { createTestClockService, type MovableClock } from './service';

export function testClockRoutes(ctx: AppContext, clock: MovableClock, runChecks: () => number): Router {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);
  const testClock = createTestClockService(clock, runChecks);
  on(testClockApi.advance, ({ body }) => testClock.advance(body.advanceDays));
  return router;
}
