/** GET /api/products (the list, at most 1,000, or with query parameters one page), GET /api/products/:productId */
import { Hono } from 'hono';
import {
  beyondResultWindow,
  isProductQuery,
  parseProductQuery,
  resultWindowMessage,
} from '@/domain/product-query';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import { fail } from '../http';
import { MAX_UNPAGED_PRODUCTS, unknownProduct, unpagedListCut } from '../messages';
import { params, pathId } from '../middleware/validate';

export function productRoutes({ shop: { catalog } }: ApiDeps) {
  return new Hono()
    .get('/', async (c) => {
      const search = new URL(c.req.url).searchParams;
      // Without parameters, the documented answer (docs/api.md): every product, up to
      // MAX_UNPAGED_PRODUCTS (the seed's 25 whole), with the total and, when cut, how to page. With
      // any of the query's, one page.
      if (!isProductQuery(search)) {
        const products = await catalog.list();
        const total = products.length;
        if (total <= MAX_UNPAGED_PRODUCTS) return c.json({ products, total });
        return c.json({
          products: products.slice(0, MAX_UNPAGED_PRODUCTS),
          total,
          truncated: true,
          message: unpagedListCut(total),
        });
      }
      const parsed = parseProductQuery(search);
      if (!parsed.ok) return fail(c, 400, ...parsed.errors);
      const { query } = parsed;
      if (beyondResultWindow(query)) {
        // Deep paging is refused where there are results that deep (OFFSET walks every row before
        // them). A page past the end of fewer results answers empty with the total, as any page
        // past the end does: the listing then goes to its last page (a stale link, a shrunk shop).
        const counted = await catalog.query({ ...query, page: 1, pageSize: 1 });
        if ((query.page - 1) * query.pageSize < counted.total)
          return fail(c, 400, resultWindowMessage(query.pageSize));
        return c.json({ ...counted, products: [], page: query.page, pageSize: query.pageSize });
      }
      return c.json(await catalog.query(query));
    })
    .get('/:productId', params(z.object({ productId: pathId })), async (c) => {
      const { productId } = c.req.valid('param');
      const product = await catalog.find(productId);
      return product ? c.json({ product }) : fail(c, 404, unknownProduct(productId));
    });
}
