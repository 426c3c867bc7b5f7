/** The consumer landing's trust section: badges, security items, FAQs and the social proof. */
import { endpoint } from './endpoint';

const contracts = () => import('../contracts/trust');

export const trustApi = {
  badges: endpoint({
    method: 'GET',
    path: '/api/trust/badges',
    access: 'public',
    schemas: () => contracts().then((c) => ({ response: c.trustBadgeListSchema })),
  }),
  security: endpoint({
    method: 'GET',
    path: '/api/trust/security',
    access: 'public',
    schemas: () => contracts().then((c) => ({ response: c.securityItemListSchema })),
  }),
  faqs: endpoint({
    method: 'GET',
    path: '/api/trust/faqs',
    access: 'public',
    schemas: () => contracts().then((c) => ({ response: c.faqListSchema })),
  }),
  socialProof: endpoint({
    method: 'GET',
    path: '/api/trust/social-proof',
    access: 'public',
    schemas: () => contracts().then((c) => ({ response: c.socialProofSchema })),
  }),
};
