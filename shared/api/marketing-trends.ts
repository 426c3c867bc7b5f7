/** The owner's marketing trend predictor: the trends, the posting schedule and a fresh analysis. */
import { endpoint } from './endpoint';

const contracts = () => import('../contracts/trends');

export const marketingTrendsApi = {
  trends: endpoint({
    method: 'GET',
    path: '/api/marketing/trends',
    access: 'owner',
    schemas: () => contracts().then((c) => ({ query: c.trendsQuerySchema, response: c.trendResponseSchema })),
  }),
  schedule: endpoint({
    method: 'GET',
    path: '/api/marketing/trends/schedule',
    access: 'owner',
    schemas: () => contracts().then((c) => ({ query: c.trendsQuerySchema, response: c.trendScheduleSchema })),
  }),
  analyze: endpoint({
    method: 'POST',
    path: '/api/marketing/trends/analyze',
    access: 'owner',
    schemas: () =>
      contracts().then((c) => ({
        // No body at all is an analysis of every platform.
        body: c.analyzeTrendsRequestSchema.optional().transform((b) => b ?? {}),
        query: c.trendsQuerySchema,
        response: c.trendResponseSchema,
      })),
  }),
};
