/** Growth capture: the popups' newsletter offer, A/B test conversions and the owner's A/B results. */
import { endpoint } from './endpoint';

const contracts = () => import('../contracts/growth');

export const growthApi = {
  /** 201 for a new subscriber, 200 when the same email and popup were already stored. */
  subscribe: endpoint({
    method: 'POST',
    path: '/api/newsletter/subscribe',
    access: 'public',
    status: 201,
    schemas: () => contracts().then((c) => ({ body: c.newsletterSubscribeRequestSchema, response: c.newsletterSubscribeResponseSchema })),
  }),
  /** Answers 204 with no body. */
  abConversion: endpoint({
    method: 'POST',
    path: '/api/conversion/ab-test',
    access: 'public',
    status: 204,
    schemas: () => contracts().then((c) => ({ body: c.abTestConversionRequestSchema })),
  }),
  abResults: endpoint({
    method: 'GET',
    path: '/api/conversion/ab-results',
    access: 'owner',
    schemas: () => contracts().then((c) => ({ response: c.abResultsSchema })),
  }),
};
