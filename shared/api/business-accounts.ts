/** Business savings accounts, a commitment device (docs/product.md "Business savings"). */
import { endpoint } from './endpoint';

const contracts = () => Promise.all([import('../contracts/business'), import('../contracts/banking')]);

export const businessAccountsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/users/:userId/business-accounts',
    access: 'member',
    schemas: () => contracts().then(([c, b]) => ({ params: b.userIdParamsSchema, response: c.businessAccountListSchema })),
  }),
  /** The body names the owner: the caller, or the public demo sandbox. */
  create: endpoint({
    method: 'POST',
    path: '/api/business-accounts',
    access: 'member',
    status: 201,
    schemas: () => contracts().then(([c]) => ({ body: c.createBusinessAccountRequestSchema, response: c.businessAccountSchema })),
  }),
  /** The account, its guidelines, the latest violations and transactions. */
  details: endpoint({
    method: 'GET',
    path: '/api/business-accounts/:id',
    access: 'member',
    schemas: () => contracts().then(([c, b]) => ({ params: b.idParamsSchema, response: c.businessAccountDetailsSchema })),
  }),
  contribute: endpoint({
    method: 'POST',
    path: '/api/business-accounts/:id/contribute',
    access: 'member',
    schemas: () => contracts().then(([c, b]) => ({ params: b.idParamsSchema, body: c.contributeRequestSchema, response: c.contributeResponseSchema })),
  }),
  /** Pause or resume (a completed account stays completed). */
  updateStatus: endpoint({
    method: 'PATCH',
    path: '/api/business-accounts/:id/status',
    access: 'member',
    schemas: () =>
      contracts().then(([c, b]) => ({ params: b.idParamsSchema, body: c.updateBusinessStatusRequestSchema, response: c.businessAccountSchema })),
  }),
  /** Charges a penalty to the caller and marks it processed. */
  payViolation: endpoint({
    method: 'POST',
    path: '/api/business-accounts/:id/violations/:violationId/pay',
    access: 'member',
    schemas: () => contracts().then(([c]) => ({ params: c.violationParamsSchema, response: c.paidViolationSchema })),
  }),
};
