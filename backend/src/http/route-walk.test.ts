/**
 * The route walk: every /api route the server registers, read from the router itself (so a route
 * added later is walked too), called as a visitor, a member and the owner, in every spelling an
 * attacker might try (letter case, trailing slash, percent-encoding, doubled or encoded slashes),
 * in hosted and in local mode. It fails on any 2xx that the route's declared access does not
 * allow, on any other spelling that reaches a handler, and on any 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'express';
import { authUserSchema } from '../../../shared/contracts/auth';
import { DEMO_USER_ID } from '../../../shared/constants';
import { testClient, TEST_PASSWORD, type TestClient } from '../testing/http-client';
import { startTestServer, TEST_TOKEN, type TestServer } from '../testing/test-server';
import { endpoint } from '../../../shared/api/endpoint';
import { endpointRegistrar } from './endpoints';
import { assertEveryRouteIsDeclared, declaredRoutes, routeAccess, type Access, type DeclaredRoute } from './routing';
import type { AppContext } from '../context';

type Role = 'visitor' | 'member' | 'owner';

const ALLOWED: Record<Access, readonly Role[]> = {
  public: ['visitor', 'member', 'owner'],
  member: ['member', 'owner'],
  owner: ['owner'],
};

/** Spellings of one path (relative to /api) that must never reach the route's handler. */
const SPELLINGS: ReadonlyArray<{ name: string; spell(path: string): string }> = [
  { name: 'upper-case prefix', spell: (p) => `/API${p}` },
  { name: 'upper-case path', spell: (p) => `/api${upperFirstLiteral(p, true)}` },
  { name: 'one capital letter', spell: (p) => `/api${upperFirstLiteral(p, false)}` },
  { name: 'trailing slash', spell: (p) => `/api${p}/` },
  { name: 'percent-encoded letter', spell: (p) => `/api${encodeFirstLetter(p)}` },
  { name: 'double slash inside', spell: (p) => `/api/${p}` },
  { name: 'double slash in front', spell: (p) => `//api${p}` },
  { name: 'encoded slash', spell: (p) => `/api%2F${p.slice(1)}` },
];

/** The first segment (always a literal under /api), wholly upper-cased or with one letter upper-cased. */
function upperFirstLiteral(path: string, whole: boolean): string {
  const [, first = '', ...rest] = path.split('/');
  const at = first.search(/[a-z]/);
  const spelled = whole ? first.toUpperCase() : first.slice(0, at) + first.charAt(at).toUpperCase() + first.slice(at + 1);
  return ['', spelled, ...rest].join('/');
}

function encodeFirstLetter(path: string): string {
  const at = path.search(/[a-z]/);
  return path.slice(0, at) + `%${path.charCodeAt(at).toString(16).toUpperCase()}` + path.slice(at + 1);
}

interface Person {
  role: Role;
  client: TestClient;
  id: string | undefined;
  signIn(): Promise<void>;
}

let server: TestServer;
let people: Person[];
/** Requests made and answers checked, for the closing figure. */
const tally = { requests: 0, routes: 0 };

/**
 * Fills the route's parameters: for :userId the caller's own id (so only the gate can refuse), for
 * a visitor a member's id (the demo sandbox is walked by authorization-walk.test.ts); a
 * placeholder elsewhere.
 */
function concrete(path: string, person: Person): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => (name === 'userId' ? (person.id ?? people[1]!.id!) : 'walk-placeholder'));
}

async function account(username: string): Promise<Person & { id: string }> {
  const client = testClient(server.url);
  const res = await client.request('POST', '/api/register', { username, email: `${username}@example.com`, password: TEST_PASSWORD, firstName: username });
  expect(res.status, `register ${username}`).toBe(201);
  const id = authUserSchema.parse(await res.json()).id;
  return {
    role: 'member',
    client,
    id,
    signIn: async () => {
      expect((await client.request('POST', '/api/login', { identifier: username, password: TEST_PASSWORD })).status).toBe(200);
    },
  };
}

async function sequentially<T, R>(items: readonly T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (const item of items) out.push(await run(item));
  return out;
}

/** The routes that end the caller's session (sign out, sign out everywhere). */
const SIGN_OUT_ROUTES = new Set(['/logout', '/auth/sign-out-everywhere']);

/** Calls one route as one person in one spelling; signs them in again after a sign-out route. */
async function call(person: Person, method: string, rawPath: string, route: DeclaredRoute): Promise<Response> {
  const res = await person.client.request(method, rawPath, method === 'GET' || method === 'HEAD' ? undefined : {});
  tally.requests += 1;
  if (SIGN_OUT_ROUTES.has(route.path) && person.role !== 'visitor') await person.signIn();
  return res;
}

describe('route walk, hosted mode: every route x visitor, member, owner x every spelling', () => {
  beforeAll(async () => {
    // With a webhook secret, so the webhook answers as it does in production (400: unsigned).
    server = await startTestServer({ mode: 'hosted', accessToken: undefined, secrets: { STRIPE_WEBHOOK_SECRET: 'whsec_route_walk' } });
    const member = await account('walkmember');
    const owner = await account('walkowner');
    // The owner is made out of band (never by signing up): here, straight in the database.
    server.db.$client.prepare("update users set role = 'owner' where id = ?").run(owner.id);
    owner.role = 'owner';
    const visitor: Person = { role: 'visitor', client: testClient(server.url), id: undefined, signIn: async () => {} };
    people = [visitor, member, owner];
  });
  afterAll(() => server.close());

  it('reads the routes from the router, each with a declared access', () => {
    expect(server.apiRoutes.length).toBeGreaterThan(90);
    expect(server.apiRoutes.filter((r) => r.access === undefined)).toEqual([]);
    const find = (key: string) => server.apiRoutes.find((r) => `${r.method} ${r.path}` === key)?.access;
    expect(find('GET /analytics/realtime')).toBe('owner');
    expect(find('GET /marketing/export/:dataset')).toBe('owner');
    expect(find('PUT /marketing/campaign-state')).toBe('owner');
    expect(find('POST /payments/activate')).toBe('owner');
    expect(find('GET /dashboard')).toBe('member');
    expect(find('GET /health')).toBe('public');
  });

  it('no role gets a 2xx its route does not allow; no other spelling reaches a handler; never a 5xx', async () => {
    const problems: string[] = [];
    tally.routes = server.apiRoutes.length;
    // The three people walk side by side; each person's calls to one route go out together
    // (sign-out routes alone, since they end the session the other calls use).
    await Promise.all(
      people.map(async (person) => {
        for (const route of server.apiRoutes) {
          const path = concrete(route.path, person);
          const allowed = ALLOWED[route.access!].includes(person.role);
          const label = `${person.role} ${route.method} /api${path} (${route.access})`;
          const spellings = SPELLINGS.map((s) => ({ name: s.name, raw: s.spell(path) }));
          const together = !SIGN_OUT_ROUTES.has(route.path);
          const answers = together
            ? await Promise.all([`/api${path}`, ...spellings.map((s) => s.raw)].map((raw) => call(person, route.method, raw, route)))
            : await sequentially([`/api${path}`, ...spellings.map((s) => s.raw)], (raw) => call(person, route.method, raw, route));
          const [exact, ...others] = answers;
          if (!allowed && ![401, 403, 404].includes(exact!.status)) problems.push(`${label} -> ${exact!.status}`);
          if (exact!.status >= 500) problems.push(`${label} -> ${exact!.status}`);
          others.forEach((res, i) => {
            if (res.status < 400 || res.status >= 500) problems.push(`${person.role} ${route.method} ${spellings[i]!.raw} [${spellings[i]!.name}] -> ${res.status}`);
          });
        }
      }),
    );
    expect(problems).toEqual([]);
  }, 180_000);

  it('the attack run’s examples: a member who changes the letter case gets nothing', async () => {
    const member = people[1]!;
    for (const [method, path] of [
      ['GET', '/api/Marketing/export/newsletter'],
      ['GET', '/api/Analytics/realtime'],
      ['GET', '/api/CONVERSION/FUNNEL-METRICS'],
      ['PUT', '/api/MARKETING/CAMPAIGN-STATE'],
      ['POST', '/api/Payments/activate'],
      ['GET', '/api/marketing/export/newsletter'],
      ['GET', '/api/analytics/realtime/'],
    ] as const) {
      const res = await member.client.request(method, path, method === 'GET' ? undefined : { id: 'x', status: 'launched' });
      expect([403, 404], `${method} ${path}`).toContain(res.status);
    }
    expect((await people[2]!.client.get('/api/marketing/export/newsletter')).status).toBe(200);
  });
});

describe('route walk, local mode: without the per-launch secret nothing; with it, one spelling per path', () => {
  let local: TestServer;
  beforeAll(async () => {
    local = await startTestServer({ mode: 'web' });
  });
  afterAll(() => local.close());

  it('every route x (no secret, the local owner) x every spelling', async () => {
    const problems: string[] = [];
    const stranger = testClient(local.url);
    const owner = testClient(local.url, { authorization: `Bearer ${TEST_TOKEN}` });
    for (const route of local.apiRoutes) {
      const path = route.path.replace(/:(\w+)/g, (_m, name: string) => (name === 'userId' ? DEMO_USER_ID : 'walk-placeholder'));
      const body = route.method === 'GET' ? undefined : {};
      const exact = `/api${path}`;
      await Promise.all(
        [exact, ...SPELLINGS.map((s) => s.spell(path))].map(async (raw) => {
          const refused = await stranger.request(route.method, raw, body);
          tally.requests += 1;
          if (refused.status !== 403) problems.push(`no secret ${route.method} ${raw} -> ${refused.status}`);
          if (raw === exact) return;
          const res = await owner.request(route.method, raw, body);
          tally.requests += 1;
          if (res.status < 400 || res.status >= 500) problems.push(`owner ${route.method} ${raw} -> ${res.status}`);
        }),
      );
    }
    expect(problems).toEqual([]);
    console.log(`route walk: ${tally.routes} routes x 3 roles x ${SPELLINGS.length + 1} spellings hosted, x 2 callers locally: ${tally.requests} requests`);
  }, 120_000);
});

describe('declared access', () => {
  const ctx = { demo: false } as AppContext;
  const declared = endpoint({ method: 'GET', path: '/api/declared', access: 'member' });

  it('a route registered by hand, even behind an access gate, stops the server from starting', () => {
    const router = Router();
    endpointRegistrar(ctx, router)(declared, () => ({}));
    router.get('/gated', routeAccess(ctx).member, (_req, res) => void res.end());
    router.get('/forgotten', (_req, res) => void res.end());
    const routes = declaredRoutes(router);
    expect(routes).toEqual([
      { method: 'GET', path: '/declared', access: 'member', endpoint: declared },
      { method: 'GET', path: '/gated', access: 'member', endpoint: undefined },
      { method: 'GET', path: '/forgotten', access: undefined, endpoint: undefined },
    ]);
    expect(() => assertEveryRouteIsDeclared(routes)).toThrow(/GET \/gated, GET \/forgotten/);
    expect(() => assertEveryRouteIsDeclared(routes.slice(0, 1))).not.toThrow();
  });

  it('a handler or router mounted on a path (no gate of its own) stops the server from starting too', () => {
    const inner = Router();
    endpointRegistrar(ctx, inner)(declared, () => ({}));
    const router = Router();
    router.use((_req, _res, next) => next());
    router.use(inner);
    expect(() => assertEveryRouteIsDeclared(declaredRoutes(router))).not.toThrow();
    router.use('/admin', function adminPanel(_req, res) {
      res.end();
    });
    expect(() => assertEveryRouteIsDeclared(declaredRoutes(router))).toThrow(/mounted on a path: adminPanel/);
  });
});
