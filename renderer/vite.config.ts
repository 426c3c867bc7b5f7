import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import { rendererConfig } from './vite.shared';

/**
 * Chunk groups for the web (docs/architecture.md "Chunks and preloads"): left to itself the bundler
 * made one chunk per set of screens sharing a module (a chunk per lucide icon, per small helper),
 * ~40 requests for one page. Groups take the shared code: React, the router and query cache, the
 * dialog and tab primitives, every icon in one chunk, the helpers, and the shared components. zod and the contracts stay out (they load
 * with the first answer they parse); so do the owner-only components and helpers, whose static
 * imports of contract constants would drag zod into the shared chunk.
 */
const WEB_CHUNK_GROUPS = [
  // Vite's helper behind import(): the entry needs it before anything else, so it must not sit in a
  // larger group the entry would then load with it (main.tsx starts the app after the first paint).
  { name: 'preload-helper', priority: 40, test: /vite[\\/]preload-helper/ },
  // React, then the router and the query cache, then the dialog and tab primitives: main.tsx evaluates
  // them one chunk per task (one task for all of them blocked a phone's input for a quarter second).
  { name: 'react', priority: 35, test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'vendor', priority: 30, test: /[\\/]node_modules[\\/](react-router|react-router-dom|@tanstack[\\/][^\\/]+)[\\/]/ },
  {
    name: 'primitives',
    priority: 25,
    test: /[\\/]node_modules[\\/](@radix-ui[\\/][^\\/]+|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|aria-hidden|use-callback-ref|use-sidecar|get-nonce|detect-node-es|tslib)[\\/]/,
  },
  { name: 'icons', priority: 20, test: /[\\/]node_modules[\\/]lucide-react[\\/]/ },
  // The helpers (and the class-name tools) apart from the components that use them: one task each.
  {
    name: 'lib',
    priority: 15,
    test: /[\\/](renderer[\\/]src[\\/]lib[\\/](?!owner)|shared[\\/](api[\\/]|[^\\/]+\.ts$)|node_modules[\\/](tailwind-merge|class-variance-authority|clsx)[\\/])/,
  },
  { name: 'ui', priority: 10, test: /[\\/]renderer[\\/]src[\\/]components[\\/](?!owner)/ },
];

// The web bundle: served by the backend under plain Node (npm run web). The manifest tells the
// server which chunks each screen needs, to preload them (backend/src/http/route-preload.ts).
export default defineConfig(
  mergeConfig(rendererConfig('web'), {
    build: {
      outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
      emptyOutDir: true,
      manifest: true,
      rolldownOptions: { output: { codeSplitting: { groups: WEB_CHUNK_GROUPS } } },
    },
  }),
);
