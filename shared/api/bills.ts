/** Bill negotiation requests and their lifecycle (docs/product.md "Bills"). */
import { endpoint } from './endpoint';

const contracts = () => import('../contracts/bills');

export const billsApi = {
  submit: endpoint({
    method: 'POST',
    path: '/api/bills/submit',
    access: 'member',
    status: 201,
    schemas: () => contracts().then((c) => ({ body: c.billSubmitRequestSchema, response: c.billNegotiationSchema })),
  }),
  /** The caller's requests with their step history, newest first, and how many were submitted on the viewer's today. */
  list: endpoint({
    method: 'GET',
    path: '/api/bills',
    access: 'member',
    schemas: () => contracts().then((c) => ({ query: c.billListQuerySchema, response: c.billListSchema })),
  }),
  /** The owner's desk: every user's requests, newest first, optionally one status. */
  desk: endpoint({
    method: 'GET',
    path: '/api/bill-desk',
    access: 'owner',
    schemas: () => contracts().then((c) => ({ query: c.billDeskQuerySchema, response: c.billDeskListSchema })),
  }),
  /**
   * The owner moves a request to its next status; a "saved" outcome records the monthly saving and
   * the server computes the 25% success fee. 400 for an illegal move, 404 for an unknown request.
   */
  changeStatus: endpoint({
    method: 'POST',
    path: '/api/bill-desk/:requestId/status',
    access: 'owner',
    schemas: () =>
      contracts().then((c) => ({ params: c.billRequestParamsSchema, body: c.billStatusChangeSchema, response: c.billDeskRequestSchema })),
  }),
};
