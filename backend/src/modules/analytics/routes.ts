/**
 * First-party analytics collection: POST /api/analytics/track (an event and its visit's session) and
 * POST /api/analytics/conversion-event (a campaign visit). Both are public, so both are rate limited
 * per address: a flood cannot fill the disk.
 */
import type { Request, Response, Router } from 'express';
import { analyticsApi } from '../../../../shared/api/analytics';
import { ANALYTICS_SESSION_HEADER, analyticsSessionIdSchema } from '../../../../shared/contracts/analytics';
import type { AppContext } from '../../context';
import { endpointRegistrar } from '../../http/endpoints';
import { AppError } from '../../http/errors';
import { createThrottle, type Throttle } from '../../http/rate-limit';
import { apiRouter } from '../../http/routing';
import { createAnalyticsService } from './service';

/** Conversion events one address may send per 10 minutes: a public write must not grow the table without bound. */
export const CONVERSION_EVENTS_PER_WINDOW = 60;
const CONVERSION_WINDOW_MS = 10 * 60_000;
/** Events one address may send a minute: generous for a person clicking around, a wall for a script. */
export const TRACK_EVENTS_PER_MINUTE = 120;

/**
 * The session id the app sends as a header (so event bodies stay exactly the spec's); a malformed
 * header is ignored rather than refused: tracking never gets in a visitor's way.
 */
const sessionHeader = (req: Request) => {
  const parsed = analyticsSessionIdSchema.safeParse(req.headers[ANALYTICS_SESSION_HEADER]);
  return parsed.success ? parsed.data : null;
};

export function analyticsRoutes(ctx: AppContext): Router {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);
  const analytics = createAnalyticsService(ctx);
  const conversionsByAddress = createThrottle(ctx.clock, { limit: CONVERSION_EVENTS_PER_WINDOW, windowMs: CONVERSION_WINDOW_MS });
  const eventsByAddress = createThrottle(ctx.clock, { limit: TRACK_EVENTS_PER_MINUTE, windowMs: 60_000 });
  // Only valid events count against the address: the contract has checked the body by now.
  const limit = (throttle: Throttle, req: Request, res: Response) => {
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const wait = throttle.retryAfterMs(address);
    if (wait > 0) {
      res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
      throw new AppError(429, 'too_many_requests', 'Too many events from this address. Try again later.');
    }
    throttle.hit(address);
  };

  on(analyticsApi.track, ({ body }, req, res) => {
    limit(eventsByAddress, req, res);
    analytics.track(body, {
      userId: req.caller?.userId ?? null,
      sessionId: body.sessionId ?? sessionHeader(req),
      userAgent: req.headers['user-agent'] ?? null,
      remoteAddress: req.socket.remoteAddress,
    });
    res.status(204).end();
  });

  on(analyticsApi.conversionEvent, ({ body }, req, res) => {
    limit(conversionsByAddress, req, res);
    analytics.recordConversion(body, { userId: req.caller?.userId ?? null, sessionId: sessionHeader(req) });
    res.status(204).end();
  });

  return router;
}
