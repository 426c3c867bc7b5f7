import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
import { mergeConfig } from 'vite';
import { rendererConfig } from './renderer/vite.shared';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  main: {
    build: {
      outDir: here('out/main'),
      rollupOptions: { input: { index: here('electron/src/main.ts') } },
    },
  },
  preload: {
    build: {
      outDir: here('out/preload'),
      rollupOptions: { input: { index: here('electron/src/preload.ts') } },
    },
  },
  renderer: mergeConfig(rendererConfig('desktop'), {
    build: {
      outDir: here('out/renderer'),
      rollupOptions: { input: { index: here('renderer/index.html') } },
    },
  }),
});
