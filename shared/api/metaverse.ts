/** Metaverse reads: a user's avatar and the world's statistics (the live world is the WebSocket). */
import { endpoint } from './endpoint';

const contracts = () => Promise.all([import('../contracts/metaverse'), import('../contracts/banking')]);

export const metaverseApi = {
  avatar: endpoint({
    method: 'GET',
    path: '/api/metaverse/avatar/:userId',
    access: 'member',
    schemas: () => contracts().then(([m, b]) => ({ params: b.userIdParamsSchema, response: m.avatarSchema })),
  }),
  stats: endpoint({
    method: 'GET',
    path: '/api/metaverse/stats',
    access: 'public',
    schemas: () => contracts().then(([m]) => ({ response: m.metaverseStatsSchema })),
  }),
};
