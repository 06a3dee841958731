/** The console's reset, export and import (backend/store/admin.ts, server/db/admin.ts). */
import { describe, expect, it } from 'vitest';
import {
  DEMO_USER,
  seedCategories,
  seedProducts,
  createSeeder,
  seedTodos,
} from '@backend/store/seed';
import { importedOutbox } from '@backend/store/outbox';
import { PRODUCT, DEMO_ADDRESS_ID } from '../support';
import { ADDRESS, newUser, value, type Contract } from './harness';

const seedState = createSeeder();

export function describeAdminContract({ shop }: Contract): void {
  describe('admin: the whole shop as one document', () => {
    it('starts as the seed: products, categories, the demo account, todos', async () => {
      expect(await shop().catalog.list()).toEqual(seedProducts);
      expect(await shop().catalog.categories()).toEqual(seedCategories);
      expect(await shop().tester.todos()).toEqual(seedTodos);
      const snapshot = await shop().admin.snapshot();
      const seed = await seedState();
      expect(snapshot.users.map((u) => u.email)).toEqual(seed.users.map((u) => u.email));
      expect(snapshot.users[0]?.addresses).toEqual(seed.users[0]?.addresses);
      expect(snapshot.subscribers).toEqual([]);
    });

    it('snapshot and replace round-trip everything; reset goes back to the seed', async () => {
      const id = DEMO_USER._id;
      value(await shop().carts.add(id, PRODUCT.lipstick));
      value(await shop().wishlists.add(id, PRODUCT.perfume));
      value(await shop().addresses.add(id, ADDRESS));
      value(await shop().accounts.create(newUser('second@example.com')));
      value(await shop().carts.add(id, PRODUCT.foundation));
      const pending = value(
        await shop().orders.create(id, { addressId: DEMO_ADDRESS_ID, idempotencyKey: 'k7' }),
      );
      if (!('order' in pending)) throw new Error('no order');
      value(
        await shop().orders.attachPayment(id, pending.order._id, {
          provider: 'simulated',
          orderId: 'sim_7',
          keyId: null,
        }),
      );
      value(await shop().orders.confirm(id, pending.order._id, 'pay_3'));
      value(await shop().carts.add(id, PRODUCT.perfume));
      value(await shop().newsletter.subscribe('a@example.com'));
      const full = await shop().admin.snapshot();
      await shop().admin.reset();
      expect((await shop().admin.snapshot()).users).toHaveLength(1);
      expect(value(await shop().carts.lines(id))).toEqual([]);
      await shop().admin.replace(full);
      // All of it, but for the email owed for the paid order: an import owes none (given up).
      expect(full.outbox?.some((e) => e.sentAt === null && e.nextAttemptAt !== null)).toBe(true);
      expect(await shop().admin.snapshot()).toEqual({
        ...full,
        outbox: importedOutbox(full.outbox ?? []),
      });
      // A replaced catalogue is what the shop sells from then on: out of stock is no units left.
      const outOfStock = full.products.map((p) =>
        p._id === PRODUCT.lipstick ? { ...p, stock: 0, inStock: false } : p,
      );
      const levels = { ...full.stockLevels, [PRODUCT.lipstick]: { onHand: 0, held: 0 } };
      await shop().admin.replace({ ...full, products: outOfStock, stockLevels: levels });
      expect((await shop().catalog.find(PRODUCT.lipstick))?.inStock).toBe(false);
      expect((await shop().catalog.find(PRODUCT.lipstick))?.stock).toBe(0);
    });
  });
}
