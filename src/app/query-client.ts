/**
 * One QueryClient factory for the app and for stories. Mutations may set `meta.errorToast` to have a
 * failure toasted here, once, instead of every call site wiring its own toast.
 *
 * Tabs of one shopper converge: in the app (`syncTabs`), every change the server accepted is
 * announced to the other tabs, which re-read the shopper's data once it has reached them (see
 * tab-sync.ts); and a tab coming back to the front re-reads its cart and wishlist (see
 * src/api/cart.ts and wishlist.ts), for changes made anywhere else.
 */
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/notify';
import { errorMessage, isApiError } from '@/api/client';
import {
  announcement,
  browserTabSyncHost,
  followAnnouncements,
  TAB_SYNC_CHANNEL,
} from './tab-sync';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { errorToast?: string | ((error: unknown) => string) };
  }
}

export function createQueryClient(options: { syncTabs?: boolean } = {}): QueryClient {
  const channel =
    options.syncTabs && typeof BroadcastChannel !== 'undefined'
      ? new BroadcastChannel(TAB_SYNC_CHANNEL)
      : undefined;
  const host = channel ? browserTabSyncHost() : undefined;
  const queryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: () => {
        if (channel && host) channel.postMessage(announcement(host));
      },
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
  if (channel && host) {
    const { onMessage } = followAnnouncements(queryClient, host);
    channel.onmessage = (event: MessageEvent) => onMessage(event.data);
  }
  return queryClient;
}
