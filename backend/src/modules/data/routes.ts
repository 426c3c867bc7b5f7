/**
 * "Your data" over HTTP (docs/product.md "Your data"): sample-data counts and removal, the home
 * currency, the export archive and deleting the account. Every route acts for the signed-in caller
 * only; each reads its input through its declaration (shared/api/data.ts).
 */
import type { Router } from 'express';
import { dataApi } from '../../../../shared/api/data';
import { CSRF_COOKIE } from '../../../../shared/contracts/auth';
import type { AppContext } from '../../context';
import { requireCaller, SESSION_COOKIE } from '../../http/auth';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
import { streamOut } from '../../http/stream-out';
import { createDataService, type DataService } from './service';

export function dataRoutes(ctx: AppContext, data: DataService = createDataService(ctx)): Router {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);

  on(dataApi.sources, (_input, req) => data.sources(requireCaller(req).userId));
  on(dataApi.removeSample, (_input, req) => data.removeSample(requireCaller(req).userId));
  on(dataApi.preferences, (_input, req) => data.preferences(requireCaller(req).userId));
  on(dataApi.savePreferences, ({ body }, req) => data.savePreferences(requireCaller(req).userId, body));

  // The archive is made as it is sent, one short slice at a time, other requests answered in
  // between; a client that goes away stops the reading (http/stream-out.ts).
  on(dataApi.exportArchive, async (_input, req, res) => {
    const archive = data.exportArchive(requireCaller(req).userId);
    res
      .status(200)
      .type('application/zip')
      .setHeader('Content-Disposition', `attachment; filename="${archive.fileName}"`)
      .setHeader('Cache-Control', 'no-store');
    const outcome = await streamOut(res, archive.chunks, ctx.logger, 'archive');
    ctx.logger.info({ export: 'archive', rows: archive.rowsRead(), bytes: outcome.bytes, complete: outcome.complete }, outcome.complete ? 'export sent' : 'export stopped');
  });

  on(dataApi.deleteAccount, (_input, req, res) => {
    data.deleteAccount(requireCaller(req).userId);
    // The sessions went with the user row (ON DELETE CASCADE); the browser forgets its cookies too.
    res.clearCookie(SESSION_COOKIE, { path: '/' });
    res.clearCookie(CSRF_COOKIE, { path: '/' });
    res.status(dataApi.deleteAccount.status).end();
  });

  return router;
}
