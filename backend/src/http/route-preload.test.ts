import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MODE_META, SITE_SETTINGS_META } from '../../../shared/constants';
import { SCREENS, type ScreenId } from '../../../shared/routes';
import { startTestServer, type TestServer } from '../testing/test-server';
import { APP_START_SOURCE, indexHtmlFor, routeIndexPages, SCREEN_SOURCES, screenPreloads, withPageFacts, withSiteSettings, type ViteManifest } from './route-preload';

const INDEX_HTML = [
  '<!doctype html><html><head><title>Wealth Desk</title>',
  '<script type="module" crossorigin src="/assets/index-e1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/vendor-v1.js">',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

/** A manifest shaped like Vite's: the entry, shared chunks, screens that import the entry back. */
const MANIFEST: ViteManifest = {
  'index.html': {
    file: 'assets/index-e1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-v1.js'],
    dynamicImports: ['src/features/dashboard/dashboard-page.tsx', 'src/features/beta/beta-page.tsx'],
    css: ['assets/index-c1.css'],
  },
  '_vendor-v1.js': { file: 'assets/vendor-v1.js' },
  '_ui-u1.js': { file: 'assets/ui-u1.js', imports: ['_vendor-v1.js'] },
  '_schemas-z1.js': { file: 'assets/schemas-z1.js' },
  '_credit-k1.js': { file: 'assets/credit-k1.js', imports: ['_schemas-z1.js'], dynamicImports: ['../shared/contracts/credit.ts'] },
  '../shared/contracts/credit.ts': { file: 'assets/credit-contract-q1.js', src: '../shared/contracts/credit.ts', isDynamicEntry: true },
  'src/features/dashboard/dashboard-page.tsx': {
    file: 'assets/dashboard-page-d1.js',
    src: 'src/features/dashboard/dashboard-page.tsx',
    isDynamicEntry: true,
    imports: ['_vendor-v1.js', '_ui-u1.js', '_credit-k1.js', 'index.html'],
    css: ['assets/dashboard-page-s1.css', 'assets/index-c1.css'],
  },
  'src/features/beta/beta-page.tsx': {
    file: 'assets/beta-page-b1.js',
    src: 'src/features/beta/beta-page.tsx',
    isDynamicEntry: true,
    imports: ['_ui-u1.js', 'index.html'],
  },
};

const MANIFEST_FILES = new Set(Object.values(MANIFEST).map((chunk) => chunk.file));

function linkHrefs(html: string, rel: string): string[] {
  return [...html.matchAll(new RegExp(`<link rel="${rel}" crossorigin href="/([^"]+)">`, 'g'))].map((m) => m[1]!);
}

describe('screenPreloads', () => {
  it("names the dashboard's chunk and its static imports, not the entry's own nor lazy contracts", () => {
    expect(screenPreloads(MANIFEST, '/dashboard')).toEqual({
      scripts: ['assets/dashboard-page-d1.js', 'assets/ui-u1.js', 'assets/credit-k1.js', 'assets/schemas-z1.js'],
      styles: ['assets/dashboard-page-s1.css'],
    });
  });

  it('serves an alias the same chunks as its screen, with or without a trailing slash', () => {
    const beta = { scripts: ['assets/beta-page-b1.js', 'assets/ui-u1.js'], styles: [] };
    expect(screenPreloads(MANIFEST, '/beta')).toEqual(beta);
    expect(screenPreloads(MANIFEST, '/beta-signup')).toEqual(beta);
    expect(screenPreloads(MANIFEST, '/beta/')).toEqual(beta);
  });

  it("names the app's start (the entry imports it with import()) and its imports first, for every screen", () => {
    const withStart: ViteManifest = {
      ...MANIFEST,
      [APP_START_SOURCE]: { file: 'assets/start-s1.js', src: APP_START_SOURCE, isDynamicEntry: true, imports: ['_vendor-v1.js', '_ui-u1.js', '_router-r1.js'] },
      '_router-r1.js': { file: 'assets/router-r1.js' },
    };
    expect(screenPreloads(withStart, '/beta')).toEqual({ scripts: ['assets/start-s1.js', 'assets/ui-u1.js', 'assets/router-r1.js', 'assets/beta-page-b1.js'], styles: [] });
  });

  it('has nothing for an unknown path, a wrong case, or a screen missing from the manifest', () => {
    expect(screenPreloads(MANIFEST, '/nope')).toBeUndefined();
    expect(screenPreloads(MANIFEST, '/Dashboard')).toBeUndefined();
    expect(screenPreloads(MANIFEST, '/pricing')).toBeUndefined();
  });
});

describe('indexHtmlFor', () => {
  it('puts modulepreload links for /dashboard before </head>, each to a file of the manifest', () => {
    const html = indexHtmlFor(INDEX_HTML, MANIFEST, '/dashboard');
    const preloads = linkHrefs(html, 'modulepreload');
    // The entry's vendor preload was already in index.html; the screen's four follow it, once each.
    expect(preloads).toEqual(['assets/vendor-v1.js', 'assets/dashboard-page-d1.js', 'assets/ui-u1.js', 'assets/credit-k1.js', 'assets/schemas-z1.js']);
    expect(preloads.every((file) => MANIFEST_FILES.has(file))).toBe(true);
    expect(preloads).toContain(MANIFEST['src/features/dashboard/dashboard-page.tsx']!.file);
    expect(linkHrefs(html, 'stylesheet')).toEqual(['assets/dashboard-page-s1.css']);
    expect(html.indexOf('dashboard-page-d1.js')).toBeLessThan(html.indexOf('</head>'));
    expect(html).not.toContain('<script>');
  });

  it('leaves index.html unchanged for an unknown path', () => {
    expect(indexHtmlFor(INDEX_HTML, MANIFEST, '/no-such-page')).toBe(INDEX_HTML);
  });

  it('writes no link for a file name that is not a plain path', () => {
    const odd: ViteManifest = { ...MANIFEST, 'src/features/beta/beta-page.tsx': { file: 'assets/x"><script>alert(1)</script>.js' } };
    expect(indexHtmlFor(INDEX_HTML, odd, '/beta')).toBe(INDEX_HTML);
  });
});

describe('SCREEN_SOURCES', () => {
  it('names the very module the renderer router loads for every screen', () => {
    const router = readFileSync(path.join(import.meta.dirname, '../../../renderer/src/app/router.tsx'), 'utf8');
    const loaded = Object.fromEntries([...router.matchAll(/^\s+(\w+): \(\) => import\('@\/([^']+)'\),$/gm)].map((m) => [m[1], `src/${m[2]}.tsx`]));
    expect(Object.keys(loaded).sort()).toEqual((Object.keys(SCREENS) as ScreenId[]).sort());
    expect(loaded).toEqual(SCREEN_SOURCES);
  });
});

describe('the server', () => {
  let server: TestServer;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'wd-preload-'));
    mkdirSync(path.join(staticDir, 'assets'));
    mkdirSync(path.join(staticDir, '.vite'));
    writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    server = await startTestServer({ staticDir });
  });
  afterAll(() => server.close());

  it("answers /dashboard with the dashboard's preloads and /beta-signup with beta's", async () => {
    const res = await server.api('/dashboard');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(linkHrefs(await res.text(), 'modulepreload')).toEqual([
      'assets/vendor-v1.js',
      'assets/dashboard-page-d1.js',
      'assets/ui-u1.js',
      'assets/credit-k1.js',
      'assets/schemas-z1.js',
    ]);
    expect(linkHrefs(await (await server.api('/beta-signup')).text(), 'modulepreload')).toEqual(['assets/vendor-v1.js', 'assets/beta-page-b1.js', 'assets/ui-u1.js']);
  });

  it('answers an unknown path with the plain index.html and a 404', async () => {
    const res = await server.api('/no-such-page');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(INDEX_HTML);
  });

  it('does not serve the build manifest itself', async () => {
    const res = await server.api('/.vite/manifest.json');
    expect(await res.text()).not.toContain('dashboard-page-d1.js');
  });

  it('builds every screen path once; without a manifest, the plain page', () => {
    const pages = routeIndexPages(staticDir, { demo: false });
    expect([...pages.keys()].sort()).toEqual(Object.values(SCREENS).flat().sort());
    expect(pages.get('/pricing')).toBe(INDEX_HTML);
    const bare = mkdtempSync(path.join(tmpdir(), 'wd-preload-bare-'));
    writeFileSync(path.join(bare, 'index.html'), INDEX_HTML);
    expect(routeIndexPages(bare, { demo: false }).get('/dashboard')).toBe(INDEX_HTML);
  });

  it('states offline demo mode in every screen page (a meta tag, no script), and only in demo mode', async () => {
    const demoMeta = `<meta name="${DEMO_MODE_META}" content="true">`;
    const bare = mkdtempSync(path.join(tmpdir(), 'wd-preload-bare-'));
    writeFileSync(path.join(bare, 'index.html'), INDEX_HTML);
    expect(routeIndexPages(bare, { demo: true }).get('/dashboard')).toContain(demoMeta);
    expect(routeIndexPages(staticDir, { demo: true }).get('/pricing')).toContain(demoMeta);
    expect(routeIndexPages(staticDir, { demo: false }).get('/pricing')).not.toContain(DEMO_MODE_META);
    // This test server runs in demo mode (no provider keys).
    expect(await (await server.api('/subscriptions')).text()).toContain(demoMeta);
  });

  it('puts the current site settings into "/" only, read on each request (a change shows on the next load)', async () => {
    const settingsMeta = (face: string) => `<meta name="${SITE_SETTINGS_META}" content="{&quot;landingFace&quot;:&quot;${face}&quot;}">`;
    expect(await (await server.api('/')).text()).toContain(settingsMeta('institutional'));
    expect(await (await server.api('/pricing')).text()).not.toContain(SITE_SETTINGS_META);
    const csrf = (await server.api('/api/auth/session')).headers.get('set-cookie') ?? '';
    const token = /wd_csrf=([^;]+)/.exec(csrf)?.[1] ?? '';
    const put = await server.api('/api/site/settings', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie: `wd_csrf=${token}` },
      body: JSON.stringify({ landingFace: 'consumer' }),
    });
    expect(put.status).toBe(200);
    expect(await (await server.api('/')).text()).toContain(settingsMeta('consumer'));
  });
});

describe('withSiteSettings', () => {
  it('escapes the JSON so no value can leave the attribute', () => {
    const html = withSiteSettings('<head></head>', { landingFace: '"><script>x</script>&' as never });
    expect(html).toContain('content="{&quot;landingFace&quot;:&quot;\\&quot;>&lt;script>x&lt;/script>&amp;&quot;}"');
    expect(html).not.toContain('<script>');
  });

  it("keeps a replace() pattern in a value as it is ($& would otherwise repeat the </head>)", () => {
    const html = withSiteSettings('<head></head>', { landingFace: "$&$'" as never });
    expect(html).toContain('content="{&quot;landingFace&quot;:&quot;$&amp;$\'&quot;}"');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });
});

describe('withPageFacts', () => {
  it('stamps the demo flag into the head only in demo mode', () => {
    expect(withPageFacts('<head></head>', { demo: true })).toBe(`<head>  <meta name="${DEMO_MODE_META}" content="true">\n  </head>`);
    expect(withPageFacts('<head></head>', { demo: false })).toBe('<head></head>');
  });
});
