/**
 * Builds the server (server/main.ts and what it imports from backend/, src/domain and the page
 * renderer src/render, with the app's components) into one Node module, dist-server/main.js (the
 * route screens as chunks beside it), and the static host alone (server/static-main.ts) into
 * dist-server/static.js; packages stay in node_modules. `npm run serve` runs main.js; the bench and
 * the e2e run's static Storybook run static.js (through tools/serve-static.mjs).
 */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { alias } from '../vite.config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  // The pages the server renders are the remote build's (src/lib/env.ts): the same markup it hydrates.
  define: { 'import.meta.env.VITE_API_MODE': JSON.stringify('remote') },
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      input: { main: 'server/main.ts', static: 'server/static-main.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
