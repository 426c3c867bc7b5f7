/**
 * The Subscription Finder, for the signed-in caller: the active subscriptions, the savings from
 * cancelling, the scan (one request for the screen, and its separate steps), cancel and dismiss.
 */
import { endpoint } from './endpoint';

const contracts = () => import('../contracts/subscriptions');

export const subscriptionsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/subscriptions',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.subscriptionListSchema })),
  }),
  savingsSummary: endpoint({
    method: 'GET',
    path: '/api/savings-summary',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.savingsSummarySchema })),
  }),
  /** The screen's scan: analysis, the sample-data fallback and the stored findings, in one request. */
  scan: endpoint({
    method: 'POST',
    path: '/api/subscriptions/scan',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.subscriptionScanResponseSchema })),
  }),
  /** Recurring patterns in the stored transactions; stores nothing. */
  analyze: endpoint({
    method: 'POST',
    path: '/api/analyze-transactions',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.analyzeResponseSchema })),
  }),
  /** Stores what detection finds in the stored transactions (a rescan never duplicates). */
  scanStored: endpoint({
    method: 'POST',
    path: '/api/scan-subscriptions',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.scanResponseSchema })),
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/subscriptions/:id/cancel',
    access: 'member',
    schemas: () => Promise.all([contracts(), import('../contracts/banking')]).then(([c, b]) => ({ params: b.idParamsSchema, response: c.subscriptionSchema })),
  }),
  /** Undo of Mark Cancelled: active again, and the savings it added taken back; 409 when it is not cancelled. */
  reactivate: endpoint({
    method: 'POST',
    path: '/api/subscriptions/:id/reactivate',
    access: 'member',
    schemas: () => Promise.all([contracts(), import('../contracts/banking')]).then(([c, b]) => ({ params: b.idParamsSchema, response: c.subscriptionSchema })),
  }),
  /** Charges expected in the next UPCOMING_DAYS days, by date, with their total. */
  upcoming: endpoint({
    method: 'GET',
    path: '/api/subscriptions/upcoming',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.upcomingResponseSchema })),
  }),
  /** The detected recurring outflow streams in Plaid's /transactions/recurring/get shape; stores nothing. */
  recurringStreams: endpoint({
    method: 'GET',
    path: '/api/subscriptions/recurring-streams',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.recurringStreamsResponseSchema })),
  }),
  /** "Not a subscription": 204, and the finding never comes back. */
  dismiss: endpoint({
    method: 'POST',
    path: '/api/subscriptions/:id/dismiss',
    access: 'member',
    status: 204,
    schemas: () => import('../contracts/banking').then((b) => ({ params: b.idParamsSchema })),
  }),
  /** The sample bank history (demo data), relative to today. */
  sampleTransactions: endpoint({
    method: 'GET',
    path: '/api/subscriptions/sample-transactions',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.sampleTransactionsResponseSchema })),
  }),
  importTransactions: endpoint({
    method: 'POST',
    path: '/api/import-bank-transactions',
    access: 'member',
    schemas: () => contracts().then((c) => ({ body: c.importBankTransactionsRequestSchema, response: c.importBankTransactionsResponseSchema })),
  }),
  /** The screen's "Import sample data": the server imports its own sample history for the caller. */
  importSample: endpoint({
    method: 'POST',
    path: '/api/subscriptions/import-sample',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.importBankTransactionsResponseSchema })),
  }),
};
