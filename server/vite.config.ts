/**
 * Builds the server (server/main.ts and what it imports from backend/ and src/domain) into one Node
 * module, dist-server/main.js, and the static host alone (server/static-main.ts) into
 * dist-server/static.js; packages stay in node_modules. `npm run serve` runs main.js; the bench and
 * the e2e run's static Storybook run static.js.
 */
import { defineConfig } from 'vite';
import { alias } from '../vite.config';

export default defineConfig({
  resolve: { alias },
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
