/**
 * The console fires the payment provider's events at an order (docs/api.md), so designers and QA
 * can see every state without paying:
 * - POST /api/_console/orders/:id/events {type: 'paid' | 'failed'}: the simulated provider takes
 *   a payment of the order's amount that is captured or fails, and its event goes to the handler
 *   the webhook uses (backend/settlement/events.ts): paid, refunded when the order cannot keep it,
 *   or a failed attempt. 200 `{outcome, order}`; unknown order 404; an order not paid through the
 *   simulated provider 409.
 * Mounted under /api/_console, so it takes the console's admin token in server mode.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { amountInPaise } from '@/domain/pricing';
import type { OrderRecord } from '@/domain/types';
import type { ApiDeps } from '../deps';
import { fail } from '../http';
import { unknownOrder } from '../messages';
import { jsonBody, params, pathId } from '../middleware/validate';
import { providerId } from '../payments/simulated';
import { receiveEvent, settlementOf } from '../settlement';

export const NOT_SIMULATED =
  'Only an order paid through the simulated provider can be sent its events from the console.';

const eventBody = z.object({ type: z.enum(['paid', 'failed']) });

/** The order with this id, whoever owns it (an unpaid one first, cheaply; else the whole store). */
async function findOrder(deps: ApiDeps, orderId: string): Promise<OrderRecord | undefined> {
  const waiting = await deps.shop.orders.awaitingPayment(new Date(8.64e15), 1000);
  const unpaid = waiting.find((w) => w.order._id === orderId);
  if (unpaid) return unpaid.order;
  const store = await deps.shop.admin.snapshot();
  return store.users.flatMap((u) => u.orders).find((o) => o._id === orderId);
}

export function consoleEventRoutes(deps: ApiDeps) {
  return new Hono().post(
    '/:id/events',
    params(z.object({ id: pathId })),
    jsonBody(eventBody),
    async (c) => {
      const orderId = c.req.valid('param').id;
      const order = await findOrder(deps, orderId);
      if (!order) return fail(c, 404, unknownOrder(orderId));
      const gateway = order.payment && deps.payments.for(order.payment);
      if (!order.payment || !gateway?.simulatePayment) return fail(c, 409, NOT_SIMULATED);
      const event = await gateway.simulatePayment(
        order.payment.orderId,
        amountInPaise(order.amount),
        c.var.body.type === 'paid' ? 'captured' : 'failed',
      );
      const handled = await receiveEvent(settlementOf(deps), {
        id: providerId('evt'),
        event,
        at: deps.clock.now(),
      });
      const after = await deps.shop.orders.findByProviderOrder(order.payment.orderId);
      return c.json({ outcome: handled.outcome, order: after?.order ?? order });
    },
  );
}
