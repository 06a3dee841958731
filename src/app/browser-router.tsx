/**
 * BrowserRouter, except that while a prerendered page hydrates it shows the URL that page was
 * rendered for (its path, and its query when it was rendered for one): a shopper who opened
 * `/products?category=Makeup&page=2` on the static build gets the prerendered first page hydrated
 * as it is, and React re-renders at once with their own URL, from data already in the cache, so
 * nothing empties in between. (Server mode renders that very URL: nothing to re-render.)
 */
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { useHydrating } from '@/lib/hydration';

interface AppBrowserRouterProps {
  children: ReactNode;
  /** The path (and query, if any) the prerendered HTML in the page shows, when it is hydrated. */
  hydrateAt?: string;
}

export function AppBrowserRouter({ children, hydrateAt }: AppBrowserRouterProps) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState(() => ({
    action: history.action,
    location: history.location,
  }));
  useLayoutEffect(() => history.listen(setState), [history]);
  const hydrating = useHydrating();
  const { location: current } = state;
  // Only a URL the HTML does not show gets a stand-in location: when they agree, the location
  // stays the same object and the end of hydration re-renders nothing below.
  const queryAt = hydrateAt?.indexOf('?') ?? -1;
  const [pathname, search] =
    hydrateAt === undefined || queryAt < 0
      ? [hydrateAt, '']
      : [hydrateAt.slice(0, queryAt), hydrateAt.slice(queryAt)];
  const differs =
    pathname !== undefined &&
    (current.pathname !== pathname || current.search !== search || current.hash !== '');
  const location =
    hydrating && differs && pathname !== undefined
      ? { ...current, pathname, search, hash: '' }
      : current;
  return (
    <Router location={location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
