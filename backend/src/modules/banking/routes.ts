/**
 * Banking over HTTP (the /mobile screen): accounts, recent transactions, bank linking, Send/Receive
 * and bank-file imports. Each route reads its input through its declaration (shared/api/banking.ts)
 * and calls the banking service (./service.ts).
 */
import express, { Router } from 'express';
import { bankingApi } from '../../../../shared/api/banking';
import { MAX_IMPORT_BYTES } from '../../../../shared/contracts/banking';
import type { AppContext } from '../../context';
import { bodyUserId, requireCaller, scopedRouter } from '../../http/auth';
import { endpointRegistrar } from '../../http/endpoints';
import { apiRouter } from '../../http/routing';
import type { BankProvider } from '../../providers/banking/bank-provider';
import { createBankingService, type BankingService } from './service';

export function bankingRoutes(ctx: AppContext, provider: BankProvider, banking: BankingService = createBankingService(ctx, provider)): Router {
  const router = scopedRouter(ctx, apiRouter());
  const on = endpointRegistrar(ctx, router);
  // Bank files arrive as the raw request body, whatever their content type.
  const rawFile = express.raw({ type: () => true, limit: MAX_IMPORT_BYTES });

  on(bankingApi.accounts, ({ params }) => banking.accounts(params.userId));
  on(bankingApi.transactions, ({ params, query }) => banking.recentTransactions(params.userId, query.days));
  on(bankingApi.createLinkToken, ({ body }, req) => banking.createLinkToken(bodyUserId(ctx, req, body.userId)));
  on(bankingApi.exchangePublicToken, ({ body }, req) => banking.exchangePublicToken(requireCaller(req).userId, body.publicToken));
  on(bankingApi.sync, (_input, req) => banking.sync(requireCaller(req).userId));
  on(bankingApi.transfer, ({ body }, req) =>
    banking.transfer(requireCaller(req).userId, { fromAccountId: body.fromAccountId, toAccountId: body.toAccountId, amountCents: body.amount, note: body.note }),
  );
  on(
    bankingApi.importPreview,
    ({ query }, req) => {
      requireCaller(req);
      return banking.previewImport(req.body, query);
    },
    rawFile,
  );
  on(bankingApi.import, ({ query }, req) => banking.importFile(requireCaller(req).userId, req.body, query), rawFile);

  return router;
}
