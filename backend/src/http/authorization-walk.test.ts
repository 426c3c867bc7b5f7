/**
 * The two-user authorisation walk: every /api route the server registers (now and in future) is
 * called by a second user with the first user's ids. It must answer 401/403/404 for anything
 * addressed to the first user, and never send the first user's data anywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUserSchema } from '../../../shared/contracts/auth';
import { DEMO_USER_ID } from '../../../shared/constants';
import { testClient, type TestClient } from '../testing/http-client';
import { startTestServer, type TestServer } from '../testing/test-server';

const PASSWORD = 'correct horse battery';
let server: TestServer;
let ann: { client: TestClient; id: string };
let bob: { client: TestClient; id: string };
const ANN_MARKERS = ['Annabelle', 'ann@example.com'];

async function signUp(username: string, firstName: string) {
  const client = testClient(server.url);
  const res = await client.request('POST', '/api/register', { username, email: `${username}@example.com`, password: PASSWORD, firstName });
  return { client, id: authUserSchema.parse(await res.json()).id };
}

/** Ann's rows, by the route parameter that addresses them. */
const annRows: Record<string, string> = {};

/** Fills route parameters with the first user's ids: her own id for :userId, her rows for the rest. */
function addressedToAnn(path: string): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => (name === 'userId' ? ann.id : (annRows[name] ?? ann.id)));
}

beforeAll(async () => {
  server = await startTestServer({ mode: 'hosted', accessToken: undefined });
  ann = await signUp('ann', 'Annabelle');
  bob = await signUp('bob', 'Robert');
  // Ann leaves data behind in every area that exists.
  await ann.client.request('POST', '/api/user/onboarding', {
    personalInfo: { name: 'Annabelle', age: 41, monthlyIncome: 7777 },
    goals: { primaryGoal: 'home', targetAmount: 60000 },
    subscriptions: { estimatedCount: 4, monthlyCost: 55 },
  });
  await ann.client.request('PUT', '/api/user/budget-settings', { income: 7777, mode: 'goal-mode' });
  await ann.client.request('POST', '/api/budget/calculate', { income: 7777, mode: 'goal-mode' });
  const business = await ann.client.request('POST', '/api/business-accounts', { businessName: 'Annabelle Bakes', userId: ann.id });
  annRows.id = ((await business.json()) as { id: string }).id;
  await ann.client.request('POST', `/api/business-accounts/${annRows.id}/contribute`, { amount: 25 });
});
afterAll(() => server.close());

describe('authorisation walk over every registered route', () => {
  it('finds the routes to walk', () => {
    const paths = server.apiRoutes.map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(expect.arrayContaining(['GET /dashboard', 'PUT /user/budget-settings', 'POST /user/onboarding', 'GET /auth/user']));
  });

  it('a second user never reaches the first user’s data', async () => {
    for (const route of server.apiRoutes) {
      const path = addressedToAnn(route.path);
      const res = await bob.client.request(route.method, `/api${path}`, route.method === 'GET' ? undefined : {});
      const text = await res.text();
      const label = `${route.method} ${route.path} -> ${res.status}`;
      if (route.path.includes(':')) expect([401, 403, 404], label).toContain(res.status);
      expect(res.status, label).not.toBe(500);
      for (const marker of [...ANN_MARKERS, ann.id]) expect(text, label).not.toContain(marker);
    }
  });

  it('an anonymous visitor gets 401 from every route that is not public, and no one’s data', async () => {
    const anonymous = testClient(server.url);
    for (const route of server.apiRoutes) {
      const res = await anonymous.request(route.method, `/api${addressedToAnn(route.path)}`, route.method === 'GET' ? undefined : {});
      const label = `${route.method} ${route.path} -> ${res.status}`;
      if (route.access !== 'public') expect(res.status, label).toBe(401);
      const text = await res.text();
      for (const marker of [...ANN_MARKERS, ann.id]) expect(text, label).not.toContain(marker);
    }
  });

  it('owner dashboards need the owner: Ann once made the owner out of band, Bob never', async () => {
    expect(server.apiRoutes.filter((r) => r.path.startsWith('/marketing/')).every((r) => r.access === 'owner')).toBe(true);
    expect(server.apiRoutes.find((r) => r.path === '/analytics/track')?.access).toBe('public');
    server.db.$client.prepare("update users set role = 'owner' where id = ?").run(ann.id);
    // The walk above called /api/logout as Bob too: sign him in again.
    expect((await bob.client.request('POST', '/api/login', { identifier: 'bob', password: PASSWORD })).status).toBe(200);
    const asBob = await bob.client.get('/api/analytics/realtime');
    expect(asBob.status).toBe(403);
    const asAnn = await ann.client.get('/api/analytics/realtime');
    expect(asAnn.status).toBe(200);
  });

  it('the demo sandbox is public in demo mode, and only the demo sandbox', async () => {
    expect(bob.id).not.toBe(DEMO_USER_ID);
    const anonymous = testClient(server.url);
    // Routes addressed by the demo id may be read without signing in; anyone else's need a session.
    expect((await anonymous.get(`/api/users/${DEMO_USER_ID}/nothing-here`)).status).toBe(404);
    expect((await anonymous.get(`/api/users/${DEMO_USER_ID}/business-accounts`)).status).toBe(200);
    expect((await anonymous.get(`/api/users/${ann.id}/business-accounts`)).status).toBe(401);
  });
});
