/**
 * Live demo activity (docs/product.md "Real data, honest labels"): in demo mode, while an owner
 * dashboard is being watched, the server writes ordinary visit, page-view, signup and purchase rows
 * marked source 'demo' on the spec's simulated ticks (docs/product.md "Command centre": 3 s, 2 s
 * and 8 s), so every dashboard moves through the same read APIs as real data. Nothing runs outside
 * demo mode, and the timers stop WATCH_IDLE_MS after the last dashboard read, so an idle app writes
 * nothing.
 *
 * Ticks: every 3 s a visitor arrives (a session and its landing page view); every 2 s one visitor
 * still on the site moves a step along the funnel (/ -> /pricing -> /checkout); every 8 s a visitor
 * converts: one at checkout buys a plan, else one elsewhere joins the beta.
 *
 * Disk: a dashboard left open all day would add about 30,000 visits; only the newest
 * MAX_LIVE_DEMO_SESSIONS live visits are kept (with their events and conversions), the older ones
 * are deleted every PRUNE_EVERY_ARRIVALS arrivals. The seeded demo data is never touched.
 */
import { randomUUID } from 'node:crypto';
import { CONVERSION_TYPES, FUNNEL_PATHS } from '../../../../shared/contracts/dashboards';
import { PLANS, planPriceCents, type PlanId } from '../../../../shared/plans';
import type { AppContext } from '../../context';
import { eq, sql } from 'drizzle-orm';
import { analyticsEvents, conversionEvents, userSessions } from '../../db/schema';
import { createRng } from '../../lib/random';
import { TRAFFIC, type TrafficChannel } from './demo-traffic';
import { deleteSessions, noteStage, noteVisit } from './rollups';

export const DEMO_TICKS_MS = { arrival: 3_000, step: 2_000, conversion: 8_000 } as const;
/** About 17 hours of watching at one arrival every 3 s. */
export const MAX_LIVE_DEMO_SESSIONS = 20_000;
/** About every 10 minutes of watching. */
const PRUNE_EVERY_ARRIVALS = 200;
/** Session ids of live demo visits start with this; the seeded demo visits' do not. */
const LIVE_SESSION_PREFIX = 'demo_live_';
/** The generator stops this long after the last dashboard read. */
export const WATCH_IDLE_MS = 2 * 60_000;
/** A demo visitor leaves after this long without a step (and no longer counts as on the site). */
const VISIT_MS = 4 * 60_000;
/** Illustrative names and places for the demo conversions feed (real rows carry no location). */
const DEMO_NAMES = ['Alex', 'Jordan', 'Sam', 'Priya', 'Mateo', 'Chen', 'Fatima', 'Noah', 'Emma', 'Lucas', 'Aisha', 'Olivia'];
const DEMO_LOCATIONS = ['Austin, TX', 'Denver, CO', 'Seattle, WA', 'Toronto, ON', 'Chicago, IL', 'London, UK', 'Boston, MA', 'Portland, OR'];
const STEPS = ['/', FUNNEL_PATHS.pricing, FUNNEL_PATHS.checkout] as const;

interface LiveVisit {
  sessionId: string;
  step: number;
  lastAt: number;
  channel: TrafficChannel;
  campaign: string | null;
}

export interface DemoActivity {
  /** A dashboard was read: start the ticks (demo mode only) and keep them running a while. */
  touch(): void;
  /** One tick of each kind, for tests. */
  arrive(): void;
  step(): void;
  convert(): void;
  /** Deletes all but the newest `maxLiveSessions` live demo visits; returns how many went. */
  prune(): number;
  stop(): void;
}

export interface DemoActivityLimits {
  maxLiveSessions: number;
  pruneEveryArrivals: number;
}

export function createDemoActivity(
  ctx: AppContext,
  limits: DemoActivityLimits = { maxLiveSessions: MAX_LIVE_DEMO_SESSIONS, pruneEveryArrivals: PRUNE_EVERY_ARRIVALS },
): DemoActivity {
  const rng = createRng(`live-demo/${ctx.clock.now()}`);
  const visits: LiveVisit[] = [];
  let timers: NodeJS.Timeout[] = [];
  let lastTouch = 0;
  let arrivals = 0;

  const onSite = () => {
    const now = ctx.clock.now();
    for (let i = visits.length - 1; i >= 0; i--) if (now - visits[i]!.lastAt > VISIT_MS) visits.splice(i, 1);
    return visits;
  };

  const view = (visit: LiveVisit, path: string, now: number) => {
    ctx.db.transaction((tx) => {
      tx.insert(analyticsEvents)
        .values({
          event: 'page_view',
          properties: { path },
          sessionId: visit.sessionId,
          source: 'demo',
          utmSource: visit.channel.utmSource,
          utmMedium: visit.channel.utmMedium,
          utmCampaign: visit.campaign,
          referrer: visit.channel.referrer,
          timestamp: now,
        })
        .run();
      tx.update(userSessions)
        .set({ endTime: now, pageViews: sql`${userSessions.pageViews} + 1`, durationMs: sql`${now} - ${userSessions.startTime}` })
        .where(eq(userSessions.sessionId, visit.sessionId))
        .run();
      noteStage(ctx.db.$client, visit.sessionId, path);
    });
    visit.lastAt = now;
  };

  const arrive = () => {
    const now = ctx.clock.now();
    const channel = rng.weighted(TRAFFIC.channels);
    const visit: LiveVisit = { sessionId: `${LIVE_SESSION_PREFIX}${randomUUID().replace(/-/g, '').slice(0, 20)}`, step: 0, lastAt: now, channel, campaign: rng.pick(channel.campaigns) };
    ctx.db.transaction(() => {
      ctx.db
        .insert(userSessions)
        .values({
          sessionId: visit.sessionId,
          startTime: now,
          endTime: now,
          pageViews: 0,
          durationMs: 0,
          utmSource: channel.utmSource,
          utmMedium: channel.utmMedium,
          utmCampaign: visit.campaign,
          referrer: channel.referrer,
          userAgent: rng.pick(TRAFFIC.userAgents),
          source: 'demo',
        })
        .run();
      noteVisit(ctx.db.$client, visit.sessionId);
      view(visit, STEPS[0], now);
    });
    visits.push(visit);
    arrivals += 1;
    if (arrivals % limits.pruneEveryArrivals === 0) prune();
  };

  const live = `source = 'demo' AND substr(session_id, 1, ${LIVE_SESSION_PREFIX.length}) = '${LIVE_SESSION_PREFIX}'`;
  const prune = () => {
    const pruned = deleteSessions(
      ctx.db.$client,
      `SELECT session_id FROM user_sessions WHERE ${live}
         AND start_time < coalesce((SELECT start_time FROM user_sessions WHERE ${live} ORDER BY start_time DESC LIMIT 1 OFFSET ?), -1)`,
      [limits.maxLiveSessions - 1],
    );
    // A visitor still on the site may have been among them (only with a tiny limit): forget it too.
    if (pruned > 0) {
      const exists = ctx.db.$client.prepare('SELECT 1 FROM user_sessions WHERE session_id = ?').pluck();
      for (let i = visits.length - 1; i >= 0; i--) if (exists.get(visits[i]!.sessionId) === undefined) visits.splice(i, 1);
    }
    return pruned;
  };

  const step = () => {
    const movable = onSite().filter((v) => v.step < STEPS.length - 1);
    if (movable.length === 0) return;
    const visit = rng.pick(movable);
    // Most visitors who could go further do not: the funnel narrows as real ones do.
    if (!rng.chance(visit.step === 0 ? 0.45 : 0.35)) return;
    visit.step += 1;
    view(visit, STEPS[visit.step]!, ctx.clock.now());
  };

  const convert = () => {
    const here = onSite();
    if (here.length === 0) return;
    const atCheckout = here.filter((v) => v.step === STEPS.length - 1);
    const now = ctx.clock.now();
    const name = rng.pick(DEMO_NAMES);
    const location = rng.pick(DEMO_LOCATIONS);
    if (atCheckout.length > 0) {
      const visit = rng.pick(atCheckout);
      const plan: PlanId = rng.chance(TRAFFIC.rates.businessPlan) ? 'business' : 'pro';
      ctx.db.transaction(() => {
        ctx.db
          .insert(conversionEvents)
          .values({
            type: CONVERSION_TYPES.purchase,
            valueCents: planPriceCents(plan, 'month'),
            tier: PLANS[plan].tier,
            metadata: { plan, name, location },
            sessionId: visit.sessionId,
            source: 'demo',
            timestamp: now,
          })
          .run();
        view(visit, '/payment-success', now);
      });
      visits.splice(visits.indexOf(visit), 1);
      return;
    }
    const visit = rng.pick(here);
    const financialGoal = rng.pick(TRAFFIC.financialGoals);
    ctx.db.transaction(() => {
      ctx.db
        .insert(conversionEvents)
        .values({ type: CONVERSION_TYPES.betaSignup, valueCents: 0, metadata: { financialGoal, name, location }, sessionId: visit.sessionId, source: 'demo', timestamp: now })
        .run();
      view(visit, '/beta', now);
    });
    visits.splice(visits.indexOf(visit), 1);
  };

  const stop = () => {
    for (const t of timers) clearInterval(t);
    timers = [];
  };

  const guarded = (tick: () => void) => () => {
    if (Date.now() - lastTouch > WATCH_IDLE_MS) return stop();
    try {
      tick();
    } catch (error) {
      // A failed demo write must never take the server down; the next tick tries again.
      ctx.logger.warn({ err: error }, 'demo activity tick failed');
    }
  };

  return {
    touch() {
      if (!ctx.demo) return;
      lastTouch = Date.now();
      if (timers.length > 0) return;
      timers = [
        setInterval(guarded(arrive), DEMO_TICKS_MS.arrival),
        setInterval(guarded(step), DEMO_TICKS_MS.step),
        setInterval(guarded(convert), DEMO_TICKS_MS.conversion),
      ];
      for (const t of timers) t.unref();
    },
    arrive,
    step,
    convert,
    prune,
    stop,
  };
}
