/**
 * Builds the server (server/main.ts and what it imports from mocks/ and src/domain) into one Node
 * module, dist-server/main.js; packages stay in node_modules. `npm run serve` runs it.
 */
import { defineConfig } from 'vite';
import { alias } from '../vite.config';

export default defineConfig({
  resolve: { alias },
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
});
