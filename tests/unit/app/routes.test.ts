/**
 * The route table (src/lib/paths.ts) against what reads it: every screen it names is a real route
 * module, the router (src/app/router.tsx) serves exactly its paths, and the build's preload table
 * (vite.config.ts ROUTE_SCREENS) gives each prerendered page its own screen.
 */
import { existsSync } from 'node:fs';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import {
  allRoutes,
  paths,
  PRERENDERED_ROUTES,
  PRODUCT_ROUTE,
  routePattern,
  ROUTES,
  screenModule,
} from '@/lib/paths';
import { ROUTE_SCREENS } from '../../../vite.config';

/** Every path the router's table names (pathless layout and guard levels skipped). */
function tablePaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path !== undefined && route.path !== '*' ? [route.path] : []),
    ...tablePaths(route.children ?? []),
  ]);
}

describe('the route table', () => {
  it.each(allRoutes().map((route) => [route.screen]))('%s is a real route module', (screen) => {
    expect(existsSync(screenModule(screen))).toBe(true);
  });

  it('is what the router serves', () => {
    expect(tablePaths(routes).sort()).toEqual(
      allRoutes()
        .map((route) => route.path)
        .sort(),
    );
  });

  it('routes a link to its screen, the guard in front of a session page', () => {
    const screenAt = (path: string) => matchRoutes(routes, path)?.map((m) => m.route.path);
    expect(screenAt(paths.product('abc'))).toContain(PRODUCT_ROUTE);
    expect(screenAt(paths.orderHistory)).toEqual([
      undefined,
      undefined,
      paths.account,
      paths.orderHistory,
    ]);
    expect(screenAt('/no-such-page')?.at(-1)).toBe('*');
  });

  it('prerenders only public pages', () => {
    const session = allRoutes().filter((route) => route.access === 'session');
    expect(session.map((route) => route.path)).toContain(paths.cart);
    for (const route of session) expect(PRERENDERED_ROUTES).not.toContain(route.path);
    expect(PRERENDERED_ROUTES).toEqual(
      expect.arrayContaining([paths.home, paths.products, PRODUCT_ROUTE, paths.notFound]),
    );
  });

  it.each(PRERENDERED_ROUTES.map((route) => [route]))(
    '%s has exactly one screen preload pattern, its own screen',
    (route) => {
      const concrete = route.replace(/:\w+/g, 'some-id');
      const found = ROUTE_SCREENS.filter(([pattern]) => pattern.test(concrete));
      expect(found).toHaveLength(1);
      const entry = allRoutes().find((r) => r.path === route);
      expect(found[0]?.[1]).toBe(screenModule(entry!.screen));
    },
  );

  it('matches whole paths only', () => {
    const pattern = routePattern(PRODUCT_ROUTE);
    expect(pattern.test('/products/abc')).toBe(true);
    expect(pattern.test('/products')).toBe(false);
    expect(pattern.test('/products/abc/more')).toBe(false);
    expect(routePattern('/').test('/products')).toBe(false);
  });

  it('lists each screen once', () => {
    const screens = allRoutes().map((route) => route.screen);
    expect(new Set(screens).size).toBe(screens.length);
    expect(ROUTES.length).toBeGreaterThan(0);
  });
});
