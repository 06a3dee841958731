/**
 * The build's route-preload table (vite.config.ts ROUTE_SCREENS) must name real route modules, and
 * each pattern must match the path the router gives that module (src/app/router.tsx), or a
 * prerendered page would silently stop fetching its screen early.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths } from '@/lib/paths';
import { ROUTE_SCREENS } from '../../../vite.config';

const router = readFileSync('src/app/router.tsx', 'utf8');

/** The path the router gives a route module, e.g. './routes/cart' → paths.cart → '/cart'. */
function routedPath(module: string): string | undefined {
  const name = module.replace(/^src\/app\/routes\/|\.tsx$/g, '');
  const line = router.split('\n').find((l) => l.includes(`import('./routes/${name}')`));
  const key = line?.match(/path: paths\.(\w+)/)?.[1] as keyof typeof paths | undefined;
  if (key) {
    const value = paths[key];
    return typeof value === 'string' ? value : undefined;
  }
  return line?.match(/path: '([^']+)'/)?.[1]?.replace(/:\w+/g, 'some-id');
}

describe('route preload table', () => {
  it.each(ROUTE_SCREENS.map(([pattern, module]) => [module, pattern] as const))(
    '%s exists and its pattern matches its route',
    (module, pattern) => {
      expect(existsSync(module)).toBe(true);
      const path = routedPath(module);
      expect(path, `router.tsx has no route for ${module}`).toBeDefined();
      expect(pattern.test(path!)).toBe(true);
    },
  );

  it('sends a path to one screen at most', () => {
    for (const path of [
      '/',
      '/products',
      '/products/abc',
      '/login',
      '/mockman',
      '/page-not-found',
    ]) {
      expect(ROUTE_SCREENS.filter(([pattern]) => pattern.test(path))).toHaveLength(1);
    }
  });
});
