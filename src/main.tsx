// First: zod must know it runs without eval before any schema is built (see the module).
import '@/lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import '@fontsource-variable/inter';
import './index.css';
import { setBackendReady } from '@/lib/backend-ready';
import { App } from '@/app/app';
import { PRERENDER_DATA_ID, readPayload, samePath } from '@/app/prerendered';
import { createQueryClient } from '@/app/query-client';
import { preloadRoute } from '@/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A prerendered page (src/prerender.tsx) carries the path its HTML shows and the data it was
// rendered from: with that data in the cache the client's first render is the same HTML.
const payload = readPayload(document.getElementById(PRERENDER_DATA_ID)?.textContent);
const queryClient = createQueryClient({ syncTabs: true });
if (payload) hydrate(queryClient, payload.state);
const hydrating = payload !== null && samePath(payload.path, window.location.pathname);

// The simulated back end (~90 kB gzip) is a lazy chunk and API calls wait for it. A prerendered
// page already shows its data, so the back end waits until the page has loaded (its pictures
// first); a page rendered here needs it at once. The test is src/lib/env.ts's `isRemoteApi` written
// out: the build folds only a comparison it sees here, and a remote build then has no back-end chunk.
if (import.meta.env.VITE_API_MODE !== 'remote') {
  const loaded = new Promise<void>((resolve) => {
    if (!hydrating || document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  setBackendReady(
    loaded
      // eslint-disable-next-line import-x/no-restricted-paths -- the composition root starts the simulated back end
      .then(() => import('@mocks/browser'))
      .then(({ startBackend }) => startBackend()),
  );
}

const app = (hydrateAt?: string) => (
  <StrictMode>
    <App queryClient={queryClient} hydrateAt={hydrateAt} />
  </StrictMode>
);

// The same page (whatever its query: filters, a page number) is hydrated as prerendered, then shows
// this URL's own state. Another path served the home page's HTML as the fallback (a signed-in page):
// it is rendered afresh, once its screen's code is in, so the home page gives way to it in one step.
void preloadRoute(hydrating ? payload.path : window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    // As a transition, React hydrates or renders the first screen in slices and yields between them,
    // instead of one long task that blocks input while the page loads (Total Blocking Time).
    if (hydrating) {
      startTransition(() => {
        hydrateRoot(container, app(payload.path), {
          onRecoverableError(error) {
            console.error('[glamour] hydration', error);
          },
        });
      });
      return;
    }
    const root = createRoot(container);
    startTransition(() => root.render(app()));
  });
