import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/**
 * Preloads the Latin Inter file the first paint uses, so it arrives with the CSS rather than after
 * it (fewer frames in the fallback font). Only in the build, where the file has its hashed name.
 */
function preloadInter(): Plugin {
  return {
    name: 'glamour:preload-inter',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((name) =>
          /inter-latin-wght-normal[^/]*\.woff2$/.test(name),
        );
        if (!file) return [];
        return [
          {
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              href: `/${file}`,
              crossorigin: '',
            },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
  // MSW's cookie store pulls in the public-suffix list through tough-cookie; the back end needs none.
  tldts: fileURLToPath(new URL('./mocks/vendor/tldts-lite.ts', import.meta.url)),
};

/**
 * Routes whose screen chunk the first load fetches alongside the shell (path pattern → module). It
 * mirrors part of src/app/router.tsx; tests/unit/app/route-preload.test.ts keeps the two in line.
 */
export const ROUTE_SCREENS: [RegExp, string][] = [
  [/^\/$/, 'src/app/routes/home.tsx'],
  [/^\/products$/, 'src/app/routes/products.tsx'],
  [/^\/products\/[^/]+$/, 'src/app/routes/product-detail.tsx'],
  [/^\/cart$/, 'src/app/routes/cart.tsx'],
  [/^\/wishlist$/, 'src/app/routes/wishlist.tsx'],
  [/^\/checkout$/, 'src/app/routes/checkout.tsx'],
  [/^\/login$/, 'src/app/routes/login.tsx'],
  [/^\/signup$/, 'src/app/routes/signup.tsx'],
];

/**
 * Screens are lazy chunks, so a first visit would fetch the shell, run it, and only then ask for the
 * screen: two round trips before the page's main content. A few lines in index.html start the
 * current route's chunk (and what it imports) at once, beside the shell. Build only.
 */
function preloadRouteScreen(): Plugin {
  return {
    name: 'glamour:preload-route-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle ?? {};
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (fileName: string, into = new Set<string>()) => {
          const chunk = byFile.get(fileName);
          if (!chunk || into.has(fileName)) return into;
          into.add(fileName);
          chunk.imports.forEach((imported) => closure(imported, into));
          return into;
        };
        // The shell and what it imports are in index.html already.
        const shell = new Set<string>();
        chunks.filter((chunk) => chunk.isEntry).forEach((entry) => closure(entry.fileName, shell));
        const filesFor = (module: string): string[] => {
          const screen = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(module));
          if (!screen) return [];
          return [...closure(screen.fileName)]
            .filter((file) => !shell.has(file))
            .map((file) => `/${file}`);
        };
        const table = ROUTE_SCREENS.map(([pattern, module]) => [pattern.source, filesFor(module)]);
        const script = `(function(){var t=${JSON.stringify(table)},p=location.pathname;for(var i=0;i<t.length;i++)if(new RegExp(t[i][0]).test(p)){t[i][1].forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});break}})();`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

// https://vite.dev/config/
export default defineConfig({
  plugins: [react(), tailwindcss(), preloadInter(), preloadRouteScreen()],
  resolve: { alias },
  server: { port: 5173 },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The bench reads the manifest to know which chunks each route loads.
    manifest: true,
    // Keep the first paint small: MSW and route screens are lazy chunks (see src/main.tsx).
    modulePreload: { polyfill: false },
  },
});
