/**
 * The page's only script tag, kept small: a prerendered page paints from its HTML and CSS, so the
 * app's runtime (React, the router, TanStack Query, the shell: src/app/start.tsx) is not fetched
 * until the page has loaded (its LCP picture and font first) and painted, or the shopper reaches
 * for it (a pointer, a key, a touch), whichever comes first (src/lib/page-shown.ts). An empty shell
 * (app.html: /cart, /checkout, …) has nothing to show without it and starts at once.
 * tests/unit/scripts/entry-graph.test.ts keeps the libraries the first paint does not need out of
 * this module's static imports.
 */
// First: zod must know it runs without eval before any schema is built (see the module).
import '@/lib/zod-jitless';
import '@fontsource-variable/inter';
import './index.css';
import { readSavedToken } from '@/api/saved-token';
import { PRERENDER_DATA_ID, readPayload, samePath } from '@/app/prerendered';
import { backendAnsweredWrite, setBackendStarter, whenBackendReady } from '@/lib/backend-ready';
import { deferWholeStylesheets } from '@/lib/deferred-css';
import { keepEarlyPresses } from '@/lib/early-presses';
import { APP_ROOT_ID } from '@/lib/page-under-modal';
import { pageShown } from '@/lib/page-shown';
import { prerenderedScreens } from '@/lib/paths';
import { yieldToMain } from '@/lib/yield-to-main';
// eslint-disable-next-line import-x/no-restricted-paths -- the composition root asks how the simulated back end would start
import { startsFromTheSeed } from '@backend/simulation/settings';

const container = document.getElementById(APP_ROOT_ID);
if (!container) throw new Error('index.html has no #root element');

// A prerendered page (src/prerender.tsx) carries the path its HTML shows and the data it was
// rendered from: with that data in the cache the client's first render is the same HTML.
const payload = readPayload(document.getElementById(PRERENDER_DATA_ID)?.textContent);
const hydrating = payload !== null && samePath(payload.path, window.location.pathname);
// A button pressed before the runtime is in is pressed again once it is, and a field's text (typed,
// pasted or filled in by the browser) is what the field shows once it is live (see the module).
if (hydrating) keepEarlyPresses(container);

// The simulated back end (~90 kB gzip) is a lazy chunk, fetched and started when the first API
// call asks for it (src/lib/backend-ready.ts), or beside the runtime when one is sure to come (below):
// a visitor's prerendered page already shows its data, and its first call, if any, comes from the
// runtime, after the page has loaded. The test is src/lib/env.ts's
// `isRemoteApi` written out: the build folds only a comparison it sees here, and a remote build then
// has no back-end chunk.
if (import.meta.env.VITE_API_MODE !== 'remote')
  setBackendStarter(() =>
    // eslint-disable-next-line import-x/no-restricted-paths -- the composition root starts the simulated back end
    import('@mocks/browser').then(({ startBackend }) =>
      // A write the page keeps until this back end has it is forgotten as it commits.
      startBackend({ onWriteAnswered: backendAnsweredWrite }),
    ),
  );

/**
 * Read once the page may start (on a prerendered page, after its first paint), not as this script
 * is evaluated: each reads localStorage, whose first read in a page waits on the browser process,
 * and this script may run before the first paint. `dataIsFresh`: a page the server rendered from its live database says its data is current
 * (see the payload); in the simulation, the page's data is the seed and a back end that would start
 * from the seed answers the same. `backendAtOnce`: a page that will ask the back end at once starts
 * it beside the runtime, not after: an empty shell shows nothing until its data comes, and a
 * signed-in visit checks its session as soon as the app starts. Its chunk and its worker's start
 * then overlap the runtime's fetch and evaluation: on a quiet desktop the chunk is asked for about
 * 250 ms sooner and the page's last answer comes 25-80 ms sooner (medians of 8). A visitor's
 * prerendered page still never starts it unasked.
 */
function startingState(): { dataIsFresh: boolean; backendAtOnce: boolean } {
  if (import.meta.env.VITE_API_MODE === 'remote')
    return { dataIsFresh: payload?.current === true, backendAtOnce: false };
  return {
    dataIsFresh: startsFromTheSeed(window),
    backendAtOnce: !hydrating || readSavedToken() !== null,
  };
}

/** The route screens, the same chunks src/app/router.tsx loads (one module each, shared). */
const SCREENS = import.meta.glob('./app/routes/*.tsx');

/**
 * The prerendered page's screen chunk, fetched beside the runtime rather than after it, in a task
 * of its own after the one that asks for the runtime. Its imports are the browser's to find and
 * fetch (vite.config.ts: no preload link per module).
 */
function preloadScreen(path: string): void {
  const module = prerenderedScreens().find(([pattern]) => pattern.test(path))?.[1];
  const load = module ? SCREENS[module.replace(/^src\//, './')] : undefined;
  void load?.().catch(() => undefined);
}

void (hydrating ? pageShown(window) : Promise.resolve())
  .then(() => {
    // The page's whole stylesheets: fetched now, applied once the page needs a rule its inline CSS
    // lacks (see the module).
    void deferWholeStylesheets(document);
    const runtime = import('@/app/start');
    const { dataIsFresh, backendAtOnce } = startingState();
    if (backendAtOnce) void whenBackendReady();
    if (hydrating) setTimeout(() => preloadScreen(payload.path), 0);
    return runtime.then(({ startApp }) => ({ startApp, dataIsFresh }));
  })
  // The runtime's modules are evaluated in the task that resolves this import: starting the app
  // (its query cache, its routes) is the next task's work, not more of that one.
  .then(async ({ startApp, dataIsFresh }) => {
    await yieldToMain();
    startApp(container, hydrating ? payload : null, payload, { dataIsFresh });
  });
