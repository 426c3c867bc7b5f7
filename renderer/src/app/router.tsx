import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { SCREENS, type ScreenId } from '../../../shared/routes';
import { AppLoading } from './app-loading';
import { NotFoundPage } from './not-found';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

type ScreenModule = () => Promise<{ default: ComponentType }>;

/**
 * One lazily loaded module per screen. Typed by ScreenId, so a screen added to shared/routes.ts
 * without a module here is a compile error; the paths themselves are never retyped.
 */
const SCREEN_MODULES: Record<ScreenId, ScreenModule> = {
  landing: () => import('@/features/landing/landing-page'),
  subscriptions: () => import('@/features/subscriptions/subscriptions-page'),
  onboarding: () => import('@/features/onboarding/onboarding-page'),
  checkout: () => import('@/features/checkout/checkout-page'),
  paymentSuccess: () => import('@/features/checkout/payment-success-page'),
  dashboard: () => import('@/features/dashboard/dashboard-page'),
  mobile: () => import('@/features/mobile-banking/mobile-banking-page'),
  transactions: () => import('@/features/transactions/transactions-page'),
  accounts: () => import('@/features/accounts/accounts-page'),
  business: () => import('@/features/business-accounts/business-accounts-page'),
  creditScore: () => import('@/features/credit-score/credit-score-page'),
  aiCoach: () => import('@/features/ai-coach/ai-coach-page'),
  metaverse: () => import('@/features/metaverse/metaverse-page'),
  pricing: () => import('@/features/pricing/pricing-page'),
  beta: () => import('@/features/beta/beta-page'),
  referral: () => import('@/features/referral/referral-page'),
  enterprise: () => import('@/features/enterprise/enterprise-page'),
  blog: () => import('@/features/blog/blog-page'),
  launch: () => import('@/features/launch/launch-page'),
  trafficGuide: () => import('@/features/traffic-guide/traffic-guide-page'),
  share: () => import('@/features/share/share-page'),
  conversionCommand: () => import('@/features/conversion-command/conversion-command-page'),
  trafficExecutor: () => import('@/features/traffic-executor/traffic-executor-page'),
  trafficDashboard: () => import('@/features/traffic-dashboard/traffic-dashboard-page'),
  analytics: () => import('@/features/analytics/analytics-page'),
  liveCampaign: () => import('@/features/live-campaign/live-campaign-page'),
  realTimeConversions: () => import('@/features/real-time-conversions/real-time-conversions-page'),
  campaignExecutor: () => import('@/features/campaign-executor/campaign-executor-page'),
  masterActivation: () => import('@/features/master-activation/master-activation-page'),
  marketingTrends: () => import('@/features/marketing-trends/marketing-trends-page'),
  viral: () => import('@/features/viral/viral-page'),
  gamification: () => import('@/features/gamification/gamification-page'),
  conversionFunnel: () => import('@/features/conversion-funnel/conversion-funnel-page'),
  billing: () => import('@/features/billing/billing-page'),
  success: () => import('@/features/premium-welcome/premium-welcome-page'),
  offers: () => import('@/features/offers/offers-page'),
  bills: () => import('@/features/bill-negotiation/bill-negotiation-page'),
  terms: () => import('@/features/legal/terms-page'),
  privacy: () => import('@/features/legal/privacy-page'),
  settings: () => import('@/features/settings/settings-page'),
  members: () => import('@/features/members/members-page'),
  billsDesk: () => import('@/features/bills-desk/bills-desk-page'),
};

function screenRoutes(): RouteObject[] {
  return (Object.keys(SCREENS) as ScreenId[]).flatMap((id) => {
    const load = SCREEN_MODULES[id];
    // Aliases share the loader, so they render the very same screen module. Paths match
    // case-sensitively, as the server does (it answers an unknown path with a 404 status).
    const lazy = async () => ({ Component: (await load()).default });
    return SCREENS[id].map((path): RouteObject => ({ path, caseSensitive: true, lazy }));
  });
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <AppLoading />,
    children: [...screenRoutes(), { path: '*', element: <NotFoundPage /> }],
  },
];

/**
 * Loads the module of the screen the page was opened on before the router starts, so the first
 * render is that screen rather than the loading spinner and then the screen: one paint and one
 * render pass fewer before the content (the page already preloads the chunk, docs/architecture.md
 * "Chunks and preloads"). A module that fails to load is left to the router, which shows the error.
 */
export async function loadFirstScreen(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        Object.assign(route, await route.lazy(), { lazy: undefined });
      } catch {
        // The router calls lazy() again and renders RouteError if it fails there too.
      }
    }),
  );
}

let router: ReturnType<typeof createBrowserRouter> | undefined;

export function AppRouter() {
  // Made on first render, after loadFirstScreen: the router reads the routes once, when it is made.
  router ??= createBrowserRouter(routes);
  return <RouterProvider router={router} />;
}
