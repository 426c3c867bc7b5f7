/**
 * The owner's command centre: the dashboards' reads, the CSV exports, the stored campaign state and
 * Master Activation's checks. Owner only, every one.
 */
import { endpoint } from './endpoint';

const dashboards = () => import('../contracts/dashboards');
const campaigns = () => import('../contracts/campaigns');

const activation = () => campaigns().then((c) => ({ response: c.activationResultSchema }));

export const commandCentreApi = {
  realtime: endpoint({
    method: 'GET',
    path: '/api/analytics/realtime',
    access: 'owner',
    schemas: () => dashboards().then((c) => ({ response: c.realtimeResponseSchema })),
  }),
  realTime: endpoint({
    method: 'GET',
    path: '/api/analytics/real-time',
    access: 'owner',
    schemas: () => dashboards().then((c) => ({ response: c.realTimeResponseSchema })),
  }),
  conversions: endpoint({
    method: 'GET',
    path: '/api/analytics/conversions',
    access: 'owner',
    schemas: () => dashboards().then((c) => ({ query: c.periodQuerySchema, response: c.conversionsResponseSchema })),
  }),
  trafficSources: endpoint({
    method: 'GET',
    path: '/api/analytics/traffic-sources',
    access: 'owner',
    schemas: () => dashboards().then((c) => ({ query: c.periodQuerySchema, response: c.trafficSourcesResponseSchema })),
  }),
  hourly: endpoint({
    method: 'GET',
    path: '/api/analytics/hourly',
    access: 'owner',
    schemas: () => dashboards().then((c) => ({ query: c.hourlyQuerySchema, response: c.hourlyResponseSchema })),
  }),
  topPages: endpoint({
    method: 'GET',
    path: '/api/analytics/top-pages',
    access: 'owner',
    schemas: () => dashboards().then((c) => ({ response: c.topPagesResponseSchema })),
  }),
  funnelMetrics: endpoint({
    method: 'GET',
    path: '/api/conversion/funnel-metrics',
    access: 'owner',
    schemas: () => dashboards().then((c) => ({ query: c.periodQuerySchema, response: c.funnelMetricsResponseSchema })),
  }),
  /** A CSV file (an attachment), not JSON. */
  exportCsv: endpoint({
    method: 'GET',
    path: '/api/marketing/export/:dataset',
    access: 'owner',
    schemas: () => dashboards().then((c) => ({ params: c.exportParamsSchema, query: c.periodQuerySchema })),
  }),
  campaignState: endpoint({
    method: 'GET',
    path: '/api/marketing/campaign-state',
    access: 'owner',
    schemas: () => campaigns().then((c) => ({ response: c.campaignStateResponseSchema })),
  }),
  setCampaignItem: endpoint({
    method: 'PUT',
    path: '/api/marketing/campaign-state',
    access: 'owner',
    schemas: () => campaigns().then((c) => ({ body: c.setCampaignItemRequestSchema, response: c.campaignItemSchema })),
  }),
  activateAll: endpoint({ method: 'POST', path: '/api/marketing/activate-all', access: 'owner', schemas: activation }),
  startExecutor: endpoint({ method: 'POST', path: '/api/traffic/start-executor', access: 'owner', schemas: activation }),
  enableTracking: endpoint({ method: 'POST', path: '/api/analytics/enable-tracking', access: 'owner', schemas: activation }),
  /** 503 payments_not_configured when no payment provider is set up. */
  activatePayments: endpoint({ method: 'POST', path: '/api/payments/activate', access: 'owner', schemas: activation }),
};
