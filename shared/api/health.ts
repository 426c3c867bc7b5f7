/** The server's health: version, mode, demo mode and whether the database answers. */
import { endpoint } from './endpoint';

export const healthApi = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    schemas: () => import('../contracts/health').then((c) => ({ response: c.healthResponseSchema })),
  }),
};
