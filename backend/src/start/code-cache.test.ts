/**
 * The code-cache launcher (start/code-cache.ts) on real files: a small CommonJS bundle with a chunk in
 * a temporary folder, run as the server bundle is, with and without caches, and with caches V8 must
 * refuse. Each "start" forgets the folder's modules first, as a new process would not have them.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeCacheFile, runWithCodeCache } from './code-cache';

interface Record {
  answer: number;
  filename: string;
  dirname: string;
  exportsSeen: boolean;
  chunkShares: boolean;
  work: number;
  importLater: () => Promise<string>;
}

let dir: string;
let bundle: string;
let chunk: string;
const runs = () => (globalThis as { __codeCacheRuns?: (Record | string)[] }).__codeCacheRuns ?? [];
const requireCache = createRequire(import.meta.url).cache;

/** A start in a new process: none of the folder's modules loaded yet. */
function start(writeDelayMs = 60_000) {
  for (const file of Object.keys(requireCache)) if (file.startsWith(dir)) delete requireCache[file];
  return runWithCodeCache(bundle, { writeDelayMs });
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'wd-code-cache-'));
  bundle = path.join(dir, 'server.js');
  chunk = path.join(dir, 'assets', 'chunk.js');
  mkdirSync(path.dirname(chunk));
  writeFileSync(path.join(dir, 'package.json'), '{ "type": "commonjs" }\n');
  writeFileSync(path.join(dir, 'later.mjs'), 'export const later = "imported";\n');
  // A chunk that needs code the bundle shares requires the bundle back (as the server's chunks do).
  writeFileSync(chunk, "module.exports = { answer: 42, shared: require('../server.js').shared };\n");
  // What the real bundle relies on: require beside itself, __filename and __dirname, module.exports, import().
  writeFileSync(
    bundle,
    `module.exports.loaded = true;
     module.exports.shared = function shared() { return 'from the bundle'; };
     const chunk = require('./assets/chunk.js');
     const record = { answer: chunk.answer, filename: __filename, dirname: __dirname, exportsSeen: module.exports.loaded };
     (globalThis.__codeCacheRuns ??= []).push(record);
     record.importLater = () => import(${JSON.stringify(pathToFileURL(path.join(dir, 'later.mjs')).href)}).then((m) => m.later);
     function work(n) { let sum = 0; for (let i = 0; i < n; i += 1) sum += i; return sum; }
     record.work = work(1000);
     record.chunkShares = chunk.shared === module.exports.shared;\n`,
  );
  delete (globalThis as { __codeCacheRuns?: unknown }).__codeCacheRuns;
});

afterEach(() => {
  for (const file of Object.keys(requireCache)) if (file.startsWith(dir)) delete requireCache[file];
  rmSync(dir, { recursive: true, force: true });
  delete (globalThis as { __codeCacheRuns?: unknown }).__codeCacheRuns;
});

describe('runWithCodeCache', () => {
  it('runs the bundle as Node would: its chunks, __filename, __dirname, import()', async () => {
    start();
    const [record] = runs() as Record[];
    expect(record).toMatchObject({ answer: 42, filename: bundle, dirname: dir, exportsSeen: true, work: 499_500 });
    // The chunk got this evaluation's exports: the bundle ran once.
    expect(record!.chunkShares).toBe(true);
    expect(runs()).toHaveLength(1);
    expect(await record!.importLater()).toBe('imported');
  });

  it('compiles without caches, writes them, and the next start uses them', () => {
    const first = start();
    expect([...first.outcomes]).toEqual([
      [bundle, 'none'],
      [chunk, 'none'],
    ]);
    expect(existsSync(codeCacheFile(bundle))).toBe(false);
    expect(first.writeCaches()).toBe(2);
    expect(readFileSync(codeCacheFile(bundle)).length).toBeGreaterThan(0);
    expect(readFileSync(codeCacheFile(chunk)).length).toBeGreaterThan(0);

    const second = start();
    expect([...second.outcomes.values()]).toEqual(['used', 'used']);
    expect(second.writeCaches()).toBe(0);
    expect(runs()).toHaveLength(2);
  });

  it('a cache that does not match (corrupt, or another source) is refused, the bundle still runs, and it is written anew', () => {
    writeFileSync(codeCacheFile(bundle), Buffer.from('not a V8 code cache at all'));
    const corrupt = start();
    expect(corrupt.outcomes.get(bundle)).toBe('rejected');
    expect(corrupt.writeCaches()).toBe(2);

    writeFileSync(chunk, `${readFileSync(chunk, 'utf8')}\n(globalThis.__codeCacheRuns ??= []).push('changed');\n`);
    const changed = start();
    expect(changed.outcomes.get(bundle)).toBe('used');
    expect(changed.outcomes.get(chunk)).toBe('rejected');
    expect(runs()).toContain('changed');
    expect(changed.writeCaches()).toBe(1);
    expect(start().outcomes.get(chunk)).toBe('used');
  });

  it('where a cache cannot be written, starts go on without it', () => {
    // A folder where the entry's temporary cache file would go: that write fails, as in a read-only install.
    mkdirSync(`${codeCacheFile(bundle)}.${process.pid}.tmp`);
    expect(start().writeCaches()).toBe(1);
    expect(existsSync(codeCacheFile(bundle))).toBe(false);
    expect(start().outcomes.get(bundle)).toBe('none');
    expect(runs()).toHaveLength(2);
  });

  it('writes the caches by itself a moment after they were needed', async () => {
    expect(start(10).outcomes.get(bundle)).toBe('none');
    await expect.poll(() => existsSync(codeCacheFile(bundle)) && existsSync(codeCacheFile(chunk)), { timeout: 2_000 }).toBe(true);
    expect(start(10).outcomes.get(bundle)).toBe('used');
  });
});
