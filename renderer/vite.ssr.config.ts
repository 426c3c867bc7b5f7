import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { rendererConfig } from './vite.shared';

// The web renderer's server-side entry (src/server-render.tsx, docs/architecture.md "Server-rendered
// first paint"): one file for plain Node, packages included and React in its production build, which
// the backend requires when it serves a screen's page (CommonJS, as the server bundle is). No styles
// or compressed copies: it only writes markup.
const web = rendererConfig('web');
export default defineConfig({
  ...web,
  plugins: [react()],
  publicDir: false,
  define: { ...web.define, 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ...web.build,
    ssr: 'src/server-render.tsx',
    outDir: fileURLToPath(new URL('../dist/ssr', import.meta.url)),
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { ...web.build?.rollupOptions, output: { format: 'cjs', entryFileNames: 'server-render.cjs', codeSplitting: false } },
  },
});
