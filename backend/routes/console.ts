/**
 * The back-end console's API (contract: src/domain/console.ts), used by the /mockman console:
 * settings and failure injection, the request log, reset, export/import of the store, the route
 * table, a product's units on hand, and orders after the sale (./console-orders.ts). These routes
 * are never delayed, failure-injected or logged. Without a simulation (server mode) the settings
 * read as "none" and cannot be changed, and the log is empty.
 */
import { Hono } from 'hono';
import type { RouteInfo } from '@/domain/console';
import type { ApiDeps } from '../deps';
import { z } from 'zod';
import { fail } from '../http';
import { noSimulation, unknownProduct } from '../messages';
import { jsonBody, params, pathId, query } from '../middleware/validate';
import { StorageFullError } from '../store/engine';
import { consoleOrderRoutes } from './console-orders';
import {
  importBodySchema,
  logQuerySchema,
  settingsBodySchema,
  stockBodySchema,
} from '../validation';

/** A reset or import the browser cannot store answers 507 and leaves the old store in place. */
async function unlessStorageFull(
  run: () => Promise<Response>,
  full: (message: string) => Response,
) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof StorageFullError) return full(error.message);
    throw error;
  }
}

export function consoleRoutes(deps: ApiDeps, routeTable: () => RouteInfo[]) {
  const {
    shop: { admin, catalog },
    simulation,
  } = deps;
  return new Hono()
    .get('/settings', (c) =>
      c.json({ settings: simulation?.settings() ?? { latencyMs: 0, failures: {} } }),
    )
    .post('/settings', jsonBody(settingsBodySchema), (c) =>
      simulation
        ? c.json({ settings: simulation.save(c.var.body.settings) })
        : fail(c, 409, noSimulation),
    )
    .get('/log', query(logQuerySchema), (c) =>
      c.json({ entries: simulation?.log.entriesAfter(c.req.valid('query').after) ?? [] }),
    )
    .post('/reset', (c) =>
      unlessStorageFull(
        async () => {
          await admin.reset();
          return c.json({ ok: true });
        },
        (message) => fail(c, 507, message),
      ),
    )
    .get('/store', async (c) => c.json({ store: await admin.snapshot() }))
    .post('/store', jsonBody(importBodySchema), (c) =>
      unlessStorageFull(
        async () => {
          await admin.replace(c.var.body.store);
          return c.json({ ok: true });
        },
        (message) => fail(c, 507, message),
      ),
    )
    .get('/routes', (c) => c.json({ routes: routeTable() }))
    .patch(
      '/products/:id',
      params(z.object({ id: pathId })),
      jsonBody(stockBodySchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const product = await catalog.setStock(id, c.var.body.stock);
        return product ? c.json({ product }) : fail(c, 404, unknownProduct(id));
      },
    )
    .route('/orders', consoleOrderRoutes(deps));
}
