import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The hosted/web server entry, bundled for plain Node. Packages stay external (node_modules).
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  build: {
    ssr: 'backend/src/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { format: 'es', entryFileNames: 'main.js' } },
  },
});
