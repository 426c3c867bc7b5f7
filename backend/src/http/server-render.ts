/**
 * Server-rendered first paint (docs/architecture.md "Server-rendered first paint"): the pages
 * people arrive on are sent with the screen already rendered, its first answers included, so a
 * phone paints it before the app's scripts arrive; the browser then hydrates that markup.
 *
 * The rendering itself is the renderer's (renderer/src/server-render.tsx, built to
 * dist/ssr/server-render.cjs beside the web root). Its queries fetch relative URLs, as in the
 * browser; during a render those requests go to this server over loopback with the asking
 * person's cookie and Authorization header, so every answer passes the same guard, session and
 * authorisation as the browser's own request would (and nothing the person may not see can be
 * rendered). The context travels in AsyncLocalStorage, so renders of different people running at
 * the same time never share it.
 *
 * Whatever fails or takes too long (a missing build, a render error, a slow answer) leaves the
 * page as it was: the browser renders the screen itself.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Request } from 'express';
import { HYDRATING_ATTRIBUTE, SERVER_STATE_ELEMENT, type LandingFace } from '../../../shared/constants';
import type { ScreenId } from '../../../shared/routes';

/** What the renderer's server entry answers for a screen. */
export interface ServerRenderedScreen {
  /** The markup of #root. */
  html: string;
  /** The screen's <title> text, HTML-escaped by React; undefined when it sets none. */
  title: string | undefined;
  /** The query cache's answers (TanStack Query's dehydrated state), plain JSON. */
  state: unknown;
}

/** Renders the screen at an absolute URL; undefined when there is nothing to render there. */
export type ScreenRenderer = (url: string) => Promise<ServerRenderedScreen | undefined>;

/**
 * The screens rendered on the server: where people arrive (the landing page, pricing, the
 * dashboard an app start opens, the subscription finder). Every other screen renders in the
 * browser as before; a screen joins this list once it renders the same in Node as in the browser
 * (e2e/server-render.spec.ts checks each listed screen hydrates without a second render).
 */
export const SERVER_RENDERED_SCREENS: ReadonlySet<ScreenId> = new Set<ScreenId>(['landing', 'pricing', 'dashboard', 'subscriptions']);

/**
 * Whether `screen`'s page is rendered on the server. The consumer face of "/" is not: it keeps
 * per-visitor choices in the browser (its A/B variant, a countdown), which a server cannot know, so
 * its markup would differ from the browser's first render.
 */
export function rendersOnServer(screen: ScreenId | undefined, landingFace: LandingFace | undefined): screen is ScreenId {
  if (!screen || !SERVER_RENDERED_SCREENS.has(screen)) return false;
  return !(screen === 'landing' && landingFace === 'consumer');
}

/** A render taking longer than this is abandoned and the plain page sent: the first byte must not wait on it. */
export const SERVER_RENDER_BUDGET_MS = 1_500;

/** The renderer's server entry, relative to the web root (renderer/vite.ssr.config.ts writes it). */
const RENDERER_ENTRY = path.join('..', 'ssr', 'server-render.cjs');

/**
 * The renderer's server entry beside `staticDir`, loaded on first use (its import is not paid at
 * start); undefined when it was not built (the desktop's renderer, API-only tests).
 */
export function rendererBeside(staticDir: string): (() => Promise<ScreenRenderer>) | undefined {
  const file = path.resolve(staticDir, RENDERER_ENTRY);
  if (!existsSync(file)) return undefined;
  let loading: Promise<ScreenRenderer> | undefined;
  return () => {
    // A CommonJS file, required: the server bundle runs as a script (start/code-cache.ts), where
    // import() would need an experimental loader hook.
    loading ??= Promise.resolve().then(() => (createRequire(import.meta.url)(file) as { renderScreen: ScreenRenderer }).renderScreen);
    return loading;
  };
}

/** The asking person during a render: where this server listens, and their credentials. */
interface RenderRequester {
  origin: string;
  headers: Record<string, string>;
}

const requester = new AsyncLocalStorage<RenderRequester>();
let fetchRouted = false;

/**
 * Gives relative fetches a meaning inside a render: this server, as the person asking. Outside a
 * render fetch is untouched (a relative URL fails there as it always has); an absolute URL is
 * never rewritten.
 */
function routeRenderFetches(): void {
  if (fetchRouted) return;
  fetchRouted = true;
  const plainFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const asking = requester.getStore();
    if (!asking || typeof input !== 'string' || !input.startsWith('/')) return plainFetch(input, init);
    const headers = new Headers(init?.headers);
    for (const [name, value] of Object.entries(asking.headers)) headers.set(name, value);
    return plainFetch(`${asking.origin}${input}`, { ...init, headers });
  };
}

/** The loopback origin of a listening server: its own address, or 127.0.0.1 when it listens on all. */
export function loopbackOrigin(address: AddressInfo): string {
  const unspecified = address.address === '0.0.0.0' || address.address === '::';
  const host = unspecified ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/** The credentials a render's requests carry: the page request's own, nothing else. */
function credentialsOf(req: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  if (req.headers.cookie) headers.cookie = req.headers.cookie;
  if (req.headers.authorization) headers.authorization = req.headers.authorization;
  return headers;
}

/** The screen of `req` rendered as its requester, or undefined (not rendered, failed, or over budget). */
export async function renderFor(render: ScreenRenderer, req: Request, origin: string): Promise<ServerRenderedScreen | undefined> {
  routeRenderFetches();
  let timer: NodeJS.Timeout | undefined;
  const overBudget = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), SERVER_RENDER_BUDGET_MS);
  });
  const rendering = requester.run({ origin, headers: credentialsOf(req) }, () => render(`${origin}${req.originalUrl}`)).catch(() => undefined);
  try {
    return await Promise.race([rendering, overBudget]);
  } finally {
    clearTimeout(timer);
  }
}

/** JSON safe inside a <script> element: nothing in it can close the element or end a line in old parsers. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * `page` (a screen's index.html) with the rendered screen: its markup in #root (marked until
 * hydrated), its title in <head>, its answers in a JSON script (not executed: the
 * Content-Security-Policy's script-src holds), and no modulepreload links: the scripts load after
 * the first paint (main.tsx). Undefined when the page has no empty #root to fill.
 */
export function withRenderedScreen(page: string, screen: ServerRenderedScreen): string | undefined {
  const root = '<div id="root"></div>';
  if (!page.includes(root)) return undefined;
  const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT}">${scriptSafeJson(screen.state)}</script>`;
  let html = page.replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '');
  if (screen.title !== undefined) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${screen.title}</title>`);
  // Marked until the app has hydrated it (renderer/src/app/start.tsx): readable at once, while the
  // browser's first script holds every click and keystroke in it until the handlers are there, so
  // none lands on a control without one (or submits a form natively). Not `inert`: taking that
  // off restyled the whole page, a 90 ms task on a phone right after hydration.
  return html.replace(root, () => `<div id="root" ${HYDRATING_ATTRIBUTE}>${screen.html}</div>${state}`);
}
