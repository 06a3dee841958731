/** GET /api/products (the whole list, or with query parameters one page), GET /api/products/:productId */
import { isProductQuery, parseProductQuery } from '@/domain/product-query';
import { getStore } from '@backend/store';
import { unknownProduct } from '@backend/messages';
import { fail, json, param, route } from './http';

export const productHandlers = [
  route('products', 'get', '/api/products', async ({ request }) => {
    const params = new URL(request.url).searchParams;
    // Without parameters, the spec's answer: every product. With any of the query's, one page.
    if (!isProductQuery(params)) return json({ products: await getStore().listProducts() });
    const parsed = parseProductQuery(params);
    if (!parsed.ok) return fail(400, ...parsed.errors);
    return json(await getStore().queryProducts(parsed.query));
  }),
  route('products', 'get', '/api/products/:productId', async (input) => {
    const id = param(input, 'productId');
    if (!id.ok) return id.response;
    const product = await getStore().findProduct(id.data);
    return product ? json({ product }) : fail(404, unknownProduct(id.data));
  }),
];
