/* global self, caches -- a service worker: eslint.config.js lints .js files with Node globals. */
/**
 * Wealth Desk's service worker (hosted web only; see
 * renderer/src/features/landing/consumer/overlays/pwa/service-worker.ts for when it is registered).
 *
 * - Navigations: network first, so a deploy shows at once; offline, the cached app shell, whose
 *   router then draws the screen for the address. The shell is the app's page as built
 *   (/index.html), which the server never renders a screen into. A page the server marks no-store
 *   (a server-rendered screen, which carries the person's own answers) is never kept: the next
 *   person offline on this device must not see it.
 * - /assets/*: cache first. Vite puts a content hash in every asset name, so a cached copy never
 *   goes stale; a new build simply asks for new names.
 * - Never cached, never answered from here: /api/* (live and personal data, sign-in and sign-out),
 *   /metaverse (the live world) and /ref/* (referral links, counted by the server). The browser
 *   sends them straight to the network, as if this worker did not exist.
 * - One cache per VERSION; activating a new version deletes the older caches. Raise VERSION when
 *   this file's caching rules change.
 */
// v2: the shell is /index.html, and no-store pages are never kept (v1 kept every page as the shell).
const VERSION = 'v2';
const CACHE_PREFIX = 'wealth-desk-';
const CACHE_NAME = `${CACHE_PREFIX}${VERSION}`;
const SHELL_URL = '/index.html';
const SHELL_FILES = [SHELL_URL, '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png'];
const NEVER_HANDLED = [/^\/api(\/|$)/, /^\/metaverse(\/|$)/, /^\/ref(\/|$)/];
/** Scripts and styles the shell links (module scripts, modulepreload, stylesheets). */
const SHELL_ASSET_PATTERN = /(?:src|href)="(\/assets\/[^"?#]+)"/g;

function isNeverHandled(pathname) {
  return NEVER_HANDLED.some((pattern) => pattern.test(pathname));
}

function isAsset(pathname) {
  return pathname.startsWith('/assets/');
}

/** A complete, same-origin, successful answer the server allows storing: the only kind worth keeping. */
function isCacheable(response) {
  if (!response || response.status !== 200 || response.type !== 'basic' || response.redirected) return false;
  return !/(^|,)\s*no-store\s*(,|$)/i.test(response.headers.get('Cache-Control') || '');
}

async function cacheShell() {
  const cache = await caches.open(CACHE_NAME);
  await cache.addAll(SHELL_FILES.filter((url) => url !== SHELL_URL));
  const shell = await fetch(SHELL_URL, { cache: 'no-cache', credentials: 'same-origin' });
  if (!isCacheable(shell)) return;
  const html = await shell.clone().text();
  await cache.put(SHELL_URL, shell);
  const assets = [...html.matchAll(SHELL_ASSET_PATTERN)].map((match) => match[1]);
  await cache.addAll([...new Set(assets)]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** The page reports the hashed assets it loaded before this worker controlled it. */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache-assets' || !Array.isArray(data.urls)) return;
  const paths = data.urls
    .slice(0, 200)
    .map((url) => {
      try {
        return new URL(url, self.location.origin);
      } catch {
        return null;
      }
    })
    .filter((url) => url && url.origin === self.location.origin && isAsset(url.pathname))
    .map((url) => url.pathname);
  event.waitUntil(
    caches.open(CACHE_NAME).then(async (cache) => {
      for (const path of new Set(paths)) {
        if (await cache.match(path)) continue;
        const response = await fetch(path).catch(() => null);
        if (isCacheable(response)) await cache.put(path, response);
      }
    }),
  );
});

async function networkFirstNavigation(request) {
  const cache = await caches.open(CACHE_NAME);
  try {
    const response = await fetch(request);
    // Every screen's address is answered with the app's page: keep the newest as the shell (not a
    // server-rendered one: it is no-store, so isCacheable refuses it).
    const type = response.headers.get('Content-Type') || '';
    if (isCacheable(response) && type.includes('text/html')) await cache.put(SHELL_URL, response.clone());
    return response;
  } catch (error) {
    const shell = await cache.match(SHELL_URL);
    if (shell) return shell;
    throw error;
  }
}

async function cacheFirstAsset(request) {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (isCacheable(response)) await cache.put(request, response.clone());
  return response;
}

async function networkFirstShellFile(request) {
  const cache = await caches.open(CACHE_NAME);
  try {
    const response = await fetch(request);
    if (isCacheable(response)) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request, { ignoreSearch: true });
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isNeverHandled(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstNavigation(request));
  } else if (isAsset(url.pathname)) {
    event.respondWith(cacheFirstAsset(request));
  } else if (SHELL_FILES.includes(url.pathname)) {
    event.respondWith(networkFirstShellFile(request));
  }
});
