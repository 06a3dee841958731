/**
 * Which route of the table a path shows, for the renderer and for the server deciding whether a path
 * is a page it renders (small: the server loads the renderer itself only on its first page).
 */
import { allRoutes, routePattern, type RouteEntry } from '@/lib/paths';

/** The table's patterns, compiled once: the server asks on every request. */
const MATCHERS: readonly (readonly [RegExp, RouteEntry])[] = allRoutes().map(
  (route) => [routePattern(route.path), route] as const,
);

/** A path's route in the table ('/products/' is '/products'), or undefined for an unknown path. */
export function routeOf(pathname: string): RouteEntry | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return MATCHERS.find(([pattern]) => pattern.test(trimmed))?.[1];
}

/** A signed-in shopper's page (/cart, /checkout, the account): the app shell, never rendered. */
export const isSessionPage = (pathname: string) => routeOf(pathname)?.access === 'session';
