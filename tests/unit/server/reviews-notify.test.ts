/**
 * A written review, a vote and an operator's decision each tell every process (the catalogue's
 * NOTIFY), so cached product pages that show reviews are dropped everywhere; a review that moves
 * its product's rating changes the product's row too, so every catalogue copy drops it.
 */
import { describe, expect, it, vi } from 'vitest';
import { systemClock } from '@backend/clock';
import { createSeeder, DEMO_USER } from '@backend/store/seed';
import { migrate, seedIfEmpty } from '../../../server/db/migrate';
import { createPgShop, insertState } from '../../../server/db/shop';
import { openPGlite } from '../../../server/db/sql';
import { PRODUCT } from '../backend/support';

describe('review changes notify', () => {
  it('posting, voting on and hiding a review each notify the catalogue channel', async () => {
    const db = await openPGlite();
    try {
      const seed = createSeeder();
      await migrate(db);
      await seedIfEmpty(db, insertState, seed);
      const heard: string[] = [];
      let up = false;
      db.listen('glamour_catalog', {
        onNotify: (payload) => heard.push(payload),
        onState: (state) => {
          up = state;
        },
      });
      await vi.waitFor(() => expect(up).toBe(true));
      const shop = createPgShop(db, { clock: systemClock(), seed });
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
});
