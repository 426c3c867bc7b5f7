import { z } from 'zod';

/**
 * AI Marketing Trend Predictor (docs/product.md "Trend predictor"):
 * GET /api/marketing/trends, GET /api/marketing/trends/schedule, POST /api/marketing/trends/analyze.
 * Owner only in hosted mode. "AI" stays a label: the answer is a deterministic score over the
 * built-in platform knowledge base (resources/marketing/trends.json) weighted by the owner's own
 * visits and conversion rate per channel over the last TREND_WINDOW_DAYS days, and each answer says
 * so in `method`.
 */

export const TREND_PLATFORMS = ['twitter', 'linkedin', 'reddit', 'email', 'facebook', 'producthunt'] as const;
export type TrendPlatform = (typeof TREND_PLATFORMS)[number];
export const TREND_PLATFORM_LABELS: Record<TrendPlatform, string> = {
  twitter: 'Twitter/X',
  linkedin: 'LinkedIn',
  reddit: 'Reddit',
  email: 'Email',
  facebook: 'Facebook',
  producthunt: 'Product Hunt',
};
/** The trends tab shows at most this many predictions (docs/product.md "Trend predictor"). */
export const TREND_PREDICTIONS_MAX = 6;
/** Days of the owner's own channel results the scoring reads. */
export const TREND_WINDOW_DAYS = 30;
/** Times per platform in the schedule map, best first. */
export const SCHEDULE_TIMES_MAX = 3;
/** app_settings key of the last POST /trends/analyze (epoch milliseconds as text). */
export const TRENDS_LAST_ANALYSIS_KEY = 'trends_last_analysis';

export const TREND_SENTIMENTS = ['positive', 'negative', 'neutral'] as const;
export const TREND_MOMENTUM = ['rising', 'steady', 'declining'] as const;
export const COMPETITOR_LEVELS = ['low', 'medium', 'high'] as const;

/** "HH:MM", 24-hour clock. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time as HH:MM');
const score = z.number().min(0).max(100);
const count = z.number().int().min(0);
const platform = z.enum(TREND_PLATFORMS);

// ---------------------------------------------------------------- the knowledge base file

export const trendTopicSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    topic: z.string().min(1),
    keywords: z.array(z.string().min(1)).min(1),
    hashtags: z.array(z.string().regex(/^#\w+$/)),
    /** Typical engagement of this kind of post on this platform, 0-100. */
    baseEngagement: score,
    /** How strongly the topic trends now, 0-100, and its direction. */
    trendScore: score,
    momentum: z.enum(TREND_MOMENTUM),
    sentiment: z.enum(TREND_SENTIMENTS),
    /** What to post, one sentence. */
    contentIdea: z.string().min(1),
  })
  .strict();
export type TrendTopic = z.infer<typeof trendTopicSchema>;

export const trendPlatformEntrySchema = z
  .object({
    /** Channel names (user_sessions.channel: the lower-case utm_source) that count as this platform. */
    channels: z.array(z.string().min(1)).min(1),
    /** Candidate posting times in the audience's local time, best first by the knowledge base. */
    postingTimes: z.array(clockTime).min(1),
    /** Typical people reached by one post of average engagement (knowledge-base estimate). */
    baseReach: count,
    competitorActivity: z.object({ level: z.enum(COMPETITOR_LEVELS), note: z.string().min(1) }).strict(),
    topics: z.array(trendTopicSchema).min(1),
  })
  .strict();
export type TrendPlatformEntry = z.infer<typeof trendPlatformEntrySchema>;

/** resources/marketing/trends.json, validated at start. */
export const trendKnowledgeBaseSchema = z
  .object({
    $comment: z.string().optional(),
    version: z.string().min(1),
    platforms: z.object(
      Object.fromEntries(TREND_PLATFORMS.map((p) => [p, trendPlatformEntrySchema])) as Record<TrendPlatform, typeof trendPlatformEntrySchema>,
    ),
  })
  .strict();
export type TrendKnowledgeBase = z.infer<typeof trendKnowledgeBaseSchema>;

// ---------------------------------------------------------------- the answers

export const trendPredictionSchema = z.object({
  platform,
  sentiment: z.enum(TREND_SENTIMENTS),
  topic: z.string(),
  engagementScore: score,
  trendingScore: score,
  optimalPostTime: clockTime,
  /** Knowledge-base reach per post scaled by the engagement score: an estimate, not measured. */
  predictedReach: count,
  keywords: z.array(z.string()),
  hashtags: z.array(z.string()),
  /** 0-100: grows with the owner's own sessions from this platform. */
  confidence: score,
});
export type TrendPrediction = z.infer<typeof trendPredictionSchema>;

export const recommendedStrategySchema = z.object({
  primaryPlatform: platform,
  bestPostTime: clockTime,
  /** The top prediction's engagement score, 0-100. */
  expectedEngagement: score,
  suggestedContent: z.string(),
  /** The top prediction's confidence, 0-100. */
  confidenceLevel: score,
});

export const competitorActivitySchema = z.object({ platform, level: z.enum(COMPETITOR_LEVELS), note: z.string() });

export const marketInsightsSchema = z.object({
  topTrends: z.array(z.string()),
  emergingTopics: z.array(z.string()),
  decliningTopics: z.array(z.string()),
  /** From the knowledge base: we cannot observe competitors. */
  competitorActivity: z.array(competitorActivitySchema),
});

/** The owner's results per platform over the window: what the scoring used. */
export const channelResultSchema = z.object({
  platform,
  sessions: count,
  /** Purchases in those sessions. */
  conversions: count,
  /** conversions / sessions x 100, two decimals; 0 without sessions. */
  conversionRate: z.number().min(0),
  /** Sessions in the last 7 days against the window's weekly average (1 = steady), two decimals; null without sessions. */
  momentum: z.number().min(0).nullable(),
  /** 0-100: the platform's score from the owner's own results alone; null without sessions (the scoring then counts the platform as neutral). */
  ownerScore: score.nullable(),
  /** 0-100: the knowledge base's best topic for this platform, before the owner's results. */
  knowledgeBaseScore: score,
});
export type ChannelResult = z.infer<typeof channelResultSchema>;

export const basedOnSchema = z.object({
  windowDays: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  channels: z.array(channelResultSchema),
  totalSessions: count,
  totalConversions: count,
  /** Sessions from channels the knowledge base does not cover (search, direct, referrals). */
  otherSessions: count,
  /** Share (0-1, two decimals) of the final score that came from the owner's results. */
  ownerWeight: z.number().min(0).max(1),
});
export type TrendsBasedOn = z.infer<typeof basedOnSchema>;

/** GET /api/marketing/trends and POST /api/marketing/trends/analyze. */
export const trendResponseSchema = z.object({
  recommendedStrategy: recommendedStrategySchema,
  predictions: z.array(trendPredictionSchema).min(1).max(TREND_PREDICTIONS_MAX),
  marketInsights: marketInsightsSchema,
  timestamp: z.number().int(),
  /** One honest sentence on how this answer was computed. */
  method: z.string(),
  basedOn: basedOnSchema,
  /** When POST /trends/analyze last ran (epoch ms), null before the first. */
  lastAnalyzedAt: z.number().int().nullable(),
  includesDemoData: z.boolean(),
});
export type TrendResponse = z.infer<typeof trendResponseSchema>;

/** GET /api/marketing/trends/schedule: platform -> up to SCHEDULE_TIMES_MAX "HH:MM" times, best first. */
export const trendScheduleSchema = z.object({
  schedule: z.partialRecord(platform, z.array(clockTime).max(SCHEDULE_TIMES_MAX)),
  method: z.string(),
  includesDemoData: z.boolean(),
});
export type TrendSchedule = z.infer<typeof trendScheduleSchema>;

/** ?tzOffset= the viewer's Date#getTimezoneOffset() in minutes: hours of day are read in the viewer's time. */
export const trendsQuerySchema = z.object({ tzOffset: z.coerce.number().int().min(-840).max(840).default(0) }).strict();

/** POST /api/marketing/trends/analyze body: optionally only some platforms (none repeated). */
export const analyzeTrendsRequestSchema = z
  .object({
    platforms: z
      .array(platform)
      .min(1)
      .max(TREND_PLATFORMS.length)
      .refine((list) => new Set(list).size === list.length, 'platforms must not repeat')
      .optional(),
  })
  .strict();
export type AnalyzeTrendsRequest = z.infer<typeof analyzeTrendsRequestSchema>;
