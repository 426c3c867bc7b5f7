/**
 * AI Marketing Trend Predictor (spec growth sections 2, 3 and 7): the trend response, the posting
 * schedule and the analyze action. Owner only in hosted mode (the /marketing/ prefix, http/auth.ts).
 * The knowledge base is resources/marketing/trends.json, validated at start; the scoring is
 * scoring.ts.
 */
import { Router } from 'express';
import {
  analyzeTrendsRequestSchema,
  TREND_WINDOW_DAYS,
  trendKnowledgeBaseSchema,
  trendsQuerySchema,
  type TrendKnowledgeBase,
  type TrendResponse,
  type TrendSchedule,
} from '../../../../shared/contracts/trends';
import trendsJson from '../../../../resources/marketing/trends.json';
import type { AppContext } from '../../context';
import { handle } from '../../http/validate';
import { apiRouter, routeAccess } from '../../http/routing';
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

export function marketingTrendsRoutes(ctx: AppContext, kb = loadTrendKnowledgeBase()): Router {
  const router = apiRouter();
  const access = routeAccess(ctx);
  const repo = trendsRepository(ctx.db);
  // Demo rows count only in demo mode (DESIGN.md "real data, honest labels").
  const channelData = (tzOffset: number) => repo.channelData(ctx.clock.now(), TREND_WINDOW_DAYS, ctx.demo, tzOffset);

  router.get(
    '/marketing/trends',
    access.owner,
    handle({ query: trendsQuerySchema }, ({ query }): TrendResponse =>
      scoreTrends({ kb, data: channelData(query.tzOffset), windowDays: TREND_WINDOW_DAYS, now: ctx.clock.now(), lastAnalyzedAt: repo.lastAnalysis() }),
    ),
  );

  router.get(
    '/marketing/trends/schedule',
    access.owner,
    handle({ query: trendsQuerySchema }, ({ query }): TrendSchedule => {
      const { schedule, ownerWeight, demoRows } = scheduleMap(kb, channelData(query.tzOffset), TREND_WINDOW_DAYS);
      const method =
        ownerWeight > 0
          ? `The knowledge base's posting times per platform, re-ordered ${Math.round(ownerWeight * 100)}% by the hours your own visitors from each platform arrived in the last ${TREND_WINDOW_DAYS} days.`
          : `The knowledge base's posting times per platform: no visits came from these platforms in the last ${TREND_WINDOW_DAYS} days to re-order them.`;
      return { schedule, method, includesDemoData: demoRows > 0 };
    }),
  );

  router.post(
    '/marketing/trends/analyze',
    access.owner,
    // No body at all is an analysis of every platform.
    handle({ body: analyzeTrendsRequestSchema.optional().transform((b) => b ?? {}), query: trendsQuerySchema }, ({ body, query }): TrendResponse => {
      const now = ctx.clock.now();
      const answer = scoreTrends({ kb, data: channelData(query.tzOffset), windowDays: TREND_WINDOW_DAYS, platforms: body.platforms, now, lastAnalyzedAt: now });
      repo.recordAnalysis(now);
      return answer;
    }),
  );

  return router;
}
