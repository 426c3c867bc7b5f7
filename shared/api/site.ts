/** Site settings: which face "/" shows. Everyone reads them; only the owner changes them. */
import { endpoint } from './endpoint';

const contracts = () => import('../contracts/site');

export const siteApi = {
  settings: endpoint({
    method: 'GET',
    path: '/api/site/settings',
    access: 'public',
    schemas: () => contracts().then((c) => ({ response: c.siteSettingsSchema })),
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/api/site/settings',
    access: 'owner',
    schemas: () => contracts().then((c) => ({ body: c.siteSettingsUpdateSchema, response: c.siteSettingsSchema })),
  }),
};
