/** The signed-in shopper's wishlist: GET/POST /api/user/wishlist, DELETE /api/user/wishlist/:productId. */
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import { refused } from '../http';
import { signedIn } from '../middleware/signed-in';
import { jsonBody, params, pathId } from '../middleware/validate';
import { productBodySchema } from '../validation';

export function wishlistRoutes(deps: ApiDeps) {
  const { store } = deps;
  const user = signedIn(deps);
  return new Hono()
    .get('/', user, async (c) => {
      const wishlist = await store.wishlist(c.var.user._id);
      return wishlist.ok ? c.json({ wishlist: wishlist.value }) : refused(c, wishlist);
    })
    .post('/', user, jsonBody(productBodySchema), async (c) => {
      const wishlist = await store.addToWishlist(c.var.user._id, c.var.body.product._id);
      return wishlist.ok ? c.json({ wishlist: wishlist.value }, 201) : refused(c, wishlist);
    })
    .delete('/:productId', user, params(z.object({ productId: pathId })), async (c) => {
      const { productId } = c.req.valid('param');
      const wishlist = await store.removeFromWishlist(c.var.user._id, productId);
      return wishlist.ok ? c.json({ wishlist: wishlist.value }) : refused(c, wishlist);
    });
}
