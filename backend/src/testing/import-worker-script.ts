/**
 * The import worker for tests: vitest runs the backend from its TypeScript source, where the worker
 * (backend/src/import-worker.ts) is not built, and a worker thread runs plain JavaScript. So it is
 * bundled once per test process with esbuild (as the production build bundles it with vite), into
 * node_modules/.cache (inside the project, so that better-sqlite3, left out of the bundle, is found
 * in node_modules with its native addon).
 */
import { mkdirSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

let built: string | undefined;

export function importWorkerScript(): string {
  if (built) return built;
  const cache = fileURLToPath(new URL('../../../node_modules/.cache/', import.meta.url));
  mkdirSync(cache, { recursive: true });
  const outfile = path.join(mkdtempSync(path.join(cache, 'import-worker-')), 'import-worker.cjs');
  buildSync({
    entryPoints: [fileURLToPath(new URL('../import-worker.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: ['better-sqlite3'],
    outfile,
    logLevel: 'warning',
  });
  built = outfile;
  return outfile;
}
