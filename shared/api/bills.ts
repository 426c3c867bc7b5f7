/** Bill negotiation requests and their results (docs/product.md "Bills"). */
import { endpoint } from './endpoint';

const contracts = () => Promise.all([import('../contracts/bills'), import('../contracts/banking')]);

export const billsApi = {
  submit: endpoint({
    method: 'POST',
    path: '/api/bills/submit',
    access: 'member',
    status: 201,
    schemas: () => contracts().then(([c]) => ({ body: c.billSubmitRequestSchema, response: c.billNegotiationSchema })),
  }),
  /** The caller's requests, newest first, and how many were submitted on the viewer's today. */
  list: endpoint({
    method: 'GET',
    path: '/api/bills',
    access: 'member',
    schemas: () => contracts().then(([c]) => ({ query: c.billListQuerySchema, response: c.billListSchema })),
  }),
  /** Records the negotiated monthly saving (the success fee is computed by the server). */
  recordSavings: endpoint({
    method: 'POST',
    path: '/api/bills/:id/savings',
    access: 'member',
    schemas: () => contracts().then(([c, b]) => ({ params: b.idParamsSchema, body: c.recordBillSavingsRequestSchema, response: c.billNegotiationSchema })),
  }),
};
