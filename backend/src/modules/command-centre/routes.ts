/**
 * The owner's command centre on the server (spec growth sections 2, 7, 9; DESIGN.md "Growth,
 * analytics"): the dashboards' read APIs, CSV exports, stored campaign state and Master
 * Activation's checks. Every path here is in OWNER_API_PREFIXES (http/auth.ts): in hosted mode only
 * the owner gets past the auth middleware.
 */
import { Router } from 'express';
import { and, count, eq, gte, lte, or } from 'drizzle-orm';
import {
  ACTIVATION_ERROR_CODES,
  ALL_LAUNCH_CAMPAIGN_IDS,
  CAMPAIGN_ERROR_CODES,
  FINAL_CAMPAIGN_STATUSES,
  POST_TEMPLATE_IDS,
  setCampaignItemRequestSchema,
  type ActivationResult,
  type CampaignItem,
  type CampaignKind,
  type CampaignStateResponse,
} from '../../../../shared/contracts/campaigns';
import {
  ACTIVE_WINDOW_MINUTES,
  exportParamsSchema,
  hourlyQuerySchema,
  periodQuerySchema,
  type ConversionsResponse,
  type ExportDataset,
  type FunnelMetricsResponse,
  type HourlyResponse,
  type RealTimeResponse,
  type RealtimeResponse,
  type TopPagesResponse,
  type TrafficSourcesResponse,
} from '../../../../shared/contracts/dashboards';
import type { AppContext } from '../../context';
import { analyticsEvents, appSettings, betaSignups, campaignItems, conversionEvents, newsletterSubscribers, userSessions } from '../../db/schema';
import { AppError } from '../../http/errors';
import { apiRouter, routeAccess } from '../../http/routing';
import { handle } from '../../http/validate';
import { toCsv, type CsvCell } from './csv';
import { createDemoActivity, type DemoActivity } from './demo-activity';
import { dashboardQueries, hourlyWindow, periodWindow, type TimeWindow } from './queries';

const DAY_MS = 24 * 60 * 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

export interface CommandCentreRoutes {
  router: Router;
  demoActivity: DemoActivity;
}

export function commandCentreRoutes(ctx: AppContext): CommandCentreRoutes {
  const router = apiRouter();
  const access = routeAccess(ctx);
  const queries = dashboardQueries(ctx.db, ctx.demo);
  const demoActivity = createDemoActivity(ctx);
  /** Every dashboard read keeps the demo activity going (demo mode only). */
  const watched = () => demoActivity.touch();
  const windowOf = (query: { period: TimeWindow['period']; tzOffset: number }) => periodWindow(query.period, query.tzOffset, ctx.clock.now());

  router.get(
    '/analytics/realtime',
    access.owner,
    handle({}, (): RealtimeResponse => {
      watched();
      const now = ctx.clock.now();
      return { activeUsers: queries.activeUsers(now), windowMinutes: ACTIVE_WINDOW_MINUTES, asOf: now, recentActivity: queries.recentActivity(now), includesDemoData: ctx.demo };
    }),
  );

  router.get(
    '/analytics/real-time',
    access.owner,
    handle({}, (): RealTimeResponse => {
      watched();
      const now = ctx.clock.now();
      return { last24h: queries.last24h(now), activeUsers: queries.activeUsers(now), asOf: now, includesDemoData: ctx.demo };
    }),
  );

  router.get(
    '/analytics/conversions',
    access.owner,
    handle({ query: periodQuerySchema }, ({ query }): ConversionsResponse => {
      watched();
      const w = windowOf(query);
      return { ...w, ...queries.conversions(w), recent: queries.recentConversions(w), includesDemoData: ctx.demo };
    }),
  );

  router.get(
    '/analytics/traffic-sources',
    access.owner,
    handle({ query: periodQuerySchema }, ({ query }): TrafficSourcesResponse => {
      watched();
      const w = windowOf(query);
      return { ...w, sources: queries.trafficSources(w), includesDemoData: ctx.demo };
    }),
  );

  router.get(
    '/analytics/hourly',
    access.owner,
    handle({ query: hourlyQuerySchema }, ({ query }): HourlyResponse => {
      watched();
      const w = hourlyWindow(query.tzOffset, ctx.clock.now());
      return { ...w, hours: queries.hourly(w), includesDemoData: ctx.demo };
    }),
  );

  router.get(
    '/analytics/top-pages',
    access.owner,
    handle({}, (): TopPagesResponse => {
      watched();
      const now = ctx.clock.now();
      return { from: now - DAY_MS, to: now, ...queries.topPages(now), includesDemoData: ctx.demo };
    }),
  );

  router.get(
    '/conversion/funnel-metrics',
    access.owner,
    handle({ query: periodQuerySchema }, ({ query }): FunnelMetricsResponse => {
      watched();
      const w = windowOf(query);
      return { ...w, ...queries.funnel(w), includesDemoData: ctx.demo };
    }),
  );

  router.get(
    '/marketing/export/:dataset',
    access.owner,
    handle({ params: exportParamsSchema, query: periodQuerySchema }, ({ params, query }, _req, res) => {
      const w = windowOf(query);
      const csv = exportCsv(ctx, params.dataset, w, queries);
      const day = iso(ctx.clock.now()).slice(0, 10);
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="wealth-desk-${params.dataset}-${w.period}-${day}.csv"`);
      res.setHeader('Cache-Control', 'no-store');
      res.status(200).send(csv);
    }),
  );

  router.get(
    '/marketing/campaign-state',
    access.owner,
    handle({}, (): CampaignStateResponse => ({ items: ctx.db.select().from(campaignItems).all() as CampaignItem[] })),
  );

  router.put(
    '/marketing/campaign-state',
    access.owner,
    handle({ body: setCampaignItemRequestSchema }, ({ body }): CampaignItem => {
      const now = ctx.clock.now();
      return ctx.db.transaction((tx) => {
        const current = tx
          .select()
          .from(campaignItems)
          .where(and(eq(campaignItems.kind, body.kind), eq(campaignItems.itemId, body.itemId)))
          .get();
        const final = FINAL_CAMPAIGN_STATUSES[body.kind];
        if (current && current.status === final && body.status !== final) {
          throw new AppError(409, CAMPAIGN_ERROR_CODES.finalStatus, `This ${body.kind.replace('_', ' ')} is already ${final}; it cannot go back.`);
        }
        const item = { kind: body.kind, itemId: body.itemId, status: body.status, updatedAt: now };
        tx.insert(campaignItems).values(item).onConflictDoUpdate({ target: [campaignItems.kind, campaignItems.itemId], set: { status: body.status, updatedAt: now } }).run();
        return item;
      });
    }),
  );

  // Master Activation's checks (DESIGN.md: real checks, failures reported honestly).
  const stateCounts = (kind: CampaignKind) => {
    const rows = ctx.db.select({ status: campaignItems.status, n: count() }).from(campaignItems).where(eq(campaignItems.kind, kind)).groupBy(campaignItems.status).all();
    return (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  };
  const ensureItems = (kind: CampaignKind, ids: readonly string[], status: string) => {
    const now = ctx.clock.now();
    ctx.db.transaction((tx) => {
      for (const itemId of ids) tx.insert(campaignItems).values({ kind, itemId, status, updatedAt: now }).onConflictDoNothing().run();
    });
  };
  const remember = (key: string) => {
    const value = String(ctx.clock.now());
    ctx.db.insert(appSettings).values({ key, value }).onConflictDoUpdate({ target: appSettings.key, set: { value } }).run();
  };

  router.post(
    '/marketing/activate-all',
    access.owner,
    handle({}, (): ActivationResult => {
      ensureItems('launch_campaign', ALL_LAUNCH_CAMPAIGN_IDS, 'ready');
      remember('marketing_activated_at');
      const of = stateCounts('launch_campaign');
      return { ok: true, detail: `${of('ready')} campaigns ready to launch, ${of('launched')} already launched.` };
    }),
  );

  router.post(
    '/traffic/start-executor',
    access.owner,
    handle({}, (): ActivationResult => {
      ensureItems('post_template', POST_TEMPLATE_IDS, 'pending');
      remember('traffic_executor_started_at');
      const of = stateCounts('post_template');
      return { ok: true, detail: `${of('pending') + of('copied')} post templates queued, ${of('posted')} already posted.` };
    }),
  );

  router.post(
    '/analytics/enable-tracking',
    access.owner,
    handle({}, (): ActivationResult => {
      remember('analytics_tracking_enabled_at');
      const now = ctx.clock.now();
      const real = (source: typeof analyticsEvents.source | typeof userSessions.source) => (ctx.demo ? undefined : eq(source, 'real'));
      const events = ctx.db.select({ n: count() }).from(analyticsEvents).where(and(gte(analyticsEvents.timestamp, now - DAY_MS), lte(analyticsEvents.timestamp, now), real(analyticsEvents.source))).get()!.n;
      const sessions = ctx.db.select({ n: count() }).from(userSessions).where(and(gte(userSessions.startTime, now - DAY_MS), lte(userSessions.startTime, now), real(userSessions.source))).get()!.n;
      return { ok: true, detail: `First-party tracking is on: ${events} events and ${sessions} sessions recorded in the last 24 hours.` };
    }),
  );

  router.post(
    '/payments/activate',
    access.owner,
    handle({}, (): ActivationResult => {
      const provider = ctx.payments.kind;
      if (provider === 'none') {
        throw new AppError(503, ACTIVATION_ERROR_CODES.paymentsNotConfigured, 'No payment provider is configured: set STRIPE_SECRET_KEY (and STRIPE_WEBHOOK_SECRET) to take payments.');
      }
      remember('payments_activated_at');
      if (provider === 'demo') return { ok: true, detail: 'Demo payment provider active: checkouts complete offline and nothing is charged.' };
      const webhook = ctx.secrets.get('STRIPE_WEBHOOK_SECRET') ? 'webhook secret set' : 'webhook secret missing: subscriptions will not be confirmed';
      return { ok: true, detail: `Stripe configured (${webhook}).` };
    }),
  );

  return { router, demoActivity };
}

function exportCsv(ctx: AppContext, dataset: ExportDataset, w: TimeWindow, queries: ReturnType<typeof dashboardQueries>): string {
  const sources = <T extends { source: unknown }>(table: T) => (ctx.demo ? undefined : eq(table.source as typeof betaSignups.source, 'real'));
  switch (dataset) {
    case 'beta-signups': {
      const rows = ctx.db
        .select()
        .from(betaSignups)
        .where(and(gte(betaSignups.createdAt, w.from), lte(betaSignups.createdAt, w.to), sources(betaSignups)))
        .orderBy(betaSignups.createdAt)
        .all();
      return toCsv(
        ['signed_up_at', 'name', 'email', 'financial_goal', 'referral_source', 'utm_source', 'utm_campaign', 'data'],
        rows.map((r): CsvCell[] => [iso(r.createdAt), r.name, r.email, r.financialGoal, r.referralSource, r.utmSource, r.utmCampaign, r.source]),
      );
    }
    case 'newsletter': {
      const rows = ctx.db
        .select()
        .from(newsletterSubscribers)
        .where(and(gte(newsletterSubscribers.consentAt, w.from), lte(newsletterSubscribers.consentAt, w.to), sources(newsletterSubscribers)))
        .orderBy(newsletterSubscribers.consentAt)
        .all();
      return toCsv(
        ['consent_at', 'email', 'signup_source', 'offer', 'data'],
        rows.map((r): CsvCell[] => [iso(r.consentAt), r.email, r.signupSource, r.offer, r.source]),
      );
    }
    case 'conversions': {
      const rows = ctx.db
        .select({ c: conversionEvents, channel: userSessions.channel })
        .from(conversionEvents)
        .leftJoin(userSessions, eq(userSessions.sessionId, conversionEvents.sessionId))
        .where(
          and(
            gte(conversionEvents.timestamp, w.from),
            lte(conversionEvents.timestamp, w.to),
            or(eq(conversionEvents.type, 'purchase'), eq(conversionEvents.type, 'beta_signup')),
            sources(conversionEvents),
          ),
        )
        .orderBy(conversionEvents.timestamp)
        .all();
      return toCsv(
        ['timestamp', 'type', 'plan', 'value_usd', 'channel', 'data'],
        rows.map(({ c, channel }): CsvCell[] => [iso(c.timestamp), c.type, c.tier, c.valueCents / 100, channel ?? 'unattributed', c.source]),
      );
    }
    case 'traffic-sources':
      return toCsv(
        ['source', 'visits', 'conversions', 'revenue_usd', 'conversion_rate_percent'],
        queries.trafficSources(w).map((s): CsvCell[] => [s.source, s.visits, s.conversions, s.revenue, s.conversionRate]),
      );
  }
}
