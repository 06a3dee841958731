import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, canMove, type OrderLifecycleStatus } from '@/domain/order-status';
import {
  MOVE_TARGETS,
  canAskAgain,
  formatWhen,
  operatorMoves,
  shipmentSchema,
} from '@/features/tester/console/order-moves';

const order = (
  status: OrderLifecycleStatus,
  extra: { shipped?: boolean; delivered?: boolean } = {},
) => ({
  status,
  shipment: extra.shipped
    ? { carrier: 'Delhivery', trackingNumber: 'DL1', shippedAt: '2026-01-15T05:00:00Z' }
    : null,
  deliveredAt: extra.delivered ? '2026-01-16T05:00:00Z' : null,
});

describe("the console's moves on an order", () => {
  it('ships a paid or placed order, delivers a shipped one', () => {
    expect(operatorMoves(order('paid'))).toEqual(['ship']);
    expect(operatorMoves(order('placed'))).toEqual(['ship']);
    expect(operatorMoves(order('shipped', { shipped: true }))).toEqual(['deliver']);
  });

  it('receives or refuses a return, and offers nothing else then', () => {
    expect(operatorMoves(order('return_requested', { shipped: true, delivered: true }))).toEqual([
      'receive',
      'refuse',
    ]);
  });

  it('offers nothing for unpaid, closed or refunding orders', () => {
    for (const status of [
      'pending',
      'failed',
      'cancelled',
      'expired',
      'delivered',
      'refund_pending',
      'refunded',
    ] as const)
      expect(operatorMoves(order(status, { shipped: true, delivered: true }))).toEqual([]);
  });

  it('never ships or delivers an order twice', () => {
    expect(operatorMoves(order('partially_refunded', { shipped: true, delivered: true }))).toEqual(
      [],
    );
  });

  it('offers only moves the table of moves allows', () => {
    for (const status of ORDER_STATUSES)
      for (const move of operatorMoves(order(status)))
        expect(canMove(status, MOVE_TARGETS[move]), `${status} → ${move}`).toBe(true);
  });
});

describe("the console's shipment form", () => {
  it('takes a carrier and a tracking number, trimmed', () => {
    expect(shipmentSchema.parse({ carrier: ' Delhivery ', trackingNumber: ' DL123 ' })).toEqual({
      carrier: 'Delhivery',
      trackingNumber: 'DL123',
    });
  });

  it('says what is missing or too long', () => {
    const result = shipmentSchema.safeParse({ carrier: '  ', trackingNumber: 'x'.repeat(41) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter the carrier.',
      'The tracking number is at most 40 characters.',
    ]);
    expect(
      shipmentSchema.safeParse({ carrier: 'c'.repeat(61), trackingNumber: 'DL1' }).error?.issues[0]
        ?.message,
    ).toBe('The carrier is at most 60 characters.');
    expect(
      shipmentSchema.safeParse({ carrier: 'c'.repeat(60), trackingNumber: 't'.repeat(40) }).success,
    ).toBe(true);
  });
});

describe("the console's dates", () => {
  it("shows India's time whatever the zone the time was written in", () => {
    expect(formatWhen('2026-01-15T10:30:00+05:30')).toBe('15 Jan 2026, 10:30 am');
    expect(formatWhen('2026-01-15T05:00:00.000Z')).toBe('15 Jan 2026, 10:30 am');
    expect(formatWhen('not a date')).toBe('not a date');
  });

  it('offers Ask again as the back end allows it: a failed refund of a payment it can name', () => {
    const lines = [{ productId: 'p1', qty: 1 }];
    const refund = (status: 'pending' | 'processed' | 'failed', extra = {}) => ({
      id: 'r1',
      amount: 100,
      status,
      createdAt: '2026-01-15T05:00:00Z',
      lines,
      ...extra,
    });
    const paid = (refunds: ReturnType<typeof refund>[]) => ({
      paymentId: 'pay_1',
      amount: 100,
      refunds,
    });
    expect(canAskAgain(paid([refund('failed')]), refund('failed'))).toBe(true);
    expect(canAskAgain(paid([refund('pending')]), refund('pending'))).toBe(false);
    expect(canAskAgain(paid([refund('processed')]), refund('processed'))).toBe(false);
    // A payment the order never kept, given back: asked again from that payment, when it was kept.
    const stray = refund('failed', { lines: [], paymentId: 'pay_2' });
    expect(canAskAgain(paid([stray]), stray)).toBe(true);
    const noLines = refund('failed', { lines: [] });
    expect(canAskAgain(paid([noLines]), noLines)).toBe(false);
    expect(canAskAgain({ ...paid([refund('failed')]), paymentId: null }, refund('failed'))).toBe(
      false,
    );
    // The order's money already given back another way: more than was paid.
    const other = refund('processed', { id: 'r2' });
    expect(canAskAgain(paid([other, refund('failed')]), refund('failed'))).toBe(false);
  });
});
