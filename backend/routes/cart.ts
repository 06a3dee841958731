/** The signed-in shopper's cart: GET/POST /api/user/cart, POST/DELETE /api/user/cart/:productId. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import { refused } from '../http';
import { signedIn } from '../middleware/signed-in';
import { jsonBody, params, pathId } from '../middleware/validate';
import { productBodySchema, qtyActionSchema } from '../validation';

const productParam = params(z.object({ productId: pathId }));

export function cartRoutes(deps: ApiDeps) {
  const { store } = deps;
  const user = signedIn(deps);
  return new Hono()
    .get('/', user, async (c) => {
      const cart = await store.cart(c.var.user._id);
      return cart.ok ? c.json({ cart: cart.value }) : refused(c, cart);
    })
    .post('/', user, jsonBody(productBodySchema), async (c) => {
      const cart = await store.addToCart(c.var.user._id, c.var.body.product._id);
      return cart.ok ? c.json({ cart: cart.value }, 201) : refused(c, cart);
    })
    .post('/:productId', user, productParam, jsonBody(qtyActionSchema), async (c) => {
      const { productId } = c.req.valid('param');
      const cart = await store.changeQty(c.var.user._id, productId, c.var.body.action.type);
      return cart.ok ? c.json({ cart: cart.value }) : refused(c, cart);
    })
    .delete('/:productId', user, productParam, async (c) => {
      const cart = await store.removeFromCart(c.var.user._id, c.req.valid('param').productId);
      return cart.ok ? c.json({ cart: cart.value }) : refused(c, cart);
    });
}
