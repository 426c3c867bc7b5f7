import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rollup } from 'vite';

/**
 * The endpoint declarations load their contracts with import() so the renderer's first page stays
 * free of zod (shared/api/endpoint.ts); on the server the same modules are also imported statically,
 * and keeping them in one bundle is what we want there, so Rollup's notice about it is noise.
 */
export function serverBuildWarning(warning: Rollup.RollupLog, warn: (warning: Rollup.RollupLog) => void): void {
  if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
}

/** Makes every .js file in dist/server CommonJS: V8's code cache takes a script, not a module. */
const commonJsFolder: Plugin = {
  name: 'commonjs-folder',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'package.json', source: '{ "type": "commonjs" }\n' });
  },
};

// The hosted/web server, bundled for plain Node: server.js (from main.ts), the small main.js that
// runs it with V8's code cache (launch.ts), and import-worker.js, the thread large bank files are read on. The packages are bundled too: resolving and reading a few
// hundred files from node_modules was most of a start (docs/product.md "Start-up"). better-sqlite3
// stays external: it loads its native addon from its own folder.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  ssr: { noExternal: true, external: ['better-sqlite3'] },
  plugins: [commonJsFolder],
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      input: { main: 'backend/src/launch.ts', server: 'backend/src/main.ts', 'import-worker': 'backend/src/import-worker.ts' },
      output: { format: 'cjs', entryFileNames: '[name].js', chunkFileNames: 'assets/[name]-[hash].js' },
      onwarn: serverBuildWarning,
    },
  },
});
