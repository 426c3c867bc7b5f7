/**
 * The beta programme (spec growth sections 2, 7 and 9): POST /api/beta-signup and
 * GET /api/beta/status. Both are public (a marketing page); a signed-in visitor's id is kept.
 */
import { ANALYTICS_SESSION_HEADER, analyticsSessionIdSchema } from '../../../../shared/contracts/analytics';
import { Router, type Request } from 'express';
import {
  BETA_SPOTS_TOTAL,
  betaSignupRequestSchema,
  type BetaSignupResponse,
  type BetaStatus,
} from '../../../../shared/contracts/beta';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { apiRouter, routeAccess } from '../../http/routing';
import { createThrottle } from '../../http/rate-limit';
import { handle } from '../../http/validate';
import { betaRepository } from './repository';

/** Valid signups (new or repeated) one address may send per hour: a family or an office fits. */
export const BETA_SIGNUPS_PER_HOUR = 20;
const HOUR = 3_600_000;

/** The caller's address; req.ip honours 'trust proxy', which hosted mode sets behind a proxy. */
export const clientAddress = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

export function betaRoutes(ctx: AppContext): Router {
  const router = apiRouter();
  const access = routeAccess(ctx);
  const repo = betaRepository(ctx.db);
  const byAddress = createThrottle(ctx.clock, { limit: BETA_SIGNUPS_PER_HOUR, windowMs: HOUR });
  // The deadline is fixed at the first start, not at the first visit.
  const closesAt = repo.closesAt(ctx.clock.now());

  router.get(
    '/beta/status',
    access.public,
    handle({}, (): BetaStatus => {
      const now = ctx.clock.now();
      const spotsTaken = repo.spotsTaken();
      const spotsLeft = Math.max(0, BETA_SPOTS_TOTAL - spotsTaken);
      return { spotsTotal: BETA_SPOTS_TOTAL, spotsTaken, spotsLeft, closesAt, now, open: now < closesAt && spotsLeft > 0 };
    }),
  );

  router.post(
    '/beta-signup',
    access.public,
    handle({ body: betaSignupRequestSchema }, ({ body }, req, res): BetaSignupResponse | undefined => {
      const address = clientAddress(req);
      const wait = byAddress.retryAfterMs(address);
      if (wait > 0) {
        res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
        throw new AppError(429, 'too_many_requests', `Too many signups from this address. Try again in ${Math.ceil(wait / 60_000)} minute(s).`);
      }
      byAddress.hit(address);
      const session = analyticsSessionIdSchema.safeParse(req.headers[ANALYTICS_SESSION_HEADER]);
      const outcome = repo.signUp({ ...body, userId: req.caller?.userId ?? null, analyticsSessionId: session.success ? session.data : null }, ctx.clock.now(), closesAt);
      switch (outcome) {
        case 'closed':
          throw new AppError(409, 'beta_closed', 'The beta signup has closed.');
        case 'full':
          throw new AppError(409, 'beta_full', `All ${BETA_SPOTS_TOTAL} beta spots are taken.`);
        case 'duplicate':
          return { alreadySignedUp: true };
        case 'created':
          // handle() answers 200; a new row is a 201.
          res.status(201).json({ alreadySignedUp: false } satisfies BetaSignupResponse);
          return undefined;
      }
    }),
  );

  return router;
}
