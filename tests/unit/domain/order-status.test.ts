import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  closedAt,
  closedBeforePaying,
  canMove,
  hasPurchase,
  isFinal,
  isOpenOrder,
  isOrderStatus,
  isPurchase,
  keepsProduct,
  keepsSomething,
  keptUnits,
  movesInto,
  ORDER_MOVES,
  ORDER_STATUSES,
  orderStatusLabel,
  type OrderLifecycleStatus,
} from '@/domain/order-status';
import type { OrderStatus } from '@/domain/types';

type Move = readonly [OrderLifecycleStatus, OrderLifecycleStatus];

/** Every allowed move, written out once more so a change to the table is a change here too. */
const ALLOWED: readonly Move[] = [
  ['pending', 'paid'],
  ['pending', 'failed'],
  ['pending', 'cancelled'],
  ['pending', 'expired'],
  ['pending', 'refunded'],
  ['failed', 'paid'],
  ['failed', 'cancelled'],
  ['failed', 'expired'],
  ['failed', 'refunded'],
  ['paid', 'shipped'],
  ['paid', 'refund_pending'],
  ['placed', 'shipped'],
  ['placed', 'cancelled'],
  ['cancelled', 'refunded'],
  ['expired', 'paid'],
  ['expired', 'refunded'],
  ['shipped', 'delivered'],
  ['delivered', 'return_requested'],
  ['return_requested', 'refund_pending'],
  ['return_requested', 'delivered'],
  ['return_requested', 'refunded'],
  ['return_requested', 'partially_refunded'],
  ['refund_pending', 'refunded'],
  ['refund_pending', 'partially_refunded'],
  ['partially_refunded', 'return_requested'],
];

const key = ([from, to]: Move) => `${from} → ${to}`;

describe('order statuses', () => {
  it('name, for each status, the statuses that move into it', () => {
    expect(movesInto('paid')).toEqual(['pending', 'failed', 'expired']);
    expect(movesInto('cancelled')).toEqual(['pending', 'failed', 'placed']);
    expect(movesInto('refunded')).toEqual([
      'pending',
      'failed',
      'cancelled',
      'expired',
      'return_requested',
      'refund_pending',
    ]);
    expect(movesInto('pending')).toEqual([]);
  });

  it('are one list of twelve, and the store’s statuses are among them', () => {
    expect(ORDER_STATUSES).toHaveLength(12);
    expect(new Set(ORDER_STATUSES).size).toBe(12);
    expectTypeOf<OrderStatus>().toExtend<OrderLifecycleStatus>();
    for (const status of ['pending', 'paid', 'failed', 'cancelled'] satisfies OrderStatus[])
      expect(isOrderStatus(status)).toBe(true);
    expect(isOrderStatus('unknown')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
  });

  it.each(ALLOWED)('allow %s → %s', (from, to) => {
    expect(canMove(from, to)).toBe(true);
  });

  it('allow nothing else (every pair of statuses checked)', () => {
    const allowed = new Set(ALLOWED.map(key));
    const table = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canMove(from, to)).map((to) => key([from, to])),
    );
    expect(new Set(table)).toEqual(allowed);
    expect(table).toHaveLength(ALLOWED.length);
  });

  it.each([
    ['paid', 'cancelled'],
    ['paid', 'failed'],
    ['paid', 'pending'],
    ['paid', 'refunded'],
    ['cancelled', 'paid'],
    ['cancelled', 'pending'],
    ['expired', 'pending'],
    ['cancelled', 'refund_pending'],
    ['partially_refunded', 'shipped'],
    ['refunded', 'refund_pending'],
    ['placed', 'paid'],
    ['placed', 'refund_pending'],
    ['shipped', 'cancelled'],
    ['delivered', 'refund_pending'],
    ['pending', 'shipped'],
    ['failed', 'failed'],
    ['pending', 'pending'],
  ] satisfies Move[])('refuse %s → %s', (from, to) => {
    expect(canMove(from, to)).toBe(false);
  });

  it('keep today’s rules between pending, failed, paid and cancelled (backend/store/order-ops.ts)', () => {
    // Confirming pays a pending or failed order and refuses a cancelled one; marking failed or
    // cancelled works until the order is paid or cancelled. A repeat of the same status is no move.
    type Today = 'pending' | 'failed' | 'paid' | 'cancelled';
    const today: Record<Today, Today[]> = {
      pending: ['paid', 'failed', 'cancelled'],
      failed: ['paid', 'cancelled'],
      paid: [],
      cancelled: [],
    };
    const existing = Object.keys(today) as Today[];
    for (const from of existing)
      expect(existing.filter((to) => canMove(from, to))).toEqual(
        existing.filter((to) => today[from].includes(to)),
      );
  });

  it('end where no move leads on: refunded (a payment that reaches a closed order goes back)', () => {
    expect(ORDER_STATUSES.filter(isFinal)).toEqual(['refunded']);
    // Every status but the two starts can be reached.
    const reached = new Set(Object.values(ORDER_MOVES).flat());
    expect(ORDER_STATUSES.filter((s) => !reached.has(s))).toEqual(['pending', 'placed']);
  });

  it('read in plain words', () => {
    expect(Object.fromEntries(ORDER_STATUSES.map((s) => [s, orderStatusLabel(s)]))).toEqual({
      pending: 'Awaiting payment',
      failed: 'Payment failed',
      paid: 'Paid',
      placed: 'Placed: pay on delivery',
      cancelled: 'Cancelled',
      expired: 'Expired',
      shipped: 'Shipped',
      delivered: 'Delivered',
      return_requested: 'Return requested',
      refund_pending: 'Refund in progress',
      partially_refunded: 'Partly refunded',
      refunded: 'Refunded',
    });
  });

  it('count as a purchase once paid or placed, until cancelled, expired or wholly refunded', () => {
    expect(ORDER_STATUSES.filter(isPurchase)).toEqual([
      'paid',
      'placed',
      'shipped',
      'delivered',
      'return_requested',
      'refund_pending',
      'partially_refunded',
    ]);
  });

  it('an account has bought when any one of its orders is a purchase', () => {
    const orders = (...statuses: OrderLifecycleStatus[]) =>
      statuses.map((status) => ({ status, units: [{ productId: 'a', qty: 1 }], refunds: [] }));
    expect(hasPurchase([])).toBe(false);
    expect(hasPurchase(orders('pending', 'cancelled', 'expired', 'refunded', 'failed'))).toBe(
      false,
    );
    expect(hasPurchase(orders('cancelled', 'delivered'))).toBe(true);
    expect(hasPurchase(orders('partially_refunded'))).toBe(true);
  });

  it('a purchase keeps the units its refunds do not give back, whatever became of the money', () => {
    const order = (status: OrderLifecycleStatus, ...given: [string, number][]) => ({
      status,
      units: [
        { productId: 'a', qty: 2 },
        { productId: 'b', qty: 1 },
      ],
      refunds: given.map(([productId, qty]) => ({ lines: [{ productId, qty }] })),
    });
    expect(keptUnits(order('delivered'), 'a')).toBe(2);
    expect(keptUnits(order('delivered'), 'c')).toBe(0);
    expect(keptUnits(order('refund_pending', ['a', 1]), 'a')).toBe(1);
    expect(keptUnits(order('refund_pending', ['a', 1], ['a', 1], ['a', 1]), 'a')).toBe(0);
    expect(keepsProduct(order('refund_pending', ['b', 1]), 'a')).toBe(true);
    expect(keepsProduct(order('refund_pending', ['b', 1]), 'b')).toBe(false);
    expect(keepsProduct(order('cancelled'), 'a')).toBe(false);
    // A paid order cancelled: its refund gives back every unit while the order is refund_pending.
    const cancelled = order('refund_pending', ['a', 2], ['b', 1]);
    expect(keepsSomething(cancelled)).toBe(false);
    expect(hasPurchase([cancelled])).toBe(false);
    expect(hasPurchase([cancelled, order('partially_refunded', ['a', 2])])).toBe(true);
  });
});

describe('isOpenOrder', () => {
  it('is open while the shop owes something: stock, payment, parcel or refund', () => {
    const open = ORDER_STATUSES.filter((status) => isOpenOrder({ status }));
    expect(open).toEqual([
      'pending',
      'failed',
      'paid',
      'placed',
      'shipped',
      'return_requested',
      'refund_pending',
    ]);
    // Over, except for a refund still owed.
    expect(isOpenOrder({ status: 'refunded', refunds: [{ status: 'processed' }] })).toBe(false);
    expect(isOpenOrder({ status: 'partially_refunded', refunds: [{ status: 'pending' }] })).toBe(
      true,
    );
    // A refund the provider failed is still owed.
    expect(isOpenOrder({ status: 'refunded', refunds: [{ status: 'failed' }] })).toBe(true);
  });
});

describe('closedBeforePaying', () => {
  const payment = { provider: 'simulated', orderId: 'sim_1', keyId: null };
  const order = (status: OrderLifecycleStatus, changes: Record<string, unknown> = {}) => ({
    status,
    paymentId: null,
    payment,
    refunds: [],
    ...changes,
  });

  it('is an order expired or cancelled unpaid that a provider order could still pay', () => {
    expect(closedBeforePaying(order('expired'))).toBe(true);
    expect(closedBeforePaying(order('cancelled'))).toBe(true);
    // A late payment it could not keep, whose refund is not recorded yet.
    expect(closedBeforePaying(order('refunded'))).toBe(true);
    const closings: OrderLifecycleStatus[] = ['expired', 'cancelled', 'refunded'];
    for (const status of ORDER_STATUSES.filter((s) => !closings.includes(s)))
      expect(closedBeforePaying(order(status))).toBe(false);
    // No provider order (nothing to pay with, or Cash on Delivery), paid once, or settled by a refund.
    expect(closedBeforePaying(order('cancelled', { payment: null }))).toBe(false);
    expect(closedBeforePaying(order('cancelled', { paymentId: 'pay_1' }))).toBe(false);
    expect(closedBeforePaying(order('expired', { refunds: [{ id: 'rfnd_1' }] }))).toBe(false);
  });

  it('closed at its timeline’s last entry', () => {
    expect(
      closedAt({
        timeline: [{ at: '2026-11-20T10:00:00+05:30' }, { at: '2026-11-20T10:15:00+05:30' }],
      }),
    ).toBe('2026-11-20T10:15:00+05:30');
    expect(closedAt({ timeline: [] })).toBeNull();
  });
});
