/** The assembled app: providers around the routes. Stories get the same providers from .storybook/decorators. */
import { lazy, Suspense, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '@/features/auth/auth-provider';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';

// The toaster (sonner) is not needed for the first paint; it mounts as soon as its chunk arrives.
const Toaster = lazy(() => import('@/ui/toaster').then((m) => ({ default: m.Toaster })));

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
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
