/**
 * The owner's own channel results the trend predictor weighs (SQL over the traffic rollups and
 * conversion_events): sessions and purchases per channel in a window, the last 7 days' sessions,
 * and sessions per hour of day. With demo mode off only real rows are read.
 */
import { eq, sql } from 'drizzle-orm';
import { CONVERSION_TYPES } from '../../../../shared/contracts/dashboards';
import { TRENDS_LAST_ANALYSIS_KEY } from '../../../../shared/contracts/trends';
import type { AppDatabase } from '../../db/open';
import { appSettings } from '../../db/schema';
import { DAY_MS } from '../../../../shared/dates';

const HOUR_MS = 3_600_000;
const RECENT_DAYS = 7;

export interface ChannelRow {
  channel: string;
  sessions: number;
  recentSessions: number;
  conversions: number;
  demoRows: number;
}

export interface HourRow {
  channel: string;
  /** 0-23 in the viewer's time. */
  hour: number;
  sessions: number;
}

export interface ChannelData {
  from: number;
  to: number;
  channels: ChannelRow[];
  hours: HourRow[];
}

export function trendsRepository(db: AppDatabase) {
  return {
    /** [to - days, to): per channel, and per channel and hour of day (tzOffset as Date#getTimezoneOffset). */
    channelData(to: number, days: number, includeDemo: boolean, tzOffsetMinutes: number): ChannelData {
      const from = to - days * DAY_MS;
      const recentFrom = to - RECENT_DAYS * DAY_MS;
      const sourceFilter = includeDemo ? sql`1 = 1` : sql`s.source = 'real'`;
      const conversionSource = includeDemo ? sql`1 = 1` : sql`c.source = 'real'`;
      // Visits come from the traffic rollups (15-minute buckets, modules/command-centre/rollups.ts),
      // so a month of a busy site is a few thousand rows rather than every session.
      const rollupSource = includeDemo ? sql`1 = 1` : sql`r.source = 'real'`;
      // One pass over the window's buckets, per channel and local hour of day (the schedule's
      // input); the channel totals are their sums.
      const shiftMs = tzOffsetMinutes * 60_000;
      const hourly = db.all<{ channel: string; hour: number; sessions: number; recentSessions: number; demoSessions: number }>(sql`
        SELECT r.channel AS channel,
               CAST((r.bucket - ${shiftMs}) / ${HOUR_MS} AS INTEGER) % 24 AS hour,
               sum(r.visits) AS sessions,
               coalesce(sum(CASE WHEN r.bucket >= ${recentFrom} THEN r.visits END), 0) AS recentSessions,
               coalesce(sum(CASE WHEN r.source = 'demo' THEN r.visits END), 0) AS demoSessions
        FROM traffic_rollups r
        WHERE r.bucket >= ${from} AND r.bucket < ${to} AND ${rollupSource}
        GROUP BY r.channel, hour`);
      // A purchase counts for the channel of the session it happened in (any session start: a
      // visit that began the day before the window still brought this window's purchase).
      const conversions = db.all<{ channel: string; conversions: number; demoConversions: number }>(sql`
        SELECT s.channel AS channel, count(*) AS conversions, coalesce(sum(c.source = 'demo'), 0) AS demoConversions
        FROM conversion_events c
        JOIN user_sessions s ON s.session_id = c.session_id
        WHERE c.type = ${CONVERSION_TYPES.purchase} AND c.timestamp >= ${from} AND c.timestamp < ${to}
          AND ${conversionSource} AND ${sourceFilter}
        GROUP BY s.channel`);
      const byChannel = new Map<string, ChannelRow>();
      const row = (channel: string) => {
        let r = byChannel.get(channel);
        if (!r) byChannel.set(channel, (r = { channel, sessions: 0, recentSessions: 0, conversions: 0, demoRows: 0 }));
        return r;
      };
      for (const h of hourly) {
        const r = row(h.channel);
        r.sessions += h.sessions;
        r.recentSessions += h.recentSessions;
        r.demoRows += h.demoSessions;
      }
      for (const c of conversions) {
        const r = row(c.channel);
        r.conversions = c.conversions;
        r.demoRows += c.demoConversions;
      }
      const hours: HourRow[] = hourly.map((h) => ({ channel: h.channel, hour: h.hour, sessions: h.sessions }));
      return { from, to, channels: [...byChannel.values()], hours };
    },

    lastAnalysis(): number | null {
      const value = db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, TRENDS_LAST_ANALYSIS_KEY)).get()?.value;
      const at = value === undefined ? NaN : Number(value);
      return Number.isSafeInteger(at) ? at : null;
    },

    recordAnalysis(at: number): void {
      db.insert(appSettings)
        .values({ key: TRENDS_LAST_ANALYSIS_KEY, value: String(at), updatedAt: at })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: String(at), updatedAt: at } })
        .run();
    },
  };
}
