import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { compressBuild } from './build/compress-plugin.ts';
import { csp } from './build/csp-plugin.ts';
import { preloadInter } from './build/preload-inter.ts';
import { prerender } from './build/prerender-plugin.ts';
import { reactRouterProduction } from './build/react-router-production.ts';
import { chunkGroups } from './build/runtime-chunk.ts';
import { prerenderedScreens } from './src/lib/paths.ts';

export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@backend': fileURLToPath(new URL('./backend', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
  // MSW's cookie store pulls in the public-suffix list through tough-cookie; the back end needs none.
  tldts: fileURLToPath(new URL('./mocks/vendor/tldts-lite.ts', import.meta.url)),
};

/**
 * The screen chunk of each prerendered page (path pattern → module), modulepreloaded by its HTML so
 * the screen's code arrives beside the shell: read from the route table (src/lib/paths.ts).
 */
export const ROUTE_SCREENS = prerenderedScreens();

/** The page's one script and the app's runtime it imports once the page may start. */
const ENTRY = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const RUNTIME = fileURLToPath(new URL('./src/app/start.tsx', import.meta.url));

const GROUPS = chunkGroups(RUNTIME, ENTRY);

// https://vite.dev/config/
export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    reactRouterProduction(),
    preloadInter(),
    csp(),
    prerender(ROUTE_SCREENS),
    // Last: it compresses what the others wrote.
    compressBuild(),
  ],
  resolve: { alias },
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The bench reads the manifest to know which chunks each route loads.
    manifest: true,
    // Keep the first paint small: MSW and route screens are lazy chunks (see src/main.tsx).
    // A lazy chunk's own imports are left to the browser, which finds them all in the chunk's first
    // line (the bundler hoists them there) and fetches them side by side. Vite's preloader would
    // instead append a <link rel="modulepreload"> per module, one after another on the main
    // thread: 40 or so for the runtime and again for the screen, 46 ms of a fast machine's main
    // thread in one task after a prerendered page loads (four times that on a phone).
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the runtime imports statically is fetched whenever the runtime is: one chunk
            // for it all rather than one per module it shares with a lazy screen (two dozen
            // requests and compile tasks on a first visit), the same bytes. Not the imports of
            // its modules that the entry imports too: those stay in the entry's chunk, the page's
            // one script, so the first paint fetches one file with no imports of its own
            // (build/runtime-chunk.ts).
            {
              name: GROUPS.runtime,
              debugName: 'runtime',
              priority: 50,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
