/** Referrals: the caller's own standing (the code is created on the first read) and the leaderboard. */
import { endpoint } from './endpoint';

const contracts = () => import('../contracts/referral');

export const referralApi = {
  summary: endpoint({
    method: 'GET',
    path: '/api/referral/me',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.referralSummarySchema })),
  }),
  leaderboard: endpoint({
    method: 'GET',
    path: '/api/referral/leaderboard',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.referralLeaderboardSchema })),
  }),
};
