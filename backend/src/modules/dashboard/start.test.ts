/**
 * GET /api/start, where the app opens (the printed link and the desktop window): onboarding until
 * the user has answered it, then the dashboard; a hosted visitor gets the landing page.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE } from '../../http/local-guard';
import { registerTestUser } from '../../testing/http-client';
import { startTestServer, TEST_TOKEN, type TestServer } from '../../testing/test-server';

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
async function start(options: Parameters<typeof startTestServer>[0]) {
  const server = await startTestServer(options);
  servers.push(server);
  return server;
}

const ONBOARDING_ANSWERS = {
  personalInfo: { name: 'Ann', monthlyIncome: 4000 },
  goals: { primaryGoal: 'home', targetAmount: 24000 },
  subscriptions: { estimatedCount: 6, monthlyCost: 80 },
};

describe('local (desktop and local web)', () => {
  it('the printed link trades its token for the cookie, then opens the dashboard of the onboarded demo user', async () => {
    const server = await start({ seedDemo: true });
    const link = await fetch(`${server.url}/api/start?token=${TEST_TOKEN}`, { redirect: 'manual' });
    expect(link.status).toBe(303);
    expect(link.headers.get('location')).toBe('/api/start');
    const cookie = link.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie).toBe(`${ACCESS_COOKIE}=${TEST_TOKEN}`);

    const opened = await fetch(`${server.url}/api/start`, { headers: { cookie }, redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe('/dashboard');
  });

  it('a first run without sample data opens onboarding, and the dashboard once it is answered', async () => {
    const server = await start({ seedDemo: false });
    const first = await server.api('/api/start', { redirect: 'manual' });
    expect(first.headers.get('location')).toBe('/onboarding');
    expect((await server.postJson('/api/user/onboarding', ONBOARDING_ANSWERS)).status).toBe(200);
    const next = await server.api('/api/start', { redirect: 'manual' });
    expect(next.headers.get('location')).toBe('/dashboard');
  });

  it('a wrong token is refused and sets no cookie', async () => {
    const server = await start({});
    const res = await fetch(`${server.url}/api/start?token=wrong-token-0000000000`, { redirect: 'manual' });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
  });
});

describe('hosted', () => {
  it('a visitor gets the landing page; a new account onboarding, then the dashboard', async () => {
    const server = await start({ mode: 'hosted', accessToken: undefined });
    const visitor = await fetch(`${server.url}/api/start`, { redirect: 'manual' });
    expect(visitor.status).toBe(303);
    expect(visitor.headers.get('location')).toBe('/');

    const { client } = await registerTestUser(server.url, 'riley');
    expect((await client.get('/api/start')).headers.get('location')).toBe('/onboarding');
    expect((await client.request('POST', '/api/user/onboarding', ONBOARDING_ANSWERS)).status).toBe(200);
    expect((await client.get('/api/start')).headers.get('location')).toBe('/dashboard');
  });
});
