/** The AI Marketing Trend Predictor over HTTP (owner only): the trends, the posting schedule and the analyze action. */
import type { Router } from 'express';
import { marketingTrendsApi } from '../../../../shared/api/marketing-trends';
import type { TrendKnowledgeBase } from '../../../../shared/contracts/trends';
import type { AppContext } from '../../context';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
import { createMarketingTrendsService } from './service';

export function marketingTrendsRoutes(ctx: AppContext, kb?: TrendKnowledgeBase): Router {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);
  // Made on the first request: reading and checking the knowledge base is not part of a start.
  let service: ReturnType<typeof createMarketingTrendsService> | undefined;
  const trends = () => (service ??= createMarketingTrendsService(ctx, kb));
  on(marketingTrendsApi.trends, ({ query }) => trends().trends(query.tzOffset));
  on(marketingTrendsApi.schedule, ({ query }) => trends().schedule(query.tzOffset));
  on(marketingTrendsApi.analyze, ({ body, query }) => trends().analyze(body.platforms, query.tzOffset));
  return router;
}
