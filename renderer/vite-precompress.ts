/**
 * Build-time compression (docs/architecture.md "Compression"): after the bundle is written, every
 * text file worth it gets a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside it, and
 * the server sends the copy the browser accepts (backend/src/http/precompressed.ts). Compressing at
 * build time lets brotli run at its slowest, smallest setting once instead of on every request.
 *
 * Both builds get it: the desktop window loads the renderer from the same local server.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

/** Text formats the web bundle holds; images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;
/** Below this a compressed copy saves less than the request's own headers. */
export const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export interface CompressedCopies {
  br?: Buffer;
  gz?: Buffer;
}

/** The copies worth keeping for a file's bytes: none below MIN_BYTES, and each only when smaller. */
export async function compressedCopies(bytes: Buffer): Promise<CompressedCopies> {
  if (bytes.length < MIN_BYTES) return {};
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return { br: br.length < bytes.length ? br : undefined, gz: gz.length < bytes.length ? gz : undefined };
}

/**
 * Writes the copies for every compressible file under `dir` (dot folders such as .vite, which the
 * server does not serve, are left alone). Returns the files it compressed, for the build log.
 */
export async function precompressDirectory(dir: string): Promise<{ file: string; raw: number; br?: number; gz?: number }[]> {
  const names = (await readdir(dir, { recursive: true, encoding: 'utf8' }))
    .filter((name) => COMPRESSIBLE.test(name) && !name.split(path.sep).some((segment) => segment.startsWith('.')));
  const done: { file: string; raw: number; br?: number; gz?: number }[] = [];
  // One file at a time: zlib already spreads each over its thread pool, and builds share small machines.
  for (const name of names) {
    const file = path.join(dir, name);
    if (!(await stat(file)).isFile()) continue;
    const bytes = await readFile(file);
    const copies = await compressedCopies(bytes);
    if (copies.br) await writeFile(`${file}.br`, copies.br);
    if (copies.gz) await writeFile(`${file}.gz`, copies.gz);
    if (copies.br || copies.gz) done.push({ file: name, raw: bytes.length, br: copies.br?.length, gz: copies.gz?.length });
  }
  return done;
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'wealth-desk:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // closeBundle: after the bundle and the public folder are both on disk.
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const done = await precompressDirectory(outDir);
      const raw = done.reduce((sum, f) => sum + f.raw, 0);
      const br = done.reduce((sum, f) => sum + (f.br ?? f.raw), 0);
      config.logger.info(`precompress: ${done.length} files, ${(raw / 1024).toFixed(0)} KiB -> ${(br / 1024).toFixed(0)} KiB brotli`);
    },
  };
}
