/** GET /api/products, GET /api/products/:productId */
import { getStore } from '../db';
import { unknownProduct } from '../messages';
import { fail, json, param, route } from './http';

export const productHandlers = [
  route('products', 'get', '/api/products', async () =>
    json({ products: await getStore().listProducts() }),
  ),
  route('products', 'get', '/api/products/:productId', async (input) => {
    const id = param(input, 'productId');
    if (!id.ok) return id.response;
    const product = await getStore().findProduct(id.data);
    return product ? json({ product }) : fail(404, unknownProduct(id.data));
  }),
];
