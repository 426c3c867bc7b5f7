/**
 * The transactions ledger (/transactions): list, edit, delete and restore, CSV export, categories
 * and category rules. Every route acts on the signed-in user's own rows.
 */
import { endpoint } from './endpoint';

const contracts = () => import('../contracts/ledger');

export const ledgerApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/transactions',
    access: 'member',
    schemas: () => contracts().then((c) => ({ query: c.ledgerQuerySchema, response: c.ledgerPageSchema })),
  }),
  /** The rows the filters select, as a CSV file (not JSON). */
  exportCsv: endpoint({
    method: 'GET',
    path: '/api/transactions/export',
    access: 'member',
    schemas: () => contracts().then((c) => ({ query: c.ledgerFilterSchema })),
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/transactions/:id',
    access: 'member',
    schemas: () => contracts().then((c) => ({ params: c.idParamsSchema, body: c.transactionUpdateSchema, response: c.ledgerTransactionSchema })),
  }),
  remove: endpoint({
    method: 'POST',
    path: '/api/transactions/delete',
    access: 'member',
    schemas: () => contracts().then((c) => ({ body: c.deleteTransactionsRequestSchema, response: c.deleteTransactionsResponseSchema })),
  }),
  restore: endpoint({
    method: 'POST',
    path: '/api/transactions/restore',
    access: 'member',
    schemas: () => contracts().then((c) => ({ body: c.restoreTransactionsRequestSchema, response: c.restoreTransactionsResponseSchema })),
  }),
  categories: endpoint({
    method: 'GET',
    path: '/api/transaction-categories',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.categoryListSchema })),
  }),
  createCategory: endpoint({
    method: 'POST',
    path: '/api/transaction-categories',
    access: 'member',
    status: 201,
    schemas: () => contracts().then((c) => ({ body: c.categoryRequestSchema, response: c.categorySchema })),
  }),
  renameCategory: endpoint({
    method: 'PATCH',
    path: '/api/transaction-categories/:id',
    access: 'member',
    schemas: () => contracts().then((c) => ({ params: c.idParamsSchema, body: c.categoryRequestSchema, response: c.categorySchema })),
  }),
  rules: endpoint({
    method: 'GET',
    path: '/api/category-rules',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.categoryRuleListSchema })),
  }),
  createRule: endpoint({
    method: 'POST',
    path: '/api/category-rules',
    access: 'member',
    status: 201,
    schemas: () => contracts().then((c) => ({ body: c.categoryRuleRequestSchema, response: c.categoryRuleResponseSchema })),
  }),
  deleteRule: endpoint({
    method: 'DELETE',
    path: '/api/category-rules/:id',
    access: 'member',
    status: 204,
    schemas: () => contracts().then((c) => ({ params: c.idParamsSchema })),
  }),
  applyRule: endpoint({
    method: 'POST',
    path: '/api/category-rules/:id/apply',
    access: 'member',
    schemas: () => contracts().then((c) => ({ params: c.idParamsSchema, response: c.applyRuleResponseSchema })),
  }),
};
