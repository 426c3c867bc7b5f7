/**
 * Every /api route comes from one shared declaration (shared/api/), and every declaration is a
 * route: the server's own route table is compared with the list of declarations, both ways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '../../../shared/api';
import { ACCESS_LEVELS } from '../../../shared/api/endpoint';
import { fixedClock } from '../clock';
import { startTestServer, TEST_NOW, type TestServer } from '../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  // With the test clock, so the test-only clock routes are registered too.
  const clock = fixedClock(TEST_NOW);
  server = await startTestServer({ clock, testClock: clock });
});
afterAll(() => server.close());

const key = (method: string, path: string) => `${method} ${path}`;

describe('endpoint declarations and routes', () => {
  it('registers every route from a declaration, with the declared method, path and access', () => {
    const fromHand = server.apiRoutes.filter((route) => route.endpoint === undefined).map((r) => key(r.method, r.path));
    expect(fromHand).toEqual([]);
    for (const route of server.apiRoutes) {
      const declared = route.endpoint!;
      expect(key(route.method, `/api${route.path}`)).toBe(key(declared.method, declared.path));
      expect(route.access).toBe(declared.access);
      expect(ACCESS_LEVELS).toContain(route.access);
    }
  });

  it('registers every declaration exactly once', () => {
    const registered = server.apiRoutes.map((r) => key(r.method, `/api${r.path}`));
    const declared = ALL_ENDPOINTS.map((e) => key(e.method, e.path));
    expect(new Set(declared).size).toBe(declared.length);
    expect(new Set(registered).size).toBe(registered.length);
    expect([...registered].sort()).toEqual([...declared].sort());
  });

  it('declares no body for a read: the server does not parse one for GET (server.ts)', async () => {
    const readsWithBody: string[] = [];
    for (const declared of ALL_ENDPOINTS.filter((e) => e.method === 'GET')) {
      if ((await declared.schemas()).body) readsWithBody.push(declared.path);
    }
    expect(readsWithBody).toEqual([]);
  });
});
