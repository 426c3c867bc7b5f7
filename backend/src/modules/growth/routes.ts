/**
 * Growth capture (spec growth section 7): the popups' newsletter offer (stored with the time the
 * email was given, as consent) and A/B test conversions. Both are public writes, so both are
 * validated, bounded and rate limited per address.
 */
import { Router, type Request, type Response } from 'express';
import { abTestConversionRequestSchema, newsletterSubscribeRequestSchema } from '../../../../shared/contracts/growth';
import type { AppContext } from '../../context';
import { abTestConversions, newsletterSubscribers } from '../../db/schema';
import { AppError } from '../../http/errors';
import { createThrottle } from '../../http/rate-limit';
import { handle } from '../../http/validate';

/** Writes one address may make per 10 minutes on each endpoint. */
export const GROWTH_WRITES_PER_WINDOW = 20;
const WINDOW_MS = 10 * 60_000;

export function growthRoutes(ctx: AppContext): Router {
  const router = Router();
  const newsletterByAddress = createThrottle(ctx.clock, { limit: GROWTH_WRITES_PER_WINDOW, windowMs: WINDOW_MS });
  const abByAddress = createThrottle(ctx.clock, { limit: GROWTH_WRITES_PER_WINDOW, windowMs: WINDOW_MS });
  const limit = (throttle: ReturnType<typeof createThrottle>, req: Request, res: Response) => {
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const wait = throttle.retryAfterMs(address);
    if (wait > 0) {
      res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
      throw new AppError(429, 'too_many_requests', 'Too many requests from this address. Try again later.');
    }
    throttle.hit(address);
  };

  router.post(
    '/newsletter/subscribe',
    handle({ body: newsletterSubscribeRequestSchema }, ({ body }, req, res) => {
      limit(newsletterByAddress, req, res);
      const inserted = ctx.db
        .insert(newsletterSubscribers)
        .values({ email: body.email, signupSource: body.source, offer: body.offer ?? null, consentAt: ctx.clock.now(), source: 'real' })
        .onConflictDoNothing()
        .run();
      // The same email from the same popup again is not an error: the offer already stands.
      res.status(inserted.changes > 0 ? 201 : 200).json({ alreadySubscribed: inserted.changes === 0 });
    }),
  );

  router.post(
    '/conversion/ab-test',
    handle({ body: abTestConversionRequestSchema }, ({ body }, req, res) => {
      limit(abByAddress, req, res);
      ctx.db
        .insert(abTestConversions)
        .values({ testName: body.testName, variant: body.variant, userId: req.caller?.userId ?? null, conversionValue: body.conversionValue, source: 'real', createdAt: ctx.clock.now() })
        .run();
      res.status(204).end();
    }),
  );

  return router;
}
