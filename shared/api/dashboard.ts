/** The consumer's home and the settings and onboarding answers that shape it, for the caller. */
import { endpoint } from './endpoint';

const contracts = () => import('../contracts/dashboard');

export const dashboardApi = {
  /**
   * Where the app opens (the printed link and the desktop window): a redirect to onboarding until
   * the user has answered it, then to the dashboard; a hosted visitor who is not signed in gets the
   * landing page. docs/product.md "Navigation".
   */
  start: endpoint({ method: 'GET', path: '/api/start', access: 'public' }),
  dashboard: endpoint({
    method: 'GET',
    path: '/api/dashboard',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.dashboardResponseSchema })),
  }),
  /** Stores income and mode; answers the recomputed dashboard. */
  budgetSettings: endpoint({
    method: 'PUT',
    path: '/api/user/budget-settings',
    access: 'member',
    schemas: () => contracts().then((c) => ({ body: c.budgetSettingsRequestSchema, response: c.dashboardResponseSchema })),
  }),
  onboarding: endpoint({
    method: 'POST',
    path: '/api/user/onboarding',
    access: 'member',
    schemas: () =>
      import('../contracts/onboarding').then((c) => ({ body: c.onboardingRequestSchema, response: c.onboardingResponseSchema })),
  }),
};
