/** Bill negotiation over HTTP: each request is the caller's own (see ./service.ts for the rules). */
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
  // The contract parses the saving to integer cents.
  on(billsApi.recordSavings, ({ params, body }) => bills.recordSavings(params.id, body.monthlySavings));
  return router;
}
