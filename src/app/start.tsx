/**
 * The app's runtime, started by src/main.tsx once a prerendered page has loaded (or at once on the
 * empty shell): hydrates the prerendered HTML, or renders the page afresh.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { resumePendingWrites } from '@/api/replay-writes';
import { App } from './app';
import { renderedUrl, type PrerenderedPayload } from './prerendered';
import { prepareClassMerging } from '@/lib/cn';
import { beginHydration } from '@/lib/hydration';
import { yieldToMain } from '@/lib/yield-to-main';
import { createQueryClient } from './query-client';
import { preloadRoute } from './router';

/**
 * `hydrating`: the prerendered page to hydrate (its HTML shows this very path), or null. `carried`:
 * whatever prerendered data the page carries (the fallback page's too), put in the cache first.
 * It comes marked as old, so the app asks the back end again at once; `dataIsFresh` says the back
 * end would answer the same (the simulated one still holds the seed the build rendered), so it is
 * kept as fresh as if it had just arrived (the cache's staleTime) and nothing is asked at start.
 */
export function startApp(
  container: HTMLElement,
  hydrating: PrerenderedPayload | null,
  carried: PrerenderedPayload | null,
  { dataIsFresh = false }: { dataIsFresh?: boolean } = {},
): void {
  const queryClient = createQueryClient({ syncTabs: true });
  if (carried) {
    // Each query as fetched at time 0 (stale: asked again once the app runs), or now when fresh.
    const updatedAt = dataIsFresh ? Date.now() : 0;
    for (const [queryKey, value] of carried.data)
      queryClient.setQueryData(queryKey, value, { updatedAt });
  }
  // Cart and wishlist clicks the last page showed but had not sent yet (a reload came first).
  resumePendingWrites(queryClient);

  const app = (hydrateAt?: string) => (
    <StrictMode>
      <App queryClient={queryClient} hydrateAt={hydrateAt} />
    </StrictMode>
  );

  // The same page (whatever its query: filters, a page number) is hydrated as prerendered, then
  // shows this URL's own state. Another path served the home page's HTML as the fallback (a
  // signed-in page): it is rendered afresh, once its screen's code is in, so the home page gives way
  // to it in one step.
  // Matching the path against the routes (ranking them all) is a task of its own, after the one
  // that set up the cache.
  void yieldToMain()
    .then(() => preloadRoute(hydrating ? hydrating.path : window.location.pathname))
    .catch(() => undefined)
    // The screen's code is usually in already, and this would run in the task that set the app up.
    .then(yieldToMain)
    .then(prepareClassMerging)
    .then(yieldToMain)
    .then(() => {
      // As a transition, React hydrates or renders the first screen in slices and yields between
      // them, instead of one long task that blocks input while the page loads (Total Blocking Time).
      if (hydrating) {
        beginHydration();
        startTransition(() => {
          hydrateRoot(container, app(renderedUrl(hydrating)), {
            onRecoverableError(error) {
              // A part that threw while hydrating (its code failed to load, say) is rendered
              // afresh, and its error boundary shows the failure: that is the error to report. An
              // error without a cause is React's own: the HTML did not match (a bug).
              const cause = error instanceof Error ? error.cause : undefined;
              if (cause !== undefined) console.error('[glamour] failed while hydrating', cause);
              else console.error('[glamour] hydration', error);
            },
          });
        });
        return;
      }
      const root = createRoot(container);
      startTransition(() => root.render(app()));
    });
}
