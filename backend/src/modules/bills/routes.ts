/**
 * Bill negotiation over HTTP (see ./service.ts for the rules): a member's requests are their own
 * (:id); the owner's desk reaches every user's request by :requestId.
 */
import type { Router } from 'express';
import { billsApi } from '../../../../shared/api/bills';
import type { AppContext } from '../../context';
import { ownedParam, requireCaller } from '../../http/auth';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
import { createBillsService } from './service';

export function billRoutes(ctx: AppContext): Router {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);
  const bills = createBillsService(ctx);
  ownedParam(ctx, router, 'id', bills.ownerOf);

  on(billsApi.submit, ({ body }, req) => bills.submit(requireCaller(req).userId, body));
  on(billsApi.list, ({ query }, req) => bills.list(requireCaller(req).userId, query.utcOffset));
  // Owner only (declared access): the outcome is the owner's to record, never the member's.
  on(billsApi.desk, ({ query }) => bills.desk(query));
  on(billsApi.changeStatus, ({ params, body }) => bills.changeStatus(params.requestId, body));
  return router;
}
