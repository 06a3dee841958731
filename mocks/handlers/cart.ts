/** The signed-in shopper's cart: GET/POST /api/user/cart, POST/DELETE /api/user/cart/:productId. */
import { getStore } from '@backend/store';
import { productBodySchema, qtyActionSchema } from '@backend/validation';
import { authenticate, json, param, parseBody, refused, route } from './http';

export const cartHandlers = [
  route('cart', 'get', '/api/user/cart', async ({ request }) => {
    const auth = await authenticate(request);
    if (!auth.ok) return auth.response;
    const cart = await getStore().cart(auth.data._id);
    return cart.ok ? json({ cart: cart.value }) : refused(cart);
  }),

  route('cart', 'post', '/api/user/cart', async ({ request }) => {
    const auth = await authenticate(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, productBodySchema);
    if (!body.ok) return body.response;
    const cart = await getStore().addToCart(auth.data._id, body.data.product._id);
    return cart.ok ? json({ cart: cart.value }, 201) : refused(cart);
  }),

  route('cart', 'post', '/api/user/cart/:productId', async (input) => {
    const auth = await authenticate(input.request);
    if (!auth.ok) return auth.response;
    const productId = param(input, 'productId');
    if (!productId.ok) return productId.response;
    const body = await parseBody(input.request, qtyActionSchema);
    if (!body.ok) return body.response;
    const cart = await getStore().changeQty(auth.data._id, productId.data, body.data.action.type);
    return cart.ok ? json({ cart: cart.value }) : refused(cart);
  }),

  route('cart', 'delete', '/api/user/cart/:productId', async (input) => {
    const auth = await authenticate(input.request);
    if (!auth.ok) return auth.response;
    const productId = param(input, 'productId');
    if (!productId.ok) return productId.response;
    const cart = await getStore().removeFromCart(auth.data._id, productId.data);
    return cart.ok ? json({ cart: cart.value }) : refused(cart);
  }),
];
