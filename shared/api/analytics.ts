/** First-party analytics collection: events (with the visit's session) and campaign conversion events. Both answer 204. */
import { endpoint } from './endpoint';

export const analyticsApi = {
  track: endpoint({
    method: 'POST',
    path: '/api/analytics/track',
    access: 'public',
    status: 204,
    schemas: () => import('../contracts/analytics').then((c) => ({ body: c.trackEventRequestSchema })),
  }),
  conversionEvent: endpoint({
    method: 'POST',
    path: '/api/analytics/conversion-event',
    access: 'public',
    status: 204,
    schemas: () => import('../contracts/beta').then((c) => ({ body: c.conversionEventRequestSchema })),
  }),
};
