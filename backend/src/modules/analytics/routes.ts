/**
 * First-party analytics collection: POST /api/analytics/track stores one analytics_events row and
 * keeps the visit's first-party session (user_sessions: start, end, page views, duration, UTM,
 * referrer, user agent); POST /api/analytics/conversion-event stores one conversion_events row (a
 * campaign visit). IP addresses are kept only as a salted SHA-256 whose salt rotates every UTC day
 * (derived from a per-installation secret), so addresses cannot be followed across days. Both
 * endpoints are public, so both are rate limited per address: a flood cannot fill the disk.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Router, type Request } from 'express';
import { eq, sql } from 'drizzle-orm';
import { ANALYTICS_SESSION_HEADER, analyticsSessionIdSchema, trackEventRequestSchema } from '../../../../shared/contracts/analytics';
import { conversionEventRequestSchema } from '../../../../shared/contracts/beta';
import type { AppContext } from '../../context';
import { analyticsEvents, appSettings, conversionEvents, userSessions } from '../../db/schema';
import { AppError } from '../../http/errors';
import { apiRouter, routeAccess } from '../../http/routing';
import { createThrottle } from '../../http/rate-limit';
import { handle } from '../../http/validate';
import { noteStage, noteVisit } from '../command-centre/rollups';

const SALT_KEY = 'ip_hash_salt';
/** Conversion events one address may send per 10 minutes: a public write must not grow the table without bound. */
export const CONVERSION_EVENTS_PER_WINDOW = 60;
const CONVERSION_WINDOW_MS = 10 * 60_000;
/** Events one address may send a minute: generous for a person clicking around, a wall for a script. */
export const TRACK_EVENTS_PER_MINUTE = 120;

/** The UTM fields a page sends as event properties (captured from the landing URL). */
const text = (v: unknown, max = 200) => (typeof v === 'string' && v.length > 0 ? v.slice(0, max) : null);

export function analyticsRoutes(ctx: AppContext): Router {
  const router = apiRouter();
  const access = routeAccess(ctx);
  const conversionsByAddress = createThrottle(ctx.clock, { limit: CONVERSION_EVENTS_PER_WINDOW, windowMs: CONVERSION_WINDOW_MS });
  const eventsByAddress = createThrottle(ctx.clock, { limit: TRACK_EVENTS_PER_MINUTE, windowMs: 60_000 });
  let secret: string | undefined;
  const installSecret = () => {
    if (secret) return secret;
    ctx.db.insert(appSettings).values({ key: SALT_KEY, value: randomBytes(16).toString('hex') }).onConflictDoNothing().run();
    secret = ctx.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SALT_KEY)).get()!.value;
    return secret;
  };
  /** Today's salt: the same address hashes alike within a UTC day and differently the next. */
  const hashAddress = (ip: string | undefined) => {
    if (!ip) return null;
    const day = new Date(ctx.clock.now()).toISOString().slice(0, 10);
    const salt = createHmac('sha256', installSecret()).update(day).digest();
    return createHash('sha256').update(salt).update(ip).digest('hex');
  };
  const limit = (throttle: ReturnType<typeof createThrottle>, req: Request, res: { setHeader(n: string, v: string): void }) => {
    const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    const wait = throttle.retryAfterMs(address);
    if (wait > 0) {
      res.setHeader('Retry-After', String(Math.ceil(wait / 1000)));
      throw new AppError(429, 'too_many_requests', 'Too many events from this address. Try again later.');
    }
    throttle.hit(address);
  };

  router.post(
    '/analytics/track',
    access.public,
    handle({ body: trackEventRequestSchema }, ({ body }, req, res) => {
      limit(eventsByAddress, req, res);
      const now = ctx.clock.now();
      const p = body.properties ?? {};
      const utm = { utmSource: text(p.utm_source), utmMedium: text(p.utm_medium), utmCampaign: text(p.utm_campaign) };
      const referrer = text(p.referrer, 500);
      const userAgent = req.headers['user-agent']?.slice(0, 500) ?? null;
      const ipAddress = hashAddress(req.socket.remoteAddress);
      const userId = req.caller?.userId ?? null;
      const isPageView = body.event === 'page_view' ? 1 : 0;
      // The app sends its session id as a header (so event bodies stay exactly the spec's); a
      // malformed header is ignored rather than refused: tracking never gets in a visitor's way.
      const fromHeader = analyticsSessionIdSchema.safeParse(req.headers[ANALYTICS_SESSION_HEADER]);
      const sessionId = body.sessionId ?? (fromHeader.success ? fromHeader.data : null);
      ctx.db.transaction((tx) => {
        tx.insert(analyticsEvents)
          .values({ userId, event: body.event, properties: body.properties ?? null, sessionId, source: 'real', ...utm, referrer, userAgent, ipAddress, timestamp: now })
          .run();
        if (!sessionId) return;
        const isNewVisit = tx.select({ id: userSessions.id }).from(userSessions).where(eq(userSessions.sessionId, sessionId)).get() === undefined;
        // The first event opens the session with where the visit came from; later ones extend it.
        tx.insert(userSessions)
          .values({ sessionId, userId, startTime: now, endTime: now, durationMs: 0, pageViews: isPageView, ...utm, referrer, userAgent, ipAddress, source: 'real' })
          .onConflictDoUpdate({
            target: userSessions.sessionId,
            set: {
              endTime: now,
              durationMs: sql`${now} - ${userSessions.startTime}`,
              pageViews: sql`${userSessions.pageViews} + ${isPageView}`,
              userId: sql`coalesce(${userSessions.userId}, ${userId})`,
            },
          })
          .run();
        // The owner dashboards' rollups move with the visit (same transaction).
        if (isNewVisit) noteVisit(ctx.db.$client, sessionId);
        noteStage(ctx.db.$client, sessionId, body.properties?.path);
      });
      res.status(204).end();
    }),
  );
  router.post(
    '/analytics/conversion-event',
    access.public,
    handle({ body: conversionEventRequestSchema }, ({ body }, req, res) => {
      limit(conversionsByAddress, req, res);
      const fromHeader = analyticsSessionIdSchema.safeParse(req.headers[ANALYTICS_SESSION_HEADER]);
      ctx.db
        .insert(conversionEvents)
        .values({
          userId: req.caller?.userId ?? null,
          type: body.event,
          valueCents: body.value, // integer cents, parsed by the contract
          metadata: { source: body.source, ...(body.campaign ? { campaign: body.campaign } : {}) },
          source: 'real',
          timestamp: ctx.clock.now(),
          sessionId: fromHeader.success ? fromHeader.data : null,
        })
        .run();
      res.status(204).end();
    }),
  );
  return router;
}
