/**
 * Stock, holds, Cash on Delivery, first-purchase offers and the settlement of payments
 * (backend/store/stock-ops.ts, order-ops.ts, settle-ops.ts; server/db/stock.ts, settlement.ts).
 */
import { describe, expect, it } from 'vitest';
import type { CartLineRecord, ProductRecord } from '@/domain/types';
import type { CreateOrderRequest } from '@backend/store/orders';
import { DEMO_USER } from '@backend/store/seed';
import { DEMO_ADDRESS_ID, PRODUCT } from '../support';
import { ADDRESS, created, newUser, PAYMENT, value, type Contract } from './harness';

const LATER = (minutes: number) => new Date(Date.now() + minutes * 60_000);

export function describeStockContract({ shop, refusesAndKeeps }: Contract): void {
  const stockOf = async (id: string) => (await shop().catalog.find(id))?.stock;
  const online = (key: string, extra: Partial<CreateOrderRequest> = {}): CreateOrderRequest => ({
    addressId: DEMO_ADDRESS_ID,
    idempotencyKey: key,
    ...extra,
  });
  /** The demo cart holding `qty` of `product`. */
  async function cartOf(product: string, qty = 1) {
    value(await shop().carts.add(DEMO_USER._id, product));
    for (let i = 1; i < qty; i += 1)
      value(await shop().carts.changeQty(DEMO_USER._id, product, 'increment'));
  }
  /** A pending online order of `qty` lipsticks with a provider order. */
  async function pendingOrder(key: string, qty = 1) {
    await cartOf(PRODUCT.lipstick, qty);
    const { order } = created(await shop().orders.create(DEMO_USER._id, online(key)));
    value(
      await shop().orders.attachPayment(DEMO_USER._id, order._id, {
        ...PAYMENT,
        orderId: `sim_${key}`,
      }),
    );
    return order;
  }

  describe('stock', () => {
    it('stock: every product says its stock, in stock ones 20 and the rest 0, inStock following it', async () => {
      const products = await shop().catalog.list();
      for (const p of products) expect(p.inStock).toBe(p.stock > 0);
      expect(await stockOf(PRODUCT.lipstick)).toBe(20);
      expect(await stockOf(PRODUCT.outOfStock)).toBe(0);
      const page = await shop().catalog.query({
        q: '',
        categories: [],
        brands: [],
        rating: 0,
        maxPrice: null,
        sort: '',
        page: 1,
        pageSize: 100,
      });
      expect(page.products.find((p) => p._id === PRODUCT.lipstick)?.stock).toBe(20);
    });

    it('stock: the operator sets the units on hand; held units stay held', async () => {
      const set = await shop().catalog.setStock(PRODUCT.outOfStock, 4);
      expect(set).toMatchObject({ _id: PRODUCT.outOfStock, stock: 4, inStock: true });
      expect(await stockOf(PRODUCT.outOfStock)).toBe(4);
      await pendingOrder('hold-2', 2);
      expect(await stockOf(PRODUCT.lipstick)).toBe(18);
      expect((await shop().catalog.setStock(PRODUCT.lipstick, 5))?.stock).toBe(3);
      expect((await shop().catalog.setStock(PRODUCT.lipstick, 1))?.stock).toBe(0);
      expect((await shop().catalog.find(PRODUCT.lipstick))?.inStock).toBe(false);
      expect(await shop().catalog.setStock('no-such-product', 3)).toBeUndefined();
      // The export carries the levels, so an import brings them back.
      const doc = await shop().admin.snapshot();
      expect(doc.stockLevels[PRODUCT.lipstick]).toEqual({ onHand: 1, held: 2 });
    });

    it('stock: a cart line says the stock of its product now, whatever it was when added', async () => {
      await cartOf(PRODUCT.lipstick);
      await shop().catalog.setStock(PRODUCT.lipstick, 4);
      const [line] = value(await shop().carts.lines(DEMO_USER._id));
      expect(line).toMatchObject({ _id: PRODUCT.lipstick, stock: 4, inStock: true });
      await shop().catalog.setStock(PRODUCT.lipstick, 0);
      expect(value(await shop().carts.lines(DEMO_USER._id))[0]).toMatchObject({
        stock: 0,
        inStock: false,
      });
      const [exported] = (await shop().admin.snapshot()).users[0]?.cart ?? [];
      expect(exported?.stock).toBe(0);
    });

    it('stock: a wishlist entry says the stock of its product now, whatever it was when saved', async () => {
      value(await shop().wishlists.add(DEMO_USER._id, PRODUCT.lipstick));
      await shop().catalog.setStock(PRODUCT.lipstick, 0);
      expect(value(await shop().wishlists.entries(DEMO_USER._id))[0]).toMatchObject({
        _id: PRODUCT.lipstick,
        stock: 0,
        inStock: false,
      });
      await shop().catalog.setStock(PRODUCT.lipstick, 6);
      expect(value(await shop().wishlists.entries(DEMO_USER._id))[0]).toMatchObject({
        stock: 6,
        inStock: true,
      });
      const [exported] = (await shop().admin.snapshot()).users[0]?.wishlist ?? [];
      expect(exported?.stock).toBe(6);
    });

    it('stock: an order holds its units; cancelling releases them at once, and only once', async () => {
      const order = await pendingOrder('hold-1', 3);
      expect(order.holdUntil).not.toBeNull();
      expect(order.paymentMethod).toBe('online');
      expect(await stockOf(PRODUCT.lipstick)).toBe(17);
      const cancelled = value(await shop().orders.close(DEMO_USER._id, order._id, 'cancelled'));
      expect(cancelled.order).toMatchObject({ status: 'cancelled', holdUntil: null });
      expect(await stockOf(PRODUCT.lipstick)).toBe(20);
      value(await shop().orders.close(DEMO_USER._id, order._id, 'cancelled'));
      expect(await stockOf(PRODUCT.lipstick)).toBe(20);
    });

    it('stock: an order for more than is left is refused naming the product and the count, nothing held', async () => {
      await shop().catalog.setStock(PRODUCT.lipstick, 2);
      await cartOf(PRODUCT.perfume);
      await cartOf(PRODUCT.lipstick, 3);
      await refusesAndKeeps(
        () => shop().orders.create(DEMO_USER._id, online('short')),
        'conflict',
        /^Only 2 left of "Lakme/,
      );
    });

    it('stock: 50 orders at once for 3 units give exactly 3 orders', async () => {
      const doc = await shop().admin.snapshot();
      const lipstick = doc.products.find((p) => p._id === PRODUCT.lipstick) as ProductRecord;
      const line: CartLineRecord = { ...lipstick, qty: 1, createdAt: 't', updatedAt: 't' };
      const buyers = Array.from({ length: 50 }, (_, i) => ({
        ...newUser(`buyer${i}@example.com`),
        cart: [line],
        addresses: [{ ...ADDRESS, id: 'home' }],
      }));
      await shop().admin.replace({
        ...doc,
        users: [...doc.users, ...buyers],
        stockLevels: { ...doc.stockLevels, [PRODUCT.lipstick]: { onHand: 3, held: 0 } },
      });
      const results = await Promise.all(
        buyers.map((b) =>
          shop().orders.create(b._id, { addressId: 'home', idempotencyKey: `race-${b._id}` }),
        ),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(3);
      const refused = results.filter((r) => !r.ok);
      expect(refused).toHaveLength(47);
      // Sold out when it read the catalogue (400, as any sold-out line), or between that read and
      // its hold (409): either way no order and nothing held.
      for (const r of refused)
        expect(r.ok === false && [r.reason, r.message]).toEqual(
          expect.arrayContaining([expect.stringMatching(/^(conflict|invalid)$/)]),
        );
      for (const r of refused)
        expect(r.ok === false && r.message).toMatch(/out of stock|Only 0 left|sold out/);
      expect(value(await shop().orders.list(buyers[0]!._id)).length).toBeLessThanOrEqual(1);
      expect(await stockOf(PRODUCT.lipstick)).toBe(0);
      expect((await shop().admin.snapshot()).stockLevels[PRODUCT.lipstick]).toEqual({
        onHand: 3,
        held: 3,
      });
    }, 60_000);

    it('holds: the sweep expires each ended hold once and gives its units back', async () => {
      const order = await pendingOrder('expire-1', 2);
      expect(await shop().orders.expireHolds(LATER(1))).toBe(0);
      const sweeps = await Promise.all([
        shop().orders.expireHolds(LATER(16)),
        shop().orders.expireHolds(LATER(16)),
      ]);
      expect(sweeps.reduce((a, b) => a + b, 0)).toBe(1);
      expect(await stockOf(PRODUCT.lipstick)).toBe(20);
      const [expired] = value(await shop().orders.list(DEMO_USER._id));
      expect(expired).toMatchObject({ _id: order._id, status: 'expired', holdUntil: null });
      expect(await shop().orders.expireHolds(LATER(16))).toBe(0);
      // An expired order cannot be cancelled or failed any more.
      await refusesAndKeeps(
        () => shop().orders.close(DEMO_USER._id, order._id, 'cancelled'),
        'conflict',
        /expired/,
      );
    });

    it('settle: a held order is paid once, its hold a sale, its lines out of the cart', async () => {
      const order = await pendingOrder('settle-1', 2);
      const paid = value(await shop().orders.settle(order._id, 'pay_s1'));
      expect(paid).toMatchObject({ result: 'paid', order: { status: 'paid', holdUntil: null } });
      expect(paid.result !== 'refund' && paid.cart).toEqual([]);
      expect(await stockOf(PRODUCT.lipstick)).toBe(18);
      expect((await shop().admin.snapshot()).stockLevels[PRODUCT.lipstick]).toEqual({
        onHand: 18,
        held: 0,
      });
      const again = value(await shop().orders.settle(order._id, 'pay_s1'));
      expect(again.result).toBe('already');
      const other = value(await shop().orders.settle(order._id, 'pay_s2'));
      expect(other).toMatchObject({ result: 'refund', order: { status: 'paid' } });
      expect(await stockOf(PRODUCT.lipstick)).toBe(18);
      // The browser's confirm of the same payment agrees; of another is refused.
      expect(value(await shop().orders.confirm(DEMO_USER._id, order._id, 'pay_s1')).order).toEqual(
        paid.order,
      );
      await refusesAndKeeps(
        () => shop().orders.confirm(DEMO_USER._id, order._id, 'pay_s2'),
        'conflict',
        /already paid/,
      );
      await refusesAndKeeps(
        () => shop().orders.settle('no-such-order', 'pay_x'),
        'not-found',
        /no-such-order/,
      );
    });

    it('settle: a payment after expiry takes the stock again when there is enough', async () => {
      const order = await pendingOrder('late-1', 2);
      await shop().orders.expireHolds(LATER(16));
      const paid = value(await shop().orders.settle(order._id, 'pay_late1'));
      expect(paid).toMatchObject({ result: 'paid', order: { status: 'paid' } });
      expect(await stockOf(PRODUCT.lipstick)).toBe(18);
    });

    it('settle: a payment after expiry with the stock gone is refunded, and the refund recorded once', async () => {
      const order = await pendingOrder('late-2', 2);
      await shop().orders.expireHolds(LATER(16));
      await shop().catalog.setStock(PRODUCT.lipstick, 1);
      const settled = value(await shop().orders.settle(order._id, 'pay_late2'));
      // Refunded at once, before the provider is asked: no unit taken, and the order never paid.
      expect(settled).toMatchObject({ result: 'refund', order: { status: 'refunded' } });
      expect(settled.result === 'refund' && settled.reason).toMatch(/sold out/);
      expect(await stockOf(PRODUCT.lipstick)).toBe(1);
      // The stock is back while that refund is on its way, and the same payment is reported again
      // (a second event, the browser's confirm): refunded again, not paid. (The order used to stay
      // expired until the refund was recorded, and this report paid it: paid, its money given back.)
      await shop().catalog.setStock(PRODUCT.lipstick, 20);
      const again = value(await shop().orders.settle(order._id, 'pay_late2'));
      expect(again).toMatchObject({ result: 'refund', order: { status: 'refunded' } });
      expect(await stockOf(PRODUCT.lipstick)).toBe(20);
      await shop().catalog.setStock(PRODUCT.lipstick, 1);
      const refund = {
        id: 'rfnd_1',
        paymentId: 'pay_late2',
        amount: order.amount,
        status: 'pending' as const,
        reason: 'sold out',
      };
      const refunded = value(await shop().orders.recordRefund(order._id, refund));
      expect(refunded).toMatchObject({
        status: 'refunded',
        refunds: [{ id: 'rfnd_1', amount: order.amount, status: 'pending', reason: 'sold out' }],
      });
      expect(value(await shop().orders.recordRefund(order._id, refund))).toEqual(refunded);
      await shop().orders.settleRefund('rfnd_1');
      await shop().orders.settleRefund('rfnd_unknown');
      const [after] = value(await shop().orders.list(DEMO_USER._id));
      expect(after?.refunds[0]?.status).toBe('processed');
      expect(await stockOf(PRODUCT.lipstick)).toBe(1);
    });

    it('settle: a refund for a second payment keeps the paid order paid', async () => {
      const order = await pendingOrder('twice', 1);
      value(await shop().orders.settle(order._id, 'pay_a'));
      const kept = value(
        await shop().orders.recordRefund(order._id, {
          id: 'rfnd_b',
          paymentId: 'pay_b',
          amount: order.amount,
          status: 'pending',
          reason: 'paid twice',
        }),
      );
      expect(kept).toMatchObject({
        status: 'paid',
        paymentId: 'pay_a',
        refunds: [{ id: 'rfnd_b' }],
      });
    });

    it('payments: orders closed before they were paid are listed for a while, until settled', async () => {
      // Three orders of the cart's lipstick (an online order leaves the cart as it is).
      const expiring = await pendingOrder('closed-1');
      const { order: cancelled } = created(
        await shop().orders.create(DEMO_USER._id, online('closed-2')),
      );
      value(
        await shop().orders.attachPayment(DEMO_USER._id, cancelled._id, {
          ...PAYMENT,
          orderId: 'sim_closed-2',
        }),
      );
      // No provider order: nobody can pay it.
      created(await shop().orders.create(DEMO_USER._id, online('closed-3')));
      expect(value(await shop().orders.cancel(DEMO_USER._id, cancelled._id)).order.status).toBe(
        'cancelled',
      );
      expect(await shop().orders.closedUnpaid(LATER(-1), 10)).toEqual([
        { userId: DEMO_USER._id, order: expect.objectContaining({ _id: cancelled._id }) },
      ]);
      expect(await shop().orders.expireHolds(LATER(16))).toBe(2);
      const listed = async (since: Date) =>
        (await shop().orders.closedUnpaid(since, 10)).map((o) => o.order._id).sort();
      expect(await listed(LATER(-1))).toEqual([expiring._id, cancelled._id].sort());
      expect(await listed(LATER(1))).toEqual([]);
      // A late payment of the expired one pays it (its units are still there); the cancelled
      // one's is refunded: neither is listed any more.
      expect(value(await shop().orders.settle(expiring._id, 'pay_late')).result).toBe('paid');
      expect(value(await shop().orders.settle(cancelled._id, 'pay_after')).result).toBe('refund');
      value(
        await shop().orders.recordRefund(cancelled._id, {
          id: 'rfnd_after',
          paymentId: 'pay_after',
          amount: cancelled.amount,
          status: 'pending',
          reason: 'cancelled',
        }),
      );
      expect(await listed(LATER(-1))).toEqual([]);
    });

    it('payments: a late payment refused for want of stock is listed until its refund is recorded', async () => {
      const order = await pendingOrder('sold-out-1');
      expect(await shop().orders.expireHolds(LATER(16))).toBe(1);
      expect((await shop().catalog.setStock(PRODUCT.lipstick, 0))?.stock).toBe(0);
      const settled = value(await shop().orders.settle(order._id, 'pay_sold_out'));
      expect(settled).toMatchObject({
        result: 'refund',
        order: { status: 'refunded', refunds: [] },
      });
      const listed = async () =>
        (await shop().orders.closedUnpaid(LATER(-1), 10)).map((o) => o.order._id);
      // Its refund is not made yet (the provider may have failed): the sweep asks again.
      expect(await listed()).toEqual([order._id]);
      value(
        await shop().orders.recordRefund(order._id, {
          id: 'rfnd_sold_out',
          paymentId: 'pay_sold_out',
          amount: order.amount,
          status: 'pending',
          reason: 'sold out',
        }),
      );
      expect(await listed()).toEqual([]);
    });

    it('payments: found by provider order, a failure recorded, the unpaid listed for reconciliation', async () => {
      const order = await pendingOrder('find-1');
      expect(await shop().orders.findByProviderOrder('sim_find-1')).toEqual({
        userId: DEMO_USER._id,
        order: { ...order, payment: { ...PAYMENT, orderId: 'sim_find-1' } },
      });
      expect(await shop().orders.findByProviderOrder('sim_nothing')).toBeNull();
      expect((await shop().orders.awaitingPayment(LATER(-60), 10)).map((o) => o.order._id)).toEqual(
        [],
      );
      const awaiting = await shop().orders.awaitingPayment(LATER(1), 10);
      expect(awaiting.map((o) => [o.userId, o.order._id])).toEqual([[DEMO_USER._id, order._id]]);
      expect(value(await shop().orders.recordFailure(order._id)).status).toBe('failed');
      expect(value(await shop().orders.recordFailure(order._id)).status).toBe('failed');
      expect((await shop().orders.awaitingPayment(LATER(1), 10)).length).toBe(1);
      value(await shop().orders.settle(order._id, 'pay_f1'));
      expect(value(await shop().orders.recordFailure(order._id)).status).toBe('paid');
      expect(await shop().orders.awaitingPayment(LATER(1), 10)).toEqual([]);
    });

    it('cash on delivery: placed at once, its units taken, its lines out of the cart', async () => {
      await cartOf(PRODUCT.lipstick, 2);
      await cartOf(PRODUCT.perfume);
      const placed = created(
        await shop().orders.create(DEMO_USER._id, online('cod-1', { paymentMethod: 'cod' })),
      );
      expect(placed.order).toMatchObject({
        status: 'placed',
        paymentMethod: 'cod',
        holdUntil: null,
        payment: null,
      });
      expect(placed.cart).toEqual([]);
      expect(value(await shop().carts.lines(DEMO_USER._id))).toEqual([]);
      expect(await stockOf(PRODUCT.lipstick)).toBe(18);
      expect((await shop().admin.snapshot()).stockLevels[PRODUCT.lipstick]).toEqual({
        onHand: 18,
        held: 0,
      });
      // A payment arriving for it is given back; the order stays placed.
      const settled = value(await shop().orders.settle(placed.order._id, 'pay_cod'));
      expect(settled.result).toBe('refund');
    });

    it('cash on delivery: above the limit refused naming it, nothing changed', async () => {
      await cartOf(PRODUCT.foundation);
      await refusesAndKeeps(
        () =>
          shop().orders.create(
            DEMO_USER._id,
            online('cod-2', { paymentMethod: 'cod', codLimit: 1000 }),
          ),
        'conflict',
        /up to ₹1,000/,
      );
    });

    it('first purchase: FIRSTGLAM and FIRST200 apply until the account has bought', async () => {
      await cartOf(PRODUCT.foundation);
      const first = created(
        await shop().orders.create(DEMO_USER._id, online('fp-1', { couponCode: 'FIRST200' })),
      );
      expect(first.order.couponCode).toBe('FIRST200');
      // A pending order is no purchase, but it carries a first-purchase offer: another order with
      // one is refused (paying both would use the offer twice); one without is not.
      for (const code of ['FIRSTGLAM', 'first200'])
        await refusesAndKeeps(
          () => shop().orders.create(DEMO_USER._id, online(`fp-2-${code}`, { couponCode: code })),
          'conflict',
          /already on your order awaiting payment/,
        );
      created(await shop().orders.create(DEMO_USER._id, online('fp-2')));
      value(await shop().orders.settle(first.order._id, 'pay_fp1'));
      await cartOf(PRODUCT.foundation);
      for (const code of ['FIRST200', 'firstglam'])
        await refusesAndKeeps(
          () => shop().orders.create(DEMO_USER._id, online(`fp-${code}`, { couponCode: code })),
          'invalid',
          /first purchase only/,
        );
    });

    it('first purchase: orders with the offer at the same instant: one is placed, the rest refused', async () => {
      await cartOf(PRODUCT.foundation);
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          shop().orders.create(
            DEMO_USER._id,
            online(`fpr-${i}`, { couponCode: i % 2 ? 'FIRSTGLAM' : 'FIRST200' }),
          ),
        ),
      );
      expect(answers.filter((a) => a.ok)).toHaveLength(1);
      for (const refused of answers.filter((a) => !a.ok))
        expect(refused).toMatchObject({ ok: false, reason: 'conflict' });
      const orders = value(await shop().orders.list(DEMO_USER._id));
      expect(orders.map((o) => o.couponCode)).toHaveLength(1);
    });

    it('first purchase: an expired order paid late is refunded once its offer went to another purchase', async () => {
      await cartOf(PRODUCT.foundation);
      const first = created(
        await shop().orders.create(DEMO_USER._id, online('fpl-1', { couponCode: 'FIRST200' })),
      );
      expect(await shop().orders.expireHolds(LATER(16))).toBe(1);
      // Expired, the offer is free again: a second order takes it and is paid.
      const second = created(
        await shop().orders.create(DEMO_USER._id, online('fpl-2', { couponCode: 'FIRST200' })),
      );
      expect(value(await shop().orders.settle(second.order._id, 'pay_fpl2')).result).toBe('paid');
      // The first one's checkout, still open, takes a payment: it cannot be paid at that price.
      const late = value(await shop().orders.settle(first.order._id, 'pay_fpl1'));
      expect(late).toMatchObject({
        result: 'refund',
        order: { status: 'refunded' },
        reason: expect.stringMatching(/first-purchase offer went to another order/),
      });
    });

    it('first purchase: of two orders with the offer, the one paid second is refunded, its hold back', async () => {
      await cartOf(PRODUCT.foundation);
      const first = created(
        await shop().orders.create(DEMO_USER._id, online('fpt-1', { couponCode: 'FIRST200' })),
      );
      expect(await shop().orders.expireHolds(LATER(16))).toBe(1);
      // Expired: the offer is free for a second order, which holds its unit, unpaid.
      const second = created(
        await shop().orders.create(DEMO_USER._id, online('fpt-2', { couponCode: 'FIRST200' })),
      );
      const held = await stockOf(PRODUCT.foundation);
      // The first one's checkout, still open, takes a payment: paid (no other order used the
      // offer yet). Then the second one's: it cannot keep the offer too.
      expect(value(await shop().orders.settle(first.order._id, 'pay_fpt1')).result).toBe('paid');
      const late = value(await shop().orders.settle(second.order._id, 'pay_fpt2'));
      expect(late).toMatchObject({
        result: 'refund',
        order: { status: 'refunded', holdUntil: null },
        reason: expect.stringMatching(/first-purchase offer went to another order/),
      });
      // The first took a unit; the second's held unit is back.
      expect(await stockOf(PRODUCT.foundation)).toBe(held);
    });

    it('first purchase: two orders with the offer paid at the same instant: one keeps it', async () => {
      await cartOf(PRODUCT.foundation);
      const first = created(
        await shop().orders.create(DEMO_USER._id, online('fps-1', { couponCode: 'FIRST200' })),
      );
      expect(await shop().orders.expireHolds(LATER(16))).toBe(1);
      const second = created(
        await shop().orders.create(DEMO_USER._id, online('fps-2', { couponCode: 'FIRST200' })),
      );
      const results = await Promise.all([
        shop().orders.settle(first.order._id, 'pay_fps1'),
        shop().orders.settle(second.order._id, 'pay_fps2'),
      ]);
      expect(results.map((r) => value(r).result).sort()).toEqual(['paid', 'refund']);
    });

    it('first purchase: a paid order cancelled is no purchase, so the offers apply again', async () => {
      await cartOf(PRODUCT.foundation);
      const first = created(await shop().orders.create(DEMO_USER._id, online('fpc-1')));
      value(await shop().orders.settle(first.order._id, 'pay_fpc1'));
      const cancelled = value(await shop().orders.cancel(DEMO_USER._id, first.order._id));
      expect(cancelled.order.status).toBe('refund_pending');
      await cartOf(PRODUCT.foundation);
      const again = created(
        await shop().orders.create(DEMO_USER._id, online('fpc-2', { couponCode: 'FIRSTGLAM' })),
      );
      expect(again.order.couponCode).toBe('FIRSTGLAM');
    });
  });
}
