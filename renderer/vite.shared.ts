import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';
import { precompress } from './vite-precompress';

/** One renderer, two targets: the build flag VITE_APP_TARGET says which host it runs in. */
export type RendererTarget = 'web' | 'desktop';

/**
 * React Router ships a production build beside its development one, but its package exports name
 * only the development build (its own framework plugin swaps them). A production bundle takes the
 * production build: the development one carries warnings and checks that cost a phone's CPU
 * (about 19 ms of the pricing page's start, measured). `vite build` sets NODE_ENV before this runs.
 */
function reactRouterProductionAliases(): { find: RegExp; replacement: string }[] {
  if (process.env.NODE_ENV !== 'production') return [];
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

export function rendererConfig(target: RendererTarget): UserConfig {
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    // precompress: .br/.gz copies the server sends (both targets load from the same server).
    plugins: [react(), tailwindcss(), precompress()],
    resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...reactRouterProductionAliases()] },
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
