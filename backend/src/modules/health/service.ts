/** The server's health: what runs (version, mode, demo) and that the database answers. */
import type { HealthResponse } from '../../../../shared/contracts/health';
import type { AppContext } from '../../context';
import { healthRepository } from './repository';

export function createHealthService(ctx: AppContext) {
  const repo = healthRepository(ctx.db);
  return {
    check(): HealthResponse {
      repo.ping();
      return {
        status: 'ok',
        version: ctx.version,
        mode: ctx.mode,
        demo: ctx.demo,
        database: 'ok',
        uptimeMs: Math.max(0, Math.round(ctx.clock.now() - ctx.startedAt)),
      };
    },
  };
}
