/**
 * Orders: GET /api/user/orders, POST /api/user/orders {addressId, couponCode?, paymentId, amount?}.
 * The server prices the order itself (its own prices, the stored cart, the coupon rules of
 * src/domain) and records it and empties the cart in one store call.
 */
import { getStore } from '../db';
import { orderBodySchema } from '../validation';
import { authenticate, json, parseBody, refused, route } from './http';

export const orderHandlers = [
  route('orders', 'get', '/api/user/orders', async ({ request }) => {
    const auth = await authenticate(request);
    if (!auth.ok) return auth.response;
    const orders = await getStore().orders(auth.data._id);
    return orders.ok ? json({ orders: orders.value }) : refused(orders);
  }),

  route('orders', 'post', '/api/user/orders', async ({ request }) => {
    const auth = await authenticate(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, orderBodySchema);
    if (!body.ok) return body.response;
    const { addressId, couponCode, paymentId, amount } = body.data;
    const placed = await getStore().placeOrder(auth.data._id, {
      addressId,
      couponCode: couponCode ?? undefined,
      paymentId,
      amount,
    });
    return placed.ok ? json(placed.value, 201) : refused(placed);
  }),
];
