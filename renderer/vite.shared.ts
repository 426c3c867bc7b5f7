import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { UserConfig } from 'vite';

/** One renderer, two targets: the build flag VITE_APP_TARGET says which host it runs in. */
export type RendererTarget = 'web' | 'desktop';

export function rendererConfig(target: RendererTarget): UserConfig {
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [react(), tailwindcss()],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    define: { 'import.meta.env.VITE_APP_TARGET': JSON.stringify(target) },
    build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
  };
}
