/**
 * Orders, order first and payment after (docs/architecture.md "Payment"):
 * - GET  /api/user/orders
 * - POST /api/user/orders {addressId, couponCode?, idempotencyKey, amount?, paymentMethod?}: a
 *   pending order priced by the server, its stock held, with the payment provider's order for
 *   exactly that amount (201; 200 when the idempotency key names an existing order). With
 *   `paymentMethod: 'cod'` the order is placed at once, its stock taken and the cart emptied
 *   (201 {order, orders, cart}); above the COD limit, 409. Short of stock: 409, nothing held.
 * - POST /api/user/orders/:id/confirm {paymentId, signature}: verified against the provider's
 *   secret, then paid and out of the cart in one store call (idempotent); a payment the order
 *   refuses is refunded in full through the provider (backend/settlement/).
 * - POST /api/user/orders/:id/test-payment {method: 'card', number, expiry, cvv} | {method: 'upi',
 *   vpa}: the simulated provider (test mode) charges a test card or UPI id by Razorpay's test rules
 *   and answers the signed result `{orderId, paymentId, signature}` for confirm, or 402 with the
 *   refusal. The secret it signs with never leaves the server.
 * - POST /api/user/orders/:id/fail: a failed attempt (still payable).
 * - GET  /api/user/orders/:id: the shopper's order `{order}`, with its timeline, shipment, return
 *   and refunds.
 * - POST /api/user/orders/:id/cancel: until it ships (backend/settlement/after-sale.ts): an unpaid
 *   order is cancelled, a placed one too (its units back on hand), a paid one is refunded in full
 *   through the provider at once (`refund_pending`, then `refunded` when the provider confirms).
 *   `{order, orders}`; shipped or later: 409 naming the status.
 * - POST /api/user/orders/:id/return {lines: [{productId, qty}], reason}: a delivered order, until
 *   its `returnBy` (after it: 409 naming the day returns closed), becomes `return_requested`, its
 *   refund fixed now (src/domain/refunds.ts). `{order, orders}`.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { isValidPaymentSignature } from '@/domain/payment-signature';
import { amountInPaise } from '@/domain/pricing';
import { testPaymentSchema } from '@/domain/test-payments';
import type { ApiDeps } from '../deps';
import { fail, refused, reply } from '../http';
import { amountChanged, orderMessages, unknownOrder } from '../messages';
import { signedIn, type SignedInEnv } from '../middleware/signed-in';
import { jsonBody, params, pathId } from '../middleware/validate';
import { afterSaleOf, cancelOrder, settleRefusedConfirm, settlementOf } from '../settlement';
import { confirmBodySchema, orderBodySchema, returnBodySchema } from '../validation';

const orderParam = params(z.object({ id: pathId }));

export function orderRoutes(deps: ApiDeps) {
  const { payments, clock } = deps;
  const { orders: book } = deps.shop;
  const user = signedIn(deps);
  const testPayment = jsonBody(testPaymentSchema(() => clock.now()));

  const close =
    (status: 'failed') =>
    async (c: Context<SignedInEnv, string, { out: { param: { id: string } } }>) => {
      const closed = await book.close(c.var.user._id, c.req.valid('param').id, status);
      return reply(c, closed, (changed) => changed);
    };

  return new Hono()
    .get('/', user, async (c) => {
      return reply(c, await book.list(c.var.user._id), (orders) => ({ orders }));
    })
    .post('/', user, jsonBody(orderBodySchema), async (c) => {
      const { addressId, couponCode, idempotencyKey, amount, paymentMethod } = c.var.body;
      const userId = c.var.user._id;
      const created = await book.create(userId, {
        addressId,
        couponCode: couponCode ?? undefined,
        idempotencyKey,
        amount,
        paymentMethod,
        codLimit: deps.codLimit,
        holdMinutes: deps.orderHoldMinutes,
      });
      if (!created.ok) return refused(c, created);
      if ('priceChanged' in created.value) {
        const { amount, cart } = created.value.priceChanged;
        return c.json({ errors: [amountChanged(amount)], amount, cart }, 409);
      }
      let { order } = created.value;
      const status = created.value.created ? 201 : 200;
      // Cash on Delivery: placed, nothing to pay now, its lines out of the cart.
      if (order.paymentMethod === 'cod') {
        const cart = created.value.cart ?? (await deps.shop.carts.lines(userId));
        if (Array.isArray(cart))
          return c.json({ order, orders: created.value.orders, cart }, status);
        if (!cart.ok) return refused(c, cart);
        return c.json({ order, orders: created.value.orders, cart: cart.value }, status);
      }
      if (!order.payment && (order.status === 'pending' || order.status === 'failed')) {
        // The provider's order for exactly the server's amount; a retry with the same key tries again.
        try {
          const payment = await payments.current().createOrder({
            amountPaise: amountInPaise(order.amount),
            receipt: order._id,
          });
          const attached = await book.attachPayment(userId, order._id, payment);
          if (!attached.ok) return refused(c, attached);
          order = attached.value;
        } catch (error) {
          console.error('[glamour] the payment provider refused an order', error);
          return fail(c, 502, orderMessages.gatewayFailed);
        }
      }
      return reply(c, await book.list(userId), (orders) => ({ order, orders }), status);
    })
    .post('/:id/confirm', user, orderParam, jsonBody(confirmBodySchema), async (c) => {
      const userId = c.var.user._id;
      const orderId = c.req.valid('param').id;
      const orders = await book.list(userId);
      if (!orders.ok) return refused(c, orders);
      const order = orders.value.find((o) => o._id === orderId);
      if (!order) return fail(c, 404, unknownOrder(orderId));
      const gateway = order.payment && payments.for(order.payment);
      if (!order.payment || !gateway) return fail(c, 409, orderMessages.wrongProvider);
      const { paymentId, signature } = c.var.body;
      const verified = await isValidPaymentSignature(
        gateway.secret,
        order.payment.orderId,
        paymentId,
        signature,
      );
      if (!verified) return fail(c, 400, orderMessages.badSignature);
      const confirmed = await book.confirm(userId, order._id, paymentId);
      // A verified payment the order refuses is given back in full (backend/settlement/); the
      // shopper reads why the order refused it, and that the money is on its way back.
      if (!confirmed.ok && confirmed.reason === 'conflict') {
        const settled = await settleRefusedConfirm(settlementOf(deps), order, paymentId);
        if (settled?.outcome === 'refunded' && settled.refund?.status !== 'failed')
          return fail(c, 409, `${confirmed.message} ${orderMessages.refundedInFull}`);
      }
      return reply(c, confirmed, (value) => value);
    })
    .post('/:id/test-payment', user, orderParam, testPayment, async (c) => {
      const orderId = c.req.valid('param').id;
      const orders = await book.list(c.var.user._id);
      if (!orders.ok) return refused(c, orders);
      const order = orders.value.find((o) => o._id === orderId);
      if (!order) return fail(c, 404, unknownOrder(orderId));
      const gateway = order.payment && payments.for(order.payment);
      if (!order.payment || !gateway) return fail(c, 409, orderMessages.wrongProvider);
      if (!gateway.chargeTest) return fail(c, 409, orderMessages.notTestMode);
      // As a gateway refuses to take a second payment for a paid order, or any for a closed one.
      if (order.status === 'paid') return fail(c, 409, orderMessages.alreadyPaid);
      if (order.status === 'cancelled') return fail(c, 409, orderMessages.cancelled);
      const charge = await gateway.chargeTest(order.payment.orderId, c.var.body);
      if (!charge.ok) return fail(c, 402, charge.message);
      const { paymentId, signature } = charge;
      return c.json({ orderId: charge.orderId, paymentId, signature });
    })
    .post('/:id/fail', user, orderParam, close('failed'))
    .get('/:id', user, orderParam, async (c) => {
      const order = await book.get(c.var.user._id, c.req.valid('param').id);
      return reply(c, order, (value) => ({ order: value }));
    })
    .post('/:id/cancel', user, orderParam, async (c) => {
      const id = c.req.valid('param').id;
      return reply(c, await cancelOrder(afterSaleOf(deps), c.var.user._id, id), (v) => v);
    })
    .post('/:id/return', user, orderParam, jsonBody(returnBodySchema), async (c) => {
      const userId = c.var.user._id;
      const asked = await book.requestReturn(userId, c.req.valid('param').id, c.var.body);
      if (!asked.ok) return refused(c, asked);
      const order = asked.value;
      return reply(c, await book.list(userId), (orders) => ({ order, orders }));
    });
}
