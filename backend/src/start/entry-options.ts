/**
 * What every entry point (the web start, backend/src/main.ts, and the desktop start,
 * electron/src/main.ts) passes to createServer beside its own settings, so the two starts behave
 * the same (docs/product.md "Start-up"): a first start answers at once and writes the demo data in
 * the background after its first answer, and large bank files are read on the import worker built
 * beside the bundle (import-worker.js; docs/architecture.md "Large imports"). Tests leave both off
 * (they read the database right after start, and run from source, where no worker is built).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ImportThreadOptions } from '../modules/banking/import-thread';

/** createServer's own options of the same names (server.ts ServerOptions). */
export function entryServerOptions(): { seedInBackground: boolean; importThread?: ImportThreadOptions } {
  // Beside the bundle this code is built into (dist/server/server.js, out/main/index.js).
  const script = fileURLToPath(new URL('./import-worker.js', import.meta.url));
  return { seedInBackground: true, ...(existsSync(script) ? { importThread: { script } } : {}) };
}
