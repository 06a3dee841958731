/**
 * The shop's API, written once: one Hono app built from its dependencies. The page (through MSW's
 * worker), Storybook, the Node tests (`app.request()`) and the server process all run it.
 */
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId, type RequestIdVariables } from 'hono/request-id';
import { routePath } from 'hono/route';
import type { RouteInfo } from '@/domain/console';
import type { ApiDeps } from './deps';
import {
  BUSY_RETRY_AFTER_SECONDS,
  isBusy,
  STORE_BUSY_MESSAGE,
  StoreUnavailableError,
} from './errors';
import { fail } from './http';
import { ADMIN_TOKEN_HEADER, adminOnly, MESSAGES, tooLarge, unknownRoute } from './messages';
import { refuseControlCharacters } from './middleware/input';
import { simulate, type RouteGroup } from './middleware/simulate';
import { addressRoutes } from './routes/addresses';
import { authRoutes } from './routes/auth';
import { cartRoutes } from './routes/cart';
import { categoryRoutes } from './routes/categories';
import { consoleRoutes } from './routes/console';
import { consoleEventRoutes } from './routes/console-events';
import { couponRoutes } from './routes/coupons';
import { newsletterRoutes } from './routes/newsletter';
import { orderRoutes } from './routes/orders';
import { paymentWebhookRoutes } from './routes/payment-webhook';
import { productRoutes } from './routes/products';
import { productReviewRoutes, reviewModerationRoutes, reviewVoteRoutes } from './routes/reviews';
import { testTodoRoutes } from './routes/test-todos';
import { wishlistRoutes } from './routes/wishlist';
import { sameSecret } from './same-secret';

/** Where each resource is mounted, and its endpoint group (the console's failure injection). */
export const API_RESOURCES = [
  { base: '/api/auth', group: 'auth' },
  // Before /api/products: a route's group is that of the first base its path starts with.
  { base: '/api/products/:productId/reviews', group: 'reviews' },
  { base: '/api/products', group: 'products' },
  { base: '/api/categories', group: 'categories' },
  { base: '/api/user/cart', group: 'cart' },
  { base: '/api/user/wishlist', group: 'wishlist' },
  { base: '/api/user/addresses', group: 'addresses' },
  { base: '/api/user/orders', group: 'orders' },
  { base: '/api/coupons', group: 'coupons' },
  { base: '/api/test-todos', group: 'test-todos' },
  { base: '/api/newsletter', group: 'newsletter' },
  { base: '/api/reviews', group: 'reviews' },
  { base: '/api/_console', group: 'console' },
  // The payment provider's webhook (routes/payment-webhook.ts), counted with the orders.
  { base: '/api/payments', group: 'orders' },
] as const satisfies readonly { base: string; group: RouteInfo['group'] }[];

/** The largest body a shopper's request may carry (a signup with its extra fields is ~20 kB). */
export const DEFAULT_MAX_BODY_BYTES = 64 * 1024;
/** The largest body of the admin's store import (POST /api/_console/store), the one big write. */
export const DEFAULT_MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** The import's path: the only route read with the larger limit. */
const IMPORT_PATH = '/api/_console/store';

type Resource = (typeof API_RESOURCES)[number];

export type Api = Hono<{ Variables: RequestIdVariables }>;

export function createApi(deps: ApiDeps): Api {
  const app: Api = new Hono({ strict: false });
  const table: RouteInfo[] = [];
  const groups = new Map<string, RouteGroup>();
  const groupOf = (c: Context): RouteGroup =>
    groups.get(`${c.req.method} ${routePath(c, -1)}`) ?? 'unknown';

  // The id is for the log and a 500's body; no header, so answers stay as they were (and the
  // request tester's screenshots stay still).
  app.use('*', requestId({ headerName: '' }));
  // Bytes are counted as they arrive (a chunked body too: hono's bodyLimit reads the stream and stops
  // at the limit), so a body is never read past its limit, whatever its Content-Length claims.
  const limitTo = (maxSize: number) =>
    bodyLimit({ maxSize, onError: (c) => fail(c, 413, tooLarge(maxSize)) });
  const shopperLimit = limitTo(deps.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
  const importLimit = limitTo(deps.maxImportBytes ?? DEFAULT_MAX_IMPORT_BYTES);
  app.use('/api/*', (c, next) => {
    // A GET or HEAD has no body. Asking for one makes the Node server build the whole web Request
    // (an AbortController, a stream) for nothing.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return c.req.method === 'POST' && c.req.path.replace(/\/+$/, '') === IMPORT_PATH
      ? importLimit(c, next)
      : shopperLimit(c, next);
  });
  app.use('/api/*', refuseControlCharacters());
  if (deps.simulation) app.use('/api/*', simulate(deps.simulation, groupOf));
  if (deps.admin) {
    const { token } = deps.admin;
    app.use('/api/_console/*', async (c, next) => {
      if (!(await sameSecret(c.req.header(ADMIN_TOKEN_HEADER), token)))
        return fail(c, 401, adminOnly);
      await next();
    });
  }

  const routesOf: Record<Resource['group'], (base: string) => Hono> = {
    auth: () => authRoutes(deps),
    products: () => productRoutes(deps),
    categories: () => categoryRoutes(deps),
    cart: () => cartRoutes(deps),
    wishlist: () => wishlistRoutes(deps),
    addresses: () => addressRoutes(deps),
    orders: () => orderRoutes(deps),
    coupons: () => couponRoutes(),
    'test-todos': () => testTodoRoutes(deps),
    newsletter: () => newsletterRoutes(deps),
    reviews: (base) =>
      base === '/api/reviews' ? reviewVoteRoutes(deps) : productReviewRoutes(deps),
    console: () =>
      consoleRoutes(deps, () => table)
        .route('/reviews', reviewModerationRoutes(deps))
        .route('/orders', consoleEventRoutes(deps)),
  };
  for (const { base, group } of API_RESOURCES) {
    const routes = base === '/api/payments' ? paymentWebhookRoutes(deps) : routesOf[group](base);
    for (const route of routes.routes) {
      const path = base + (route.path === '/' ? '' : route.path);
      const key = `${route.method} ${path}`;
      if (groups.has(key)) continue; // a route's middleware and handler share one entry
      groups.set(key, group);
      table.push({ method: route.method, path, group });
    }
    app.route(base, routes);
  }

  app.notFound((c) => fail(c, 404, unknownRoute(c.req.method, new URL(c.req.url).pathname)));
  app.onError((error, c) => {
    if (error instanceof StoreUnavailableError) {
      // A lock or statement timeout: the database is there but busy, so the caller may try again.
      if (!isBusy(error.cause)) return fail(c, 503, MESSAGES.databaseUnavailable);
      c.header('Retry-After', String(BUSY_RETRY_AFTER_SECONDS));
      return fail(c, 503, STORE_BUSY_MESSAGE);
    }
    if (error instanceof HTTPException) return error.getResponse();
    // Never an internal message: the request id ties the answer to the log line.
    const id = c.get('requestId');
    console.error(`[glamour] request ${id} failed`, error);
    return c.json({ errors: [MESSAGES.unexpected], requestId: id }, 500);
  });
  return app;
}
