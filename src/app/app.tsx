/** The assembled app: providers around the routes. Stories get the same providers from .storybook/decorators. */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StaticRouter } from 'react-router-dom';
import { STORE_RESET_EVENT, type StoreResetReason } from '@/domain/console';
import { RegionBoundary } from '@/components/region-boundary';
import { AuthProvider } from '@/features/auth/auth-provider';
import { isRemoteApi } from '@/lib/env';
import { endHydration, useHydrating } from '@/lib/hydration';
import { toast } from '@/lib/notify';
import { LeaveGuard } from './leave-guard';
import { createQueryClient } from './query-client';
import { AppBrowserRouter } from './browser-router';
import { AppRoutes } from './router';

// The toaster (sonner) is not needed for the first paint; it mounts as soon as its chunk arrives.
const Toaster = lazy(() => import('@/ui/toaster').then((m) => ({ default: m.Toaster })));

export const STORE_RESET_MESSAGE =
  'The shop could not read its saved data, so it started again from the original catalogue.';

/** The saved data is a newer release's: this tab leaves it alone and must be reloaded. */
export const STORE_NEWER_MESSAGE =
  'This tab runs an older version of the shop than your saved data. Reload the page to continue.';

export interface AppProps {
  /** A client holding data already (the prerendered pages' data); a new one otherwise. */
  queryClient?: QueryClient;
  /** Prerendering (src/prerender.tsx): render this URL, without a browser. */
  serverUrl?: string;
  /** Hydrating a prerendered page: the path its HTML shows (see AppBrowserRouter). */
  hydrateAt?: string;
}

function AppRouter({ serverUrl, hydrateAt, children }: AppProps & { children: ReactNode }) {
  if (serverUrl !== undefined) return <StaticRouter location={serverUrl}>{children}</StaticRouter>;
  return <AppBrowserRouter hydrateAt={hydrateAt}>{children}</AppBrowserRouter>;
}

/**
 * Not in prerendered HTML: it mounts once the page runs. Its own component, so that the end of
 * hydration re-renders only this, not the whole app.
 */
function DeferredToaster() {
  const hydrating = useHydrating();
  if (hydrating) return null;
  // A broken toaster shows nothing rather than taking the page with it.
  return (
    <RegionBoundary name="The notifications" fallback={null}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </RegionBoundary>
  );
}

export function App({ queryClient: given, serverUrl, hydrateAt }: AppProps = {}) {
  const [queryClient] = useState(() => given ?? createQueryClient({ syncTabs: true }));
  // The page is live (hydrated or rendered): its buttons work from now on. Tests and styles can tell.
  // Whatever showed the prerendered state now shows this browser's (a transition: see hydration.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    endHydration();
  }, []);
  // The simulated back end found its saved store damaged and replaced it, or too new to touch: say
  // so, once a load.
  useEffect(() => {
    const onReset = (event: Event) => {
      const reason = (event as CustomEvent<StoreResetReason>).detail;
      if (reason === 'newer')
        toast.error(STORE_NEWER_MESSAGE, {
          id: STORE_RESET_EVENT,
          duration: Infinity,
          action: { label: 'Reload', onClick: () => window.location.reload() },
        });
      else toast.warning(STORE_RESET_MESSAGE, { id: STORE_RESET_EVENT });
    };
    window.addEventListener(STORE_RESET_EVENT, onReset);
    return () => window.removeEventListener(STORE_RESET_EVENT, onReset);
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      <LeaveGuard enabled={isRemoteApi} />
      <AppRouter serverUrl={serverUrl} hydrateAt={hydrateAt}>
        {/* Inside the router and the query client: the auth machine navigates and clears the cache. */}
        <AuthProvider>
          <AppRoutes />
        </AuthProvider>
      </AppRouter>
      <DeferredToaster />
    </QueryClientProvider>
  );
}
