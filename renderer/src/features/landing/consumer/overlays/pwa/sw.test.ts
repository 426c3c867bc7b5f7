/**
 * The service worker's rules (renderer/public/sw.js), run against a small fake of the worker's
 * global scope: what it answers, what it caches, and above all what it never touches.
 */
import { describe, expect, it } from 'vitest';
import source from '../../../../../../public/sw.js?raw';
import { authApi } from '../../../../../../../shared/api/auth';
import { healthApi } from '../../../../../../../shared/api/health';

const ORIGIN = 'https://app.example';

interface FakeResponse {
  status: number;
  type: string;
  redirected: boolean;
  body: string;
  headers: { get(name: string): string | null };
  clone(): FakeResponse;
  text(): Promise<string>;
}

function response(body: string, status = 200, contentType = 'text/javascript', cacheControl: string | null = null): FakeResponse {
  const r: FakeResponse = {
    status,
    type: 'basic',
    redirected: false,
    body,
    headers: { get: (name) => ({ 'content-type': contentType, 'cache-control': cacheControl })[name.toLowerCase()] ?? null },
    clone: () => response(body, status, contentType, cacheControl),
    text: async () => body,
  };
  return r;
}

type Listener = (event: unknown) => void;
type RequestLike = string | { url: string };

const pathOf = (request: RequestLike) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).pathname;

function loadWorker(network: Record<string, FakeResponse>) {
  const listeners = new Map<string, Listener>();
  const stores = new Map<string, Map<string, FakeResponse>>();
  const fetched: string[] = [];
  let online = true;
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const store = stores.get(name)!;
    return {
      match: async (request: RequestLike) => store.get(pathOf(request)),
      put: async (request: RequestLike, value: FakeResponse) => void store.set(pathOf(request), value),
      addAll: async (requests: string[]) => {
        for (const request of requests) store.set(pathOf(request), await fakeFetch(request));
      },
    };
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: RequestLike) => {
      for (const store of stores.values()) if (store.has(pathOf(request))) return store.get(pathOf(request));
      return undefined;
    },
  };
  async function fakeFetch(request: RequestLike): Promise<FakeResponse> {
    const path = pathOf(request);
    fetched.push(path);
    if (!online) throw new TypeError('Failed to fetch');
    return network[path] ?? response('not found', 404);
  }
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: Listener) => void listeners.set(type, listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  new Function('self', 'caches', 'fetch', source)(self, caches, fakeFetch);

  async function dispatch(type: string, fields: Record<string, unknown> = {}) {
    const pending: Promise<unknown>[] = [];
    let answer: Promise<FakeResponse> | undefined;
    listeners.get(type)!({
      ...fields,
      waitUntil: (p: Promise<unknown>) => void pending.push(p),
      respondWith: (p: Promise<FakeResponse>) => void (answer = p),
    });
    await Promise.all(pending);
    return answer;
  }
  const request = (path: string, init: { method?: string; mode?: string; origin?: string } = {}) => ({
    request: { url: `${init.origin ?? ORIGIN}${path}`, method: init.method ?? 'GET', mode: init.mode ?? 'cors' },
  });
  return {
    stores,
    fetched,
    setOnline: (value: boolean) => void (online = value),
    install: () => dispatch('install'),
    activate: () => dispatch('activate'),
    message: (data: unknown) => dispatch('message', { data }),
    fetch: (path: string, init?: { method?: string; mode?: string; origin?: string }) => dispatch('fetch', request(path, init)),
    cachedPaths: () => [...stores.entries()].flatMap(([name, store]) => [...store.keys()].map((path) => `${name} ${path}`)),
  };
}

const SHELL_HTML = '<script type="module" src="/assets/index-abc.js"></script><link rel="stylesheet" href="/assets/index-def.css">';
/** A server-rendered screen: one person's answers in the page, so the server marks it no-store. */
const RENDERED_HTML = `<div id="root" data-hydrating>Your balance is $1,234</div>${SHELL_HTML}`;
const NETWORK = {
  '/index.html': response(SHELL_HTML, 200, 'text/html; charset=utf-8'),
  '/': response(SHELL_HTML, 200, 'text/html; charset=utf-8', 'no-cache'),
  '/dashboard': response(RENDERED_HTML, 200, 'text/html; charset=utf-8', 'private, no-store'),
  '/pricing': response(SHELL_HTML, 200, 'text/html; charset=utf-8'),
  '/manifest.webmanifest': response('{}', 200, 'application/manifest+json'),
  '/icons/icon-192.png': response('png', 200, 'image/png'),
  '/icons/icon-512.png': response('png', 200, 'image/png'),
  '/assets/index-abc.js': response('js'),
  '/assets/index-def.css': response('css', 200, 'text/css'),
  '/assets/landing-123.js': response('landing'),
  [healthApi.health.path]: response('{}', 200, 'application/json'),
};

describe('service worker', () => {
  it('caches the app shell and the assets it links on install', async () => {
    const worker = loadWorker(NETWORK);
    await worker.install();
    expect(worker.cachedPaths().sort()).toEqual(
      ['/index.html', '/assets/index-abc.js', '/assets/index-def.css', '/icons/icon-192.png', '/icons/icon-512.png', '/manifest.webmanifest'].map((p) => `wealth-desk-v2 ${p}`).sort(),
    );
  });

  it('never answers or caches /api, /metaverse or /ref, nor other methods and origins', async () => {
    const worker = loadWorker(NETWORK);
    for (const path of [healthApi.health.path, authApi.login.path, '/metaverse', '/metaverse?userId=1', '/ref/abc123']) {
      expect(await worker.fetch(path), path).toBeUndefined();
      expect(await worker.fetch(path, { mode: 'navigate' }), path).toBeUndefined();
    }
    expect(await worker.fetch('/assets/index-abc.js', { method: 'POST' })).toBeUndefined();
    expect(await worker.fetch('/assets/index-abc.js', { origin: 'https://cdn.example' })).toBeUndefined();
    expect(worker.cachedPaths()).toEqual([]);
  });

  it('navigations: network first (kept as the shell), the cached shell when offline', async () => {
    const worker = loadWorker(NETWORK);
    await expect(worker.fetch('/pricing', { mode: 'navigate' })).resolves.toMatchObject({ body: SHELL_HTML });
    expect(worker.cachedPaths()).toEqual(['wealth-desk-v2 /index.html']);
    worker.setOnline(false);
    await expect(worker.fetch('/dashboard', { mode: 'navigate' })).resolves.toMatchObject({ status: 200, body: SHELL_HTML });
  });

  it('a server-rendered page (no-store: one person\'s answers) is shown but never kept', async () => {
    const worker = loadWorker(NETWORK);
    await worker.install();
    await expect(worker.fetch('/dashboard', { mode: 'navigate' })).resolves.toMatchObject({ body: RENDERED_HTML });
    expect(worker.cachedPaths().filter((entry) => entry.endsWith('/index.html') || entry.endsWith('/dashboard'))).toEqual(['wealth-desk-v2 /index.html']);
    worker.setOnline(false);
    // Offline, the next navigation gets the plain shell, not that person's page.
    await expect(worker.fetch('/dashboard', { mode: 'navigate' })).resolves.toMatchObject({ body: SHELL_HTML });
  });

  it('a failed navigation is not kept as the shell', async () => {
    const worker = loadWorker(NETWORK);
    await expect(worker.fetch('/no-such-page', { mode: 'navigate' })).resolves.toMatchObject({ status: 404 });
    expect(worker.cachedPaths()).toEqual([]);
  });

  it('hashed assets: cache first', async () => {
    const worker = loadWorker(NETWORK);
    await expect(worker.fetch('/assets/landing-123.js')).resolves.toMatchObject({ body: 'landing' });
    worker.setOnline(false);
    await expect(worker.fetch('/assets/landing-123.js')).resolves.toMatchObject({ body: 'landing' });
    // Fetched once: the second answer came from the cache.
    expect(worker.fetched.filter((p) => p === '/assets/landing-123.js')).toHaveLength(1);
  });

  it('caches the assets the page reports, same-origin /assets/ only', async () => {
    const worker = loadWorker(NETWORK);
    await worker.message({ type: 'cache-assets', urls: [`${ORIGIN}/assets/landing-123.js`, `${ORIGIN}/api/health`, 'https://cdn.example/assets/x.js', 'not a url'] });
    expect(worker.cachedPaths()).toEqual(['wealth-desk-v2 /assets/landing-123.js']);
  });

  it('activation deletes the older versions of its own cache only', async () => {
    const worker = loadWorker(NETWORK);
    worker.stores.set('wealth-desk-v0', new Map());
    // v1 kept any page as the shell, a server-rendered one included: it goes.
    worker.stores.set('wealth-desk-v1', new Map([['/', response(RENDERED_HTML, 200, 'text/html', 'private, no-store')]]));
    worker.stores.set('someone-else', new Map());
    await worker.install();
    await worker.activate();
    expect([...worker.stores.keys()].sort()).toEqual(['someone-else', 'wealth-desk-v2']);
  });
});
