/**
 * Orders, order first and payment after (ARCHITECTURE "Payment"):
 * - GET  /api/user/orders
 * - POST /api/user/orders {addressId, couponCode?, idempotencyKey, amount?}: a pending order priced
 *   by the server, with the payment provider's order for exactly that amount (201; 200 when the
 *   idempotency key names an existing order).
 * - POST /api/user/orders/:id/confirm {paymentId, signature}: verified against the provider's
 *   secret, then paid and out of the cart in one store call (idempotent).
 * - POST /api/user/orders/:id/fail and /cancel: a failed attempt (still payable), given up.
 */
import { isValidPaymentSignature } from '@/domain/payment-signature';
import { amountInPaise } from '@/domain/pricing';
import { getStore } from '@backend/store';
import { amountChanged, orderMessages, unknownOrder } from '@backend/messages';
import { gatewayFor, paymentGateway } from '@backend/payments';
import { confirmBodySchema, orderBodySchema } from '@backend/validation';
import {
  authenticate,
  fail,
  json,
  param,
  parseBody,
  refused,
  route,
  type RouteInput,
} from './http';

async function closeRoute(input: RouteInput, status: 'failed' | 'cancelled'): Promise<Response> {
  const auth = await authenticate(input.request);
  if (!auth.ok) return auth.response;
  const orderId = param(input, 'id');
  if (!orderId.ok) return orderId.response;
  const closed = await getStore().closeOrder(auth.data._id, orderId.data, status);
  return closed.ok ? json(closed.value) : refused(closed);
}

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
    const { addressId, couponCode, idempotencyKey, amount } = body.data;
    const store = getStore();
    const userId = auth.data._id;
    const created = await store.createOrder(userId, {
      addressId,
      couponCode: couponCode ?? undefined,
      idempotencyKey,
      amount,
    });
    if (!created.ok) return refused(created);
    if ('priceChanged' in created.value) {
      const { amount, cart } = created.value.priceChanged;
      return json({ errors: [amountChanged(amount)], amount, cart }, 409);
    }
    let { order } = created.value;
    if (!order.payment && order.status !== 'cancelled' && order.status !== 'paid') {
      // The provider's order for exactly the server's amount; a retry with the same key tries again.
      try {
        const payment = await paymentGateway().createOrder({
          amountPaise: amountInPaise(order.amount),
          receipt: order._id,
        });
        const attached = await store.attachPayment(userId, order._id, payment);
        if (!attached.ok) return refused(attached);
        order = attached.value;
      } catch (error) {
        console.error('[glamour] the payment provider refused an order', error);
        return fail(502, orderMessages.gatewayFailed);
      }
    }
    const orders = await store.orders(userId);
    if (!orders.ok) return refused(orders);
    return json({ order, orders: orders.value }, created.value.created ? 201 : 200);
  }),

  route('orders', 'post', '/api/user/orders/:id/confirm', async (input) => {
    const auth = await authenticate(input.request);
    if (!auth.ok) return auth.response;
    const orderId = param(input, 'id');
    if (!orderId.ok) return orderId.response;
    const body = await parseBody(input.request, confirmBodySchema);
    if (!body.ok) return body.response;
    const store = getStore();
    const userId = auth.data._id;
    const orders = await store.orders(userId);
    if (!orders.ok) return refused(orders);
    const order = orders.value.find((o) => o._id === orderId.data);
    if (!order) return fail(404, unknownOrder(orderId.data));
    const gateway = order.payment && gatewayFor(order.payment);
    if (!order.payment || !gateway) return fail(409, orderMessages.wrongProvider);
    const { paymentId, signature } = body.data;
    const verified = await isValidPaymentSignature(
      gateway.secret,
      order.payment.orderId,
      paymentId,
      signature,
    );
    if (!verified) return fail(400, orderMessages.badSignature);
    const confirmed = await store.confirmOrder(userId, order._id, paymentId);
    return confirmed.ok ? json(confirmed.value) : refused(confirmed);
  }),

  route('orders', 'post', '/api/user/orders/:id/fail', (input) => closeRoute(input, 'failed')),
  route('orders', 'post', '/api/user/orders/:id/cancel', (input) => closeRoute(input, 'cancelled')),
];
