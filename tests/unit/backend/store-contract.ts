/**
 * The Store contract (backend/store/store.ts): one suite that every implementation passes — the memory
 * store here, PGlite and a real PostgreSQL in tests/unit/server. Every method, every refusal, and
 * after every refusal the whole shop is exactly as it was.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddressInput } from '@/domain/types';
import type { CreatedOrder, Outcome, Store } from '@backend/store/store';
import {
  DEMO_USER,
  seedCategories,
  seedProducts,
  createSeeder,
  seedTodos,
} from '@backend/store/seed';
import type { UserRow } from '@backend/store/schema';
import { PRODUCT, DEMO_ADDRESS_ID } from './support';

const seedState = createSeeder();

export interface StoreUnderTest {
  store: Store;
  close(): Promise<void>;
}

const ADDRESS: AddressInput = {
  userName: 'Kabir Rao',
  houseNumber: '7 Lake View',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  pincode: 411001,
  mobileNumber: 9123456780,
};

const NOBODY = '00000000-0000-4000-8000-00000000dead';

function value<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`expected success, got ${outcome.reason}: ${outcome.message}`);
  return outcome.value;
}

function newUser(email: string): UserRow {
  return {
    _id: crypto.randomUUID(),
    firstName: 'Test',
    lastName: 'Shopper',
    email,
    createdAt: '2026-02-01T10:00:00+05:30',
    updatedAt: '2026-02-01T10:00:00+05:30',
    tokenVersion: 0,
    passwordHash: 'pbkdf2-sha256$1$AAAA$AAAA',
    extra: { nickname: 'T' },
    cart: [],
    wishlist: [],
    addresses: [],
    orders: [],
  };
}

export function describeStoreContract(name: string, open: () => Promise<StoreUnderTest>): void {
  describe(`Store contract: ${name}`, () => {
    let subject: StoreUnderTest;
    let store: Store;
    beforeAll(async () => {
      subject = await open();
      store = subject.store;
    }, 120_000);
    afterAll(async () => {
      store.dispose();
      await subject?.close();
    });
    beforeEach(async () => {
      await store.reset();
    });

    /** Runs `write`, expects the refusal, and checks that nothing at all changed. */
    async function refusesAndKeeps<T>(
      write: () => Promise<Outcome<T>>,
      reason: string,
      message: string | RegExp,
    ) {
      const before = await store.snapshot();
      const outcome = await write();
      expect(outcome.ok).toBe(false);
      if (outcome.ok) return;
      expect(outcome.reason).toBe(reason);
      expect(outcome.message).toMatch(message);
      expect(await store.snapshot()).toEqual(before);
    }

    it('starts as the seed: products, categories, the demo account, todos', async () => {
      expect(await store.listProducts()).toEqual(seedProducts);
      expect(await store.listCategories()).toEqual(seedCategories);
      expect(await store.todos()).toEqual(seedTodos);
      const snapshot = await store.snapshot();
      const seed = await seedState();
      expect(snapshot.users.map((u) => u.email)).toEqual(seed.users.map((u) => u.email));
      expect(snapshot.users[0]?.addresses).toEqual(seed.users[0]?.addresses);
      expect(snapshot.subscribers).toEqual([]);
    });

    it('finds a product and a category by id, and nothing for an unknown id', async () => {
      const product = seedProducts[1];
      expect(await store.findProduct(product?._id ?? '')).toEqual(product);
      expect(await store.findProduct('no-such-product')).toBeUndefined();
      const category = seedCategories[0];
      expect(await store.findCategory(category?._id ?? '')).toEqual(category);
      expect(await store.findCategory('no-such-category')).toBeUndefined();
    });

    it('finds users by email whatever its case and spaces, and by id', async () => {
      const byEmail = await store.findUserByEmail(`  ${DEMO_USER.email.toUpperCase()} `);
      expect(byEmail?._id).toBe(DEMO_USER._id);
      expect(byEmail?.passwordHash).toMatch(/^pbkdf2-sha256\$/);
      expect((await store.findUserById(DEMO_USER._id))?.email).toBe(DEMO_USER.email);
      expect(await store.findUserByEmail('nobody@example.com')).toBeUndefined();
      expect(await store.findUserById(NOBODY)).toBeUndefined();
    });

    it('finds an account by email without its records', async () => {
      const full = await store.findUserByEmail(DEMO_USER.email);
      const account = await store.findAccountByEmail(`  ${DEMO_USER.email.toUpperCase()} `);
      expect(full?.addresses.length).toBeGreaterThan(0);
      const { cart, wishlist, addresses, orders, ...fields } = full ?? ({} as UserRow);
      expect([cart, wishlist, addresses, orders].every(Array.isArray)).toBe(true);
      expect(account).toEqual(fields);
      expect(await store.findAccountByEmail('nobody@example.com')).toBeUndefined();
    });

    it('removes expired guests with all their data, and no other account (issue 25)', async () => {
      const guest = (email: string, guestUntil: string): UserRow => ({
        ...newUser(email),
        guestUntil,
        addresses: [{ id: 'g-address', ...ADDRESS }],
      });
      const old = value(
        await store.createUser(guest('old@guest.test', '2026-03-01T00:00:00.000Z')),
      );
      const fresh = value(
        await store.createUser(guest('fresh@guest.test', '2026-03-08T00:00:00.000Z')),
      );
      value(await store.addToCart(old._id, PRODUCT.lipstick));
      value(await store.addToWishlist(old._id, PRODUCT.perfume));
      value(await store.createOrder(old._id, { addressId: 'g-address', idempotencyKey: 'k' }));
      expect((await store.findUserById(old._id))?.guestUntil).toBe('2026-03-01T00:00:00.000Z');
      expect((await store.findUserById(DEMO_USER._id))?.guestUntil).toBeUndefined();

      expect(await store.removeExpiredGuests(new Date('2026-03-05T00:00:00Z'))).toBe(1);
      expect(await store.findUserById(old._id)).toBeUndefined();
      expect((await store.cart(old._id)).ok).toBe(false);
      expect((await store.snapshot()).users.map((u) => u.email)).toEqual([
        DEMO_USER.email,
        'fresh@guest.test',
      ]);
      // Again: nothing more to remove (any number of processes may sweep).
      expect(await store.removeExpiredGuests(new Date('2026-03-05T00:00:00Z'))).toBe(0);
      expect((await store.findUserById(fresh._id))?.addresses).toHaveLength(1);
    });

    it('turns a guest into an account, keeping its cart; refuses a taken email or a non-guest', async () => {
      const guest = value(
        await store.createUser({
          ...newUser('g@guest.test'),
          guestUntil: '2026-03-01T00:00:00.000Z',
        }),
      );
      value(await store.addToCart(guest._id, PRODUCT.lipstick));
      const details = {
        firstName: 'Mira',
        lastName: 'Das',
        email: ' Mira@Example.com ',
        passwordHash: 'pbkdf2-sha256$1$BBBB$BBBB',
        extra: {},
        updatedAt: '2026-02-02T10:00:00+05:30',
      };
      await refusesAndKeeps(
        () => store.upgradeGuest(guest._id, { ...details, email: DEMO_USER.email }),
        'exists',
        'Unprocessable Entity. Email Already Exists.',
      );
      await refusesAndKeeps(
        () => store.upgradeGuest(DEMO_USER._id, details),
        'not-found',
        /not Registered/,
      );
      await refusesAndKeeps(
        () => store.upgradeGuest(NOBODY, details),
        'not-found',
        /not Registered/,
      );
      const upgraded = value(await store.upgradeGuest(guest._id, details));
      expect(upgraded).toMatchObject({
        _id: guest._id,
        firstName: 'Mira',
        email: 'mira@example.com',
      });
      expect(upgraded.guestUntil).toBeUndefined();
      expect(upgraded.cart.map((l) => l._id)).toEqual([PRODUCT.lipstick]);
      expect((await store.findAccountByEmail('mira@example.com'))?._id).toBe(guest._id);
      // No longer a guest: the sweep leaves it, and it cannot be upgraded again.
      expect(await store.removeExpiredGuests(new Date('2027-01-01T00:00:00Z'))).toBe(0);
      expect((await store.upgradeGuest(guest._id, details)).ok).toBe(false);
    });

    it('creates a user (email stored in lower case) and refuses the same email in any case', async () => {
      const row = newUser('New.Shopper@Example.com');
      const created = value(await store.createUser(row));
      expect(created).toEqual({ ...row, email: 'new.shopper@example.com' });
      expect(await store.findUserById(row._id)).toEqual(created);
      await refusesAndKeeps(
        () => store.createUser(newUser('NEW.shopper@example.COM')),
        'exists',
        'Unprocessable Entity. Email Already Exists.',
      );
    });

    it('cart: add, increment, decrement, remove, with the product copied from the catalogue', async () => {
      const added = value(await store.addToCart(DEMO_USER._id, PRODUCT.lipstick));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatchObject({
        ...seedProducts.find((p) => p._id === PRODUCT.lipstick),
        qty: 1,
      });
      value(await store.addToCart(DEMO_USER._id, PRODUCT.perfume));
      const up = value(await store.changeQty(DEMO_USER._id, PRODUCT.lipstick, 'increment'));
      expect(up.map((l) => [l._id, l.qty])).toEqual([
        [PRODUCT.lipstick, 2],
        [PRODUCT.perfume, 1],
      ]);
      const down = value(await store.changeQty(DEMO_USER._id, PRODUCT.lipstick, 'decrement'));
      expect(down.map((l) => l.qty)).toEqual([1, 1]);
      expect(value(await store.cart(DEMO_USER._id))).toEqual(down);
      const removed = value(await store.removeFromCart(DEMO_USER._id, PRODUCT.lipstick));
      expect(removed.map((l) => l._id)).toEqual([PRODUCT.perfume]);
      expect(value(await store.cart(DEMO_USER._id))).toEqual(removed);
    });

    it('cart refusals change nothing', async () => {
      value(await store.addToCart(DEMO_USER._id, PRODUCT.lipstick));
      const id = DEMO_USER._id;
      await refusesAndKeeps(
        () => store.addToCart(id, PRODUCT.lipstick),
        'conflict',
        /already in your cart/,
      );
      await refusesAndKeeps(
        () => store.addToCart(id, PRODUCT.outOfStock),
        'invalid',
        /out of stock/,
      );
      await refusesAndKeeps(
        () => store.addToCart(id, 'no-such-product'),
        'invalid',
        /No product has the id/,
      );
      await refusesAndKeeps(
        () => store.changeQty(id, PRODUCT.lipstick, 'decrement'),
        'invalid',
        /below 1/,
      );
      await refusesAndKeeps(
        () => store.changeQty(id, PRODUCT.perfume, 'increment'),
        'not-found',
        /not in your cart/,
      );
      await refusesAndKeeps(
        () => store.removeFromCart(id, PRODUCT.perfume),
        'not-found',
        /not in your cart/,
      );
    });

    it('wishlist: add and remove; refusals change nothing', async () => {
      const added = value(await store.addToWishlist(DEMO_USER._id, PRODUCT.outOfStock));
      expect(added.map((l) => l._id)).toEqual([PRODUCT.outOfStock]);
      expect(added[0]).not.toHaveProperty('qty');
      expect(value(await store.wishlist(DEMO_USER._id))).toEqual(added);
      const id = DEMO_USER._id;
      await refusesAndKeeps(
        () => store.addToWishlist(id, PRODUCT.outOfStock),
        'conflict',
        /already in your wishlist/,
      );
      await refusesAndKeeps(
        () => store.addToWishlist(id, 'no-such-product'),
        'invalid',
        /No product has the id/,
      );
      await refusesAndKeeps(
        () => store.removeFromWishlist(id, PRODUCT.perfume),
        'not-found',
        /not in your wishlist/,
      );
      expect(value(await store.removeFromWishlist(id, PRODUCT.outOfStock))).toEqual([]);
    });

    it('addresses: add, update, delete; an unknown address is refused and changes nothing', async () => {
      const id = DEMO_USER._id;
      const added = value(await store.addAddress(id, ADDRESS));
      expect(added).toHaveLength(2);
      const newId = added[1]?.id ?? '';
      expect(added[1]).toEqual({ ...ADDRESS, id: newId });
      const updated = value(await store.updateAddress(id, newId, { ...ADDRESS, city: 'Mumbai' }));
      expect(updated.map((a) => a.city)).toEqual(['Bengaluru', 'Mumbai']);
      expect(value(await store.addresses(id))).toEqual(updated);
      await refusesAndKeeps(
        () => store.updateAddress(id, 'nope', ADDRESS),
        'not-found',
        /No address/,
      );
      await refusesAndKeeps(() => store.deleteAddress(id, 'nope'), 'not-found', /No address/);
      const left = value(await store.deleteAddress(id, DEMO_ADDRESS_ID));
      expect(left.map((a) => a.id)).toEqual([newId]);
    });

    /** A created (not price-changed) order, or the test fails. */
    const created = (outcome: Outcome<CreatedOrder>) => {
      const v = value(outcome);
      if (!('order' in v)) throw new Error(`expected an order, got ${JSON.stringify(v)}`);
      return v;
    };
    const PAYMENT = { provider: 'simulated', orderId: 'sim_order_1', keyId: null } as const;

    it('orders: created pending, priced from the catalogue, the cart kept; the same key gives it back', async () => {
      const id = DEMO_USER._id;
      value(await store.addToCart(id, PRODUCT.foundation));
      value(await store.changeQty(id, PRODUCT.foundation, 'increment'));
      const request = { addressId: DEMO_ADDRESS_ID, couponCode: 'first200', idempotencyKey: 'k1' };
      const first = created(await store.createOrder(id, request));
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
      expect(value(await store.cart(id))).toHaveLength(1);
      const again = created(await store.createOrder(id, request));
      expect(again.created).toBe(false);
      expect(again.order).toEqual(first.order);
      expect(value(await store.orders(id))).toEqual([first.order]);
    });

    it('orders: a payment attached once, confirmed once, the lines leave the cart in the same step', async () => {
      const id = DEMO_USER._id;
      value(await store.addToCart(id, PRODUCT.lipstick));
      const { order } = created(
        await store.createOrder(id, { addressId: DEMO_ADDRESS_ID, idempotencyKey: 'k2' }),
      );
      const attached = value(await store.attachPayment(id, order._id, PAYMENT));
      expect(attached.payment).toEqual(PAYMENT);
      // A doubled request keeps the first provider order.
      const second = value(
        await store.attachPayment(id, order._id, { ...PAYMENT, orderId: 'sim_order_2' }),
      );
      expect(second.payment).toEqual(PAYMENT);

      const paid = value(await store.confirmOrder(id, order._id, 'pay_1'));
      expect(paid.order).toMatchObject({ status: 'paid', paymentId: 'pay_1' });
      expect(paid.order.paidAt).not.toBeNull();
      expect(paid.cart).toEqual([]);
      expect(value(await store.cart(id))).toEqual([]);
      expect(value(await store.orders(id))).toEqual([paid.order]);
      // Confirming the same payment again changes nothing; another payment is refused.
      expect(value(await store.confirmOrder(id, order._id, 'pay_1')).order).toEqual(paid.order);
      await refusesAndKeeps(
        () => store.confirmOrder(id, order._id, 'pay_9'),
        'conflict',
        /already paid/,
      );
      await refusesAndKeeps(
        () => store.closeOrder(id, order._id, 'cancelled'),
        'conflict',
        /already paid/,
      );
    });

    it('orders: one payment id confirms one order only, across shoppers', async () => {
      const id = DEMO_USER._id;
      value(await store.addToCart(id, PRODUCT.lipstick));
      const mine = created(
        await store.createOrder(id, { addressId: DEMO_ADDRESS_ID, idempotencyKey: 'k3' }),
      ).order;
      value(await store.confirmOrder(id, mine._id, 'pay_shared'));

      const other = value(await store.createUser(newUser('other.shopper@example.com')));
      value(await store.addAddress(other._id, ADDRESS));
      const otherAddress = value(await store.addresses(other._id))[0]?.id ?? '';
      value(await store.addToCart(other._id, PRODUCT.perfume));
      const theirs = created(
        await store.createOrder(other._id, { addressId: otherAddress, idempotencyKey: 'k3' }),
      ).order;
      await refusesAndKeeps(
        () => store.confirmOrder(other._id, theirs._id, 'pay_shared'),
        'conflict',
        /payment/i,
      );
      expect(value(await store.orders(other._id))[0]?.status).toBe('pending');
    });

    it('orders: failed can be paid later, cancelled is final; unknown orders are refused', async () => {
      const id = DEMO_USER._id;
      value(await store.addToCart(id, PRODUCT.lipstick));
      const { order } = created(
        await store.createOrder(id, { addressId: DEMO_ADDRESS_ID, idempotencyKey: 'k4' }),
      );
      expect(value(await store.closeOrder(id, order._id, 'failed')).order.status).toBe('failed');
      expect(value(await store.closeOrder(id, order._id, 'cancelled')).order.status).toBe(
        'cancelled',
      );
      await refusesAndKeeps(
        () => store.confirmOrder(id, order._id, 'pay_4'),
        'conflict',
        /cancel/i,
      );
      await refusesAndKeeps(() => store.closeOrder(id, 'nope', 'failed'), 'not-found', /No order/);
      await refusesAndKeeps(
        () => store.attachPayment(id, 'nope', PAYMENT),
        'not-found',
        /No order/,
      );
      await refusesAndKeeps(() => store.confirmOrder(id, 'nope', 'pay_5'), 'not-found', /No order/);
    });

    it('order refusals change nothing (empty cart, address, sold out, coupon)', async () => {
      const id = DEMO_USER._id;
      const order = { addressId: DEMO_ADDRESS_ID, idempotencyKey: 'k5' };
      await refusesAndKeeps(
        () => store.createOrder(id, order),
        'invalid',
        /add products to the cart/,
      );
      value(await store.addToCart(id, PRODUCT.lipstick));
      await refusesAndKeeps(
        () => store.createOrder(id, { ...order, addressId: 'nope' }),
        'invalid',
        /No address/,
      );
      await refusesAndKeeps(
        () => store.createOrder(id, { ...order, couponCode: 'NOPE' }),
        'invalid',
        /not a valid coupon/,
      );
      await refusesAndKeeps(
        () => store.createOrder(id, { ...order, couponCode: 'FIRST200' }),
        'invalid',
        /needs an order amount above/,
      );
    });

    it('a stale total creates no order and refreshes the stored cart to today’s prices', async () => {
      const id = DEMO_USER._id;
      value(await store.addToCart(id, PRODUCT.lipstick));
      const answer = value(
        await store.createOrder(id, {
          addressId: DEMO_ADDRESS_ID,
          idempotencyKey: 'k6',
          amount: 1,
        }),
      );
      expect('priceChanged' in answer).toBe(true);
      expect(value(await store.orders(id))).toEqual([]);
      expect(value(await store.cart(id))).toHaveLength(1);
    });

    it('every per-account call refuses an account that does not exist, changing nothing', async () => {
      const calls: (() => Promise<Outcome<unknown>>)[] = [
        () => store.cart(NOBODY),
        () => store.addToCart(NOBODY, PRODUCT.lipstick),
        () => store.changeQty(NOBODY, PRODUCT.lipstick, 'increment'),
        () => store.removeFromCart(NOBODY, PRODUCT.lipstick),
        () => store.wishlist(NOBODY),
        () => store.addToWishlist(NOBODY, PRODUCT.lipstick),
        () => store.removeFromWishlist(NOBODY, PRODUCT.lipstick),
        () => store.addresses(NOBODY),
        () => store.addAddress(NOBODY, ADDRESS),
        () => store.updateAddress(NOBODY, DEMO_ADDRESS_ID, ADDRESS),
        () => store.deleteAddress(NOBODY, DEMO_ADDRESS_ID),
        () => store.orders(NOBODY),
        () => store.createOrder(NOBODY, { addressId: DEMO_ADDRESS_ID, idempotencyKey: 'k' }),
        () =>
          store.attachPayment(NOBODY, 'o', { provider: 'simulated', orderId: 'o', keyId: null }),
        () => store.confirmOrder(NOBODY, 'o', 'p'),
        () => store.closeOrder(NOBODY, 'o', 'cancelled'),
      ];
      for (const call of calls) await refusesAndKeeps(call, 'not-found', /not Registered/);
    });

    it('todos and the newsletter', async () => {
      const added = value(await store.addTodo('Write the contract'));
      expect(added.map((t) => t.title)).toEqual([
        ...seedTodos.map((t) => t.title),
        'Write the contract',
      ]);
      expect(await store.todos()).toEqual(added);
      const left = value(await store.deleteTodo('todo-1'));
      expect(left.map((t) => t._id)).not.toContain('todo-1');
      await refusesAndKeeps(
        () => store.deleteTodo('todo-1'),
        'not-found',
        /No todo has the id "todo-1"/,
      );
      expect(value(await store.subscribe(' Fan@Example.com '))).toEqual({
        alreadySubscribed: false,
      });
      expect(value(await store.subscribe('fan@example.com'))).toEqual({ alreadySubscribed: true });
      expect((await store.snapshot()).subscribers).toEqual(['fan@example.com']);
    });

    it('snapshot and replace round-trip everything; reset goes back to the seed', async () => {
      const id = DEMO_USER._id;
      value(await store.addToCart(id, PRODUCT.lipstick));
      value(await store.addToWishlist(id, PRODUCT.perfume));
      value(await store.addAddress(id, ADDRESS));
      value(await store.createUser(newUser('second@example.com')));
      value(await store.addToCart(id, PRODUCT.foundation));
      const pending = value(
        await store.createOrder(id, { addressId: DEMO_ADDRESS_ID, idempotencyKey: 'k7' }),
      );
      if (!('order' in pending)) throw new Error('no order');
      value(
        await store.attachPayment(id, pending.order._id, {
          provider: 'simulated',
          orderId: 'sim_7',
          keyId: null,
        }),
      );
      value(await store.confirmOrder(id, pending.order._id, 'pay_3'));
      value(await store.addToCart(id, PRODUCT.perfume));
      value(await store.subscribe('a@example.com'));
      const full = await store.snapshot();
      await store.reset();
      expect((await store.snapshot()).users).toHaveLength(1);
      expect(value(await store.cart(id))).toEqual([]);
      await store.replace(full);
      expect(await store.snapshot()).toEqual(full);
      // A replaced catalogue is what the shop sells from then on.
      const outOfStock = full.products.map((p) =>
        p._id === PRODUCT.lipstick ? { ...p, inStock: false } : p,
      );
      await store.replace({ ...full, products: outOfStock });
      expect((await store.findProduct(PRODUCT.lipstick))?.inStock).toBe(false);
    });

    it('concurrent writes to one account lose nothing and double nothing', async () => {
      const id = DEMO_USER._id;
      value(await store.addToCart(id, PRODUCT.lipstick));
      // From 1 to the most one line may hold (10): nine succeed, the rest are refused, none lost.
      const ups = await Promise.all(
        Array.from({ length: 20 }, () => store.changeQty(id, PRODUCT.lipstick, 'increment')),
      );
      expect(ups.filter((r) => r.ok)).toHaveLength(9);
      expect(ups.filter((r) => !r.ok && r.reason === 'invalid')).toHaveLength(11);
      expect(value(await store.cart(id)).map((l) => l.qty)).toEqual([10]);
      const adds = await Promise.all(
        Array.from({ length: 5 }, () => store.addToWishlist(id, PRODUCT.perfume)),
      );
      expect(adds.filter((r) => r.ok)).toHaveLength(1);
      const signups = await Promise.all(
        Array.from({ length: 5 }, () => store.createUser(newUser('race@example.com'))),
      );
      expect(signups.filter((r) => r.ok)).toHaveLength(1);
      expect(signups.filter((r) => !r.ok && r.reason === 'exists')).toHaveLength(4);
    });
  });
}
