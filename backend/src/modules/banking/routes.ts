/**
 * Banking over HTTP (the /mobile and /accounts screens): accounts and managing them, recent
 * transactions, bank linking, Send/Receive, bank-file imports and their history. Each route reads its input through its declaration (shared/api/banking.ts)
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
  on(bankingApi.importPreview, ({ query }, req) => banking.previewImport(requireCaller(req).userId, req.body, query), rawFile);
  on(bankingApi.import, ({ query }, req) => banking.importFile(requireCaller(req).userId, req.body, query), rawFile);
  on(bankingApi.imports, (_input, req) => banking.imports(requireCaller(req).userId));
  on(bankingApi.undoImport, ({ params }, req) => banking.undoImport(requireCaller(req).userId, params.id));

  on(bankingApi.updateAccount, ({ params, body }, req) => banking.updateAccount(requireCaller(req).userId, params.id, body));
  on(bankingApi.setBalance, ({ params, body }, req) => banking.setBalance(requireCaller(req).userId, params.id, { balanceCents: body.balance, asOf: body.asOf }));
  on(bankingApi.deleteAccount, ({ params }, req) => banking.deleteAccount(requireCaller(req).userId, params.id));

  return router;
}
