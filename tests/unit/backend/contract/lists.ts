/** The cart and the wishlist (backend/store/lists.ts, server/db/lists.ts). */
import { describe, expect, it } from 'vitest';
import type { Outcome } from '@backend/store/outcome';
import { DEMO_USER, seedProducts } from '@backend/store/seed';
import { PRODUCT } from '../support';
import { NOBODY, value, type Contract } from './harness';

export function describeListsContract({ shop, refusesAndKeeps }: Contract): void {
  describe('carts and wishlists', () => {
    it('cart: add, increment, decrement, remove, with the product copied from the catalogue', async () => {
      const added = value(await shop().carts.add(DEMO_USER._id, PRODUCT.lipstick));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatchObject({
        ...seedProducts.find((p) => p._id === PRODUCT.lipstick),
        qty: 1,
      });
      value(await shop().carts.add(DEMO_USER._id, PRODUCT.perfume));
      const up = value(await shop().carts.changeQty(DEMO_USER._id, PRODUCT.lipstick, 'increment'));
      expect(up.map((l) => [l._id, l.qty])).toEqual([
        [PRODUCT.lipstick, 2],
        [PRODUCT.perfume, 1],
      ]);
      const down = value(
        await shop().carts.changeQty(DEMO_USER._id, PRODUCT.lipstick, 'decrement'),
      );
      expect(down.map((l) => l.qty)).toEqual([1, 1]);
      expect(value(await shop().carts.lines(DEMO_USER._id))).toEqual(down);
      const removed = value(await shop().carts.remove(DEMO_USER._id, PRODUCT.lipstick));
      expect(removed.map((l) => l._id)).toEqual([PRODUCT.perfume]);
      expect(value(await shop().carts.lines(DEMO_USER._id))).toEqual(removed);
    });

    it('cart refusals change nothing', async () => {
      value(await shop().carts.add(DEMO_USER._id, PRODUCT.lipstick));
      const id = DEMO_USER._id;
      await refusesAndKeeps(
        () => shop().carts.add(id, PRODUCT.lipstick),
        'conflict',
        /already in your cart/,
      );
      await refusesAndKeeps(
        () => shop().carts.add(id, PRODUCT.outOfStock),
        'invalid',
        /out of stock/,
      );
      await refusesAndKeeps(
        () => shop().carts.add(id, 'no-such-product'),
        'invalid',
        /No product has the id/,
      );
      await refusesAndKeeps(
        () => shop().carts.changeQty(id, PRODUCT.lipstick, 'decrement'),
        'invalid',
        /below 1/,
      );
      await refusesAndKeeps(
        () => shop().carts.changeQty(id, PRODUCT.perfume, 'increment'),
        'not-found',
        /not in your cart/,
      );
      await refusesAndKeeps(
        () => shop().carts.remove(id, PRODUCT.perfume),
        'not-found',
        /not in your cart/,
      );
    });

    it('wishlist: add and remove; refusals change nothing', async () => {
      const added = value(await shop().wishlists.add(DEMO_USER._id, PRODUCT.outOfStock));
      expect(added.map((l) => l._id)).toEqual([PRODUCT.outOfStock]);
      expect(added[0]).not.toHaveProperty('qty');
      expect(value(await shop().wishlists.entries(DEMO_USER._id))).toEqual(added);
      const id = DEMO_USER._id;
      await refusesAndKeeps(
        () => shop().wishlists.add(id, PRODUCT.outOfStock),
        'conflict',
        /already in your wishlist/,
      );
      await refusesAndKeeps(
        () => shop().wishlists.add(id, 'no-such-product'),
        'invalid',
        /No product has the id/,
      );
      await refusesAndKeeps(
        () => shop().wishlists.remove(id, PRODUCT.perfume),
        'not-found',
        /not in your wishlist/,
      );
      expect(value(await shop().wishlists.remove(id, PRODUCT.outOfStock))).toEqual([]);
    });

    it('every cart and wishlist call refuses an account that does not exist, changing nothing', async () => {
      const calls: (() => Promise<Outcome<unknown>>)[] = [
        () => shop().carts.lines(NOBODY),
        () => shop().carts.add(NOBODY, PRODUCT.lipstick),
        () => shop().carts.changeQty(NOBODY, PRODUCT.lipstick, 'increment'),
        () => shop().carts.remove(NOBODY, PRODUCT.lipstick),
        () => shop().wishlists.entries(NOBODY),
        () => shop().wishlists.add(NOBODY, PRODUCT.lipstick),
        () => shop().wishlists.remove(NOBODY, PRODUCT.lipstick),
      ];
      for (const call of calls) await refusesAndKeeps(call, 'not-found', /not Registered/);
    });

    it('concurrent writes to one cart or wishlist lose nothing and double nothing', async () => {
      const id = DEMO_USER._id;
      value(await shop().carts.add(id, PRODUCT.lipstick));
      // From 1 to the most one line may hold (10): nine succeed, the rest are refused, none lost.
      const ups = await Promise.all(
        Array.from({ length: 20 }, () => shop().carts.changeQty(id, PRODUCT.lipstick, 'increment')),
      );
      expect(ups.filter((r) => r.ok)).toHaveLength(9);
      expect(ups.filter((r) => !r.ok && r.reason === 'invalid')).toHaveLength(11);
      expect(value(await shop().carts.lines(id)).map((l) => l.qty)).toEqual([10]);
      const adds = await Promise.all(
        Array.from({ length: 5 }, () => shop().wishlists.add(id, PRODUCT.perfume)),
      );
      expect(adds.filter((r) => r.ok)).toHaveLength(1);
    });
  });
}
