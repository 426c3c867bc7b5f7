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
 * who has reached the end of their way converts: one at checkout buys a plan, else one joins the
 * beta. How far each visitor goes and whether they convert is drawn when they arrive, with the
 * seeded traffic's own rates (resources/demo/traffic.json, visitPlan), so the live figures stay in
 * the seeded band (a few percent of visits buy) however long a dashboard is watched, instead of
 * drifting towards one conversion per tick.
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
import { createRng, type Rng } from '../../lib/random';
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
  /** The furthest step (index into STEPS) this visitor will reach, and what they do there. */
  plan: VisitPlan;
}

export interface VisitPlan {
  lastStep: number;
  outcome: 'purchase' | 'beta_signup' | null;
}

/**
 * One live visitor's way through the funnel, drawn with the rates the seeded days use
 * (db/seed/traffic.ts): pricing, then checkout and purchase scaled by the channel's intent; a
 * visitor who does not reach checkout may join the beta instead.
 */
export function visitPlan(rng: Rng, channel: TrafficChannel): VisitPlan {
  const { rates } = TRAFFIC;
  if (!rng.chance(rates.pricing)) return { lastStep: 0, outcome: rng.chance(rates.betaSignup) ? 'beta_signup' : null };
  if (!rng.chance(Math.min(1, rates.checkout * channel.intent))) return { lastStep: 1, outcome: rng.chance(rates.betaSignup) ? 'beta_signup' : null };
  return { lastStep: 2, outcome: rng.chance(Math.min(1, rates.purchase * channel.intent)) ? 'purchase' : null };
}

/** The share of visits visitPlan ends in a purchase, over the channels' weights (for tests and docs). */
export function expectedPurchaseRate(): number {
  const { rates, channels } = TRAFFIC;
  const total = channels.reduce((sum, c) => sum + c.weight, 0);
  return channels.reduce((sum, c) => sum + (c.weight / total) * rates.pricing * Math.min(1, rates.checkout * c.intent) * Math.min(1, rates.purchase * c.intent), 0);
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
    const campaign = rng.pick(channel.campaigns);
    const visit: LiveVisit = { sessionId: `${LIVE_SESSION_PREFIX}${randomUUID().replace(/-/g, '').slice(0, 20)}`, step: 0, lastAt: now, channel, campaign, plan: visitPlan(rng, channel) };
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
    // Only visitors whose plan goes further move: the funnel narrows as the seeded one does.
    const movable = onSite().filter((v) => v.step < v.plan.lastStep);
    if (movable.length === 0) return;
    const visit = rng.pick(movable);
    visit.step += 1;
    view(visit, STEPS[visit.step]!, ctx.clock.now());
  };

  const convert = () => {
    // Only visitors who will convert and have reached their last step; most visitors never do.
    const ready = onSite().filter((v) => v.plan.outcome !== null && v.step === v.plan.lastStep);
    if (ready.length === 0) return;
    const buyers = ready.filter((v) => v.plan.outcome === 'purchase');
    const now = ctx.clock.now();
    const name = rng.pick(DEMO_NAMES);
    const location = rng.pick(DEMO_LOCATIONS);
    if (buyers.length > 0) {
      const visit = rng.pick(buyers);
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
    const visit = rng.pick(ready);
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
