import { z } from 'zod';

/**
 * The owner's dashboards (docs/product.md "Command centre"): read APIs
 * computed in SQL from analytics_events, user_sessions and conversion_events. Owner only in hosted
 * mode. In demo mode the generated rows (source 'demo') count too and answers say so with
 * includesDemoData; with demo mode off only real rows are read.
 *
 * Definitions (docs/decisions.md):
 * - a visit is a first-party session (user_sessions) that started in the period;
 * - a conversion is a purchase (conversion_events type 'purchase'); revenue is its value;
 * - a visit's channel is its utm_source (lower case), else 'referral' when it came with a referrer,
 *   else 'direct'; a conversion belongs to the channel of the session it happened in.
 */

export const DASHBOARD_PERIODS = ['today', '7d', '30d'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 'today';
/** Calendar days each period covers, today included. */
export const PERIOD_DAYS: Record<DashboardPeriod, number> = { today: 1, '7d': 7, '30d': 30 };
export const PERIOD_LABELS: Record<DashboardPeriod, string> = { today: 'Today', '7d': 'Last 7 days', '30d': 'Last 30 days' };

/** Conversion types the app records. */
export const CONVERSION_TYPES = { purchase: 'purchase', betaSignup: 'beta_signup' } as const;

/**
 * ?period=today|7d|30d and ?tzOffset= the viewer's Date#getTimezoneOffset() in minutes, so "today"
 * starts at the viewer's midnight (default UTC).
 */
export const periodQuerySchema = z
  .object({
    period: z.enum(DASHBOARD_PERIODS).default(DEFAULT_DASHBOARD_PERIOD),
    // Real offsets are whole quarter hours, which the server's 15-minute rollups rely on.
    tzOffset: z.coerce.number().int().min(-840).max(840).multipleOf(15, 'tzOffset must be a multiple of 15 minutes').default(0),
  })
  .strict();
export type PeriodQuery = z.input<typeof periodQuerySchema>;

const count = z.number().int().min(0);
const dollars = z.number().min(0);
/** The window an answer covers, as epoch milliseconds [from, to). */
const windowSchema = { period: z.enum(DASHBOARD_PERIODS), from: z.number().int(), to: z.number().int() };

/** Polling intervals (docs/product.md "Command centre"). */
export const POLL_MS = {
  realtimeLive: 5_000,
  realTime: 10_000,
  conversions: 10_000,
  trafficSources: 15_000,
  funnel: 30_000,
  /** Not in the spec: the traffic dashboard's hourly view and top pages, at the traffic sources' pace. */
  hourly: 15_000,
  topPages: 15_000,
} as const;

/** Minutes of silence after which a session no longer counts as active. */
export const ACTIVE_WINDOW_MINUTES = 5;

/** One row of the live activity feed: an analytics event, newest first. */
export const activityItemSchema = z.object({
  id: z.string(),
  event: z.string(),
  path: z.string().nullable(),
  channel: z.string(),
  timestamp: z.number().int(),
  demo: z.boolean(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;
export const ACTIVITY_FEED_SIZE = 10;

/** GET /api/analytics/realtime: sessions seen in the last ACTIVE_WINDOW_MINUTES and the latest events. */
export const realtimeResponseSchema = z.object({
  activeUsers: count,
  windowMinutes: z.number().int(),
  asOf: z.number().int(),
  recentActivity: z.array(activityItemSchema).max(ACTIVITY_FEED_SIZE),
  includesDemoData: z.boolean(),
});
export type RealtimeResponse = z.infer<typeof realtimeResponseSchema>;

/** GET /api/analytics/real-time: the last 24 hours. */
export const realTimeResponseSchema = z.object({
  last24h: z.object({
    pageViews: count,
    sessions: count,
    /** Distinct visitors (by the day's salted address hash, else by session). */
    visitors: count,
    conversions: count,
    betaSignups: count,
    revenue: dollars,
  }),
  activeUsers: count,
  asOf: z.number().int(),
  includesDemoData: z.boolean(),
});
export type RealTimeResponse = z.infer<typeof realTimeResponseSchema>;

/** One recent conversion (purchase or beta signup) for the feeds. */
export const recentConversionSchema = z.object({
  id: z.string(),
  type: z.enum([CONVERSION_TYPES.purchase, CONVERSION_TYPES.betaSignup]),
  /** Display name: the customer's first name, the demo visitor's name, else 'Visitor'. */
  name: z.string(),
  /** Plan tier of a purchase (pro, business), null for a beta signup. */
  plan: z.string().nullable(),
  revenue: dollars,
  channel: z.string(),
  /** Only demo rows carry a location; the app stores no geolocation of real people. */
  location: z.string().nullable(),
  timestamp: z.number().int(),
  demo: z.boolean(),
});
export type RecentConversion = z.infer<typeof recentConversionSchema>;
export const RECENT_CONVERSIONS_SIZE = 10;

/** GET /api/analytics/conversions?period= */
export const conversionsResponseSchema = z.object({
  ...windowSchema,
  visits: count,
  conversions: count,
  betaSignups: count,
  /** Purchases / visits x 100, two decimals; 0 with no visits. */
  conversionRate: z.number().min(0),
  totalRevenue: dollars,
  /** Revenue / purchases, two decimals; 0 with no purchases. */
  avgOrderValue: dollars,
  recent: z.array(recentConversionSchema).max(RECENT_CONVERSIONS_SIZE),
  includesDemoData: z.boolean(),
});
export type ConversionsResponse = z.infer<typeof conversionsResponseSchema>;

export const trafficSourceSchema = z.object({
  source: z.string(),
  visits: count,
  conversions: count,
  revenue: dollars,
  /** Conversions / visits x 100, two decimals. */
  conversionRate: z.number().min(0),
});
export type TrafficSource = z.infer<typeof trafficSourceSchema>;

/** GET /api/analytics/traffic-sources?period= : most visits first. */
export const trafficSourcesResponseSchema = z.object({
  ...windowSchema,
  sources: z.array(trafficSourceSchema),
  includesDemoData: z.boolean(),
});
export type TrafficSourcesResponse = z.infer<typeof trafficSourcesResponseSchema>;

export const FUNNEL_STAGES = ['Visitors', 'Pricing views', 'Checkout starts', 'Conversions'] as const;
/** The page paths that mark the middle stages (any event on that path within a session). */
export const FUNNEL_PATHS = { pricing: '/pricing', checkout: '/checkout' } as const;

export const dropoffPointSchema = z.object({
  /** Index in FUNNEL_STAGES of the stage the visitors did not reach (1..3). */
  stage: z.number().int().min(1).max(3),
  from: z.enum(FUNNEL_STAGES),
  to: z.enum(FUNNEL_STAGES),
  lost: count,
  /** lost / the previous stage x 100, one decimal; 0 when the previous stage is empty. */
  dropoffRate: z.number().min(0).max(100),
});
/** GET /api/conversion/funnel-metrics?period= */
export const funnelMetricsResponseSchema = z.object({
  ...windowSchema,
  totalVisitors: count,
  pricingViews: count,
  checkoutStarts: count,
  conversions: count,
  /** conversions / totalVisitors x 100 as a string with two decimals, e.g. "2.35". */
  conversionRate: z.string().regex(/^\d+\.\d{2}$/),
  dropoffPoints: z.array(dropoffPointSchema).length(3),
  includesDemoData: z.boolean(),
});
export type FunnelMetricsResponse = z.infer<typeof funnelMetricsResponseSchema>;

/** Funnel thresholds and the revenue estimate (docs/product.md "Conversion funnel"). */
export const FUNNEL_THRESHOLDS = {
  /** Above this conversion rate (percent): Excellent; otherwise Needs Improvement, and below it the low-conversion warning. */
  excellentConversionPercent: 2,
  industryLowPercent: 2,
  industryHighPercent: 3,
  /** Warning when pricing views are under this share of visitors. */
  minPricingShare: 0.3,
  /** Warning when checkout starts are under this share of pricing views. */
  minCheckoutShare: 0.2,
  /** The conversion badge is highlighted above this rate (percent). */
  highlightConversionPercent: 10,
  /** Revenue estimate per conversion, dollars. */
  revenuePerConversion: 19,
} as const;

/** Weekly target of signups on Real-Time Conversions (spec: Weekly target 100 signups). */
export const WEEKLY_SIGNUP_GOAL = 100;

/** GET /api/marketing/export/:dataset?period= : a CSV file. */
export const EXPORT_DATASETS = ['beta-signups', 'newsletter', 'conversions', 'traffic-sources'] as const;
export type ExportDataset = (typeof EXPORT_DATASETS)[number];
export const exportParamsSchema = z.object({ dataset: z.enum(EXPORT_DATASETS) }).strict();

/** Hours in the traffic dashboard's hourly view (the current hour and the 23 before it). */
export const HOURLY_BUCKETS = 24;
/** Pages in the traffic dashboard's top content. */
export const TOP_PAGES_SIZE = 8;

/**
 * ?tzOffset= as for periods: hours start on the viewer's local hour (a 30- or 45-minute zone's
 * hours are not UTC hours).
 */
export const hourlyQuerySchema = periodQuerySchema.pick({ tzOffset: true });

export const hourlyTrafficSchema = z.object({
  /** Start of the hour, epoch milliseconds. */
  start: z.number().int(),
  visits: count,
  pageViews: count,
  purchases: count,
  revenue: dollars,
});
export type HourlyTraffic = z.infer<typeof hourlyTrafficSchema>;

/** GET /api/analytics/hourly?tzOffset= : the current local hour and the 23 before it, oldest first. */
export const hourlyResponseSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  hours: z.array(hourlyTrafficSchema).length(HOURLY_BUCKETS),
  includesDemoData: z.boolean(),
});
export type HourlyResponse = z.infer<typeof hourlyResponseSchema>;

export const topPageSchema = z.object({ path: z.string(), pageViews: z.number().int().min(1) });
export type TopPage = z.infer<typeof topPageSchema>;

/** GET /api/analytics/top-pages : page views per page in the last 24 hours, most first (ties by path). */
export const topPagesResponseSchema = z.object({
  from: z.number().int(),
  to: z.number().int(),
  /** Page views in the window, every page counted (not only the ones listed). */
  totalPageViews: count,
  pages: z.array(topPageSchema).max(TOP_PAGES_SIZE),
  includesDemoData: z.boolean(),
});
export type TopPagesResponse = z.infer<typeof topPagesResponseSchema>;
