import { fileURLToPath } from 'node:url';
import { defineConfig, type Rollup } from 'vite';

/**
 * The endpoint declarations load their contracts with import() so the renderer's first page stays
 * free of zod (shared/api/endpoint.ts); on the server the same modules are also imported statically,
 * and keeping them in one bundle is what we want there, so Rollup's notice about it is noise.
 */
export function serverBuildWarning(warning: Rollup.RollupLog, warn: (warning: Rollup.RollupLog) => void): void {
  if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
}

// The hosted/web server entry, bundled for plain Node. The packages are bundled too: resolving and
// reading a few hundred files from node_modules was most of a start (docs/product.md "Start-up").
// better-sqlite3 stays external: it loads its native addon from its own folder.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  ssr: { noExternal: true, external: ['better-sqlite3'] },
  build: {
    ssr: 'backend/src/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      output: { format: 'es', entryFileNames: 'main.js' },
      onwarn: serverBuildWarning,
    },
  },
});
