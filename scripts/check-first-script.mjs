#!/usr/bin/env node
/**
 * Keeps the first script small: reads the built index.html, follows its entry script and module
 * preloads, and the app's start the entry imports (src/app/start.tsx and its static imports, from
 * the build manifest), and fails if any of them carries zod (the shared contracts load with the first answer
 * they parse, never with the page). A static import of a zod-using contract from code every page
 * runs (the router, the layout, lib/) is the usual way it creeps in.
 * Usage: node scripts/check-first-script.mjs <web dist dir>
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'dist/web';
const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
const files = [
  ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
].map((m) => m[1]);
/** The app's start: the entry imports it with import() (after the first paint on a server-rendered page). */
const APP_START = 'src/app/start.tsx';
const manifestFile = path.join(dir, '.vite', 'manifest.json');
if (files.length > 0 && existsSync(manifestFile)) {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const follow = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.includes(`/${chunk.file}`)) return;
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) follow(imported);
  };
  follow(APP_START);
}
if (files.length === 0) {
  process.stderr.write(`No entry script found in ${dir}/index.html\n`);
  process.exit(1);
}
// Strings only zod's runtime contains (its error class and its core type's name).
const ZOD_MARKERS = ['ZodError', '$ZodType'];
const carrying = files.filter((file) => {
  const text = readFileSync(path.join(dir, file), 'utf8');
  return ZOD_MARKERS.some((marker) => text.includes(marker));
});
if (carrying.length > 0) {
  process.stderr.write(`zod is loaded by the first page: ${carrying.join(', ')}. Import contract constants from a zod-free module (shared/constants.ts) instead.\n`);
  process.exit(1);
}
process.stdout.write(`The first page loads ${files.length} scripts, none with zod.\n`);
