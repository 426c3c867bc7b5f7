import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { precompress } from './vite-precompress';

/** One renderer, two targets: the build flag VITE_APP_TARGET says which host it runs in. */
export type RendererTarget = 'web' | 'desktop';

export function rendererConfig(target: RendererTarget): UserConfig {
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    // precompress: .br/.gz copies the server sends (both targets load from the same server).
    plugins: [react(), tailwindcss(), precompress()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    define: { 'import.meta.env.VITE_APP_TARGET': JSON.stringify(target) },
    build: {
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 600,
      rollupOptions: {
        onwarn(warning, warn) {
          // The API declarations load their zod contracts lazily (off the first page); a screen that
          // also imports a contract's constants statically makes that import "ineffective" for that
          // chunk only, which is intended: not worth a warning on every build.
          if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
          warn(warning);
        },
      },
    },
  };
}
