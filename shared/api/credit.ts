/** The credit score monitor: the estimate, its history and its alerts, for one user. */
import { endpoint } from './endpoint';

const contracts = () => Promise.all([import('../contracts/credit'), import('../contracts/banking')]);

export const creditApi = {
  score: endpoint({
    method: 'GET',
    path: '/api/credit-score/:userId',
    access: 'member',
    schemas: () => contracts().then(([c, b]) => ({ params: b.userIdParamsSchema, response: c.creditScoreSchema })),
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/credit-score/:userId/history',
    access: 'member',
    schemas: () => contracts().then(([c, b]) => ({ params: b.userIdParamsSchema, response: c.creditHistorySchema })),
  }),
  alerts: endpoint({
    method: 'GET',
    path: '/api/credit-score/:userId/alerts',
    access: 'member',
    schemas: () => contracts().then(([c, b]) => ({ params: b.userIdParamsSchema, response: c.creditAlertsSchema })),
  }),
};
