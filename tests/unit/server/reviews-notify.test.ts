/**
 * A written review, a vote and an operator's decision each tell every process (the catalogue's
 * NOTIFY), so cached product pages that show reviews are dropped everywhere; a review that moves
 * its product's rating changes the product's row too, so every catalogue copy drops it.
 */
import { describe, expect, it, vi } from 'vitest';
import { ORDER_STATUSES, isPurchase } from '@/domain/order-status';
import { systemClock } from '@backend/clock';
import type { Outcome } from '@backend/store/outcome';
import { createSeeder, DEMO_USER } from '@backend/store/seed';
import { migrate, seedIfEmpty } from '../../../server/db/migrate';
import { createPgShop, insertState } from '../../../server/db/shop';
import { openPGlite, type Listener } from '../../../server/db/sql';
import { DEMO_ADDRESS_ID, PRODUCT } from '../backend/support';

/** A migrated, seeded PGlite shop (its catalogue's drops heard by `catalogFollower`). */
async function seededShop(catalogFollower?: Listener) {
  const db = await openPGlite();
  const seed = createSeeder();
  await migrate(db);
  await seedIfEmpty(db, insertState, seed);
  return {
    db,
    shop: createPgShop(db, {
      clock: systemClock(),
      seed,
      ...(catalogFollower ? { catalogFollower } : {}),
    }),
  };
}

/** What the catalogue's channel says from now on (once the listener is up). */
async function listening(db: Awaited<ReturnType<typeof openPGlite>>): Promise<string[]> {
  const heard: string[] = [];
  let up = false;
  db.listen('glamour_catalog', {
    onNotify: (payload) => heard.push(payload),
    onState: (state) => {
      up = state;
    },
  });
  await vi.waitFor(() => expect(up).toBe(true));
  return heard;
}

describe('review changes notify', () => {
  it('posting, voting on and hiding a review each notify the catalogue channel', async () => {
    const { db, shop } = await seededShop();
    try {
      const heard = await listening(db);
      const saved = await shop.reviews.save(PRODUCT.perfume, DEMO_USER._id, {
        rating: 4,
        title: 'Heard everywhere',
        body: 'Every process drops its page.',
      });
      if (!saved.ok) throw new Error(saved.message);
      await vi.waitFor(() => expect(heard).toContain('reviews'));
      // It moved the product's rating (its count), so the product's row changed too.
      await vi.waitFor(() => expect(heard).toContain('products'));
      const [other] = await db.query<{ id: string }>(
        'SELECT id FROM users WHERE id <> $1 LIMIT 1',
        [DEMO_USER._id],
      );
      if (other) {
        await shop.reviews.markHelpful(saved.value.review._id, other.id);
        await vi.waitFor(() => expect(heard).toContain('review_votes'));
      }
      heard.length = 0;
      await shop.reviews.moderate(saved.value.review._id, 'hide');
      await vi.waitFor(() => expect(heard).toContain('reviews'));
    } finally {
      await db.close();
    }
    // Migrating and seeding PGlite (WebAssembly) alone takes most of this on a busy machine.
  }, 120_000);

  it('an order that stops counting as a purchase notifies, though no product changes', async () => {
    // The reviewer's paid order is cancelled (stock back: the products' row notifies), then its
    // refund is processed: refund_pending -> refunded, no product touched. Kept product pages went
    // on showing "Verified purchase" for the review, where the API no longer did.
    const { db, shop } = await seededShop();
    try {
      const ok = <T>(outcome: Outcome<T>): T => {
        if (!outcome.ok) throw new Error(outcome.message);
        return outcome.value;
      };
      ok(await shop.carts.add(DEMO_USER._id, PRODUCT.perfume));
      const placed = ok(
        await shop.orders.create(DEMO_USER._id, {
          addressId: DEMO_ADDRESS_ID,
          idempotencyKey: 'verified-then-refunded',
        }),
      );
      if (!('order' in placed)) throw new Error('no order');
      const orderId = placed.order._id;
      ok(
        await shop.orders.attachPayment(DEMO_USER._id, orderId, {
          provider: 'simulated',
          orderId: 'sim_verified',
          keyId: null,
        }),
      );
      ok(await shop.orders.settle(orderId, 'pay_verified'));
      const saved = ok(
        await shop.reviews.save(PRODUCT.perfume, DEMO_USER._id, {
          rating: 5,
          title: 'Bought it',
          body: 'Verified, for now.',
        }),
      );
      expect(saved.review.verifiedPurchase).toBe(true);
      const cancelled = ok(await shop.orders.cancel(DEMO_USER._id, orderId));
      const refundId = cancelled.order.refunds[0]?.id ?? '';

      const heard = await listening(db);
      ok(await shop.orders.attachProviderRefund(refundId, 'rfnd_Verified0001', 'processed'));
      expect(ok(await shop.orders.get(DEMO_USER._id, orderId)).status).toBe('refunded');
      await vi.waitFor(() => expect(heard).toContain('orders'));
      expect(heard).not.toContain('products');
    } finally {
      await db.close();
    }
  }, 120_000);

  it('the migration’s list of purchases is isPurchase’s', () => {
    const sql = Object.entries(
      import.meta.glob<string>('../../../server/migrations/0018_purchase_notify.sql', {
        query: '?raw',
        import: 'default',
        eager: true,
      }),
    )[0]?.[1];
    const lists = [...(sql ?? '').matchAll(/IN \(([^)]*)\)/g)].map((m) =>
      [...(m[1] ?? '').matchAll(/'([a-z_]+)'/g)].map((q) => q[1]),
    );
    expect(lists).toHaveLength(2);
    for (const list of lists) expect(list).toEqual(ORDER_STATUSES.filter(isPurchase));
  });
});

describe('the catalogue channel', () => {
  it('says nothing for a statement that changes no product or category: a sweep that expires no hold', async () => {
    const dropped: string[] = [];
    const followed = {
      onNotify: (payload: string) => dropped.push(payload),
      onState: () => undefined,
    };
    // Every process drops its catalogue, its kept pages and its kept answers when the channel
    // speaks: the payment sweep's hold expiry, every minute and most often with nothing to expire,
    // made them all drop their copies each time.
    const { db, shop } = await seededShop(followed);
    try {
      const heard = await listening(db);
      expect(await shop.orders.expireHolds(new Date())).toBe(0);
      // Nor is this process's own copy dropped (its pages and answers with it).
      expect(dropped).toEqual([]);
      await db.query('UPDATE products SET held = held WHERE false');
      await db.query('DELETE FROM categories WHERE false');
      // A change that does speak, after them: its notification comes after any of theirs.
      expect(await shop.catalog.setStock(PRODUCT.perfume, 7)).toMatchObject({ stock: 7 });
      await vi.waitFor(() => expect(heard).toContain('products'));
      expect(heard).toEqual(['products']);
      expect(dropped).toContain('local');
      // A category changed: said.
      await db.query("UPDATE categories SET category_name = category_name || '' WHERE true");
      await vi.waitFor(() => expect(heard).toEqual(['products', 'categories']));
    } finally {
      await db.close();
    }
  }, 120_000);
});
