/**
 * The route table (docs/shop/screens.md, Routes), built from src/lib/paths.ts. Every screen is its
 * own lazy chunk so the first paint of / stays small. Declarative routing (useRoutes under
 * BrowserRouter) rather than a data router: the shop loads data with TanStack Query, and the data
 * router's machinery costs ~18 kB gzip on the first paint.
 */
import { lazy, useState, type ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { paths, ROUTES, type RouteEntry, type Screen } from '@/lib/paths';
import { Layout } from './layout';
import { RequireAuth } from './require-auth';
import { ScreenLoadError } from './screen-load-error';

type LazyModule = () => Promise<{ default: ComponentType }>;

/**
 * Each route file default-exports its screen. React.lazy (not the router's `lazy`) keeps the layout
 * and header painting at once while a screen's chunk loads behind the layout's Suspense boundary.
 * A screen whose chunk has already arrived (see preloadRoute) renders at once, without suspending:
 * a prerendered page hydrates in one pass instead of waiting behind a dehydrated boundary.
 */
function screen(load: LazyModule): Pick<RouteObject, 'element' | 'handle'> {
  let loaded: ComponentType | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A preload (a link pointed at) that failed is not kept: the next one asks again.
        loading = undefined;
        throw new ScreenLoadError(error);
      },
    ));
  const Lazy = lazy(preload as LazyModule);
  function Screen() {
    // Chosen once per mount, so a screen never switches component (and loses its state) later.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  return { element: <Screen />, handle: { preload } satisfies RouteHandle };
}

interface RouteHandle {
  preload: () => Promise<unknown>;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'preload' in handle;
}

/** The route files, each a lazy chunk; src/lib/paths.ts names the one each route shows. */
const SCREENS = import.meta.glob<{ default: ComponentType }>('./routes/*.tsx');

function screenOf(name: Screen): Pick<RouteObject, 'element' | 'handle'> {
  const load = SCREENS[`./routes/${name}.tsx`];
  if (!load) throw new Error(`src/app/routes/${name}.tsx is missing`);
  return screen(load);
}

function toRoute(entry: RouteEntry): RouteObject {
  return {
    path: entry.path,
    ...screenOf(entry.screen),
    children: entry.children && [
      // The parent's own path shows its first child.
      { index: true, element: <Navigate to={entry.children[0]!.path} replace /> },
      ...entry.children.map(toRoute),
    ],
  };
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...ROUTES.filter((entry) => entry.access === 'public').map(toRoute),
      {
        element: <RequireAuth />,
        children: ROUTES.filter((entry) => entry.access === 'session').map(toRoute),
      },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

/** Loads the screen chunks `pathname` shows (nothing for an unknown path), e.g. before hydrating. */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (isRouteHandle(route.handle) ? route.handle.preload() : null)),
  );
}

export function AppRoutes() {
  return useRoutes(routes);
}
