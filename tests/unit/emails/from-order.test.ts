/** What a refund email says of the order it comes from (src/emails/from-order.ts). */
import { describe, expect, it } from 'vitest';
import type { OrderRecord, OrderRefund } from '@/domain/types';
import { orderEmailInput } from '@/emails/from-order';
import { orderRecord } from '../backend/payments/fake-orders';

const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;

const refund = (id: string, amount: number, lines: OrderRefund['lines'], minute: number) =>
  ({
    id,
    providerRefundId: `rfnd_${id}`,
    amount,
    status: 'processed',
    reason: 'x',
    createdAt: at(minute),
    lines,
  }) satisfies OrderRefund;

function refundEvent(order: OrderRecord) {
  const { event } = orderEmailInput(order, 'refund_issued', order.timeline.length, 'https://s');
  if (event.kind !== 'refund_issued') throw new Error('not a refund email');
  return event;
}

describe('the refund email', () => {
  it('says part of the order when a return gives back part, whatever a second payment got back', () => {
    // Paid twice: the second payment, which the order never kept, was refunded whole (no units).
    // Then one of two units is returned. The email said "refunded in full".
    const order = orderRecord({
      _id: 'o1',
      amount: 500,
      status: 'partially_refunded',
      orderProducts: [{ _id: 'p1', qty: 2 } as OrderRecord['orderProducts'][number]],
      timeline: [
        { status: 'pending', at: at(0) },
        { status: 'paid', at: at(1) },
        { status: 'partially_refunded', at: at(9) },
      ],
      refunds: [refund('dup', 500, [], 2), refund('ret', 240, [{ productId: 'p1', qty: 1 }], 9)],
    });
    expect(refundEvent(order)).toEqual({ kind: 'refund_issued', amount: 240, inFull: false });
  });

  it('says the whole order when its units all went back', () => {
    const order = orderRecord({
      _id: 'o2',
      amount: 500,
      status: 'refund_pending',
      timeline: [
        { status: 'pending', at: at(0) },
        { status: 'paid', at: at(1) },
        { status: 'refund_pending', at: at(5) },
      ],
      refunds: [refund('cancel', 500, [{ productId: 'p1', qty: 2 }], 5)],
    });
    expect(refundEvent(order)).toMatchObject({ amount: 500, inFull: true });
  });

  it('says the whole order for a late payment given back for stock sold meanwhile (no units)', () => {
    const order = orderRecord({
      _id: 'o3',
      amount: 500,
      status: 'refunded',
      timeline: [
        { status: 'pending', at: at(0) },
        { status: 'expired', at: at(15) },
        { status: 'refunded', at: at(20) },
      ],
      refunds: [refund('late', 500, [], 20)],
    });
    expect(refundEvent(order)).toMatchObject({ amount: 500, inFull: true });
  });

  it('a refund that failed before the email went tells its own amount, not the order’s', () => {
    const order = orderRecord({
      _id: 'o4',
      amount: 2010,
      status: 'refund_pending',
      orderProducts: [{ _id: 'p1', qty: 2 } as OrderRecord['orderProducts'][number]],
      timeline: [
        { status: 'pending', at: at(0) },
        { status: 'paid', at: at(1) },
        { status: 'delivered', at: at(3) },
        { status: 'return_requested', at: at(4) },
        { status: 'refund_pending', at: at(5) },
      ],
      refunds: [{ ...refund('ret', 1000, [{ productId: 'p1', qty: 1 }], 5), status: 'failed' }],
    });
    expect(refundEvent(order)).toEqual({ kind: 'refund_issued', amount: 1000, inFull: false });
  });

  it('an email sent after a later refund tells its own refund, and not "in full"', () => {
    // Two units returned one at a time; the first refund's email waited (the mail server was
    // down) until the second refund had given back the rest.
    const order = orderRecord({
      _id: 'o5',
      amount: 500,
      status: 'partially_refunded',
      orderProducts: [{ _id: 'p1', qty: 2 } as OrderRecord['orderProducts'][number]],
      timeline: [
        { status: 'pending', at: at(0) },
        { status: 'paid', at: at(1) },
        { status: 'partially_refunded', at: at(5) },
        { status: 'return_requested', at: at(6) },
        { status: 'partially_refunded', at: at(9) },
      ],
      refunds: [
        refund('first', 250, [{ productId: 'p1', qty: 1 }], 5),
        refund('second', 250, [{ productId: 'p1', qty: 1 }], 9),
      ],
    });
    const first = orderEmailInput(order, 'refund_issued', 3, 'https://s').event;
    expect(first).toEqual({ kind: 'refund_issued', amount: 250, inFull: false });
    expect(refundEvent(order)).toEqual({ kind: 'refund_issued', amount: 250, inFull: true });
  });
});
