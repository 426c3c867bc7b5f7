/**
 * The user's data as a whole: sample-data counts and removal, the home currency, the export archive
 * and (hosted) deleting the account.
 */
import { endpoint } from './endpoint';

const contracts = () => import('../contracts/data');

export const dataApi = {
  sources: endpoint({
    method: 'GET',
    path: '/api/data/sources',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.dataSourcesSchema })),
  }),
  removeSample: endpoint({
    method: 'DELETE',
    path: '/api/data/sample',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.removeSampleResponseSchema })),
  }),
  preferences: endpoint({
    method: 'GET',
    path: '/api/data/preferences',
    access: 'member',
    schemas: () => contracts().then((c) => ({ response: c.dataPreferencesSchema })),
  }),
  savePreferences: endpoint({
    method: 'PUT',
    path: '/api/data/preferences',
    access: 'member',
    schemas: () => contracts().then((c) => ({ body: c.dataPreferencesRequestSchema, response: c.dataPreferencesSchema })),
  }),
  /** Everything the user has, as CSV and JSON files in one zip archive (not JSON). */
  exportArchive: endpoint({ method: 'GET', path: '/api/data/export', access: 'member' }),
  /** Hosted mode: the account and every row of it (the desktop app's user is deleted by removing the app's data). */
  deleteAccount: endpoint({
    method: 'DELETE',
    path: '/api/data/account',
    access: 'member',
    status: 204,
    schemas: () => contracts().then((c) => ({ body: c.deleteAccountRequestSchema })),
  }),
};
