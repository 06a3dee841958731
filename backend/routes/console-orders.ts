/**
 * The operator's side of an order after the sale (docs/api.md, "After the sale"), for the console's
 * Orders panel and anyone with the admin token:
 * - GET  /api/_console/orders?status=&page=1&pageSize=20: every shopper's orders, newest first,
 *   `{orders, total, page, pageSize}` (each order with its `userId`).
 * - POST /api/_console/orders/:id/ship {carrier, trackingNumber}: paid or placed → shipped.
 * - POST /api/_console/orders/:id/deliver: shipped → delivered; returns close GLAMOUR_RETURN_DAYS
 *   days later, and a Cash on Delivery order is paid now.
 * - POST /api/_console/orders/:id/return/receive: the parcel came back: its units back on hand and
 *   the lines' share refunded through the provider (backend/settlement/after-sale.ts), or in cash
 *   for a Cash on Delivery order.
 * - POST /api/_console/orders/:id/return/refuse: the return is refused: back to delivered.
 * - POST /api/_console/orders/:id/refunds/:refundId/retry: a refund the provider failed is asked
 *   again, under its next attempt's idempotency key (backend/settlement/after-sale.ts); 409 for a
 *   refund not failed.
 * Each move answers `{order}`; a move the order's status does not allow is 409 naming the status,
 * and changes nothing; an unknown order 404. Mounted under /api/_console, so it takes the console's
 * admin token in server mode.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { OrderRecord } from '@/domain/types';
import type { ApiDeps } from '../deps';
import { reply } from '../http';
import { RETURN_DAYS } from '../messages';
import { jsonBody, params, pathId, query } from '../middleware/validate';
import { afterSaleOf, receiveReturn, retryRefund } from '../settlement';
import { consoleOrdersQuerySchema, shipBodySchema } from '../validation';

const idParam = params(z.object({ id: pathId }));
const refundParam = params(z.object({ id: pathId, refundId: pathId }));
const asOrder = (order: OrderRecord) => ({ order });

export function consoleOrderRoutes(deps: ApiDeps) {
  const book = deps.shop.orders;
  return new Hono()
    .get('/', query(consoleOrdersQuerySchema), async (c) => {
      const { status, page, pageSize } = c.req.valid('query');
      const { orders, total } = await book.consoleList({ status, page, pageSize });
      return c.json({ orders, total, page, pageSize });
    })
    .post('/:id/ship', idParam, jsonBody(shipBodySchema), async (c) =>
      reply(c, await book.ship(c.req.valid('param').id, c.var.body), asOrder),
    )
    .post('/:id/deliver', idParam, async (c) =>
      reply(
        c,
        await book.deliver(c.req.valid('param').id, deps.returnDays ?? RETURN_DAYS),
        asOrder,
      ),
    )
    .post('/:id/return/receive', idParam, async (c) =>
      reply(c, await receiveReturn(afterSaleOf(deps), c.req.valid('param').id), asOrder),
    )
    .post('/:id/return/refuse', idParam, async (c) =>
      reply(c, await book.refuseReturn(c.req.valid('param').id), asOrder),
    )
    .post('/:id/refunds/:refundId/retry', refundParam, async (c) => {
      const { id, refundId } = c.req.valid('param');
      return reply(c, await retryRefund(afterSaleOf(deps), id, refundId), asOrder);
    });
}
