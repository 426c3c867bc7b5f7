/**
 * Traffic rollups (migration 0011): visits per 15-minute bucket of their start, by data source and
 * channel, with how many reached /pricing and /checkout. The owner dashboards sum a period's
 * buckets (a 30-day period is at most 2,880 buckets per channel) instead of counting every session,
 * so they answer in milliseconds with a million stored events. Periods start at the viewer's
 * midnight, which is always on a 15-minute boundary (time-zone offsets are multiples of 15 minutes).
 *
 * Every writer of user_sessions keeps the rollups in step through noteVisit / noteStage, inside its
 * own transaction: the first-party collector (modules/analytics) and the live demo activity. The
 * demo seed writes whole sessions and calls rebuildTrafficRollups, as migration 0011 does. Whoever
 * deletes sessions takes them out of the rollups too (deleteSessions).
 */
import type Database from 'better-sqlite3';
import { FUNNEL_PATHS } from '../../../../shared/contracts/dashboards';

export const ROLLUP_BUCKET_MS = 15 * 60_000;

/** The funnel stage an event's page marks: 2 on checkout, 1 on pricing, else 0. */
export function stageOfPath(path: unknown): 0 | 1 | 2 {
  if (path === FUNNEL_PATHS.checkout) return 2;
  if (path === FUNNEL_PATHS.pricing) return 1;
  return 0;
}

const bucketSql = (column: string) => `(${column} / ${ROLLUP_BUCKET_MS}) * ${ROLLUP_BUCKET_MS}`;

function statements(sqlite: Database.Database) {
  return {
    visit: sqlite.prepare(
      `INSERT INTO traffic_rollups (bucket, source, channel, visits)
       SELECT ${bucketSql('start_time')}, source, channel, 1 FROM user_sessions WHERE session_id = ?
       ON CONFLICT (bucket, source, channel) DO UPDATE SET visits = visits + 1`,
    ),
    session: sqlite.prepare(`SELECT funnel_stage AS stage FROM user_sessions WHERE session_id = ?`),
    setStage: sqlite.prepare(`UPDATE user_sessions SET funnel_stage = ? WHERE session_id = ?`),
    stage: sqlite.prepare(
      `INSERT INTO traffic_rollups (bucket, source, channel, pricing, checkout)
       SELECT ${bucketSql('start_time')}, source, channel, :pricing, :checkout FROM user_sessions WHERE session_id = :sessionId
       ON CONFLICT (bucket, source, channel) DO UPDATE SET pricing = pricing + :pricing, checkout = checkout + :checkout`,
    ),
  };
}
const prepared = new WeakMap<Database.Database, ReturnType<typeof statements>>();
const statementsOf = (sqlite: Database.Database) => {
  let s = prepared.get(sqlite);
  if (!s) prepared.set(sqlite, (s = statements(sqlite)));
  return s;
};

/** A session row was just created: count the visit in its bucket. */
export function noteVisit(sqlite: Database.Database, sessionId: string): void {
  statementsOf(sqlite).visit.run(sessionId);
}

/** An event on `path` happened in the session: raise its funnel stage (never lower) and count the new stages. */
export function noteStage(sqlite: Database.Database, sessionId: string, path: unknown): void {
  const stage = stageOfPath(path);
  if (stage === 0) return;
  const s = statementsOf(sqlite);
  const current = s.session.get(sessionId) as { stage: number } | undefined;
  if (!current || current.stage >= stage) return;
  s.setStage.run(stage, sessionId);
  s.stage.run({ sessionId, pricing: current.stage < 1 ? 1 : 0, checkout: stage >= 2 ? 1 : 0 });
}

/** Recomputes every rollup from the stored sessions (their funnel_stage must be set). */
export function rebuildTrafficRollups(sqlite: Database.Database): void {
  sqlite.transaction(() => {
    sqlite.exec('DELETE FROM traffic_rollups');
    sqlite.exec(
      `INSERT INTO traffic_rollups (bucket, source, channel, visits, pricing, checkout)
       SELECT ${bucketSql('start_time')}, source, channel, count(*), sum(funnel_stage >= 1), sum(funnel_stage >= 2) FROM user_sessions GROUP BY 1, 2, 3`,
    );
  })();
}

/**
 * Deletes the sessions `selectSessionIds` (SQL selecting session_id values, with its own
 * parameters) with their events and conversions, and takes them out of the rollups, in one
 * transaction. Returns how many sessions went.
 */
export function deleteSessions(sqlite: Database.Database, selectSessionIds: string, params: unknown[] = []): number {
  return sqlite.transaction(() => {
    sqlite.exec('CREATE TEMP TABLE IF NOT EXISTS doomed_sessions (session_id TEXT PRIMARY KEY)');
    sqlite.exec('DELETE FROM temp.doomed_sessions');
    const doomed = sqlite.prepare(`INSERT INTO temp.doomed_sessions (session_id) ${selectSessionIds}`).run(...params).changes;
    if (doomed === 0) return 0;
    sqlite.exec(`
      UPDATE traffic_rollups SET
        visits = traffic_rollups.visits - d.gone, pricing = traffic_rollups.pricing - d.gonePricing, checkout = traffic_rollups.checkout - d.goneCheckout
      FROM (SELECT ${bucketSql('start_time')} AS bucket, source, channel, count(*) AS gone, sum(funnel_stage >= 1) AS gonePricing, sum(funnel_stage >= 2) AS goneCheckout
            FROM user_sessions WHERE session_id IN (SELECT session_id FROM temp.doomed_sessions) GROUP BY 1, 2, 3) AS d
      WHERE traffic_rollups.bucket = d.bucket AND traffic_rollups.source = d.source AND traffic_rollups.channel = d.channel;
      DELETE FROM traffic_rollups WHERE visits <= 0;
      DELETE FROM analytics_events WHERE session_id IN (SELECT session_id FROM temp.doomed_sessions);
      DELETE FROM conversion_events WHERE session_id IN (SELECT session_id FROM temp.doomed_sessions);
      DELETE FROM user_sessions WHERE session_id IN (SELECT session_id FROM temp.doomed_sessions);
      DELETE FROM temp.doomed_sessions;`);
    return doomed;
  })();
}
