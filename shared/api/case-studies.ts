/** Illustrative case studies for /pricing and the consumer landing: the featured stories and their stats. */
import { endpoint } from './endpoint';

const contracts = () => import('../contracts/case-studies');

export const caseStudiesApi = {
  featured: endpoint({
    method: 'GET',
    path: '/api/case-studies/featured',
    access: 'public',
    schemas: () => contracts().then((c) => ({ response: c.featuredCaseStudiesSchema })),
  }),
  stats: endpoint({
    method: 'GET',
    path: '/api/case-studies/stats',
    access: 'public',
    schemas: () => contracts().then((c) => ({ response: c.caseStudyStatsSchema })),
  }),
};
