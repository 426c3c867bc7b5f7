/**
 * Large JSON answers leave compressed in hosted mode and plain on loopback (local mode), and small
 * ones stay plain (docs/architecture.md "Compression"). Real servers; node:http keeps the bytes as
 * sent (fetch would decode them).
 */
import { request } from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_TOKEN, type TestServer } from '../testing/test-server';
import { COMPRESS_MIN_BYTES } from './compress-json';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function raw(url: string, urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(urlPath, url), { method, headers: { authorization: `Bearer ${TEST_TOKEN}`, ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

// A public answer well over the threshold (the featured case studies), and a small one (health).
const LARGE = '/api/case-studies/featured';
const SMALL = '/api/health';

let hosted: TestServer;
let local: TestServer;
let plainLarge: Buffer;

beforeAll(async () => {
  [hosted, local] = await Promise.all([startTestServer({ mode: 'hosted', accessToken: undefined }), startTestServer()]);
  plainLarge = (await raw(hosted.url, LARGE, { 'accept-encoding': 'identity' })).body;
});
afterAll(() => Promise.all([hosted.close(), local.close()]));

describe('hosted mode: large JSON answers compressed on the fly', () => {
  it('the large answer is over the threshold and the small one under it (else this test proves nothing)', async () => {
    expect(plainLarge.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect((await raw(hosted.url, SMALL, { 'accept-encoding': 'identity' })).body.length).toBeLessThan(COMPRESS_MIN_BYTES);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
  ] as const)('Accept-Encoding %j -> %s, decoding to the plain answer, with Vary and the JSON type', async (header, encoding) => {
    const res = await raw(hosted.url, LARGE, { 'accept-encoding': header });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.vary).toMatch(/\bAccept-Encoding\b/i);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(plainLarge.length / 2);
    const decoded = encoding === 'br' ? zlib.brotliDecompressSync(res.body) : zlib.gunzipSync(res.body);
    expect(decoded.equals(plainLarge)).toBe(true);
  });

  it.each([['identity'], ['br;q=0, gzip;q=0'], [undefined]])('Accept-Encoding %j: plain, with Vary', async (header) => {
    const res = await raw(hosted.url, LARGE, header === undefined ? {} : { 'accept-encoding': header });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/\bAccept-Encoding\b/i);
    expect(res.body.equals(plainLarge)).toBe(true);
  });

  it('a small answer stays plain', async () => {
    const res = await raw(hosted.url, SMALL, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toMatchObject({ mode: 'hosted' });
  });

  it('HEAD carries the compressed length without a body; a revalidation answers 304', async () => {
    const get = await raw(hosted.url, LARGE, { 'accept-encoding': 'br' });
    const head = await raw(hosted.url, LARGE, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(get.body.length));
    expect(head.body.length).toBe(0);
    const again = await raw(hosted.url, LARGE, { 'accept-encoding': 'br', 'if-none-match': String(get.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('an error answer is JSON like any other (compressed only when large)', async () => {
    const res = await raw(hosted.url, '/api/no-such-route', { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('local mode (loopback): never compressed', () => {
  it('the same large answer leaves plain even when the client accepts br', async () => {
    const res = await raw(local.url, LARGE, { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary ?? '').not.toMatch(/Accept-Encoding/i);
    expect(res.body.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
  });
});
