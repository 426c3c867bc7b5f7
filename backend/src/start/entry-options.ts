/**
 * What every entry point (the web start, backend/src/main.ts, and the desktop start,
 * electron/src/main.ts) passes to createServer beside its own settings, so the two starts behave
 * the same (docs/product.md "Start-up"): a first start answers at once and writes the demo data in
 * the background after its first answer. Tests leave it off (they read the database right after
 * start).
 */
/** createServer's own options of the same names (server.ts ServerOptions). */
export function entryServerOptions(): { seedInBackground: boolean } {
  return { seedInBackground: true };
}
