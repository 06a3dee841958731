/** GET /api/products (the whole list, or with query parameters one page), GET /api/products/:productId */
import { Hono } from 'hono';
import { isProductQuery, parseProductQuery } from '@/domain/product-query';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import { fail } from '../http';
import { unknownProduct } from '../messages';
import { params, pathId } from '../middleware/validate';

export function productRoutes({ store }: ApiDeps) {
  return new Hono()
    .get('/', async (c) => {
      const search = new URL(c.req.url).searchParams;
      // Without parameters, the spec's answer: every product. With any of the query's, one page.
      if (!isProductQuery(search)) return c.json({ products: await store.listProducts() });
      const parsed = parseProductQuery(search);
      if (!parsed.ok) return fail(c, 400, ...parsed.errors);
      return c.json(await store.queryProducts(parsed.query));
    })
    .get('/:productId', params(z.object({ productId: pathId })), async (c) => {
      const { productId } = c.req.valid('param');
      const product = await store.findProduct(productId);
      return product ? c.json({ product }) : fail(c, 404, unknownProduct(productId));
    });
}
