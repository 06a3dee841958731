/** The assembled app: providers around the routes. Stories get the same providers from .storybook/decorators. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { STORE_RESET_EVENT, type StoreResetReason } from '@/domain/console';
import { AuthProvider } from '@/features/auth/auth-provider';
import { isRemoteApi } from '@/lib/api-mode';
import { toast } from '@/lib/notify';
import { LeaveGuard } from './leave-guard';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';

// The toaster (sonner) is not needed for the first paint; it mounts as soon as its chunk arrives.
const Toaster = lazy(() => import('@/ui/toaster').then((m) => ({ default: m.Toaster })));

export const STORE_RESET_MESSAGE =
  'The shop could not read its saved data, so it started again from the original catalogue.';

/** The saved data is a newer release's: this tab leaves it alone and must be reloaded. */
export const STORE_NEWER_MESSAGE =
  'This tab runs an older version of the shop than your saved data. Reload the page to continue.';

export function App() {
  const [queryClient] = useState(() => createQueryClient({ syncTabs: true }));
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
      <BrowserRouter>
        {/* Inside the router and the query client: the auth machine navigates and clears the cache. */}
        <AuthProvider>
          <AppRoutes />
        </AuthProvider>
      </BrowserRouter>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
