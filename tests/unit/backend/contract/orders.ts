/** Orders and their payments (backend/store/orders.ts, server/db/orders.ts). */
import { describe, expect, it } from 'vitest';
import type { Outcome } from '@backend/store/outcome';
import { DEMO_USER } from '@backend/store/seed';
import { PRODUCT, DEMO_ADDRESS_ID } from '../support';
import { ADDRESS, created, NOBODY, newUser, PAYMENT, value, type Contract } from './harness';

export function describeOrdersContract({ shop, refusesAndKeeps }: Contract): void {
  describe('orders', () => {
    it('orders: created pending, priced from the catalogue, the cart kept; the same key gives it back', async () => {
      const id = DEMO_USER._id;
      value(await shop().carts.add(id, PRODUCT.foundation));
      value(await shop().carts.changeQty(id, PRODUCT.foundation, 'increment'));
      const request = { addressId: DEMO_ADDRESS_ID, couponCode: 'first200', idempotencyKey: 'k1' };
      const first = created(await shop().orders.create(id, request));
      expect(first.created).toBe(true);
      expect(first.order).toMatchObject({
        status: 'pending',
        couponCode: 'FIRST200',
        paymentId: null,
        payment: null,
        paidAt: null,
        idempotencyKey: 'k1',
        userEmail: DEMO_USER.email,
        deliveryAddress: { id: DEMO_ADDRESS_ID },
      });
      expect(first.order.orderProducts.map((l) => [l._id, l.qty])).toEqual([
        [PRODUCT.foundation, 2],
      ]);
      expect(value(await shop().carts.lines(id))).toHaveLength(1);
      const again = created(await shop().orders.create(id, request));
      expect(again.created).toBe(false);
      expect(again.order).toEqual(first.order);
      expect(value(await shop().orders.list(id))).toEqual([first.order]);
    });

    it('orders: a payment attached once, confirmed once, the lines leave the cart in the same step', async () => {
      const id = DEMO_USER._id;
      value(await shop().carts.add(id, PRODUCT.lipstick));
      const { order } = created(
        await shop().orders.create(id, { addressId: DEMO_ADDRESS_ID, idempotencyKey: 'k2' }),
      );
      const attached = value(await shop().orders.attachPayment(id, order._id, PAYMENT));
      expect(attached.payment).toEqual(PAYMENT);
      // A doubled request keeps the first provider order.
      const second = value(
        await shop().orders.attachPayment(id, order._id, { ...PAYMENT, orderId: 'sim_order_2' }),
      );
      expect(second.payment).toEqual(PAYMENT);

      const paid = value(await shop().orders.confirm(id, order._id, 'pay_1'));
      expect(paid.order).toMatchObject({ status: 'paid', paymentId: 'pay_1' });
      expect(paid.order.paidAt).not.toBeNull();
      expect(paid.cart).toEqual([]);
      expect(value(await shop().carts.lines(id))).toEqual([]);
      expect(value(await shop().orders.list(id))).toEqual([paid.order]);
      // Confirming the same payment again changes nothing; another payment is refused.
      expect(value(await shop().orders.confirm(id, order._id, 'pay_1')).order).toEqual(paid.order);
      await refusesAndKeeps(
        () => shop().orders.confirm(id, order._id, 'pay_9'),
        'conflict',
        /already paid/,
      );
      await refusesAndKeeps(
        () => shop().orders.close(id, order._id, 'cancelled'),
        'conflict',
        /already paid/,
      );
    });

    it('orders: one payment id confirms one order only, across shoppers', async () => {
      const id = DEMO_USER._id;
      value(await shop().carts.add(id, PRODUCT.lipstick));
      const mine = created(
        await shop().orders.create(id, { addressId: DEMO_ADDRESS_ID, idempotencyKey: 'k3' }),
      ).order;
      value(await shop().orders.confirm(id, mine._id, 'pay_shared'));

      const other = value(await shop().accounts.create(newUser('other.shopper@example.com')));
      value(await shop().addresses.add(other._id, ADDRESS));
      const otherAddress = value(await shop().addresses.list(other._id))[0]?.id ?? '';
      value(await shop().carts.add(other._id, PRODUCT.perfume));
      const theirs = created(
        await shop().orders.create(other._id, { addressId: otherAddress, idempotencyKey: 'k3' }),
      ).order;
      await refusesAndKeeps(
        () => shop().orders.confirm(other._id, theirs._id, 'pay_shared'),
        'conflict',
        /payment/i,
      );
      expect(value(await shop().orders.list(other._id))[0]?.status).toBe('pending');
    });

    it('orders: failed can be paid later, cancelled is final; unknown orders are refused', async () => {
      const id = DEMO_USER._id;
      value(await shop().carts.add(id, PRODUCT.lipstick));
      const { order } = created(
        await shop().orders.create(id, { addressId: DEMO_ADDRESS_ID, idempotencyKey: 'k4' }),
      );
      expect(value(await shop().orders.close(id, order._id, 'failed')).order.status).toBe('failed');
      expect(value(await shop().orders.close(id, order._id, 'cancelled')).order.status).toBe(
        'cancelled',
      );
      await refusesAndKeeps(
        () => shop().orders.confirm(id, order._id, 'pay_4'),
        'conflict',
        /cancel/i,
      );
      await refusesAndKeeps(
        () => shop().orders.close(id, 'nope', 'failed'),
        'not-found',
        /No order/,
      );
      await refusesAndKeeps(
        () => shop().orders.attachPayment(id, 'nope', PAYMENT),
        'not-found',
        /No order/,
      );
      await refusesAndKeeps(
        () => shop().orders.confirm(id, 'nope', 'pay_5'),
        'not-found',
        /No order/,
      );
    });

    it('order refusals change nothing (empty cart, address, sold out, coupon)', async () => {
      const id = DEMO_USER._id;
      const order = { addressId: DEMO_ADDRESS_ID, idempotencyKey: 'k5' };
      await refusesAndKeeps(
        () => shop().orders.create(id, order),
        'invalid',
        /add products to the cart/,
      );
      value(await shop().carts.add(id, PRODUCT.lipstick));
      await refusesAndKeeps(
        () => shop().orders.create(id, { ...order, addressId: 'nope' }),
        'invalid',
        /No address/,
      );
      await refusesAndKeeps(
        () => shop().orders.create(id, { ...order, couponCode: 'NOPE' }),
        'invalid',
        /not a valid coupon/,
      );
      await refusesAndKeeps(
        () => shop().orders.create(id, { ...order, couponCode: 'FIRST200' }),
        'invalid',
        /needs an order amount above/,
      );
    });

    it('a stale total creates no order and refreshes the stored cart to today’s prices', async () => {
      const id = DEMO_USER._id;
      value(await shop().carts.add(id, PRODUCT.lipstick));
      const answer = value(
        await shop().orders.create(id, {
          addressId: DEMO_ADDRESS_ID,
          idempotencyKey: 'k6',
          amount: 1,
        }),
      );
      expect('priceChanged' in answer).toBe(true);
      expect(value(await shop().orders.list(id))).toEqual([]);
      expect(value(await shop().carts.lines(id))).toHaveLength(1);
    });

    it('a price drop that takes the order under its coupon re-prices the cart, not a refusal', async () => {
      const id = DEMO_USER._id;
      value(await shop().carts.add(id, PRODUCT.lipstick));
      const doc = await shop().admin.snapshot();
      const shopper = doc.users.find((u) => u._id === id);
      const line = shopper?.cart[0];
      if (!shopper || !line) throw new Error('no cart line');
      // Shown at ₹1,300 with FIRST200 (₹1,110 to pay); the lipstick is ₹600 now.
      shopper.cart = [{ ...line, price: '1300', qty: 1 }];
      doc.products = doc.products.map((p) => (p._id === line._id ? { ...p, price: '600' } : p));
      await shop().admin.replace(doc);
      const answer = value(
        await shop().orders.create(id, {
          addressId: DEMO_ADDRESS_ID,
          idempotencyKey: 'k-drop',
          couponCode: 'FIRST200',
          amount: 1110,
        }),
      );
      if (!('priceChanged' in answer)) throw new Error('expected the cart re-priced');
      expect(answer.priceChanged.amount).toBe(610);
      expect(value(await shop().carts.lines(id))[0]?.price).toBe('600');
      expect(value(await shop().orders.list(id))).toEqual([]);
    });

    it('every order call refuses an account that does not exist, changing nothing', async () => {
      const calls: (() => Promise<Outcome<unknown>>)[] = [
        () => shop().orders.list(NOBODY),
        () => shop().orders.create(NOBODY, { addressId: DEMO_ADDRESS_ID, idempotencyKey: 'k' }),
        () =>
          shop().orders.attachPayment(NOBODY, 'o', {
            provider: 'simulated',
            orderId: 'o',
            keyId: null,
          }),
        () => shop().orders.confirm(NOBODY, 'o', 'p'),
        () => shop().orders.close(NOBODY, 'o', 'cancelled'),
      ];
      for (const call of calls) await refusesAndKeeps(call, 'not-found', /not Registered/);
    });
  });
}
