/**
 * Business savings accounts over HTTP (see ./service.ts for the rules). A :userId or :id is the
 * caller's own, the demo sandbox, or, for the routes the team may use, the caller's team owner's.
 */
import type { Router } from 'express';
import { businessAccountsApi } from '../../../../shared/api/business-accounts';
import type { AppContext } from '../../context';
import { bodyUserId, ownedParam, requireCaller, scopedRouter, sharedEndpoints, type TeamSharing } from '../../http/auth';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
import { createBusinessAccountsService } from './service';

/**
 * What the members of a Business owner's team may do with the owner's accounts: see them and pay
 * in. Creating, pausing, paying penalties (charged to the caller) stay the owner's alone.
 */
const TEAM_SHARED_ROUTES = sharedEndpoints([
  [businessAccountsApi.list, 'read'],
  [businessAccountsApi.details, 'read'],
  [businessAccountsApi.contribute, 'contribute'],
]);

export function businessAccountRoutes(ctx: AppContext): Router {
  const accounts = createBusinessAccountsService(ctx);
  const sharing: TeamSharing = { routes: TEAM_SHARED_ROUTES, sharesWith: accounts.sharesWith };
  const router = scopedRouter(ctx, apiRouter(), sharing);
  const on = endpointRegistrar(ctx, router);
  ownedParam(ctx, router, 'id', accounts.ownerOf, sharing);

  on(businessAccountsApi.list, ({ params }) => accounts.list(params.userId));
  on(businessAccountsApi.create, ({ body }, req) =>
    // The body names the owner (spec); it must be the caller, or the public demo sandbox.
    accounts.create(bodyUserId(ctx, req, body.userId), {
      businessName: body.businessName,
      // The contract parses the dollars to integer cents.
      targetAmountCents: body.targetAmount,
      weeklyContributionCents: body.weeklyContribution,
      targetDate: body.targetDate ?? null,
    }),
  );
  on(businessAccountsApi.details, ({ params }) => accounts.details(params.id));
  on(businessAccountsApi.contribute, ({ params, body }) => accounts.contribute(params.id, body.amount));
  on(businessAccountsApi.updateStatus, ({ params, body }) => accounts.setStatus(params.id, body.status));
  on(businessAccountsApi.payViolation, ({ params }, req) => accounts.payViolation(requireCaller(req).userId, params.id, params.violationId));
  return router;
}
