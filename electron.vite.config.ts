import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
import { mergeConfig } from 'vite';
import { rendererConfig } from './renderer/vite.shared';
import { serverBuildWarning } from './backend/vite.config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// electron-vite reads Electron's version from the installed package to pick its build target. The
// package is optional (its binary cannot be downloaded everywhere), so name the major we build for.
process.env.ELECTRON_MAJOR_VER ||= '44';

export default defineConfig({
  main: {
    build: {
      outDir: here('out/main'),
      // import-worker.js: the thread large bank files are read on (backend/src/import-worker.ts).
      rollupOptions: { input: { index: here('electron/src/main.ts'), 'import-worker': here('backend/src/import-worker.ts') }, onwarn: serverBuildWarning },
    },
  },
  preload: {
    build: {
      outDir: here('out/preload'),
      // A sandboxed preload must be CommonJS.
      rollupOptions: {
        input: { index: here('electron/src/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: mergeConfig(rendererConfig('desktop'), {
    build: {
      outDir: here('out/renderer'),
      rollupOptions: { input: { index: here('renderer/index.html') } },
    },
  }),
});
