import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_STATE_ELEMENT } from '../../../shared/constants';
import { registerTestUser } from '../testing/http-client';
import { startTestServer, TEST_TOKEN, type TestServer } from '../testing/test-server';
import { loopbackOrigin, rendererBeside, rendersOnServer, withRenderedScreen, type ScreenRenderer } from './server-render';

const PAGE = [
  '<!doctype html><html><head><title>Wealth Desk</title>',
  '    <script type="module" crossorigin src="/assets/index-e1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/start-s1.js">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

/** A web root holding only the page (no manifest): what the server-render tests need. */
function webRoot(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'wd-ssr-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), PAGE);
  return dir;
}

/** The JSON a rendered page carries for the browser's query cache. */
function stateOf(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${SERVER_STATE_ELEMENT}">(.*?)</script>`).exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

describe('withRenderedScreen', () => {
  it('fills #root, puts the title in <head>, carries the answers as JSON and drops the preloads', () => {
    const html = withRenderedScreen(PAGE, { html: '<main>Hi</main>', title: 'Pricing · Wealth Desk', state: { queries: [] } })!;
    expect(html).toContain('<div id="root" data-hydrating><main>Hi</main></div>');
    expect(html).toContain('<title>Pricing · Wealth Desk</title>');
    expect(html).not.toContain('<title>Wealth Desk</title>');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-e1.js"></script>');
    expect(stateOf(html)).toEqual({ queries: [] });
  });

  it('escapes the answers so no value can close the script element', () => {
    const state = { note: '</script><script>alert(1)</script>', line: 'a\u2028b' };
    const html = withRenderedScreen(PAGE, { html: '', title: undefined, state })!;
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the entry's and the state's own
    expect(stateOf(html)).toEqual(state);
  });

  it('keeps $ patterns in the markup as they are', () => {
    const html = withRenderedScreen(PAGE, { html: '<p>$& $1 $$</p>', title: '$5 · $&', state: {} })!;
    expect(html).toContain('<p>$& $1 $$</p>');
    expect(html).toContain('<title>$5 · $&</title>');
  });

  it('leaves a page without an empty #root alone', () => {
    expect(withRenderedScreen('<div id="root">x</div>', { html: '', title: undefined, state: {} })).toBeUndefined();
  });
});

describe('loopbackOrigin', () => {
  it('uses the address the server listens on, or 127.0.0.1 when it listens on all', () => {
    expect(loopbackOrigin({ address: '127.0.0.1', family: 'IPv4', port: 4000 })).toBe('http://127.0.0.1:4000');
    expect(loopbackOrigin({ address: '0.0.0.0', family: 'IPv4', port: 4000 })).toBe('http://127.0.0.1:4000');
    expect(loopbackOrigin({ address: '::', family: 'IPv6', port: 4000 })).toBe('http://127.0.0.1:4000');
    expect(loopbackOrigin({ address: '::1', family: 'IPv6', port: 4000 })).toBe('http://[::1]:4000');
  });
});

describe('rendersOnServer', () => {
  it('renders the listed screens, and "/" only with its institutional face', () => {
    expect(rendersOnServer('dashboard', undefined)).toBe(true);
    expect(rendersOnServer('pricing', undefined)).toBe(true);
    expect(rendersOnServer('landing', 'institutional')).toBe(true);
    expect(rendersOnServer('landing', 'consumer')).toBe(false);
    expect(rendersOnServer('beta', undefined)).toBe(false);
    expect(rendersOnServer(undefined, undefined)).toBe(false);
  });
});

describe('rendererBeside', () => {
  it('is undefined when the renderer was not built beside the web root', () => {
    expect(rendererBeside(webRoot())).toBeUndefined();
  });
});

describe('server-rendered pages', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /**
   * A stand-in renderer: it asks the API as the browser would (a relative URL) and shows the answer.
   * It waits first, so renders of overlapping requests are all in flight together when they ask.
   */
  const whoAmI: ScreenRenderer = async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
    const res = await fetch('/api/auth/user');
    const body = (await res.json()) as { username?: string };
    return { html: `<p>${res.status} ${body.username ?? ''}</p>`, title: undefined, state: { status: res.status } };
  };

  it("renders each person's page with their own answers, even when renders overlap", async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined, staticDir: webRoot(), screenRenderer: async () => whoAmI });
    const ann = await registerTestUser(server.url, 'ann');
    const bob = await registerTestUser(server.url, 'bob');
    const pages = await Promise.all([ann, bob, ann, bob].map(({ client }) => client.get('/pricing')));
    const texts = await Promise.all(pages.map((res) => res.text()));
    expect(texts.map((html) => /<div id="root" data-hydrating>(.*?)<\/div>/.exec(html)?.[1])).toEqual(['<p>200 ann</p>', '<p>200 bob</p>', '<p>200 ann</p>', '<p>200 bob</p>']);
    expect(pages[0]!.headers.get('cache-control')).toBe('private, no-store');
    // A visitor's render gets a visitor's answer: nobody else's session travels with it.
    const visitor = await fetch(`${server.url}/pricing`);
    expect(await visitor.text()).toContain('<div id="root" data-hydrating><p>401 </p></div>');
  });

  it('renders only the listed screens; a relative fetch outside a render still fails', async () => {
    server = await startTestServer({ mode: 'hosted', accessToken: undefined, staticDir: webRoot(), screenRenderer: async () => whoAmI });
    const beta = await fetch(`${server.url}/beta`);
    expect(await beta.text()).toContain('<div id="root"></div>');
    expect(beta.headers.get('cache-control')).toBe('no-cache');
    await expect(fetch('/api/health')).rejects.toThrow();
  });

  it('sends the plain page when the render fails or there is nothing to render', async () => {
    const failing: ScreenRenderer = () => Promise.reject(new Error('boom'));
    server = await startTestServer({ mode: 'hosted', accessToken: undefined, staticDir: webRoot(), screenRenderer: async () => failing });
    const res = await fetch(`${server.url}/pricing`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
  });

  it("renders the real dashboard from the person's own data (local web, the launch token's cookie)", async () => {
    // The renderer's own entry, as the build bundles it (imported by a variable path: the backend's
    // typecheck has no JSX or DOM types; tsconfig.web.json checks that file).
    const entry = '../../../renderer/src/server-render';
    const { renderScreen } = (await import(/* @vite-ignore */ entry)) as { renderScreen: ScreenRenderer };
    // Once first, so the test's module loading is not counted in the server's render budget.
    await renderScreen('http://127.0.0.1/dashboard');
    server = await startTestServer({ staticDir: webRoot(), screenRenderer: async () => renderScreen });
    const cookie = { cookie: `wd_access=${TEST_TOKEN}` };
    const dashboard = (await (await server.api('/api/dashboard')).json()) as unknown;
    const res = await fetch(`${server.url}/dashboard`, { headers: cookie });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('<title>Dashboard · Wealth Desk</title>');
    expect(html).toContain('data-testid="allocation-summary"');
    const state = stateOf(html) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    expect(state.queries.find((query) => query.queryKey[0] === '/api/dashboard')?.state.data).toEqual(dashboard);
    // Without the token the guard refuses the page itself: nothing is rendered for a stranger.
    const stranger = await fetch(`${server.url}/dashboard`);
    expect(await stranger.text()).not.toContain('allocation-summary');
  });
});
