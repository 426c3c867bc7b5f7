/**
 * Local end-to-end tests only: moves the server's clock forward and runs the scheduled checks. The
 * server registers it only when started with a test clock (never hosted, never on the desktop).
 */
import { endpoint } from './endpoint';

export const testClockApi = {
  advance: endpoint({
    method: 'POST',
    path: '/api/test/clock',
    access: 'owner',
    schemas: () => import('../contracts/test-clock').then((c) => ({ body: c.testClockRequestSchema, response: c.testClockReplySchema })),
  }),
};
