/**
 * The web bundle served compressed (docs/architecture.md "Compression"). The build writes a brotli
 * (.br) and a gzip (.gz) copy next to every text asset worth it (renderer/vite-precompress.ts);
 * here a request whose Accept-Encoding allows one gets that copy, with the original Content-Type,
 * `Content-Encoding` and `Vary: Accept-Encoding`. Nothing is compressed per request: brotli at its
 * best quality is far too slow for that, and the files never change while the server runs.
 *
 * The per-screen index.html pages (route-preload.ts) exist only in memory, so they are compressed
 * here, once per distinct page on its first request, off the event loop (zlib's thread pool).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export type ContentEncoding = 'br' | 'gzip';

/** The file suffix of each encoding's copy. */
const SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

/**
 * The codings a client accepts for an Accept-Encoding header, best first: brotli before gzip (it is
 * the smaller) unless the client weighs gzip higher. A missing header means identity: a client that
 * does not ask is sent plain bytes. `;q=0` refuses a coding; `*` stands for any coding not named.
 */
export function acceptedEncodings(header: string | string[] | undefined): ContentEncoding[] {
  if (header === undefined) return [];
  const q = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    if (!name) continue;
    let weight = 1;
    for (const param of params) {
      const m = /^q\s*=\s*([0-9.]+)$/i.exec(param);
      if (m) weight = Number(m[1]);
    }
    q.set(name.toLowerCase(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => q.get(coding) ?? (coding === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  const order: ContentEncoding[] = gzip > br ? ['gzip', 'br'] : ['br', 'gzip'];
  return order.filter((coding) => weightOf(coding) > 0);
}

/** The coding to answer with when both are available; undefined: identity. */
export function negotiateEncoding(header: string | string[] | undefined): ContentEncoding | undefined {
  return acceptedEncodings(header)[0];
}

/** Which compressed copies each file has, keyed by its URL path ("/assets/index-abc.js"). */
export type Siblings = ReadonlyMap<string, ReadonlySet<ContentEncoding>>;

/**
 * The files under `staticDir` that have a .br or .gz copy next to them, read once at start (the
 * build does not change under a running server). Dot folders (.vite) are skipped as the static
 * server skips them. Only these exact paths are ever answered compressed: no request path is
 * joined onto the disk path here.
 */
export function findSiblings(staticDir: string): Siblings {
  const files = new Set(
    readdirSync(staticDir, { recursive: true, withFileTypes: false, encoding: 'utf8' })
      .map((f) => f.split(path.sep).join('/'))
      .filter((f) => !f.split('/').some((segment) => segment.startsWith('.'))),
  );
  const siblings = new Map<string, Set<ContentEncoding>>();
  for (const file of files) {
    for (const encoding of ['br', 'gzip'] as const) {
      if (!file.endsWith(SUFFIX[encoding])) continue;
      const original = file.slice(0, -SUFFIX[encoding].length);
      if (!files.has(original)) continue;
      const set = siblings.get(`/${original}`) ?? new Set<ContentEncoding>();
      set.add(encoding);
      siblings.set(`/${original}`, set);
    }
  }
  return siblings;
}

/** The coding to send `urlPath` with: the client's best among the copies built (brotli may be missing when it did not shrink a file). */
function chooseCopy(siblings: Siblings, urlPath: string, req: Request): ContentEncoding | undefined {
  const available = siblings.get(urlPath);
  return acceptedEncodings(req.headers['accept-encoding']).find((coding) => available?.has(coding));
}

export interface CompressedFileOptions {
  /** Cache lifetime for the static server's Cache-Control (ms); omitted when `cacheControl` is false. */
  maxAge?: number;
  immutable?: boolean;
  /** false: the caller has set Cache-Control itself (index.html's no-cache). */
  cacheControl?: boolean;
}

/**
 * Sends `file` (absolute) as its compressed copy when `urlPath` has one the client accepts.
 * Returns false when it did not (no copy, or the client accepts none): the caller then sends the
 * plain file; `fallback` sends it when the copy cannot be read after all. `Vary` is set either way for a file with copies, so a shared cache keeps them apart.
 * A Range request gets the whole compressed file with 200: ranges of the compressed bytes would be
 * wrong for a client that asked for ranges of the original.
 */
export function sendCompressedFile(
  req: Request,
  res: Response,
  fallback: () => void,
  siblings: Siblings,
  urlPath: string,
  file: string,
  options: CompressedFileOptions,
): boolean {
  if (!siblings.has(urlPath)) return false;
  res.vary('Accept-Encoding');
  const encoding = chooseCopy(siblings, urlPath, req);
  if (!encoding) return false;
  // The original's type (send would take the .br's); send keeps a Content-Type already set.
  res.type(path.extname(file));
  res.setHeader('Content-Encoding', encoding);
  res.sendFile(
    file + SUFFIX[encoding],
    { acceptRanges: false, dotfiles: 'allow', cacheControl: options.cacheControl ?? true, maxAge: options.maxAge ?? 0, immutable: options.immutable ?? false },
    (error?: Error) => {
      if (!error || res.headersSent) return;
      // The copy vanished (a rebuild under a running server): the plain file after all.
      res.removeHeader('Content-Encoding');
      res.removeHeader('Content-Type');
      fallback();
    },
  );
  return true;
}

/**
 * Middleware for the static files: a GET or HEAD for a file with compressed copies gets the copy
 * the client accepts; anything else passes on to express.static. Hashed /assets keep their
 * year-long immutable caching; other files (sw.js, the web manifest) are revalidated as before.
 */
export function precompressedStatic(staticDir: string, siblings: Siblings): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (!siblings.has(urlPath)) return next();
    const hashed = urlPath.startsWith('/assets/');
    const file = path.join(staticDir, ...urlPath.split('/'));
    const options = hashed ? { maxAge: 31_536_000_000, immutable: true } : { maxAge: 0 };
    if (!sendCompressedFile(req, res, () => next(), siblings, urlPath, file, options)) next();
  };
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** `text` compressed as the build compresses files: brotli quality 11 or gzip level 9. */
export function compressBest(text: string | Buffer, encoding: ContentEncoding): Promise<Buffer> {
  const bytes = typeof text === 'string' ? Buffer.from(text) : text;
  if (encoding === 'gzip') return gzip(bytes, { level: 9 });
  return brotli(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/**
 * Sends in-memory HTML pages compressed when the client accepts it. Each distinct page is
 * compressed once, on its first request (many paths share a page; compressing all at start would
 * slow the start for pages nobody asks for).
 */
export function compressedPages(): (req: Request, res: Response, next: NextFunction, html: string) => void {
  const cache = new Map<string, Promise<Buffer>>();
  return (req, res, next, html) => {
    res.vary('Accept-Encoding').type('html');
    const encoding = negotiateEncoding(req.headers['accept-encoding']);
    if (!encoding) {
      res.send(html);
      return;
    }
    const key = `${encoding}\n${html}`;
    let compressed = cache.get(key);
    if (!compressed) {
      compressed = compressBest(html, encoding);
      cache.set(key, compressed);
    }
    compressed.then(
      (body) => {
        res.setHeader('Content-Encoding', encoding);
        res.send(body);
      },
      (error: unknown) => {
        cache.delete(key);
        next(error);
      },
    );
  };
}
