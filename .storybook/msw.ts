/**
 * MSW for Storybook and the story tests. Two pitfalls are handled here:
 * - A static build served from a sub-path (/storybook/iframe.html) must load the worker from beside
 *   iframe.html, not from the site root: the URL is relative there.
 * - Handlers leaking: the loader resets to the preview's default groups before each story and applies
 *   only that story's groups; on docs pages stories with their own handlers render in iframes (see
 *   mswParameters), because inline stories of one page share one worker.
 */
import type { RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';

export type HandlerGroups = Record<string, RequestHandler[] | RequestHandler>;

export function workerUrl(pathname: string): string {
  // Storybook (dev or static, at any sub-path) serves stories from .../iframe.html with public/ beside
  // it; Vitest's browser mode serves public/ at its root.
  return pathname.endsWith('iframe.html') ? './mockServiceWorker.js' : '/mockServiceWorker.js';
}

const startWorker = mswLoader(async () => {
  const worker = setupWorker();
  await worker.start({
    serviceWorker: { url: workerUrl(window.location.pathname) },
    onUnhandledRequest: (request, print) => {
      // Only our API must be answered; fonts, images and Storybook's own files pass through.
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
    quiet: true,
  });
  return worker;
});

/** The group forwarding /api/* to the back end must answer last, after any group a story adds. */
const CATCH_ALL = 'backend';

type LoaderContext = Parameters<typeof startWorker>[0];

export async function loader(context: LoaderContext) {
  const msw = context.parameters.msw as { handlers?: HandlerGroups } | undefined;
  if (msw?.handlers && !Array.isArray(msw.handlers) && CATCH_ALL in msw.handlers) {
    const { [CATCH_ALL]: catchAll, ...rest } = msw.handlers;
    // Storybook merges a story's new group keys after the preview's, i.e. after the catch-all.
    context.parameters = {
      ...context.parameters,
      msw: { ...msw, handlers: { ...rest, [CATCH_ALL]: catchAll } },
    };
  }
  return startWorker(context);
}

/**
 * The story's own handler groups. On docs pages such a story renders in its own iframe so its
 * handlers cannot bleed into the other stories on the page.
 */
export function mswParameters(groups: HandlerGroups) {
  return {
    msw: { handlers: groups },
    docs: { story: { inline: false, iframeHeight: 560 } },
  };
}
