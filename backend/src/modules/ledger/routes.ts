/**
 * The transactions ledger over HTTP, for the signed-in caller: the list, edits, delete and undo,
 * the CSV export, categories and category rules. Each route reads its input through its
 * declaration (shared/api/ledger.ts) and calls the ledger service (./service.ts).
 */
import type { Request, Router } from 'express';
import { ledgerApi } from '../../../../shared/api/ledger';
import type { AppContext } from '../../context';
import { requireCaller } from '../../http/auth';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
import { streamOut } from '../../http/stream-out';
import { createLedgerService, type LedgerService } from './service';

export function ledgerRoutes(ctx: AppContext, ledger: LedgerService = createLedgerService(ctx)): Router {
  const router = apiRouter();
  const on = endpointRegistrar(ctx, router);
  const caller = (req: Request) => requireCaller(req).userId;

  on(ledgerApi.list, ({ query }, req) => ledger.list(caller(req), query));
  // The file is written as it is read, one short slice at a time, other requests answered in
  // between; a client that goes away stops the reading (http/stream-out.ts).
  on(ledgerApi.exportCsv, async ({ query }, req, res) => {
    const file = ledger.exportCsv(caller(req), query);
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.setHeader('Cache-Control', 'no-store');
    const outcome = await streamOut(res, file.chunks, ctx.logger, 'transactions');
    ctx.logger.info({ export: 'transactions', rows: file.rowsRead(), bytes: outcome.bytes, complete: outcome.complete }, outcome.complete ? 'export sent' : 'export stopped');
  });
  on(ledgerApi.update, ({ params, body }, req) => ledger.update(caller(req), params.id, body));
  on(ledgerApi.remove, ({ body }, req) => ledger.remove(caller(req), body.ids));
  on(ledgerApi.restore, ({ body }, req) => ledger.restore(caller(req), body.batchId));

  on(ledgerApi.categories, (_input, req) => ledger.categories(caller(req)));
  on(ledgerApi.createCategory, ({ body }, req) => ledger.createCategory(caller(req), body.name));
  on(ledgerApi.renameCategory, ({ params, body }, req) => ledger.renameCategory(caller(req), params.id, body.name));

  on(ledgerApi.rules, (_input, req) => ledger.rules(caller(req)));
  on(ledgerApi.createRule, ({ body }, req) => ledger.createRule(caller(req), body));
  on(ledgerApi.deleteRule, ({ params }, req, res) => {
    ledger.deleteRule(caller(req), params.id);
    res.status(204).end();
  });
  on(ledgerApi.applyRule, ({ params }, req) => ledger.applyRule(caller(req), params.id));

  return router;
}
