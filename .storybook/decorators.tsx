/**
 * What screens need, provided to every story so a screen's story needs only its MSW handlers:
 * a fresh query client, a memory router (parameters.route) and the toaster (whose toasts stay up
 * until the next story, so a story about a toast shows it in docs and in its screenshot).
 */
import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '@/app/query-client';
import { Toaster } from '@/ui/toaster';

export interface RouteParameters {
  /** The URL the story starts at, e.g. '/products?category=Makeup'. */
  path?: string;
  /** The route pattern the story's component is rendered under, e.g. '/products/:productId'. */
  pattern?: string;
}

function QueryProvider({ children }: { children: ReactNode }) {
  // One client per story render: no cached data carries over from the previous story.
  const [client] = useState(() => {
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({
      ...queryClient.getDefaultOptions(),
      queries: { ...queryClient.getDefaultOptions().queries, retry: false, staleTime: Infinity },
    });
    return queryClient;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

export const withProviders: Decorator = (Story, { parameters }) => {
  const route = (parameters.route ?? {}) as RouteParameters;
  const path = route.path ?? '/';
  return (
    <QueryProvider>
      {parameters.router === false ? (
        <Story />
      ) : (
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route.pattern ?? '*'} element={<Story />} />
          </Routes>
        </MemoryRouter>
      )}
      {/* A toast stays until the next story: it is part of the state its story shows. */}
      <Toaster duration={Infinity} />
    </QueryProvider>
  );
};
