/**
 * Runs the bundled server with V8's code cache (docs/product.md "Start-up"). Node 20 has no compile
 * cache of its own, and compiling the server bundle (about 2.4 MB with its chunks) was the largest
 * single part of a start. The first start compiles as usual and, once the server has run for a
 * moment, writes what V8 compiled (including the functions the start itself ran) beside each file;
 * later starts hand that back to V8, which checks it against the source and its own version and
 * flags, and silently compiles afresh when it does not match (then that cache is written again).
 *
 * Caches are kept only beside the bundle's files, never in a shared temporary folder: a cache is
 * code, and whoever can write it must be someone who could already change the bundle itself. Where
 * that folder is read-only, every start simply compiles.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

/** How long after the bundle ran the caches are written: the start's functions are compiled by then. */
export const CODE_CACHE_WRITE_DELAY_MS = 2_000;

export type CodeCacheOutcome = 'none' | 'used' | 'rejected';

export interface CodeCacheRun {
  /** What happened to each file of the bundle's folder that was loaded, by absolute path. */
  outcomes: ReadonlyMap<string, CodeCacheOutcome>;
  /** Writes the caches that were missing or refused, now (the timer's work); how many were written. */
  writeCaches: () => number;
}

/** A file's cache: beside it, named after it. */
export function codeCacheFile(file: string): string {
  return `${file}.v8-cache`;
}

function readCache(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

function writeCache(file: string, script: vm.Script): boolean {
  const cacheFile = codeCacheFile(file);
  try {
    // Written whole, then renamed: a start never reads a half-written cache.
    const partial = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(partial, script.createCachedData());
    renameSync(partial, cacheFile);
    return true;
  } catch {
    return false; // a read-only install: every start compiles, nothing else changes
  }
}

type CompileJs = (module: Module, filename: string) => void;
const extensions = (Module as unknown as { _extensions: Record<string, CompileJs> })._extensions;

/**
 * Requires `entryFile` (CommonJS) with every .js file in its folder, the entry and the chunks it
 * requires, compiled through the code cache; files elsewhere load as usual. The caches that were
 * missing or refused are written a moment after they were needed. Once per process: the hook it
 * installs stays for the chunks required later.
 */
export function runWithCodeCache(entryFile: string, options: { writeDelayMs?: number } = {}): CodeCacheRun {
  const folder = path.dirname(entryFile) + path.sep;
  const outcomes = new Map<string, CodeCacheOutcome>();
  const toWrite = new Map<string, vm.Script>();
  const compileJs = extensions['.js']!;
  const writeDelayMs = options.writeDelayMs ?? CODE_CACHE_WRITE_DELAY_MS;

  let writeTimer: NodeJS.Timeout | undefined;
  const writeCaches = (): number => {
    clearTimeout(writeTimer);
    writeTimer = undefined;
    let written = 0;
    for (const [file, script] of toWrite) if (writeCache(file, script)) written += 1;
    toWrite.clear();
    return written;
  };
  // A chunk first required later (Stripe's, on the first payment) gets its cache a moment after that.
  const scheduleWrite = () => {
    writeTimer ??= setTimeout(writeCaches, writeDelayMs).unref();
  };

  extensions['.js'] = (module, filename) => {
    if (!filename.startsWith(folder)) return compileJs(module, filename);
    const cachedData = readCache(codeCacheFile(filename));
    const script = new vm.Script(Module.wrap(readFileSync(filename, 'utf8')), {
      filename,
      cachedData,
      // An import() in the bundle goes to Node's own loader. The server bundle has none today (its
      // chunks and the server-render module are required), so the experimental-feature warning
      // this option prints on use never shows.
      importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    });
    const outcome: CodeCacheOutcome = cachedData === undefined ? 'none' : script.cachedDataRejected ? 'rejected' : 'used';
    outcomes.set(filename, outcome);
    if (outcome !== 'used') {
      toWrite.set(filename, script);
      scheduleWrite();
    }
    const run = script.runInThisContext() as (exports: unknown, require: NodeJS.Require, module: Module, filename: string, dirname: string) => void;
    run.call(module.exports, module.exports, createRequire(filename), module, filename, path.dirname(filename));
  };

  createRequire(entryFile)(entryFile);
  return { outcomes, writeCaches };
}
