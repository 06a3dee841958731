import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatDay,
  MAX_REFUND_ATTEMPT,
  refundedPayment,
  returnableUnits,
  returnClosesAt,
  returnLinesProblem,
  returnOpen,
  returnRefund,
  totalRefunded,
  whyNotAskedAgain,
  type ReturnLine,
} from '@/domain/refunds';
import type { CartLineRecord, OrderRefund } from '@/domain/types';

const line = (id: string, price: number, qty: number) =>
  ({ _id: id, name: `Product ${id}`, price: String(price), qty }) as unknown as CartLineRecord;

/** An order of these lines with shipping 10 and `coupon` off. */
function order(lines: CartLineRecord[], coupon = 0, refunds: OrderRefund[] = []) {
  const items = lines.reduce((sum, l) => sum + Math.round(Number(l.price) * 100) * l.qty, 0);
  return { orderProducts: lines, amount: (items + 1000 - coupon * 100) / 100, refunds };
}

const refunded = (
  amount: number,
  lines: ReturnLine[],
  status: OrderRefund['status'] = 'processed',
) =>
  ({
    id: `r${amount}`,
    providerRefundId: null,
    amount,
    status,
    reason: 'Return',
    createdAt: '2026-12-01T10:00:00+05:30',
    lines,
  }) satisfies OrderRefund;

describe('returnRefund', () => {
  it('refunds the items’ price less their pro rata share of the coupon; shipping stays', () => {
    // Items 300 + 100 = 400, coupon 40 (10 %), shipping 10: paid 370.
    const o = order([line('a', 150, 2), line('b', 100, 1)], 40);
    expect(returnRefund(o, [{ productId: 'b', qty: 1 }])).toEqual({
      amount: 90,
      itemsValue: 100,
      couponShare: 10,
      deliveryShare: 0,
    });
  });

  it('gives the shipping back with the last unit, and the whole payment when all comes back', () => {
    const o = order([line('a', 150, 2), line('b', 100, 1)], 40);
    expect(
      returnRefund(o, [
        { productId: 'a', qty: 2 },
        { productId: 'b', qty: 1 },
      ]),
    ).toEqual({ amount: 370, itemsValue: 400, couponShare: 40, deliveryShare: 10 });
    // After b came back (90 refunded), the rest is 280: 270 for a and the shipping.
    const after = { ...o, refunds: [refunded(90, [{ productId: 'b', qty: 1 }])] };
    expect(returnRefund(after, [{ productId: 'a', qty: 2 }])).toEqual({
      amount: 280,
      itemsValue: 300,
      couponShare: 30,
      deliveryShare: 10,
    });
  });

  it('never refunds more than was paid less what was refunded', () => {
    const o = order([line('a', 100, 1), line('b', 100, 1)]);
    // Someone already refunded nearly everything (by hand, say).
    const after = { ...o, refunds: [refunded(205, [{ productId: 'a', qty: 1 }])] };
    expect(returnRefund(after, [{ productId: 'b', qty: 1 }]).amount).toBe(5);
    const nothingLeft = { ...o, refunds: [refunded(210, [{ productId: 'a', qty: 1 }])] };
    expect(returnRefund(nothingLeft, [{ productId: 'b', qty: 1 }]).amount).toBe(0);
  });

  it('does not count failed refunds, nor refunds of a payment the order never kept', () => {
    const o = order([line('a', 100, 2)]);
    const refunds = [refunded(100, [{ productId: 'a', qty: 1 }], 'failed'), refunded(210, [])];
    expect(totalRefunded({ refunds })).toBe(0);
    expect(returnRefund({ ...o, refunds }, [{ productId: 'a', qty: 1 }]).amount).toBe(100);
  });

  it('rounds to the paisa so the returns of every unit add up to exactly what was paid', () => {
    // Three units of 33.33 with a coupon of 10: each share has a fraction of a paisa.
    const o = order([line('a', 33.33, 3), line('b', 0.01, 1)], 10);
    let refunds: OrderRefund[] = [];
    for (const l of [
      { productId: 'a', qty: 1 },
      { productId: 'b', qty: 1 },
      { productId: 'a', qty: 1 },
      { productId: 'a', qty: 1 },
    ]) {
      const { amount } = returnRefund({ ...o, refunds }, [l]);
      expect(Math.round(amount * 100)).toBe(amount * 100);
      refunds = [...refunds, refunded(amount, [l])];
    }
    expect(totalRefunded({ refunds })).toBe(o.amount);
  });

  it('any split of the units into returns refunds exactly the amount paid (property)', () => {
    const lineArb = fc.record({
      price: fc.integer({ min: 1, max: 500_000 }).map((p) => p / 100),
      qty: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.nat(), { minLength: 16, maxLength: 16 }),
        (lines, couponPercent, picks) => {
          const records = lines.map((l, i) => line(`p${i}`, l.price, l.qty));
          const items = records.reduce((s, l) => s + Math.round(Number(l.price) * 100) * l.qty, 0);
          const coupon = Math.floor((items * couponPercent) / 100) / 100;
          const o = order(records, coupon);
          // Units left per product, taken back in batches picked by `picks`.
          const left = new Map(records.map((l) => [l._id, l.qty]));
          let refunds: OrderRefund[] = [];
          let n = 0;
          while ([...left.values()].some((q) => q > 0)) {
            const pick = picks[n % picks.length] ?? 0;
            n += 1;
            const batch: ReturnLine[] = [];
            for (const [productId, q] of left) {
              const take = Math.min(q, (pick >> batch.length) & 1 ? q : 1);
              if (take > 0) batch.push({ productId, qty: take });
              if (batch.length > 0 && pick % 2 === 0) break;
            }
            const refund = returnRefund({ ...o, refunds }, batch);
            expect(refund.amount).toBeGreaterThanOrEqual(0);
            expect(
              Math.round((totalRefunded({ refunds }) + refund.amount) * 100),
            ).toBeLessThanOrEqual(Math.round(o.amount * 100));
            refunds = [...refunds, refunded(refund.amount, batch)];
            for (const b of batch) left.set(b.productId, (left.get(b.productId) ?? 0) - b.qty);
          }
          expect(Math.round(totalRefunded({ refunds }) * 100)).toBe(Math.round(o.amount * 100));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('what may be returned', () => {
  const o = order([line('a', 100, 2), line('b', 50, 1)]);

  it('is what was bought less what was refunded', () => {
    expect(returnableUnits(o)).toEqual(
      new Map([
        ['a', 2],
        ['b', 1],
      ]),
    );
    const after = { ...o, refunds: [refunded(100, [{ productId: 'a', qty: 1 }])] };
    expect(returnableUnits(after)).toEqual(
      new Map([
        ['a', 1],
        ['b', 1],
      ]),
    );
    expect(returnLinesProblem(after, [{ productId: 'a', qty: 2 }])).toBe(
      'Only 1 of Product a can be returned.',
    );
  });

  it('refuses no lines, a quantity below one or not whole, an item not in the order', () => {
    expect(returnLinesProblem(o, [])).toBe('Choose at least one item to return.');
    expect(returnLinesProblem(o, [{ productId: 'a', qty: 0 }])).toMatch(/at least 1/);
    expect(returnLinesProblem(o, [{ productId: 'a', qty: 1.5 }])).toMatch(/whole/);
    expect(returnLinesProblem(o, [{ productId: 'z', qty: 1 }])).toBe('This order has no item z.');
    expect(returnLinesProblem(o, [{ productId: 'a', qty: 2 }])).toBeNull();
  });
});

describe('the return window', () => {
  it('closes a number of days after delivery, said as a day', () => {
    const closes = returnClosesAt('2026-11-26T10:00:00+05:30', 7);
    expect(closes).toBe('2026-12-03T04:30:00.000Z');
    expect(returnOpen(closes, '2026-12-03T09:59:59+05:30')).toBe(true);
    expect(returnOpen(closes, '2026-12-03T10:00:01+05:30')).toBe(false);
    expect(returnOpen(null, '2026-11-27T10:00:00+05:30')).toBe(false);
    // Closed at the instant itself: a window of 0 days (GLAMOUR_RETURN_DAYS=0) takes no return,
    // not even one asked in the second of delivery.
    expect(returnOpen(closes, closes)).toBe(false);
    const delivered = '2026-11-26T10:00:00.000Z';
    expect(returnOpen(returnClosesAt(delivered, 0), delivered)).toBe(false);
    expect(formatDay(closes)).toBe('3 Dec 2026');
    // The day in India: 23:00 UTC is already the next day there.
    expect(formatDay('2026-09-02T23:00:00.000Z')).toBe('3 Sep 2026');
  });
});

describe('asking a failed refund again', () => {
  const failed = (extra: Partial<OrderRefund> = {}): OrderRefund => ({
    id: 'r1',
    providerRefundId: 'rfnd_1',
    amount: 60,
    status: 'failed',
    reason: 'Returned',
    createdAt: '2026-01-15T05:00:00Z',
    lines: [{ productId: 'p1', qty: 1 }],
    ...extra,
  });
  const paid = { paymentId: 'pay_order', amount: 100, refunds: [] };

  it('asks a refund for units from the order’s payment, within what was paid', () => {
    expect(whyNotAskedAgain(paid, failed())).toBeNull();
    expect(refundedPayment(paid, failed())).toBe('pay_order');
    const spent = { ...paid, refunds: [failed({ id: 'r0', status: 'processed', amount: 50 })] };
    expect(whyNotAskedAgain(spent, failed())).toMatch(/more than was paid/);
    expect(whyNotAskedAgain({ ...paid, paymentId: null }, failed())).toMatch(/no payment/);
  });

  it('asks a refund of a payment the order never kept from that payment, not counted against the order', () => {
    const stray = failed({ lines: [], amount: 100, paymentId: 'pay_second' });
    // The order's own payment already refunded in full: the stray payment is still its own money.
    const spent = { ...paid, refunds: [failed({ id: 'r0', status: 'processed', amount: 100 })] };
    expect(whyNotAskedAgain(spent, stray)).toBeNull();
    expect(refundedPayment(spent, stray)).toBe('pay_second');
    // Saved before its payment was kept: nothing to ask it from.
    const unsaved = failed({ lines: [], amount: 100 });
    expect(whyNotAskedAgain(paid, unsaved)).toMatch(/without its id/);
    expect(refundedPayment(paid, unsaved)).toBeNull();
  });

  it('asks only a failed refund, and not past the last attempt', () => {
    expect(whyNotAskedAgain(paid, failed({ status: 'pending' }))).toMatch(/only a failed refund/);
    expect(whyNotAskedAgain(paid, failed({ attempt: MAX_REFUND_ATTEMPT }))).toMatch(/times/);
  });
});
