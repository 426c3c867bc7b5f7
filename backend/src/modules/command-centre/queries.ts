/**
 * The owner dashboards' figures, computed in SQL over analytics_events, user_sessions and
 * conversion_events (definitions in shared/contracts/dashboards.ts). Statements are prepared once
 * per database; period figures sum the traffic rollups (rollups.ts, migration 0011) and the rest
 * answer from the indexes of migration 0010, so each read stays under 50 ms with a million stored
 * events (bench/command-centre-bench.ts).
 *
 * Demo rows (source 'demo') count only in demo mode: every statement takes :all (1 = every row,
 * 0 = real rows only).
 */
import type Database from 'better-sqlite3';
import {
  ACTIVE_WINDOW_MINUTES,
  ACTIVITY_FEED_SIZE,
  CONVERSION_TYPES,
  FUNNEL_STAGES,
  HOURLY_BUCKETS,
  PERIOD_DAYS,
  RECENT_CONVERSIONS_SIZE,
  TOP_PAGES_SIZE,
  type ActivityItem,
  type DashboardPeriod,
  type HourlyTraffic,
  type RecentConversion,
  type TopPage,
  type TrafficSource,
} from '../../../../shared/contracts/dashboards';
import type { AppDatabase } from '../../db/open';
import { DAY_MS } from '../../../../shared/dates';

const HOUR_MS = 60 * 60_000;
const SOURCES = `(:all = 1 OR source = 'real')`;

export interface TimeWindow {
  period: DashboardPeriod;
  from: number;
  to: number;
}

/**
 * [from, to]: from the viewer's midnight (tzOffset = Date#getTimezoneOffset minutes, so local time is
 * UTC minus the offset) back to cover the period's calendar days, up to now.
 */
export function periodWindow(period: DashboardPeriod, tzOffset: number, now: number): TimeWindow {
  const offsetMs = tzOffset * 60_000;
  const localMidnight = Math.floor((now - offsetMs) / DAY_MS) * DAY_MS + offsetMs;
  return { period, from: localMidnight - (PERIOD_DAYS[period] - 1) * DAY_MS, to: now };
}

/**
 * [from, to]: the viewer's current local hour (tzOffset as for periods) and the HOURLY_BUCKETS - 1
 * hours before it. Local hours start on a 15-minute boundary, so whole rollup buckets cover them.
 */
export function hourlyWindow(tzOffset: number, now: number): { from: number; to: number } {
  const offsetMs = tzOffset * 60_000;
  const hourStart = Math.floor((now - offsetMs) / HOUR_MS) * HOUR_MS + offsetMs;
  return { from: hourStart - (HOURLY_BUCKETS - 1) * HOUR_MS, to: now };
}

/** Two decimals, as a number. */
export const round2 = (n: number) => Math.round(n * 100) / 100;
/** part / whole x 100 with two decimals; 0 when whole is 0. */
export const percent = (part: number, whole: number) => (whole > 0 ? round2((part / whole) * 100) : 0);
const dollars = (cents: number) => round2(cents / 100);

interface Bounds {
  from: number;
  to: number;
  all: 0 | 1;
}

function statements(sqlite: Database.Database) {
  const p = (source: string) => sqlite.prepare(source);
  return {
    // Periods start on a 15-minute boundary, so whole buckets cover them exactly (rollups.ts).
    periodVisits: p(
      `SELECT coalesce(sum(visits), 0) AS visits, coalesce(sum(pricing), 0) AS pricing, coalesce(sum(checkout), 0) AS checkout
       FROM traffic_rollups WHERE bucket >= :from AND bucket <= :to AND ${SOURCES}`,
    ),
    visitsByChannel: p(`SELECT channel, sum(visits) AS visits FROM traffic_rollups WHERE bucket >= :from AND bucket <= :to AND ${SOURCES} GROUP BY channel`),
    // Rolling windows (the last 24 hours) do not fall on buckets: counted from the sessions.
    visits: p(`SELECT count(*) AS n FROM user_sessions WHERE start_time >= :from AND start_time <= :to AND ${SOURCES}`),
    visitors: p(
      `SELECT count(DISTINCT coalesce(ip_address, session_id)) AS n FROM user_sessions WHERE start_time >= :from AND start_time <= :to AND ${SOURCES}`,
    ),
    activeSessions: p(`SELECT count(*) AS n FROM user_sessions WHERE end_time >= :from AND end_time <= :to AND ${SOURCES}`),
    conversionTotals: p(
      `SELECT type, count(*) AS n, coalesce(sum(value_cents), 0) AS cents FROM conversion_events
       WHERE type IN ('${CONVERSION_TYPES.purchase}', '${CONVERSION_TYPES.betaSignup}') AND timestamp >= :from AND timestamp <= :to AND ${SOURCES}
       GROUP BY type`,
    ),
    purchasesByChannel: p(
      `SELECT coalesce(s.channel, 'unattributed') AS channel, count(*) AS n, coalesce(sum(c.value_cents), 0) AS cents
       FROM conversion_events c LEFT JOIN user_sessions s ON s.session_id = c.session_id
       WHERE c.type = '${CONVERSION_TYPES.purchase}' AND c.timestamp >= :from AND c.timestamp <= :to AND (:all = 1 OR c.source = 'real')
       GROUP BY 1`,
    ),
    // The latest few first, then their joins: joining every conversion of a month before the sort is slow.
    recentConversions: p(
      `SELECT c.id, c.type, c.tier, c.value_cents AS cents, c.timestamp, c.source,
              json_extract(c.metadata, '$.name') AS demoName, json_extract(c.metadata, '$.location') AS location,
              coalesce(s.channel, 'unattributed') AS channel, u.first_name AS firstName
       FROM (SELECT * FROM conversion_events
             WHERE type IN ('${CONVERSION_TYPES.purchase}', '${CONVERSION_TYPES.betaSignup}') AND timestamp >= :from AND timestamp <= :to AND ${SOURCES}
             ORDER BY timestamp DESC, id LIMIT ${RECENT_CONVERSIONS_SIZE}) c
       LEFT JOIN user_sessions s ON s.session_id = c.session_id
       LEFT JOIN users u ON u.id = c.user_id
       ORDER BY c.timestamp DESC, c.id`,
    ),
    pageViews: p(`SELECT count(*) AS n FROM analytics_events WHERE event = 'page_view' AND timestamp >= :from AND timestamp <= :to AND ${SOURCES}`),
    // Per hour of an hourly window (:from is an hour start); each reads one covering index. Bound
    // numbers arrive as REAL, hence the cast: the hour's index, not a fraction.
    visitsByHour: p(
      `SELECT CAST((bucket - :from) / ${HOUR_MS} AS INTEGER) AS hour, sum(visits) AS n FROM traffic_rollups WHERE bucket >= :from AND bucket <= :to AND ${SOURCES} GROUP BY 1`,
    ),
    pageViewsByHour: p(
      `SELECT CAST((timestamp - :from) / ${HOUR_MS} AS INTEGER) AS hour, count(*) AS n FROM analytics_events
       WHERE event = 'page_view' AND timestamp >= :from AND timestamp <= :to AND ${SOURCES} GROUP BY 1`,
    ),
    purchasesByHour: p(
      `SELECT CAST((timestamp - :from) / ${HOUR_MS} AS INTEGER) AS hour, count(*) AS n, coalesce(sum(value_cents), 0) AS cents FROM conversion_events
       WHERE type = '${CONVERSION_TYPES.purchase}' AND timestamp >= :from AND timestamp <= :to AND ${SOURCES} GROUP BY 1`,
    ),
    topPages: p(
      `SELECT path, count(*) AS n FROM analytics_events
       WHERE event = 'page_view' AND timestamp >= :from AND timestamp <= :to AND ${SOURCES} AND path IS NOT NULL
       GROUP BY path ORDER BY n DESC, path LIMIT ${TOP_PAGES_SIZE}`,
    ),
    recentActivity: p(
      `SELECT e.id, e.event, e.path, e.timestamp, e.source, coalesce(s.channel, 'direct') AS channel
       FROM analytics_events e LEFT JOIN user_sessions s ON s.session_id = e.session_id
       WHERE e.timestamp <= :to AND (:all = 1 OR e.source = 'real')
       ORDER BY e.timestamp DESC, e.id LIMIT ${ACTIVITY_FEED_SIZE}`,
    ),
  };
}

type Statements = ReturnType<typeof statements>;
const prepared = new WeakMap<Database.Database, Statements>();
const count = (statement: Database.Statement, params: object) => (statement.get(params) as { n: number }).n;

/** The dashboard queries over one database; `includeDemo` is the server's demo mode. */
export function dashboardQueries(db: AppDatabase, includeDemo: boolean) {
  const sqlite = db.$client;
  let s = prepared.get(sqlite);
  if (!s) {
    s = statements(sqlite);
    prepared.set(sqlite, s);
  }
  const q = s;
  const all: 0 | 1 = includeDemo ? 1 : 0;
  const bounds = (w: { from: number; to: number }): Bounds => ({ from: w.from, to: w.to, all });

  const periodVisits = (b: Bounds) => q.periodVisits.get(b) as { visits: number; pricing: number; checkout: number };
  const conversionTotals = (b: Bounds) => {
    const rows = q.conversionTotals.all(b) as { type: string; n: number; cents: number }[];
    const of = (type: string) => rows.find((r) => r.type === type) ?? { n: 0, cents: 0 };
    const purchases = of(CONVERSION_TYPES.purchase);
    return { purchases: purchases.n, revenueCents: purchases.cents, betaSignups: of(CONVERSION_TYPES.betaSignup).n };
  };

  return {
    activeUsers(now: number): number {
      return count(q.activeSessions, bounds({ from: now - ACTIVE_WINDOW_MINUTES * 60_000, to: now }));
    },

    recentActivity(now: number): ActivityItem[] {
      const rows = q.recentActivity.all(bounds({ from: 0, to: now })) as { id: string; event: string; path: unknown; timestamp: number; source: string; channel: string }[];
      return rows.map((r) => ({
        id: r.id,
        event: r.event,
        path: typeof r.path === 'string' ? r.path : null,
        channel: r.channel,
        timestamp: r.timestamp,
        demo: r.source === 'demo',
      }));
    },

    last24h(now: number) {
      const b = bounds({ from: now - DAY_MS, to: now });
      const totals = conversionTotals(b);
      return {
        pageViews: count(q.pageViews, b),
        sessions: count(q.visits, b),
        visitors: count(q.visitors, b),
        conversions: totals.purchases,
        betaSignups: totals.betaSignups,
        revenue: dollars(totals.revenueCents),
      };
    },

    conversions(w: TimeWindow) {
      const b = bounds(w);
      const { visits } = periodVisits(b);
      const totals = conversionTotals(b);
      return {
        visits,
        conversions: totals.purchases,
        betaSignups: totals.betaSignups,
        conversionRate: percent(totals.purchases, visits),
        totalRevenue: dollars(totals.revenueCents),
        avgOrderValue: totals.purchases > 0 ? round2(totals.revenueCents / 100 / totals.purchases) : 0,
      };
    },

    recentConversions(w: TimeWindow): RecentConversion[] {
      const rows = q.recentConversions.all(bounds(w)) as {
        id: string;
        type: RecentConversion['type'];
        tier: string | null;
        cents: number;
        timestamp: number;
        source: string;
        demoName: unknown;
        location: unknown;
        channel: string;
        firstName: string | null;
      }[];
      return rows.map((r) => {
        const demo = r.source === 'demo';
        return {
          id: r.id,
          type: r.type,
          name: demo ? (typeof r.demoName === 'string' ? r.demoName : 'Demo visitor') : (r.firstName ?? 'Visitor'),
          plan: r.type === CONVERSION_TYPES.purchase ? r.tier : null,
          revenue: dollars(r.cents),
          channel: r.channel,
          location: demo && typeof r.location === 'string' ? r.location : null,
          timestamp: r.timestamp,
          demo,
        };
      });
    },

    /** Visits, page views, purchases and revenue per hour of hourlyWindow, oldest first. */
    hourly(w: { from: number; to: number }): HourlyTraffic[] {
      const b = bounds(w);
      const hours: HourlyTraffic[] = Array.from({ length: HOURLY_BUCKETS }, (_, i) => ({ start: w.from + i * HOUR_MS, visits: 0, pageViews: 0, purchases: 0, revenue: 0 }));
      for (const r of q.visitsByHour.all(b) as { hour: number; n: number }[]) hours[r.hour]!.visits = r.n;
      for (const r of q.pageViewsByHour.all(b) as { hour: number; n: number }[]) hours[r.hour]!.pageViews = r.n;
      for (const r of q.purchasesByHour.all(b) as { hour: number; n: number; cents: number }[]) {
        hours[r.hour]!.purchases = r.n;
        hours[r.hour]!.revenue = dollars(r.cents);
      }
      return hours;
    },

    /** The last 24 hours' page views: their total and the most viewed pages. */
    topPages(now: number): { totalPageViews: number; pages: TopPage[] } {
      const b = bounds({ from: now - DAY_MS, to: now });
      const rows = q.topPages.all(b) as { path: string; n: number }[];
      return { totalPageViews: count(q.pageViews, b), pages: rows.map((r) => ({ path: r.path, pageViews: r.n })) };
    },

    /** Per channel, most visits first (then most revenue, then name). */
    trafficSources(w: TimeWindow): TrafficSource[] {
      const b = bounds(w);
      const byChannel = new Map<string, TrafficSource>();
      const row = (source: string) => {
        let r = byChannel.get(source);
        if (!r) byChannel.set(source, (r = { source, visits: 0, conversions: 0, revenue: 0, conversionRate: 0 }));
        return r;
      };
      for (const v of q.visitsByChannel.all(b) as { channel: string; visits: number }[]) row(v.channel).visits = v.visits;
      for (const c of q.purchasesByChannel.all(b) as { channel: string; n: number; cents: number }[]) {
        const r = row(c.channel);
        r.conversions = c.n;
        r.revenue = dollars(c.cents);
      }
      for (const r of byChannel.values()) r.conversionRate = percent(r.conversions, r.visits);
      return [...byChannel.values()].sort((a, z) => z.visits - a.visits || z.revenue - a.revenue || a.source.localeCompare(z.source));
    },

    funnel(w: TimeWindow) {
      const b = bounds(w);
      const visits = periodVisits(b);
      const stages = [visits.visits, visits.pricing, visits.checkout, conversionTotals(b).purchases] as const;
      const dropoffPoints = [1, 2, 3].map((stage) => {
        const before = stages[stage - 1]!;
        const lost = Math.max(0, before - stages[stage]!);
        return { stage, from: FUNNEL_STAGES[stage - 1]!, to: FUNNEL_STAGES[stage]!, lost, dropoffRate: before > 0 ? Math.round((lost / before) * 1000) / 10 : 0 };
      });
      const [totalVisitors, pricingViews, checkoutStarts, conversions] = stages;
      const rate = totalVisitors > 0 ? (conversions / totalVisitors) * 100 : 0;
      return { totalVisitors, pricingViews, checkoutStarts, conversions, conversionRate: rate.toFixed(2), dropoffPoints };
    },
  };
}
