/**
 * Owner dashboard figures for `npm run bench` (bundled by bench/run.mjs with Vite, then run): each
 * dashboard API's latency over real HTTP with 1,000,000 stored analytics events (200,000 sessions,
 * 30 days, a file database as on a real install), next to GET /api/health on the same server in the
 * same run, and the same reads once more without the indexes of migrations 0010 and 0011 (to show
 * they matter).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { systemClock } from '../backend/src/clock';
import { openDatabase } from '../backend/src/db/open';
import { createLogger } from '../backend/src/logger';
import { memorySecretStore } from '../backend/src/providers/secrets/secret-store';
import { rebuildTrafficRollups, stageOfPath } from '../backend/src/modules/command-centre/rollups';
import { createServer } from '../backend/src/server';

const EVENTS = 1_000_000;
const SESSIONS = 200_000;
const DAYS = 30;
const RUNS = 15;
const TOKEN = 'bench-token-0123456789abcdef';
const CHANNELS: [string | null, string | null][] = [
  ['google', 'https://www.google.com/'],
  ['twitter', 'https://t.co/'],
  ['linkedin', 'https://www.linkedin.com/'],
  ['reddit', 'https://www.reddit.com/'],
  ['email', null],
  [null, 'https://news.example/'],
  [null, null],
];
const PATHS = ['/', '/pricing', '/subscriptions', '/checkout', '/blog', '/beta'];
const DAY_MS = 24 * 60 * 60_000;

/** A small deterministic generator, so every run measures the same data. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const DASHBOARD_PATHS = [
  '/api/analytics/realtime',
  '/api/analytics/real-time',
  '/api/analytics/conversions?period=30d',
  '/api/analytics/traffic-sources?period=30d',
  '/api/analytics/hourly',
  '/api/analytics/top-pages',
  '/api/conversion/funnel-metrics?period=30d',
  '/api/conversion/funnel-metrics?period=today',
  '/api/marketing/trends',
  '/api/marketing/trends/schedule',
];

export async function runCommandCentreBench() {
  const dir = mkdtempSync(path.join(tmpdir(), 'wd-bench-dashboards-'));
  const db = openDatabase({ file: path.join(dir, 'bench.sqlite') });
  const now = Date.now();
  const random = rng(9);
  const sqlite = db.$client;
  const addSession = sqlite.prepare(
    `INSERT INTO user_sessions (id, session_id, start_time, end_time, page_views, utm_source, referrer, ip_address, funnel_stage, source) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'real')`,
  );
  const addEvent = sqlite.prepare(`INSERT INTO analytics_events (id, event, properties, session_id, source, utm_source, timestamp) VALUES (?, 'page_view', ?, ?, 'real', ?, ?)`);
  const addConversion = sqlite.prepare(`INSERT INTO conversion_events (id, type, value_cents, tier, session_id, source, timestamp) VALUES (?, ?, ?, ?, ?, 'real', ?)`);
  const fillStarted = performance.now();
  sqlite.transaction(() => {
    const eventsPerSession = EVENTS / SESSIONS;
    let event = 0;
    for (let n = 0; n < SESSIONS; n++) {
      const start = now - Math.floor(random() * DAYS * DAY_MS);
      const [utm, referrer] = CHANNELS[Math.floor(random() * CHANNELS.length)]!;
      const sessionId = `bench_${n}`;
      let at = start;
      let stage = 0;
      for (let e = 0; e < eventsPerSession; e++) {
        at += Math.floor(random() * 90_000);
        const page = PATHS[Math.floor(random() * PATHS.length)]!;
        stage = Math.max(stage, stageOfPath(page));
        addEvent.run(`e${event++}`, JSON.stringify({ path: page }), sessionId, utm, at);
      }
      addSession.run(`s${n}`, sessionId, start, at, eventsPerSession, utm, referrer, `ip${Math.floor(random() * SESSIONS * 0.7)}`, stage);
      const roll = random();
      if (roll < 0.02) addConversion.run(`c${n}`, 'purchase', roll < 0.005 ? 2900 : 900, roll < 0.005 ? 'business' : 'pro', sessionId, at);
      else if (roll < 0.05) addConversion.run(`c${n}`, 'beta_signup', 0, null, sessionId, at);
    }
  })();
  // Written row by row above, so the rollups are rebuilt once (as the demo seed does).
  rebuildTrafficRollups(sqlite);
  sqlite.pragma('optimize');
  const fillMs = performance.now() - fillStarted;

  // Bank keys take the server out of demo mode: only real rows, no demo seed, no live demo writes.
  const server = await createServer({
    db,
    secrets: memorySecretStore({ PLAID_CLIENT_ID: 'bench', PLAID_SECRET: 'bench' }),
    mode: 'web',
    accessToken: TOKEN,
    clock: systemClock,
    logger: createLogger({ level: 'silent' }),
  });
  const get = async (p: string) => {
    const started = performance.now();
    const res = await fetch(server.url + p, { headers: { authorization: `Bearer ${TOKEN}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
    return performance.now() - started;
  };
  const median = async (p: string, runs: number) => {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await get(p));
    return times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
  };

  await median('/api/health', 3);
  const health = await median('/api/health', RUNS);
  const indexed: Record<string, number> = {};
  for (const p of DASHBOARD_PATHS) indexed[p] = await median(p, RUNS);

  const withoutIndexes: Record<string, number> = {};
  for (const name of ['analytics_events_event_time_idx', 'analytics_events_path_time_idx', 'conversion_events_type_time_idx', 'user_sessions_start_channel_idx', 'user_sessions_end_idx']) {
    sqlite.exec(`DROP INDEX ${name}`);
  }
  // Without the rollups too: their primary key is their index.
  sqlite.exec('CREATE TABLE traffic_rollups_heap AS SELECT * FROM traffic_rollups; DROP TABLE traffic_rollups; ALTER TABLE traffic_rollups_heap RENAME TO traffic_rollups;');
  // Statements were prepared against the indexes; a fresh server prepares them again.
  await server.close();
  const plain = await createServer({
    db,
    secrets: memorySecretStore({ PLAID_CLIENT_ID: 'bench', PLAID_SECRET: 'bench' }),
    mode: 'web',
    accessToken: TOKEN,
    clock: systemClock,
    logger: createLogger({ level: 'silent' }),
  });
  for (const p of DASHBOARD_PATHS) {
    const started = performance.now();
    await fetch(plain.url + p, { headers: { authorization: `Bearer ${TOKEN}` } }).then((r) => r.arrayBuffer());
    withoutIndexes[p] = performance.now() - started;
  }
  await plain.close();
  sqlite.close();
  rmSync(dir, { recursive: true, force: true });
  return { events: EVENTS, sessions: SESSIONS, fillMs, health, indexed, withoutIndexes };
}
