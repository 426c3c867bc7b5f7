/**
 * The build's compression step (renderer/vite-precompress.ts): which files get .br/.gz copies and
 * that each copy decodes to its file. Serving them: backend/src/http/precompressed.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compressedCopies, precompressDirectory } from '../renderer/vite-precompress';

const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i * 7} + "item ${i % 13}";`).join('\n');
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('compressedCopies', () => {
  it('makes none under 1 KB, and for a larger text file brotli smaller than gzip smaller than the file, each decoding to it', async () => {
    expect(await compressedCopies(Buffer.from('x'.repeat(1023)))).toEqual({});
    const copies = await compressedCopies(Buffer.from(SCRIPT));
    expect(copies.br!.length).toBeLessThan(copies.gz!.length);
    expect(copies.gz!.length).toBeLessThan(SCRIPT.length / 3);
    expect(zlib.brotliDecompressSync(copies.br!).toString()).toBe(SCRIPT);
    expect(zlib.gunzipSync(copies.gz!).toString()).toBe(SCRIPT);
  });

  it('keeps no copy that is not smaller (random bytes)', async () => {
    const copies = await compressedCopies(randomBytes(4096));
    expect(copies.br).toBeUndefined();
    expect(copies.gz).toBeUndefined();
  });
});

describe('precompressDirectory', () => {
  it('copies every text asset worth it, and nothing else', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wd-precompress-'));
    dirs.push(dir);
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    mkdirSync(path.join(dir, 'icons'));
    const style = SCRIPT.replaceAll('export const', '.x');
    writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), SCRIPT);
    writeFileSync(path.join(dir, 'assets', 'index-DeF456.css'), style);
    writeFileSync(path.join(dir, 'assets', 'tiny-Gh789.js'), 'export default 1;');
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html>${'<p>hello</p>'.repeat(200)}`);
    writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'x'.repeat(2000) }));
    writeFileSync(path.join(dir, 'icons', 'logo.svg'), `<svg>${'<path d="M0 0h10v10z"/>'.repeat(100)}</svg>`);
    writeFileSync(path.join(dir, 'icons', 'icon-192.png'), Buffer.alloc(4096));
    writeFileSync(path.join(dir, 'noise.txt'), randomBytes(4096));
    writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ padding: 'x'.repeat(4000) }));

    const done = await precompressDirectory(dir);

    expect(done.map((f) => f.file.split(path.sep).join('/')).sort()).toEqual([
      'assets/index-AbC123.js',
      'assets/index-DeF456.css',
      'icons/logo.svg',
      'index.html',
      'manifest.webmanifest',
    ]);
    for (const name of ['assets/index-AbC123.js', 'assets/index-DeF456.css', 'index.html']) {
      const file = path.join(dir, name);
      const original = readFileSync(file);
      expect(zlib.brotliDecompressSync(readFileSync(`${file}.br`)).equals(original)).toBe(true);
      expect(zlib.gunzipSync(readFileSync(`${file}.gz`)).equals(original)).toBe(true);
    }
    for (const name of ['assets/tiny-Gh789.js', 'icons/icon-192.png', 'noise.txt', '.vite/manifest.json']) {
      expect(existsSync(path.join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(path.join(dir, `${name}.gz`)), name).toBe(false);
    }
    // A second run (a rebuild into the same folder) compresses the originals, never the copies.
    const again = await precompressDirectory(dir);
    expect(again).toHaveLength(5);
    expect(existsSync(path.join(dir, 'index.html.br.br'))).toBe(false);
  });
});
