import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canRate,
  cancelConsequence,
  refundSummary,
  returnableLines,
  returnWindow,
} from '@/features/account/after-sale';
import {
  chosenLines,
  emptyReturnForm,
  RETURN_MESSAGES,
  returnFormSchema,
  toReturnInput,
} from '@/features/account/return-schema';
import type { ShopperOrder } from '@/api/orders';
import type { OrderLifecycleStatus } from '@/domain/order-status';
import type { OrderRefund } from '@/domain/types';

const refund = (amount: number, status: OrderRefund['status']): OrderRefund => ({
  id: `r-${amount}-${status}`,
  providerRefundId: null,
  amount,
  status,
  reason: 'return',
  createdAt: '2026-01-12T10:00:00+05:30',
  lines: [],
});

describe('what can still be done to an order', () => {
  it('cancels until it ships: unpaid, placed and paid orders only', () => {
    for (const status of ['pending', 'failed', 'placed', 'paid'] as const)
      expect(canCancel({ status })).toBe(true);
    for (const status of [
      'shipped',
      'delivered',
      'cancelled',
      'expired',
      'refund_pending',
      'refunded',
    ] as const)
      expect(canCancel({ status })).toBe(false);
  });

  it('says what cancelling does to the money', () => {
    expect(cancelConsequence({ status: 'paid', amount: 500 })).toMatch(/refunded in full/);
    expect(cancelConsequence({ status: 'placed', amount: 500 })).toMatch(/pay at delivery/);
    expect(cancelConsequence({ status: 'pending', amount: 500 })).toMatch(/Nothing was charged/);
  });

  it('opens returns of a delivered order until its returnBy, to the second', () => {
    const order = { status: 'delivered' as const, returnBy: '2026-01-17T10:30:00.000Z' };
    expect(returnWindow(order, new Date('2026-01-17T10:29:59.999Z'))).toEqual({
      state: 'open',
      until: order.returnBy,
    });
    // Closed at its instant, as the server has it (returnOpen): never offered and then refused.
    expect(returnWindow(order, new Date('2026-01-17T10:30:00.000Z'))).toEqual({
      state: 'closed',
      closedOn: order.returnBy,
    });
    expect(returnWindow(order, new Date('2026-01-17T10:30:01.000Z'))).toEqual({
      state: 'closed',
      closedOn: order.returnBy,
    });
    // Kept lines of a partly refunded order can still go back; a shipped one has no window.
    expect(
      returnWindow({ ...order, status: 'partially_refunded' }, new Date('2026-01-16')).state,
    ).toBe('open');
    expect(returnWindow({ status: 'shipped', returnBy: null }, new Date()).state).toBe('none');
    expect(
      returnWindow({ ...order, status: 'return_requested' }, new Date('2026-01-16')).state,
    ).toBe('none');
  });

  it('rates the products of a purchase the shopper keeps, not of one cancelled for a refund', () => {
    const line = (id: string, qty: number) => ({ id, qty });
    const given = (productId: string, qty: number) => ({
      ...refund(100, 'pending'),
      lines: [{ productId, qty }],
    });
    const order = (status: OrderLifecycleStatus, refunds: OrderRefund[] = []) => ({
      status,
      lines: [line('a', 2), line('b', 1)] as ShopperOrder['lines'],
      refunds,
    });
    expect(canRate(order('paid'), 'a')).toBe(true);
    expect(canRate(order('placed'), 'b')).toBe(true);
    expect(canRate(order('delivered'), 'a')).toBe(true);
    expect(canRate(order('pending'), 'a')).toBe(false);
    expect(canRate(order('refunded'), 'a')).toBe(false);
    // A paid order cancelled: every unit goes back with its refund, still on its way.
    const cancelled = order('refund_pending', [
      {
        ...given('a', 2),
        lines: [
          { productId: 'a', qty: 2 },
          { productId: 'b', qty: 1 },
        ],
      },
    ]);
    expect(canRate(cancelled, 'a')).toBe(false);
    expect(canRate(cancelled, 'b')).toBe(false);
    // A return of b alone, and of one of the two a's: the rest is kept.
    expect(canRate(order('refund_pending', [given('b', 1)]), 'a')).toBe(true);
    expect(canRate(order('refund_pending', [given('b', 1)]), 'b')).toBe(false);
    expect(canRate(order('partially_refunded', [given('a', 1)]), 'a')).toBe(true);
    expect(canRate(order('partially_refunded', [given('a', 1), given('a', 1)]), 'a')).toBe(false);
    // A refund that failed at the provider still took the units back.
    expect(canRate(order('refund_pending', [{ ...given('b', 1), status: 'failed' }]), 'b')).toBe(
      false,
    );
  });
});

describe('refunds in words', () => {
  it('adds refunds by state, a failed one still owed and on its way', () => {
    expect(refundSummary({ refunds: [] })).toBeNull();
    expect(
      refundSummary({
        refunds: [refund(100.1, 'processed'), refund(0.2, 'processed'), refund(50, 'failed')],
      }),
    ).toEqual({ processed: 100.3, pending: 50, count: 3 });
  });
});

describe('the return form', () => {
  const lines = returnableLines(
    {
      lines: [
        { id: 'a', name: 'A', image: '', price: 100, qty: 2 },
        { id: 'b', name: 'B', image: '', price: 50, qty: 1 },
      ] as never,
    },
    new Map([['a', 1]]),
  );

  it('lists each line with the units that can still go back', () => {
    expect(lines.map((l) => [l.productId, l.bought, l.returnable])).toEqual([
      ['a', 2, 1],
      ['b', 1, 0],
    ]);
  });

  it('starts with nothing chosen and needs a line and a reason', () => {
    const empty = emptyReturnForm(lines);
    expect(empty.lines.map((l) => [l.selected, l.qty])).toEqual([
      [false, 1],
      [false, 1],
    ]);
    const checked = returnFormSchema.safeParse(empty);
    expect(checked.success).toBe(false);
    const messages = checked.error?.issues.map((issue) => issue.message);
    expect(messages).toContain(RETURN_MESSAGES.noLines);
    expect(messages).toContain(RETURN_MESSAGES.reason);
  });

  it('sends the chosen lines only, with the reason trimmed', () => {
    const values = {
      lines: [
        { productId: 'a', selected: true, qty: 1 },
        { productId: 'b', selected: false, qty: 1 },
      ],
      reason: '  Too small.  ',
    };
    expect(returnFormSchema.safeParse(values).success).toBe(true);
    expect(chosenLines(values)).toEqual([{ productId: 'a', qty: 1 }]);
    expect(toReturnInput(values)).toEqual({
      lines: [{ productId: 'a', qty: 1 }],
      reason: 'Too small.',
    });
    expect(returnFormSchema.safeParse({ ...values, reason: 'x'.repeat(501) }).success).toBe(false);
  });
});
