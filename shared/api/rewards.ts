/** The caller's rewards: level, XP, coins and streak, the daily claim and the shop. Each answers the new state. */
import { endpoint } from './endpoint';

const contracts = () => import('../contracts/rewards');

export const rewardsApi = {
  state: endpoint({
    method: 'GET',
    path: '/api/rewards',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.rewardsStateSchema })),
  }),
  /** Once per UTC day. */
  claimDaily: endpoint({
    method: 'POST',
    path: '/api/rewards/claim-daily',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.rewardsStateSchema })),
  }),
  purchase: endpoint({
    method: 'POST',
    path: '/api/rewards/shop/purchase',
    access: 'member',
    schemas: () => contracts().then((c) => ({ body: c.purchaseRequestSchema, response: c.rewardsStateSchema })),
  }),
};
