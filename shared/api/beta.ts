/** The beta programme: its spots and deadline, and the signup (201 new, 200 for a known email). */
import { endpoint } from './endpoint';

const contracts = () => import('../contracts/beta');

export const betaApi = {
  status: endpoint({
    method: 'GET',
    path: '/api/beta/status',
    access: 'public',
    schemas: () => contracts().then((c) => ({ response: c.betaStatusSchema })),
  }),
  signup: endpoint({
    method: 'POST',
    path: '/api/beta-signup',
    access: 'public',
    status: 201,
    schemas: () => contracts().then((c) => ({ body: c.betaSignupRequestSchema, response: c.betaSignupResponseSchema })),
  }),
};
