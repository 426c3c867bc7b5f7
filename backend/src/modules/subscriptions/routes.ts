/**
 * The Subscription Finder over HTTP, for the signed-in caller. Each route reads its input through
 * its declaration (shared/api/subscriptions.ts) and calls the subscriptions service (./service.ts).
 */
import type { Router } from 'express';
import { subscriptionsApi } from '../../../../shared/api/subscriptions';
import type { AppContext } from '../../context';
import { ownedParam, requireCaller } from '../../http/auth';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
import { createSubscriptionsService, type SubscriptionsService } from './service';

export function subscriptionRoutes(ctx: AppContext, subscriptions: SubscriptionsService = createSubscriptionsService(ctx)): Router {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);
  ownedParam(ctx, router, 'id', (id) => subscriptions.ownerOf(id));
  const caller = (req: Parameters<typeof requireCaller>[0]) => requireCaller(req).userId;

  on(subscriptionsApi.list, (_input, req) => subscriptions.list(caller(req)));
  on(subscriptionsApi.savingsSummary, (_input, req) => subscriptions.savings(caller(req)));
  on(subscriptionsApi.scan, (_input, req) => subscriptions.scan(caller(req)));
  on(subscriptionsApi.analyze, (_input, req) => subscriptions.analyze(caller(req)));
  on(subscriptionsApi.scanStored, (_input, req) => subscriptions.scanStored(caller(req)));
  on(subscriptionsApi.cancel, ({ params }) => subscriptions.cancel(params.id));
  on(subscriptionsApi.reactivate, ({ params }) => subscriptions.reactivate(params.id));
  on(subscriptionsApi.upcoming, (_input, req) => subscriptions.upcoming(caller(req)));
  on(subscriptionsApi.recurringStreams, (_input, req) => subscriptions.recurringStreams(caller(req)));
  on(subscriptionsApi.dismiss, ({ params }) => subscriptions.dismiss(params.id));
  on(subscriptionsApi.sampleTransactions, (_input, req) => {
    requireCaller(req);
    return subscriptions.sampleTransactions();
  });
  on(subscriptionsApi.importTransactions, ({ body }, req) => subscriptions.importTransactions(caller(req), body.transactions));
  on(subscriptionsApi.importSample, (_input, req) => subscriptions.importSample(caller(req)));

  return router;
}
