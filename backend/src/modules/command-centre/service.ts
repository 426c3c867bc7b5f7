/**
 * The owner's command centre: the dashboards' figures (queries.ts, over the traffic rollups of
 * rollups.ts), the CSV exports, the stored campaign state and Master Activation's checks (real
 * checks, failures reported honestly). Every dashboard read keeps the live demo activity going
 * (demo mode only, demo-activity.ts).
 *
 * Other modules and the demo seed reach the traffic rollups and the demo traffic inputs through
 * this file (trafficRollups, TRAFFIC).
 */
import type Database from 'better-sqlite3';
import {
  ACTIVATION_ERROR_CODES,
  ALL_LAUNCH_CAMPAIGN_IDS,
  CAMPAIGN_ERROR_CODES,
  FINAL_CAMPAIGN_STATUSES,
  POST_TEMPLATE_IDS,
  type ActivationResult,
  type CampaignItem,
  type CampaignKind,
  type CampaignStateResponse,
  type SetCampaignItemRequest,
} from '../../../../shared/contracts/campaigns';
import {
  ACTIVE_WINDOW_MINUTES,
  type ConversionsResponse,
  type DashboardPeriod,
  type ExportDataset,
  type FunnelMetricsResponse,
  type HourlyResponse,
  type RealTimeResponse,
  type RealtimeResponse,
  type TopPagesResponse,
  type TrafficSourcesResponse,
} from '../../../../shared/contracts/dashboards';
import type { AppContext } from '../../context';
import type { AppDatabase } from '../../db/open';
import { AppError } from '../../http/errors';
import { toCsv, type CsvCell } from './csv';
import { createDemoActivity, type DemoActivity } from './demo-activity';
import { dashboardQueries, hourlyWindow, periodWindow, type TimeWindow } from './queries';
import { commandCentreRepository } from './repository';
import { noteStage, noteVisit } from './rollups';
import { DAY_MS } from '../../../../shared/dates';

export { TRAFFIC, type TrafficChannel, type TrafficConfig } from './demo-traffic';
export { deleteSessions, rebuildTrafficRollups, ROLLUP_BUCKET_MS, stageOfPath } from './rollups';

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The rollups of one database, for every writer of user_sessions: call inside the writer's own
 * transaction, so the dashboards' counts move with the rows.
 */
export function trafficRollups(db: AppDatabase) {
  const sqlite: Database.Database = db.$client;
  return {
    /** A session row was just created: count the visit in its bucket. */
    noteVisit: (sessionId: string) => noteVisit(sqlite, sessionId),
    /** An event on `path` happened in the session: raise its funnel stage (never lower). */
    noteStage: (sessionId: string, path: unknown) => noteStage(sqlite, sessionId, path),
  };
}

/** A dashboard period as the viewer asked for it (tzOffset as Date#getTimezoneOffset). */
export interface PeriodQuery {
  period: DashboardPeriod;
  tzOffset: number;
}

export interface CsvExport {
  fileName: string;
  csv: string;
}

export type CommandCentreService = ReturnType<typeof createCommandCentreService>;

export function createCommandCentreService(ctx: AppContext) {
  const queries = dashboardQueries(ctx.db, ctx.demo);
  const repo = commandCentreRepository(ctx.db, ctx.demo);
  const demoActivity: DemoActivity = createDemoActivity(ctx);
  /** Every dashboard read keeps the demo activity going (demo mode only). */
  const watched = () => demoActivity.touch();
  const windowOf = (query: PeriodQuery) => periodWindow(query.period, query.tzOffset, ctx.clock.now());

  const statusCounts = (kind: CampaignKind) => {
    const rows = repo.campaignStatusCounts(kind);
    return (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  };
  const remember = (key: string) => repo.remember(key, ctx.clock.now());

  const exportRows = (dataset: ExportDataset, w: TimeWindow): string => {
    switch (dataset) {
      case 'beta-signups':
        return toCsv(
          ['signed_up_at', 'name', 'email', 'financial_goal', 'referral_source', 'utm_source', 'utm_campaign', 'data'],
          repo.betaSignups(w).map((r): CsvCell[] => [iso(r.createdAt), r.name, r.email, r.financialGoal, r.referralSource, r.utmSource, r.utmCampaign, r.source]),
        );
      case 'newsletter':
        return toCsv(
          ['consent_at', 'email', 'signup_source', 'offer', 'data'],
          repo.newsletterSubscribers(w).map((r): CsvCell[] => [iso(r.consentAt), r.email, r.signupSource, r.offer, r.source]),
        );
      case 'conversions':
        return toCsv(
          ['timestamp', 'type', 'plan', 'value_usd', 'channel', 'data'],
          repo.conversions(w).map(({ c, channel }): CsvCell[] => [iso(c.timestamp), c.type, c.tier, c.valueCents / 100, channel ?? 'unattributed', c.source]),
        );
      case 'traffic-sources':
        return toCsv(
          ['source', 'visits', 'conversions', 'revenue_usd', 'conversion_rate_percent'],
          queries.trafficSources(w).map((s): CsvCell[] => [s.source, s.visits, s.conversions, s.revenue, s.conversionRate]),
        );
    }
  };

  return {
    demoActivity,

    realtime(): RealtimeResponse {
      watched();
      const now = ctx.clock.now();
      return { activeUsers: queries.activeUsers(now), windowMinutes: ACTIVE_WINDOW_MINUTES, asOf: now, recentActivity: queries.recentActivity(now), includesDemoData: ctx.demo };
    },

    realTime(): RealTimeResponse {
      watched();
      const now = ctx.clock.now();
      return { last24h: queries.last24h(now), activeUsers: queries.activeUsers(now), asOf: now, includesDemoData: ctx.demo };
    },

    conversions(query: PeriodQuery): ConversionsResponse {
      watched();
      const w = windowOf(query);
      return { ...w, ...queries.conversions(w), recent: queries.recentConversions(w), includesDemoData: ctx.demo };
    },

    trafficSources(query: PeriodQuery): TrafficSourcesResponse {
      watched();
      const w = windowOf(query);
      return { ...w, sources: queries.trafficSources(w), includesDemoData: ctx.demo };
    },

    hourly(tzOffset: number): HourlyResponse {
      watched();
      const w = hourlyWindow(tzOffset, ctx.clock.now());
      return { ...w, hours: queries.hourly(w), includesDemoData: ctx.demo };
    },

    topPages(): TopPagesResponse {
      watched();
      const now = ctx.clock.now();
      return { from: now - DAY_MS, to: now, ...queries.topPages(now), includesDemoData: ctx.demo };
    },

    funnel(query: PeriodQuery): FunnelMetricsResponse {
      watched();
      const w = windowOf(query);
      return { ...w, ...queries.funnel(w), includesDemoData: ctx.demo };
    },

    /** One dataset of the period as CSV, with the file name the download gets. */
    exportCsv(dataset: ExportDataset, query: PeriodQuery): CsvExport {
      const w = windowOf(query);
      const csv = exportRows(dataset, w);
      const day = iso(ctx.clock.now()).slice(0, 10);
      return { fileName: `wealth-desk-${dataset}-${w.period}-${day}.csv`, csv };
    },

    campaignState(): CampaignStateResponse {
      return { items: repo.campaignItems() };
    },

    /** Sets one item's status; a move back from its kind's final status is a 409. */
    setCampaignItem(request: SetCampaignItemRequest): CampaignItem {
      const now = ctx.clock.now();
      return repo.transaction(() => {
        const current = repo.campaignItem(request.kind, request.itemId);
        const final = FINAL_CAMPAIGN_STATUSES[request.kind];
        if (current && current.status === final && request.status !== final) {
          throw new AppError(409, CAMPAIGN_ERROR_CODES.finalStatus, `This ${request.kind.replace('_', ' ')} is already ${final}; it cannot go back.`);
        }
        const item = { kind: request.kind, itemId: request.itemId, status: request.status, updatedAt: now };
        repo.saveCampaignItem(item);
        return item;
      });
    },

    activateAll(): ActivationResult {
      repo.ensureCampaignItems('launch_campaign', ALL_LAUNCH_CAMPAIGN_IDS, 'ready', ctx.clock.now());
      remember('marketing_activated_at');
      const of = statusCounts('launch_campaign');
      return { ok: true, detail: `${of('ready')} campaigns ready to launch, ${of('launched')} already launched.` };
    },

    startExecutor(): ActivationResult {
      repo.ensureCampaignItems('post_template', POST_TEMPLATE_IDS, 'pending', ctx.clock.now());
      remember('traffic_executor_started_at');
      const of = statusCounts('post_template');
      return { ok: true, detail: `${of('pending') + of('copied')} post templates queued, ${of('posted')} already posted.` };
    },

    enableTracking(): ActivationResult {
      remember('analytics_tracking_enabled_at');
      const now = ctx.clock.now();
      const last24h = { from: now - DAY_MS, to: now };
      return { ok: true, detail: `First-party tracking is on: ${repo.eventCount(last24h)} events and ${repo.sessionCount(last24h)} sessions recorded in the last 24 hours.` };
    },

    activatePayments(): ActivationResult {
      const provider = ctx.payments.kind;
      if (provider === 'none') {
        throw new AppError(503, ACTIVATION_ERROR_CODES.paymentsNotConfigured, 'No payment provider is configured: set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET) to take payments.');
      }
      remember('payments_activated_at');
      if (provider === 'demo') return { ok: true, detail: 'Demo payment provider active: checkouts complete offline and nothing is charged.' };
      const webhook = ctx.secrets.get('STRIPE_WEBHOOK_SECRET') ? 'webhook secret set' : 'webhook secret missing: subscriptions will not be confirmed';
      return { ok: true, detail: `Stripe configured (${webhook}).` };
    },
  };
}
