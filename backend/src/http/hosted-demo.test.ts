/**
 * The hosted demo is a public, read-only sandbox: anyone may look at the demo user's data, nobody
 * (visitor or member) may change it. And a malformed percent-escape in a path is the caller's
 * mistake: a 400 with the usual JSON error, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER_ID } from '../../../shared/constants';
import { errorBodySchema } from '../../../shared/contracts/errors';
import { registerTestUser, testClient, type TestClient } from '../testing/http-client';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let member: TestClient;
const demoBusinessAccounts = () => server.db.$client.prepare('select count(*) as n from business_accounts where user_id = ?').get(DEMO_USER_ID) as { n: number };
const demoAllocations = () => server.db.$client.prepare('select count(*) as n from budget_allocations where user_id = ?').get(DEMO_USER_ID) as { n: number };

beforeAll(async () => {
  server = await startTestServer({ mode: 'hosted', accessToken: undefined });
  member = (await registerTestUser(server.url, 'vandal')).client;
});
afterAll(() => server.close());

describe('hosted demo: the demo user’s data is read-only for everyone', () => {
  it('a member cannot create a business account in the demo user’s name (the attack run’s VANDAL WAS HERE)', async () => {
    const before = demoBusinessAccounts().n;
    const res = await member.request('POST', '/api/business-accounts', { businessName: 'VANDAL WAS HERE', userId: DEMO_USER_ID, targetAmount: 100, weeklyContribution: 10 });
    expect(res.status).toBe(403);
    expect(errorBodySchema.parse(await res.json()).error.message).toMatch(/read-only/);
    expect(demoBusinessAccounts().n).toBe(before);
    const list = await testClient(server.url).get(`/api/users/${DEMO_USER_ID}/business-accounts`);
    expect(list.status).toBe(200);
    expect(await list.text()).not.toContain('VANDAL');
  });

  it('nobody may write to the demo user’s rows; everybody may still read them', async () => {
    const visitor = testClient(server.url);
    const accounts = (await (await visitor.get(`/api/users/${DEMO_USER_ID}/business-accounts`)).json()) as Array<{ id: string }>;
    expect(accounts.length).toBeGreaterThan(0);
    const id = accounts[0]!.id;
    expect((await member.get(`/api/business-accounts/${id}`)).status).toBe(200);
    for (const client of [visitor, member]) {
      expect((await client.request('POST', `/api/business-accounts/${id}/contribute`, { amount: 25 })).status).toBe(403);
      expect((await client.request('PATCH', `/api/business-accounts/${id}/status`, { status: 'paused' })).status).toBe(403);
    }
    const after = (await (await member.get(`/api/business-accounts/${id}`)).json()) as { account: { status: string } };
    expect(after.account.status).not.toBe('paused');
  });

  it('a calculation on the landing page is answered but stored for nobody (visitor or member)', async () => {
    const before = demoAllocations().n;
    const res = await testClient(server.url).request('POST', '/api/budget/calculate', { income: 5000, mode: 'ai-control' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id: string | null }).id).toBeNull();
    expect(demoAllocations().n).toBe(before);
    const signedIn = await member.request('POST', '/api/budget/calculate', { income: 5000, mode: 'ai-control' });
    expect(((await signedIn.json()) as { id: string | null }).id).toBeNull();
  });
});

describe('a malformed percent-escape in the path', () => {
  it('is a 400 with the JSON error, on /api and on the share link', async () => {
    for (const [method, path] of [
      ['POST', '/api/subscriptions/%E0%A4%A/cancel'],
      ['GET', '/api/blog/posts/%E0%A4%A'],
      ['GET', '/ref/%E0%A4%A'],
      ['GET', `/api/users/%E0%A4%A/business-accounts`],
    ] as const) {
      const res = await member.request(method, path, method === 'POST' ? {} : undefined);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(errorBodySchema.parse(await res.json()).error.message).toMatch(/percent-escape/);
    }
  });
});
