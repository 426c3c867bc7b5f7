/**
 * Large JSON answers compressed on the fly, hosted mode only (docs/architecture.md "Compression").
 * Desktop and local web talk over loopback, where bytes cost nothing and compressing only costs
 * CPU, so server.ts mounts this for /api in hosted mode alone.
 *
 * Every JSON answer leaves through res.json -> res.send with a complete body, so compressing that
 * body whole is enough: no stream is wrapped. Streams (text/event-stream), files and answers that
 * already carry a Content-Encoding never pass through here untouched by accident: only a body
 * whose Content-Type is JSON is considered. Brotli runs at a quality meant for live traffic (the
 * best quality, right for build time, is ~50x slower), both in zlib's thread pool.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { RequestHandler } from 'express';
import { negotiateEncoding, type ContentEncoding } from './precompressed';

/** Below this the header overhead and the CPU outweigh the bytes saved. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** `body` compressed at a quality meant for live traffic (one answer, compressed once). */
export function compressFast(body: Buffer, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 6 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

export function compressJson(): RequestHandler {
  return (req, res, next) => {
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type) || res.getHeader('Content-Encoding') !== undefined) return send(body);
      if (typeof body !== 'string' && !Buffer.isBuffer(body)) return send(body);
      // Whether this answer is compressed depends on the request's Accept-Encoding, whatever its size.
      res.vary('Accept-Encoding');
      const bytes = typeof body === 'string' ? Buffer.from(body) : body;
      const encoding = negotiateEncoding(req.headers['accept-encoding']);
      if (!encoding || bytes.length < COMPRESS_MIN_BYTES || res.statusCode === 204 || res.statusCode === 304) return send(body);
      compressFast(bytes, encoding).then(
        (compressed) => {
          if (res.headersSent) return;
          res.setHeader('Content-Encoding', encoding);
          send(compressed);
        },
        () => {
          // Compression failed (out of memory): the plain answer is still right.
          if (!res.headersSent) send(body);
        },
      );
      return res;
    };
    next();
  };
}
