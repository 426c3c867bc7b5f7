import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import { rendererConfig } from './vite.shared';

/**
 * Chunk groups for the web (docs/architecture.md "Chunks and preloads"): left to itself the bundler
 * made one chunk per set of screens sharing a module (a chunk per lucide icon, per small helper),
 * ~40 requests for one page. Three groups take the shared code: the React/router/query vendor, every
 * icon in one chunk, and the shared UI and helpers in one. zod and the contracts stay out (they load
 * with the first answer they parse); so do the owner-only components and helpers, whose static
 * imports of contract constants would drag zod into the shared chunk.
 */
const WEB_CHUNK_GROUPS = [
  // Vite's helper behind import(): the entry needs it before anything else, so it must not sit in a
  // larger group the entry would then load with it (main.tsx starts the app after the first paint).
  { name: 'preload-helper', priority: 40, test: /vite[\\/]preload-helper/ },
  { name: 'vendor', priority: 30, test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/][^\\/]+)[\\/]/ },
  { name: 'icons', priority: 20, test: /[\\/]node_modules[\\/]lucide-react[\\/]/ },
  { name: 'ui', priority: 10, test: /[\\/](renderer[\\/]src[\\/](components|lib)[\\/](?!owner)|shared[\\/](api[\\/]|[^\\/]+\.ts$))/ },
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
