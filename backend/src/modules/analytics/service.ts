/**
 * First-party analytics collection: one analytics_events row per event, the visit's first-party
 * session (start, end, page views, duration, UTM, referrer, user agent) kept up to date, and the
 * owner dashboards' traffic rollups moved in the same transaction; conversion events of campaign
 * visits. IP addresses are kept only as a salted SHA-256 whose salt rotates every UTC day (derived
 * from a per-installation secret), so addresses cannot be followed across days.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { trackEventRequestSchema } from '../../../../shared/contracts/analytics';
import type { conversionEventRequestSchema } from '../../../../shared/contracts/beta';
import type { AppContext } from '../../context';
import { trafficRollups } from '../command-centre/service';
import { analyticsRepository } from './repository';
import { isoDate } from '../../../../shared/dates';

/** The caller as the HTTP layer sees it. */
export interface EventSource {
  userId: string | null;
  /** The visit's session, from the body or the app's session header (null without one). */
  sessionId: string | null;
  userAgent: string | null;
  /** The connection's address, hashed before it is stored. */
  remoteAddress: string | undefined;
}

/** The UTM fields a page sends as event properties (captured from the landing URL). */
const text = (v: unknown, max = 200) => (typeof v === 'string' && v.length > 0 ? v.slice(0, max) : null);

export function createAnalyticsService(ctx: AppContext) {
  const repo = analyticsRepository(ctx.db);
  const rollups = trafficRollups(ctx.db);
  let secret: string | undefined;
  const installSecret = () => (secret ??= repo.ipHashSecret(randomBytes(16).toString('hex')));
  /** Today's salt: the same address hashes alike within a UTC day and differently the next. */
  const hashAddress = (ip: string | undefined) => {
    if (!ip) return null;
    const day = isoDate(ctx.clock.now());
    const salt = createHmac('sha256', installSecret()).update(day).digest();
    return createHash('sha256').update(salt).update(ip).digest('hex');
  };

  return {
    track(body: z.output<typeof trackEventRequestSchema>, from: EventSource): void {
      const now = ctx.clock.now();
      const p = body.properties ?? {};
      const utm = { utmSource: text(p.utm_source), utmMedium: text(p.utm_medium), utmCampaign: text(p.utm_campaign) };
      const referrer = text(p.referrer, 500);
      const userAgent = from.userAgent?.slice(0, 500) ?? null;
      const ipAddress = hashAddress(from.remoteAddress);
      const isPageView = body.event === 'page_view' ? 1 : 0;
      const { userId, sessionId } = from;
      repo.transaction(() => {
        repo.insertEvent({ userId, event: body.event, properties: body.properties ?? null, sessionId, ...utm, referrer, userAgent, ipAddress, timestamp: now });
        if (!sessionId) return;
        const isNewVisit = repo.openOrExtendSession(sessionId, userId, now, isPageView, { ...utm, referrer, userAgent, ipAddress });
        // The owner dashboards' rollups move with the visit (same transaction).
        if (isNewVisit) rollups.noteVisit(sessionId);
        rollups.noteStage(sessionId, body.properties?.path);
      });
    },

    recordConversion(body: z.output<typeof conversionEventRequestSchema>, from: Pick<EventSource, 'userId' | 'sessionId'>): void {
      repo.insertConversion({
        userId: from.userId,
        type: body.event,
        valueCents: body.value, // integer cents, parsed by the contract
        metadata: { source: body.source, ...(body.campaign ? { campaign: body.campaign } : {}) },
        timestamp: ctx.clock.now(),
        sessionId: from.sessionId,
      });
    },
  };
}
