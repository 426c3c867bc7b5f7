/**
 * What `node dist/server/main.js` runs: the server bundle (server.js beside this file, built from
 * main.ts) evaluated with V8's code cache, so a start does not compile the whole bundle again
 * (start/code-cache.ts, docs/product.md "Start-up").
 */
import path from 'node:path';
import { runWithCodeCache } from './start/code-cache';

runWithCodeCache(path.join(__dirname, 'server.js'));
