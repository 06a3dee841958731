/** The signed-in shopper's wishlist: GET/POST /api/user/wishlist, DELETE /api/user/wishlist/:productId. */
import { getStore } from '@backend/store';
import { productBodySchema } from '@backend/validation';
import { authenticate, json, param, parseBody, refused, route } from './http';

export const wishlistHandlers = [
  route('wishlist', 'get', '/api/user/wishlist', async ({ request }) => {
    const auth = await authenticate(request);
    if (!auth.ok) return auth.response;
    const wishlist = await getStore().wishlist(auth.data._id);
    return wishlist.ok ? json({ wishlist: wishlist.value }) : refused(wishlist);
  }),

  route('wishlist', 'post', '/api/user/wishlist', async ({ request }) => {
    const auth = await authenticate(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, productBodySchema);
    if (!body.ok) return body.response;
    const wishlist = await getStore().addToWishlist(auth.data._id, body.data.product._id);
    return wishlist.ok ? json({ wishlist: wishlist.value }, 201) : refused(wishlist);
  }),

  route('wishlist', 'delete', '/api/user/wishlist/:productId', async (input) => {
    const auth = await authenticate(input.request);
    if (!auth.ok) return auth.response;
    const productId = param(input, 'productId');
    if (!productId.ok) return productId.response;
    const wishlist = await getStore().removeFromWishlist(auth.data._id, productId.data);
    return wishlist.ok ? json({ wishlist: wishlist.value }) : refused(wishlist);
  }),
];
