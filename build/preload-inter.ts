import type { Plugin } from 'vite';

/**
 * Preloads the Inter file the first paint uses (the shop's own characters, src/index.css), so it
 * arrives with the CSS rather than after it (fewer frames in the fallback font). Only in the build,
 * where the file has its hashed name.
 */
export function preloadInter(): Plugin {
  return {
    name: 'glamour:preload-inter',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const file = Object.keys(ctx.bundle ?? {}).find((name) =>
          /inter-core-wght-normal[^/]*\.woff2$/.test(name),
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
