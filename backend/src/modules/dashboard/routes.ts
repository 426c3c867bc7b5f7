/**
 * The consumer's home: GET /api/start (where the app opens), GET /api/dashboard, PUT /api/user/budget-settings, POST /api/user/onboarding.
 * Each acts on the signed-in caller's own rows.
 */
import { Router } from 'express';
import { dashboardApi } from '../../../../shared/api/dashboard';
import { SCREENS } from '../../../../shared/routes';
import type { AppContext } from '../../context';
import { requireCaller } from '../../http/auth';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
import type { CreditOutlook } from './insights';
import { createDashboardService, type DashboardSubscriptions } from './service';

/**
 * @param creditOf the user's current credit estimate and projection (the credit module's one model),
 *   so the dashboard and /credit-score always show the same numbers.
 * @param subscriptions the subscriptions module's figures (by default its own service).
 */
export function dashboardRoutes(ctx: AppContext, creditOf: (userId: string) => CreditOutlook, subscriptions?: DashboardSubscriptions): Router {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);
  const dashboard = createDashboardService(ctx, creditOf, subscriptions);

  on(dashboardApi.start, (_input, req, res) => {
    const caller = req.caller;
    res.redirect(303, !caller ? SCREENS.landing[0] : dashboard.onboarded(caller.userId) ? SCREENS.dashboard[0] : SCREENS.onboarding[0]);
  });
  on(dashboardApi.dashboard, (_input, req) => dashboard.dashboard(requireCaller(req).userId));
  on(dashboardApi.budgetSettings, ({ body }, req) => dashboard.updateSettings(requireCaller(req).userId, body));
  on(dashboardApi.onboarding, ({ body }, req) => dashboard.onboard(requireCaller(req).userId, body));

  return router;
}
