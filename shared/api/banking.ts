/**
 * Banking on /mobile: accounts, recent transactions, bank linking, Send/Receive between the user's
 * own accounts, and bank-file imports (the file is the raw request body: no body contract).
 */
import { endpoint } from './endpoint';

const contracts = () => import('../contracts/banking');

export const bankingApi = {
  accounts: endpoint({
    method: 'GET',
    path: '/api/banking/accounts/:userId',
    access: 'member',
    schemas: () => contracts().then((c) => ({ params: c.userIdParamsSchema, response: c.bankAccountListSchema })),
  }),
  transactions: endpoint({
    method: 'GET',
    path: '/api/banking/transactions/:userId',
    access: 'member',
    schemas: () => contracts().then((c) => ({ params: c.userIdParamsSchema, query: c.transactionsQuerySchema, response: c.bankingTransactionListSchema })),
  }),
  createLinkToken: endpoint({
    method: 'POST',
    path: '/api/banking/create-link-token',
    access: 'member',
    schemas: () => contracts().then((c) => ({ body: c.createLinkTokenRequestSchema, response: c.createLinkTokenResponseSchema })),
  }),
  exchangePublicToken: endpoint({
    method: 'POST',
    path: '/api/banking/exchange-public-token',
    access: 'member',
    schemas: () => contracts().then((c) => ({ body: c.exchangePublicTokenRequestSchema, response: c.exchangePublicTokenResponseSchema })),
  }),
  sync: endpoint({
    method: 'POST',
    path: '/api/banking/sync',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.syncResponseSchema })),
  }),
  transfer: endpoint({
    method: 'POST',
    path: '/api/banking/transfer',
    access: 'member',
    schemas: () => contracts().then((c) => ({ body: c.transferRequestSchema, response: c.transferResponseSchema })),
  }),
  importPreview: endpoint({
    method: 'POST',
    path: '/api/banking/import/preview',
    access: 'member',
    schemas: () => contracts().then((c) => ({ query: c.importQuerySchema, response: c.importPreviewSchema })),
  }),
  import: endpoint({
    method: 'POST',
    path: '/api/banking/import',
    access: 'member',
    schemas: () => contracts().then((c) => ({ query: c.importQuerySchema, response: c.importResultSchema })),
  }),
  updateAccount: endpoint({
    method: 'PATCH',
    path: '/api/accounts/:id',
    access: 'member',
    schemas: () => contracts().then((c) => ({ params: c.idParamsSchema, body: c.accountUpdateSchema, response: c.bankAccountSchema })),
  }),
  setBalance: endpoint({
    method: 'POST',
    path: '/api/accounts/:id/balance',
    access: 'member',
    schemas: () => contracts().then((c) => ({ params: c.idParamsSchema, body: c.setBalanceRequestSchema, response: c.bankAccountSchema })),
  }),
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/api/accounts/:id',
    access: 'member',
    schemas: () => contracts().then((c) => ({ params: c.idParamsSchema, response: c.deleteAccountResponseSchema })),
  }),
  imports: endpoint({
    method: 'GET',
    path: '/api/banking/imports',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.importHistorySchema })),
  }),
  undoImport: endpoint({
    method: 'DELETE',
    path: '/api/banking/imports/:id',
    access: 'member',
    schemas: () => contracts().then((c) => ({ params: c.idParamsSchema, response: c.undoImportResponseSchema })),
  }),
};
