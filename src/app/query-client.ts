/**
 * One QueryClient factory for the app and for stories. Mutations may set `meta.errorToast` to have a
 * failure toasted here, once, instead of every call site wiring its own toast.
 */
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/notify';
import { errorMessage, isApiError } from '@/api/client';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { errorToast?: string | ((error: unknown) => string) };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const spec = mutation.meta?.errorToast;
        if (!spec) return;
        // A 401 is handled by the auth machine (logout with its own message); don't toast twice.
        if (isApiError(error) && error.status === 401) return;
        toast.error(
          typeof spec === 'function' ? spec(error) : `${spec} ${errorMessage(error)}`.trim(),
        );
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failures, error) =>
          !(isApiError(error) && error.status >= 400 && error.status < 500) && failures < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
