/**
 * An order record as an email tells it: the lines and total from the order, the event's details
 * (the shipment, the return window, the refund) from what the order holds when the email is sent.
 */
import type { OrderEmailKind } from '@/domain/order-emails';
import { totalRefunded } from '@/domain/refunds';
import type { OrderRecord, OrderRefund } from '@/domain/types';
import type { OrderEmailEvent, OrderEmailInput, OrderEmailOrder } from './order-email';

const toPaise = (rupees: number) => Math.round(rupees * 100);

export function orderEmailOrder(order: OrderRecord): OrderEmailOrder {
  const address = order.deliveryAddress;
  return {
    id: order._id,
    createdAt: order.createdAt,
    lines: order.orderProducts.map((line) => ({
      productId: line._id,
      name: line.name,
      brand: line.brand,
      size: line.size,
      qty: line.qty,
      price: Number(line.price),
    })),
    total: order.amount,
    couponCode: order.couponCode,
    paymentMethod: order.paymentMethod,
    shipTo: {
      name: address.userName,
      city: address.city,
      state: address.state,
      pincode: String(address.pincode),
    },
  };
}

/**
 * The refunds made by the time of a status change (`at`): an email sent late (the mail server was
 * down) still tells the refund of its own change, not one made after it.
 */
const refundsBy = (order: OrderRecord, at: string | undefined): OrderRefund[] =>
  at === undefined ? order.refunds : order.refunds.filter((r) => r.createdAt <= at);

/**
 * The refund a status change told: the newest one made by then, even if it failed since (its
 * amount is what the change was about); the newest that did not fail, when none was made by then.
 */
function refundOf(order: OrderRecord, at: string | undefined): OrderRefund | undefined {
  return refundsBy(order, at).at(-1) ?? order.refunds.filter((r) => r.status !== 'failed').at(-1);
}

function eventOf(order: OrderRecord, kind: OrderEmailKind, seq: number): OrderEmailEvent {
  switch (kind) {
    case 'order_placed':
      return { kind };
    case 'order_shipped':
      return {
        kind,
        carrier: order.shipment?.carrier ?? 'Our courier',
        trackingNumber: order.shipment?.trackingNumber ?? 'on your order page',
      };
    case 'order_delivered':
      return { kind, returnBy: order.returnBy };
    case 'refund_issued': {
      const entry = order.timeline[seq - 1];
      const refund = refundOf(order, entry?.at);
      // In full: the order's money all given back (refunds of its units, as totalRefunded counts
      // them: a refund of a second payment the order never kept is not the order's money), or an
      // order refunded whole (a late payment given back for stock sold meanwhile has no units).
      const refundedByThen = totalRefunded({ refunds: refundsBy(order, entry?.at) });
      return {
        kind,
        amount: refund?.amount ?? order.amount,
        inFull: entry?.status === 'refunded' || toPaise(refundedByThen) >= toPaise(order.amount),
      };
    }
  }
}

/** What the email of `kind` owed for the order's timeline entry `seq` says. */
export function orderEmailInput(
  order: OrderRecord,
  kind: OrderEmailKind,
  seq: number,
  publicUrl: string,
): OrderEmailInput {
  return { order: orderEmailOrder(order), event: eventOf(order, kind, seq), publicUrl };
}
