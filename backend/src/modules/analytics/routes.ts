/**
 * First-party analytics collection: POST /api/analytics/track stores one analytics_events row.
 * IP addresses are kept only as a salted SHA-256 (the salt is per installation).
 */
import { createHash, randomBytes } from 'node:crypto';
import { Router } from 'express';
import { eq } from 'drizzle-orm';
import { trackEventRequestSchema } from '../../../../shared/contracts/analytics';
import type { AppContext } from '../../context';
import { analyticsEvents, appSettings } from '../../db/schema';
import { handle } from '../../http/validate';

const SALT_KEY = 'ip_hash_salt';

export function analyticsRoutes(ctx: AppContext): Router {
  const router = Router();
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
  return router;
}
