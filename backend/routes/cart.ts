/** The signed-in shopper's cart: GET/POST /api/user/cart, POST/DELETE /api/user/cart/:productId. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import { reply } from '../http';
import { signedIn } from '../middleware/signed-in';
import { jsonBody, params, pathId } from '../middleware/validate';
import { productBodySchema, qtyActionSchema } from '../validation';

const productParam = params(z.object({ productId: pathId }));

export function cartRoutes(deps: ApiDeps) {
  const { carts } = deps.shop;
  const user = signedIn(deps);
  return new Hono()
    .get('/', user, async (c) => {
      return reply(c, await carts.lines(c.var.user._id), (cart) => ({ cart }));
    })
    .post('/', user, jsonBody(productBodySchema), async (c) => {
      const cart = await carts.add(c.var.user._id, c.var.body.product._id);
      return reply(c, cart, (cart) => ({ cart }), 201);
    })
    .post('/:productId', user, productParam, jsonBody(qtyActionSchema), async (c) => {
      const { productId } = c.req.valid('param');
      const cart = await carts.changeQty(c.var.user._id, productId, c.var.body.action.type);
      return reply(c, cart, (cart) => ({ cart }));
    })
    .delete('/:productId', user, productParam, async (c) => {
      const cart = await carts.remove(c.var.user._id, c.req.valid('param').productId);
      return reply(c, cart, (cart) => ({ cart }));
    });
}
