/** The budget calculator: an income and a mode in, the five buckets, a tip and a projection out. */
import { endpoint } from './endpoint';

export const budgetApi = {
  /** Open to visitors (the landing page's calculator); computes and answers, stores nothing for anyone. */
  calculate: endpoint({
    method: 'POST',
    path: '/api/budget/calculate',
    access: 'public',
    schemas: () =>
      import('../contracts/budget').then((c) => ({ body: c.budgetCalculateRequestSchema, response: c.budgetCalculateResponseSchema })),
  }),
};
