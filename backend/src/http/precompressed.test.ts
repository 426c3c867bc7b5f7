/**
 * The web bundle leaves compressed (docs/architecture.md "Compression"): a real server over a
 * built-like static folder made here (a hashed script and stylesheet with the .br/.gz copies the
 * build plugin writes, made with the same settings). The plugin itself: scripts/vite-precompress.test.ts. Requests go through node:http, which (unlike fetch) leaves the bytes as sent.
 */
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_TOKEN, type TestServer } from '../testing/test-server';
import { acceptedEncodings, compressBest, negotiateEncoding } from './precompressed';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(url: string, urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  const target = new URL(urlPath, url);
  return new Promise((resolve, reject) => {
    const req = request(target, { method, headers: { authorization: `Bearer ${TEST_TOKEN}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(res: RawResponse): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(res.body).toString('utf8');
  if (encoding !== undefined) throw new Error(`unexpected encoding ${String(encoding)}`);
  return res.body.toString('utf8');
}

// Big enough to be worth compressing, varied enough that brotli and gzip differ in size.
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i * 7} + "item ${i % 13}";`).join('\n');
const STYLE = Array.from({ length: 300 }, (_, i) => `.c${i} { margin: ${i % 17}px; color: #${(i * 4099).toString(16).padStart(6, '0').slice(0, 6)}; }`).join('\n');
const INDEX = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-AbC123.js"></script><link rel="stylesheet" crossorigin href="/assets/index-DeF456.css"></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-AbC123.js', isEntry: true, css: ['assets/index-DeF456.css'] },
  'src/features/dashboard/dashboard-page.tsx': { file: 'assets/dashboard-page-Gh789.js', isDynamicEntry: true },
};

let staticDir: string;
let server: TestServer;

/** The file and, from 1 KB, its copies as the build writes them (renderer/vite-precompress.ts, same settings). */
async function writeWithCopies(file: string, text: string): Promise<void> {
  writeFileSync(file, text);
  if (text.length < 1024) return;
  writeFileSync(`${file}.br`, await compressBest(text, 'br'));
  writeFileSync(`${file}.gz`, await compressBest(text, 'gzip'));
}

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'wd-precompressed-'));
  mkdirSync(path.join(staticDir, 'assets'));
  mkdirSync(path.join(staticDir, '.vite'));
  writeFileSync(path.join(staticDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await writeWithCopies(path.join(staticDir, 'index.html'), INDEX);
  await writeWithCopies(path.join(staticDir, 'assets', 'index-AbC123.js'), SCRIPT);
  await writeWithCopies(path.join(staticDir, 'assets', 'index-DeF456.css'), STYLE);
  await writeWithCopies(path.join(staticDir, 'assets', 'dashboard-page-Gh789.js'), 'export default 1;');
  await writeWithCopies(path.join(staticDir, 'manifest.webmanifest'), JSON.stringify({ name: 'Wealth Desk', description: 'x'.repeat(2000) }));
  server = await startTestServer({ staticDir });
});
afterAll(async () => {
  await server.close();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('Accept-Encoding negotiation', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['BR;Q=1, gzip;q=1', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
    [undefined, undefined],
  ] as const)('%j -> %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('lists every accepted coding, best first', () => {
    expect(acceptedEncodings('gzip;q=0.9, br')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip, br;q=0.1')).toEqual(['gzip', 'br']);
    expect(acceptedEncodings('br')).toEqual(['br']);
  });
});

describe('hashed assets served precompressed', () => {
  const script = '/assets/index-AbC123.js';

  it('brotli for "br, gzip": the original type, the copy’s length, Vary, immutable caching, and the bytes decode to the file', async () => {
    const res = await raw(server.url, script, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toMatch(/\bAccept-Encoding\b/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 3);
    expect(decode(res)).toBe(SCRIPT);
    // The security headers still come first (set before the static routes).
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gzip for "gzip", and for the stylesheet the CSS type', async () => {
    const js = await raw(server.url, script, { 'accept-encoding': 'gzip' });
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(decode(js)).toBe(SCRIPT);
    const css = await raw(server.url, '/assets/index-DeF456.css', { 'accept-encoding': 'gzip, deflate' });
    expect(css.headers['content-encoding']).toBe('gzip');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(css)).toBe(STYLE);
    const cssBr = await raw(server.url, '/assets/index-DeF456.css', { 'accept-encoding': 'gzip, deflate, br' });
    expect(cssBr.headers['content-encoding']).toBe('br');
    expect(decode(cssBr)).toBe(STYLE);
  });

  it.each([['identity'], ['br;q=0, gzip;q=0'], [undefined]])('none for Accept-Encoding %j: the plain file, still with Vary and its caching', async (header) => {
    const res = await raw(server.url, script, header === undefined ? {} : { 'accept-encoding': header });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/\bAccept-Encoding\b/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(SCRIPT.length);
    expect(res.body.toString()).toBe(SCRIPT);
  });

  it('gzip when brotli is refused with q=0', async () => {
    const res = await raw(server.url, script, { 'accept-encoding': 'br;q=0, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decode(res)).toBe(SCRIPT);
  });

  it('HEAD: the compressed headers and length, no body', async () => {
    const get = await raw(server.url, script, { 'accept-encoding': 'br' });
    const head = await raw(server.url, script, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(get.body.length));
    expect(head.body.length).toBe(0);
  });

  it('a Range request on a compressed answer gets the whole file, not compressed bytes 0-9', async () => {
    const res = await raw(server.url, script, { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect(res.status).toBe(200);
    expect(res.headers['content-range']).toBeUndefined();
    expect(decode(res)).toBe(SCRIPT);
    // Uncompressed, ranges work as before.
    const plain = await raw(server.url, script, { range: 'bytes=0-9' });
    expect(plain.status).toBe(206);
    expect(plain.body.toString()).toBe(SCRIPT.slice(0, 10));
  });

  it('a revalidation of the compressed copy answers 304', async () => {
    const first = await raw(server.url, script, { 'accept-encoding': 'br' });
    const again = await raw(server.url, script, { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('a file without copies (under 1 KB) is served plain, and a missing one is still a 404', async () => {
    const small = await raw(server.url, '/assets/dashboard-page-Gh789.js', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('export default 1;');
    expect((await raw(server.url, '/assets/nope-123.js', { 'accept-encoding': 'br' })).status).toBe(404);
    // Dot folders stay unserved (the manifest is the server's, not the browser's).
    expect((await raw(server.url, '/.vite/manifest.json', { 'accept-encoding': 'br' })).status).toBe(404);
  });

  it('other static files: compressed, revalidated (no year-long cache)', async () => {
    const res = await raw(server.url, '/manifest.webmanifest', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0');
    expect(JSON.parse(decode(res))).toMatchObject({ name: 'Wealth Desk' });
  });

  it('the local-server guard still applies to compressed files', async () => {
    const res = await raw(server.url, script, { 'accept-encoding': 'br', authorization: '' });
    expect(res.status).toBe(403);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('index.html served compressed on every app path', () => {
  it('a screen path: its own page (with its preloads) compressed, no-cache, Vary', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await raw(server.url, '/dashboard', { 'accept-encoding': encoding });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/\bAccept-Encoding\b/i);
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
      const html = decode(res);
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-page-Gh789.js">');
      expect(html).toContain('<div id="root"></div>');
    }
    const plain = await raw(server.url, '/dashboard');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('dashboard-page-Gh789.js');
    const head = await raw(server.url, '/dashboard', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body.length).toBe(0);
  });

  it('an unknown path: the built index.html.br with a 404 and no-cache', async () => {
    const res = await raw(server.url, '/no-such-screen', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/\bAccept-Encoding\b/i);
    expect(decode(res)).toBe(INDEX);
    const plain = await raw(server.url, '/no-such-screen', { 'accept-encoding': 'identity' });
    expect(plain.status).toBe(404);
    expect(plain.body.toString()).toBe(INDEX);
  });
});
