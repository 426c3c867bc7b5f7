/**
 * Growth capture: the popups' newsletter offer and A/B test conversions (public writes, so both are
 * validated, bounded and rate limited per address), and the owner's A/B results.
 */
import type { Request, Response, Router } from 'express';
import { growthApi } from '../../../../shared/api/growth';
import type { AppContext } from '../../context';
import { endpointRegistrar } from '../../http/endpoints';
import { AppError } from '../../http/errors';
import { createThrottle, type Throttle } from '../../http/rate-limit';
import { apiRouter } from '../../http/routing';
import { createGrowthService } from './service';

/** Writes one address may make per 10 minutes on each endpoint. */
export const GROWTH_WRITES_PER_WINDOW = 20;
const WINDOW_MS = 10 * 60_000;

export function growthRoutes(ctx: AppContext): Router {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);
  const growth = createGrowthService(ctx);
  const newsletterByAddress = createThrottle(ctx.clock, { limit: GROWTH_WRITES_PER_WINDOW, windowMs: WINDOW_MS });
  const abByAddress = createThrottle(ctx.clock, { limit: GROWTH_WRITES_PER_WINDOW, windowMs: WINDOW_MS });
  // Only valid writes count against the address: the contract has checked the body by now.
  const limit = (throttle: Throttle, req: Request, res: Response) => {
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const wait = throttle.retryAfterMs(address);
    if (wait > 0) {
      res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
      throw new AppError(429, 'too_many_requests', 'Too many requests from this address. Try again later.');
    }
    throttle.hit(address);
  };

  on(growthApi.subscribe, ({ body }, req, res) => {
    limit(newsletterByAddress, req, res);
    if (growth.subscribe(body, req.caller?.userId ?? null)) return { alreadySubscribed: false };
    // The same email from the same popup again answers 200, not the declared 201.
    const answer = { alreadySubscribed: true };
    res.status(200).json(answer);
    return answer;
  });

  on(growthApi.abConversion, ({ body }, req, res) => {
    limit(abByAddress, req, res);
    growth.recordAbConversion(body, req.caller?.userId ?? null);
    res.status(204).end();
  });

  on(growthApi.abResults, () => growth.abResults());

  return router;
}
