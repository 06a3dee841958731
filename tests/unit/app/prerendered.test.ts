/**
 * The prerendered pages (src/app/prerendered.ts, built by src/prerender.tsx) against the route table
 * (src/app/router.tsx) and the build's preload table (vite.config.ts ROUTE_SCREENS): a route added to
 * the table must be either prerendered or named as a signed-in route, and every prerendered page
 * must have its screen chunk preloaded.
 */
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  PRERENDERED_ROUTES,
  prerenderedFile,
  readPayload,
  samePath,
  serializePayload,
  SESSION_ROUTES,
} from '@/app/prerendered';
import { routes } from '@/app/router';
import { ROUTE_SCREENS } from '../../../vite.config';

/** Every path of the route table, joined with its parents' ('account-details/userDetails'). */
function tablePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own =
      route.path === undefined
        ? parent
        : route.path.startsWith('/')
          ? route.path
          : `${parent.replace(/\/$/, '')}/${route.path}`;
    const here = route.path !== undefined && !route.index ? [own] : [];
    return [...here, ...tablePaths(route.children ?? [], own)];
  });
}

describe('prerendered routes', () => {
  const table = tablePaths(routes).filter((path) => path !== '/*' && path !== '*');

  it('covers every route of the table: prerendered, or one a signed-in shopper sees', () => {
    const listed: string[] = [...PRERENDERED_ROUTES, ...SESSION_ROUTES];
    expect([...table].sort()).toEqual([...listed].sort());
  });

  it('prerenders no route that needs a session', () => {
    for (const route of PRERENDERED_ROUTES) expect(SESSION_ROUTES).not.toContain(route);
  });

  it.each(PRERENDERED_ROUTES.map((route) => [route]))(
    '%s has exactly one screen preload pattern in vite.config.ts',
    (route) => {
      const concrete = route.replace(/:\w+/g, 'some-id');
      expect(ROUTE_SCREENS.filter(([pattern]) => pattern.test(concrete))).toHaveLength(1);
    },
  );
});

describe('prerendered files and payload', () => {
  it('writes each page where a host looks for it', () => {
    expect(prerenderedFile('/')).toBe('index.html');
    expect(prerenderedFile('/products')).toBe('products/index.html');
    expect(prerenderedFile('/products/abc')).toBe('products/abc/index.html');
    expect(prerenderedFile('/login')).toBe('login/index.html');
  });

  it('keeps the JSON inert inside a script element', () => {
    const text = serializePayload({
      path: '/',
      state: { mutations: [], queries: [] },
      // A product name could hold anything a shop owner types.
      ...{ note: '</script><script>alert(1)</script>\u2028' },
    } as never);
    expect(text).not.toContain('</script');
    expect(text).not.toContain('\u2028');
    expect(readPayload(text)).toMatchObject({
      path: '/',
      note: '</script><script>alert(1)</script>\u2028',
    });
  });

  it('reads a damaged or foreign payload as none, never throws', () => {
    for (const bad of [null, '', '{', '[]', '{"path":1}', '{"path":"/","state":{}}', 'null'])
      expect(readPayload(bad)).toBeNull();
  });

  it('treats a trailing slash as the same page', () => {
    expect(samePath('/products/', '/products')).toBe(true);
    expect(samePath('/', '/')).toBe(true);
    expect(samePath('/products', '/')).toBe(false);
  });
});
