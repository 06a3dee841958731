/** GET /api/categories, GET /api/categories/:categoryId */
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import { fail } from '../http';
import { unknownCategory } from '../messages';
import { params, pathId } from '../middleware/validate';

export function categoryRoutes({ shop: { catalog } }: ApiDeps) {
  return new Hono()
    .get('/', async (c) => c.json({ categories: await catalog.categories() }))
    .get('/:categoryId', params(z.object({ categoryId: pathId })), async (c) => {
      const { categoryId } = c.req.valid('param');
      const category = await catalog.findCategory(categoryId);
      return category ? c.json({ category }) : fail(c, 404, unknownCategory(categoryId));
    });
}
