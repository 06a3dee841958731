/** The signed-in shopper's wishlist: GET/POST /api/user/wishlist, DELETE /api/user/wishlist/:productId. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import { reply } from '../http';
import { signedIn } from '../middleware/signed-in';
import { jsonBody, params, pathId } from '../middleware/validate';
import { productBodySchema } from '../validation';

export function wishlistRoutes(deps: ApiDeps) {
  const { wishlists } = deps.shop;
  const user = signedIn(deps);
  return new Hono()
    .get('/', user, async (c) => {
      return reply(c, await wishlists.entries(c.var.user._id), (wishlist) => ({ wishlist }));
    })
    .post('/', user, jsonBody(productBodySchema), async (c) => {
      const wishlist = await wishlists.add(c.var.user._id, c.var.body.product._id);
      return reply(c, wishlist, (wishlist) => ({ wishlist }), 201);
    })
    .delete('/:productId', user, params(z.object({ productId: pathId })), async (c) => {
      const { productId } = c.req.valid('param');
      const wishlist = await wishlists.remove(c.var.user._id, productId);
      return reply(c, wishlist, (wishlist) => ({ wishlist }));
    });
}
