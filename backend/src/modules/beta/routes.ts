/**
 * The beta programme: POST /api/beta-signup and GET /api/beta/status. Both are public (a marketing
 * page); a signed-in visitor's id is kept.
 */
import type { Request, Router } from 'express';
import { betaApi } from '../../../../shared/api/beta';
import { ANALYTICS_SESSION_HEADER, analyticsSessionIdSchema } from '../../../../shared/contracts/analytics';
import type { BetaSignupResponse } from '../../../../shared/contracts/beta';
import type { AppContext } from '../../context';
import { endpointRegistrar } from '../../http/endpoints';
import { AppError } from '../../http/errors';
import { createThrottle } from '../../http/rate-limit';
import { apiRouter } from '../../http/routing';
import { createBetaService, type BetaWindowConfig } from './service';

/** Valid signups (new or repeated) one address may send per hour: a family or an office fits. */
export const BETA_SIGNUPS_PER_HOUR = 20;
const HOUR = 3_600_000;

/** The caller's address; req.ip honours 'trust proxy', which hosted mode sets behind a proxy. */
export const clientAddress = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

export function betaRoutes(ctx: AppContext, window: BetaWindowConfig = {}): Router {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);
  const beta = createBetaService(ctx, window);
  const byAddress = createThrottle(ctx.clock, { limit: BETA_SIGNUPS_PER_HOUR, windowMs: HOUR });

  on(betaApi.status, () => beta.status());

  on(betaApi.signup, ({ body }, req, res): BetaSignupResponse => {
    // Only valid signups count against the address (the contract has already checked the body).
    const address = clientAddress(req);
    const wait = byAddress.retryAfterMs(address);
    if (wait > 0) {
      res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
      throw new AppError(429, 'too_many_requests', `Too many signups from this address. Try again in ${Math.ceil(wait / 60_000)} minute(s).`);
    }
    byAddress.hit(address);
    const session = analyticsSessionIdSchema.safeParse(req.headers[ANALYTICS_SESSION_HEADER]);
    const outcome = beta.signUp({ ...body, userId: req.caller?.userId ?? null, analyticsSessionId: session.success ? session.data : null });
    if (outcome === 'created') return { alreadySignedUp: false };
    // A known email answers 200, not the declared 201 of a new signup.
    const answer = { alreadySignedUp: true };
    res.status(200).json(answer);
    return answer;
  });

  return router;
}
