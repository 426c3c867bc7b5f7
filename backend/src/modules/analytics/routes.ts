/**
 * First-party analytics collection: POST /api/analytics/track stores one analytics_events row;
 * POST /api/analytics/conversion-event stores one conversion_events row (a campaign visit).
 * IP addresses are kept only as a salted SHA-256 (the salt is per installation).
 */
import { createHash, randomBytes } from 'node:crypto';
import { Router } from 'express';
import { eq } from 'drizzle-orm';
import { trackEventRequestSchema } from '../../../../shared/contracts/analytics';
import { conversionEventRequestSchema } from '../../../../shared/contracts/beta';
import type { AppContext } from '../../context';
import { analyticsEvents, appSettings, conversionEvents } from '../../db/schema';
import { AppError } from '../../http/errors';
import { createThrottle } from '../../http/rate-limit';
import { handle } from '../../http/validate';

const SALT_KEY = 'ip_hash_salt';
/** Conversion events one address may send per 10 minutes: a public write must not grow the table without bound. */
export const CONVERSION_EVENTS_PER_WINDOW = 60;
const CONVERSION_WINDOW_MS = 10 * 60_000;

export function analyticsRoutes(ctx: AppContext): Router {
  const router = Router();
  const conversionsByAddress = createThrottle(ctx.clock, { limit: CONVERSION_EVENTS_PER_WINDOW, windowMs: CONVERSION_WINDOW_MS });
  let salt: string | undefined;
  const ipSalt = () => {
    if (salt) return salt;
    ctx.db.insert(appSettings).values({ key: SALT_KEY, value: randomBytes(16).toString('hex') }).onConflictDoNothing().run();
    salt = ctx.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SALT_KEY)).get()!.value;
    return salt;
  };

  router.post(
    '/analytics/track',
    handle(
      { body: trackEventRequestSchema },
      ({ body }, req, res) => {
        const ip = req.socket.remoteAddress;
        ctx.db
          .insert(analyticsEvents)
          .values({
            userId: req.caller?.userId ?? null,
            event: body.event,
            properties: body.properties ?? null,
            sessionId: body.sessionId ?? null,
            source: 'real',
            userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
            ipAddress: ip ? createHash('sha256').update(ipSalt()).update(ip).digest('hex') : null,
            timestamp: ctx.clock.now(),
          })
          .run();
        res.status(204).end();
      },
    ),
  );
  router.post(
    '/analytics/conversion-event',
    handle({ body: conversionEventRequestSchema }, ({ body }, req, res) => {
      const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
      const wait = conversionsByAddress.retryAfterMs(address);
      if (wait > 0) {
        res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
        throw new AppError(429, 'too_many_requests', 'Too many events from this address. Try again later.');
      }
      conversionsByAddress.hit(address);
      ctx.db
        .insert(conversionEvents)
        .values({
          userId: req.caller?.userId ?? null,
          type: body.event,
          valueCents: Math.round(body.value * 100),
          metadata: { source: body.source, ...(body.campaign ? { campaign: body.campaign } : {}) },
          source: 'real',
          timestamp: ctx.clock.now(),
        })
        .run();
      res.status(204).end();
    }),
  );
  return router;
}
