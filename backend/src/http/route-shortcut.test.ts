/**
 * The static-route shortcut changes which layers Express tries, never which route answers: real
 * Express apps over real HTTP, each asked the same with and without the shortcut.
 */
import type { AddressInfo } from 'node:net';
import express, { Router, type ErrorRequestHandler } from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { apiRouter, type Layer } from './routing';
import { indexStaticRoutes, staticRouteShortcut } from './route-shortcut';

/** Module routers as the server mounts them; each route answers with its own name. */
function moduleRouters(trail: string[]) {
  const answer = (name: string) => (_req: express.Request, res: express.Response) => {
    trail.push(name);
    res.json({ route: name });
  };
  const items = apiRouter();
  items.get('/items/:id', answer('item by id'));
  items.get('/items', answer('item list'));
  const later = apiRouter();
  later.get('/items/special', answer('special item (shadowed by /items/:id)'));
  later.get('/plain', answer('plain'));
  later.post('/plain', answer('plain post'));
  later.get('/fails', () => {
    throw new Error('broken');
  });
  // A router of another kind: case-insensitive, with a regular-expression route.
  const loose = Router();
  loose.get(/^\/regex-(one|two)$/, answer('regex'));
  loose.get('/Shout/:word', answer('shout'));
  const last = apiRouter();
  last.get('/plain', answer('second plain (shadowed)'));
  last.get('/last', answer('last'));
  last.get('/regex-one', answer('regex one (shadowed)'));
  last.get('/shout/loud', answer('loud (shadowed by /Shout/:word, case-insensitive)'));
  return [items, later, loose, last];
}

const onError: ErrorRequestHandler = (error: Error, _req, res, _next) => void res.status(500).json({ error: error.message });

async function serve(withShortcut: boolean, extra?: (api: Router) => void) {
  const trail: string[] = [];
  const api = apiRouter();
  if (withShortcut) api.use(staticRouteShortcut(api));
  const [items, later, loose, last] = moduleRouters(trail);
  api.use(items!);
  extra?.(api);
  api.use(later!);
  api.use(loose!);
  api.use(last!);
  api.use((req, res) => void res.status(404).json({ missing: req.path }));
  const app = express();
  app.use('/api', api);
  app.use(onError);
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { api, trail, url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const ASKED: Array<[string, string]> = [
  ['GET', '/api/items'],
  ['GET', '/api/items/42'],
  ['GET', '/api/items/special'],
  ['GET', '/api/plain'],
  ['POST', '/api/plain'],
  ['HEAD', '/api/plain'],
  ['GET', '/api/PLAIN'],
  ['GET', '/api/plain/'],
  ['GET', '/api/plain?x=1'],
  ['GET', '/api/last'],
  ['GET', '/api/regex-one'],
  ['GET', '/api/shout/loud'],
  ['GET', '/api/fails'],
  ['GET', '/api/nothing'],
  ['DELETE', '/api/plain'],
];

async function answers(url: string) {
  const out: string[] = [];
  for (const [method, path] of ASKED) {
    const res = await fetch(url + path, { method });
    out.push(`${method} ${path} -> ${res.status} ${method === 'HEAD' ? '' : await res.text()}`);
  }
  return out;
}

describe('static route shortcut', () => {
  const open: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => {
    for (const s of open) await s.close();
  });

  it('every request gets the answer Express gives without it, errors and misses included', async () => {
    const plain = await serve(false);
    const short = await serve(true);
    open.push(plain, short);
    const expected = await answers(plain.url);
    expect(await answers(short.url)).toEqual(expected);
    expect(short.trail).toEqual(plain.trail);
    expect(expected).toContain('GET /api/items/special -> 200 {"route":"item by id"}');
    expect(expected).toContain('GET /api/plain -> 200 {"route":"plain"}');
    expect(expected).toContain('GET /api/regex-one -> 200 {"route":"regex"}');
    expect(expected).toContain('GET /api/shout/loud -> 200 {"route":"shout"}');
  });

  it('indexes only a static path no earlier route could match, with the route Express reaches first', async () => {
    const short = await serve(true);
    open.push(short);
    const stack = (short.api as unknown as { stack: Layer[] }).stack;
    const index = indexStaticRoutes(stack.slice(1));
    const [items, later, , last] = stack.slice(1, 5).map((layer) => layer.handle!.stack!);
    expect([...index.keys()].sort()).toEqual(['GET /fails', 'GET /items', 'GET /last', 'GET /plain', 'POST /plain']);
    expect(index.get('GET /items')).toBe(items![1]);
    expect(index.get('GET /plain')).toBe(later![1]);
    expect(index.get('POST /plain')).toBe(later![2]);
    expect(index.get('GET /last')).toBe(last![1]);
  });

  it('stops at the first layer that is not a router of routes: what follows is walked as usual', async () => {
    const seen = { short: [] as string[], plain: [] as string[] };
    const counting = (into: string[]) => (api: Router) =>
      api.use((req, _res, next) => {
        into.push(`${req.method} ${req.path}`);
        next();
      });
    const short = await serve(true, counting(seen.short));
    const plain = await serve(false, counting(seen.plain));
    open.push(short, plain);
    const stack = (short.api as unknown as { stack: Layer[] }).stack;
    expect([...indexStaticRoutes(stack.slice(1)).keys()]).toEqual(['GET /items']);
    expect(await answers(short.url)).toEqual(await answers(plain.url));
    // The middleware ran for /plain in both apps: the shortcut did not jump over it.
    expect(seen.short).toEqual(seen.plain);
    expect(seen.short).toContain('GET /plain');
  });

  it('indexes nothing from layers without the router package methods (another version): Express walks as before', () => {
    const route = { path: '/x', methods: { get: true }, stack: [] };
    expect(indexStaticRoutes([{ slash: true, handle: { stack: [{ route }] } }]).size).toBe(0);
    const withoutMethodCheck = { route, match: () => true, handleRequest: () => {} } as unknown as Layer;
    expect(indexStaticRoutes([{ slash: true, handle: { stack: [withoutMethodCheck] } }]).size).toBe(0);
  });
});
