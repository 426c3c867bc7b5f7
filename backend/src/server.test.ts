import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEMO_USER_ID } from '../../shared/constants';
import { errorBodySchema } from '../../shared/contracts/errors';
import { healthResponseSchema } from '../../shared/contracts/health';
import { ACCESS_COOKIE } from './http/local-guard';
import { startTestServer, TEST_TOKEN, type TestServer } from './testing/test-server';

/** node:http lets a test set Host and Origin freely (fetch does not). */
function rawGet(
  server: TestServer,
  pathname: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: server.port, path: pathname, headers }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

function openSocket(server: TestServer, headers: Record<string, string>, query = `userId=${DEMO_USER_ID}`) {
  return new WebSocket(`ws://127.0.0.1:${server.port}/metaverse?${query}`, { headers });
}

function upgradeStatus(ws: WebSocket): Promise<number> {
  return new Promise((resolve, reject) => {
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('open', () => {
      ws.close();
      resolve(101);
    });
    ws.on('error', (err) => {
      if (!String(err.message).includes('Unexpected server response')) reject(err);
    });
  });
}

const auth = { authorization: `Bearer ${TEST_TOKEN}` };
let server: TestServer;
let staticDir: string;

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'wd-static-'));
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
  server = await startTestServer({ staticDir });
});
afterAll(() => server.close());

describe('GET /api/health', () => {
  it('reports status, mode and offline demo', async () => {
    const res = await server.api('/api/health');
    expect(res.status).toBe(200);
    const health = healthResponseSchema.parse(await res.json());
    expect(health).toMatchObject({ status: 'ok', mode: 'web', demo: true, database: 'ok' });
  });

  it('is not in demo mode when a payment key is configured', async () => {
    const keyed = await startTestServer({ secrets: { STRIPE_SECRET_KEY: 'sk_test_x' } });
    try {
      const health = healthResponseSchema.parse(await (await keyed.api('/api/health')).json());
      expect(health.demo).toBe(false);
      expect(JSON.stringify(health)).not.toContain('sk_test_x');
    } finally {
      await keyed.close();
    }
  });
});

describe('local-server guard over HTTP', () => {
  const host = () => `127.0.0.1:${server.port}`;

  it('accepts the secret as a bearer token or as the cookie, with Host localhost or 127.0.0.1', async () => {
    expect((await rawGet(server, '/api/health', { host: host(), ...auth })).status).toBe(200);
    expect((await rawGet(server, '/api/health', { host: `localhost:${server.port}`, cookie: `${ACCESS_COOKIE}=${TEST_TOKEN}` })).status).toBe(200);
  });

  it('refuses a request without the secret: 403 JSON', async () => {
    for (const pathname of ['/api/health', '/', '/mobile', '/assets/app.js']) {
      const res = await rawGet(server, pathname, { host: host() });
      expect(res.status).toBe(403);
      expect(errorBodySchema.parse(JSON.parse(res.body)).error.code).toBe('forbidden');
    }
  });

  it('refuses a wrong secret', async () => {
    const res = await rawGet(server, '/api/health', { host: host(), authorization: 'Bearer nope-nope-nope-nope-nope-nope' });
    expect(res.status).toBe(403);
    const cookie = await rawGet(server, '/api/health', { host: host(), cookie: `${ACCESS_COOKIE}=${TEST_TOKEN}x` });
    expect(cookie.status).toBe(403);
  });

  it('refuses a wrong Host even with the secret (DNS rebinding)', async () => {
    for (const badHost of ['evil.example', `evil.example:${server.port}`, `127.0.0.1:${server.port + 1}`, '127.0.0.1', `127.0.0.1.evil.com:${server.port}`]) {
      const res = await rawGet(server, '/api/health', { host: badHost, ...auth });
      expect(res.status, badHost).toBe(403);
      expect(errorBodySchema.parse(JSON.parse(res.body)).error.code).toBe('forbidden');
    }
  });

  it('refuses a foreign Origin even with the secret, and accepts its own', async () => {
    for (const origin of ['http://evil.example', `http://127.0.0.1:${server.port + 1}`, 'null', `https://127.0.0.1:${server.port}`]) {
      const res = await rawGet(server, '/api/health', { host: host(), origin, ...auth });
      expect(res.status, origin).toBe(403);
    }
    const own = await rawGet(server, '/api/health', { host: host(), origin: `http://127.0.0.1:${server.port}`, ...auth });
    expect(own.status).toBe(200);
  });

  it('trades ?token= for an httpOnly cookie and redirects to the same path without it', async () => {
    const res = await rawGet(server, `/pricing?discount=BETA50&token=${TEST_TOKEN}`, { host: host() });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/pricing?discount=BETA50');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain(`${ACCESS_COOKIE}=${TEST_TOKEN}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    const wrong = await rawGet(server, '/?token=wrong-token-wrong-token', { host: host() });
    expect(wrong.status).toBe(403);
  });
});

describe('local-server guard on the /metaverse WebSocket upgrade', () => {
  const origin = () => `http://127.0.0.1:${server.port}`;

  it('upgrades with the secret cookie and same-origin Origin', async () => {
    const ws = openSocket(server, { cookie: `${ACCESS_COOKIE}=${TEST_TOKEN}`, origin: origin() });
    const first = await new Promise<unknown>((resolve, reject) => {
      ws.once('message', (data) => resolve(JSON.parse(data.toString())));
      ws.on('error', reject);
    });
    ws.close();
    expect(first).toMatchObject({ type: 'welcome', location: 'main-plaza' });
  });

  it('refuses a local connection as any user but the local one', async () => {
    const ws = openSocket(server, { cookie: `${ACCESS_COOKIE}=${TEST_TOKEN}`, origin: origin() }, `userId=${crypto.randomUUID()}`);
    expect(await upgradeStatus(ws)).toBe(403);
  });

  it('refuses an upgrade without the secret', async () => {
    expect(await upgradeStatus(openSocket(server, { origin: origin() }))).toBe(403);
  });

  it('refuses an upgrade from a foreign Origin even with the secret', async () => {
    const ws = openSocket(server, { cookie: `${ACCESS_COOKIE}=${TEST_TOKEN}`, origin: 'http://evil.example' });
    expect(await upgradeStatus(ws)).toBe(403);
  });

  it('refuses an upgrade with a wrong Host', async () => {
    const ws = openSocket(server, { cookie: `${ACCESS_COOKIE}=${TEST_TOKEN}`, host: 'evil.example' });
    expect(await upgradeStatus(ws)).toBe(403);
  });

  it('refuses an upgrade without a valid userId', async () => {
    const ws = openSocket(server, { cookie: `${ACCESS_COOKIE}=${TEST_TOKEN}`, origin: origin() }, 'userId=not-a-uuid');
    expect(await upgradeStatus(ws)).toBe(400);
  });
});

describe('renderer serving', () => {
  it('serves the app for every spec path and a 404 page for unknown paths', async () => {
    for (const p of ['/', '/mobile', '/conversion-dashboard', '/legal/terms']) {
      const res = await server.api(p);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toContain('id="root"');
    }
    const unknown = await server.api('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('id="root"');
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await server.api('/api/nope');
    expect(res.status).toBe(404);
    expect(errorBodySchema.parse(await res.json()).error.code).toBe('not_found');
  });

  it('sends a strict Content-Security-Policy', async () => {
    const res = await server.api('/');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('security headers', () => {
  it('local: no HSTS on plain http, but opener and resource isolation and no framing', async () => {
    const res = await server.api('/api/health');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('hosted behind TLS (TRUST_PROXY): HSTS; hosted without it: none', async () => {
    const behindTls = await startTestServer({ mode: 'hosted', accessToken: undefined, trustProxy: true });
    const plain = await startTestServer({ mode: 'hosted', accessToken: undefined });
    try {
      const hsts = (await fetch(`${behindTls.url}/api/health`)).headers.get('strict-transport-security');
      expect(hsts).toMatch(/max-age=31536000/);
      expect(hsts).toContain('includeSubDomains');
      expect((await fetch(`${plain.url}/api/health`)).headers.get('strict-transport-security')).toBeNull();
      expect((await fetch(`${plain.url}/api/health`)).headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    } finally {
      await behindTls.close();
      await plain.close();
    }
  });
});
