/**
 * AI Marketing Trend Predictor: the trend response, the posting schedule and the analyze action,
 * from the knowledge base (resources/marketing/trends.json, validated on first use) weighed by the
 * owner's own channel results (scoring.ts). Demo rows count only in demo mode.
 */
import {
  TREND_WINDOW_DAYS,
  trendKnowledgeBaseSchema,
  type TrendKnowledgeBase,
  type TrendPlatform,
  type TrendResponse,
  type TrendSchedule,
} from '../../../../shared/contracts/trends';
import trendsJson from '../../../../resources/marketing/trends.json';
import type { AppContext } from '../../context';
import { trendsRepository } from './repository';
import { scheduleMap, scoreTrends } from './scoring';

export function loadTrendKnowledgeBase(raw: unknown = trendsJson): TrendKnowledgeBase {
  const parsed = trendKnowledgeBaseSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`resources/marketing/trends.json is not valid: ${issues}`);
  }
  return parsed.data;
}

export function createMarketingTrendsService(ctx: AppContext, kb: TrendKnowledgeBase = loadTrendKnowledgeBase()) {
  const repo = trendsRepository(ctx.db);
  /** tzOffset as Date#getTimezoneOffset: the schedule's hours are the viewer's. */
  const channelData = (tzOffset: number) => repo.channelData(ctx.clock.now(), TREND_WINDOW_DAYS, ctx.demo, tzOffset);

  return {
    trends(tzOffset: number): TrendResponse {
      return scoreTrends({ kb, data: channelData(tzOffset), windowDays: TREND_WINDOW_DAYS, now: ctx.clock.now(), lastAnalyzedAt: repo.lastAnalysis() });
    },

    schedule(tzOffset: number): TrendSchedule {
      const { schedule, ownerWeight, demoRows } = scheduleMap(kb, channelData(tzOffset), TREND_WINDOW_DAYS);
      const method =
        ownerWeight > 0
          ? `The knowledge base's posting times per platform, re-ordered ${Math.round(ownerWeight * 100)}% by the hours your own visitors from each platform arrived in the last ${TREND_WINDOW_DAYS} days.`
          : `The knowledge base's posting times per platform: no visits came from these platforms in the last ${TREND_WINDOW_DAYS} days to re-order them.`;
      return { schedule, method, includesDemoData: demoRows > 0 };
    },

    /** A fresh analysis (of every platform when `platforms` is absent), recorded as the last one. */
    analyze(platforms: readonly TrendPlatform[] | undefined, tzOffset: number): TrendResponse {
      const now = ctx.clock.now();
      const answer = scoreTrends({ kb, data: channelData(tzOffset), windowDays: TREND_WINDOW_DAYS, platforms, now, lastAnalyzedAt: now });
      repo.recordAnalysis(now);
      return answer;
    },
  };
}
