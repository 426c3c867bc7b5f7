import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import { rendererConfig } from './vite.shared';

// The web bundle: served by the backend under plain Node (npm run web).
export default defineConfig(
  mergeConfig(rendererConfig('web'), {
    build: { outDir: fileURLToPath(new URL('../dist/web', import.meta.url)), emptyOutDir: true },
  }),
);
