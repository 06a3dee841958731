/** Product reviews (backend/store/reviews.ts, server/db/reviews.ts). */
import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY } from '@/domain/product-query';
import type { RatingFigures, ReviewQuery } from '@/domain/reviews';
import { DEMO_USER } from '@backend/store/seed';
import { DEMO_ADDRESS_ID, PRODUCT } from '../support';
import { created, NOBODY, newUser, value, type Contract } from './harness';

/** No sample review of the seed is of this product, so its figures here are the tests' own. */
const P = PRODUCT.perfume;
const IMPORTED = { value: 1.5, count: 17780 };
const ALL: ReviewQuery = { sort: 'newest', page: 1, pageSize: 50 };
const words = (title: string, rating = 4) => ({
  rating,
  title,
  body: `${title}: it lasts all day.`,
});

export function describeReviewsContract({ shop, refusesAndKeeps }: Contract): void {
  async function shopper(name: string): Promise<string> {
    const row = newUser(`${name}@example.com`);
    value(await shop().accounts.create({ ...row, firstName: name, lastName: 'rao' }));
    return row._id;
  }
  const list = async (query: Partial<ReviewQuery> = {}, product: string = P) =>
    value(await shop().reviews.list(product, { ...ALL, ...query }));

  describe('reviews', () => {
    it('writes one review per shopper and product; writing again replaces it', async () => {
      const meera = await shopper('Meera');
      const first = value(await shop().reviews.save(P, meera, words('Lovely', 5)));
      expect(first.created).toBe(true);
      expect(first.review).toMatchObject({
        productId: P,
        rating: 5,
        title: 'Lovely',
        authorName: 'Meera R.',
        verifiedPurchase: false,
        helpfulCount: 0,
      });
      const page = await list();
      expect(page.reviews).toEqual([first.review]);
      expect(page.total).toBe(1);
      expect(page.summary).toEqual({
        average:
          Math.round(((IMPORTED.value * IMPORTED.count + 5) / (IMPORTED.count + 1)) * 10) / 10,
        ratingCount: IMPORTED.count + 1,
        reviewCount: 1,
        histogram: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 1 },
      });
      const again = value(await shop().reviews.save(P, meera, words('Changed my mind', 2)));
      expect(again.created).toBe(false);
      expect(again.review._id).toBe(first.review._id);
      expect(again.review.createdAt).toBe(first.review.createdAt);
      expect((await list()).reviews.map((r) => [r.title, r.rating])).toEqual([
        ['Changed my mind', 2],
      ]);
      expect(await shop().reviews.mine(P, meera)).toEqual(again.review);
      expect(await shop().reviews.mine(PRODUCT.lipstick, meera)).toBeUndefined();
    });

    it('refuses an unknown product or account, and removing a review one has not written', async () => {
      const meera = await shopper('Meera');
      await refusesAndKeeps(
        () => shop().reviews.save('no-such-product', meera, words('Nice')),
        'not-found',
        /no-such-product/,
      );
      await refusesAndKeeps(
        () => shop().reviews.save(P, NOBODY, words('Nice')),
        'not-found',
        /not Registered/,
      );
      await refusesAndKeeps(() => shop().reviews.remove(P, meera), 'not-found', /not reviewed/);
      expect((await shop().reviews.list('no-such-product', ALL)).ok).toBe(false);
      value(await shop().reviews.save(P, meera, words('Nice')));
      expect(value(await shop().reviews.remove(P, meera))).toEqual({ removed: true });
      expect((await list()).reviews).toEqual([]);
      expect(await shop().reviews.mine(P, meera)).toBeUndefined();
    });

    it('a verified purchase is an order of the product that was paid, not one pending or cancelled', async () => {
      const id = DEMO_USER._id;
      value(await shop().reviews.save(P, id, words('Bought it')));
      const verified = async () => (await list()).reviews[0]?.verifiedPurchase;
      value(await shop().carts.add(id, P));
      const pending = created(
        await shop().orders.create(id, { addressId: DEMO_ADDRESS_ID, idempotencyKey: 'r1' }),
      ).order;
      expect(await verified()).toBe(false);
      value(await shop().orders.close(id, pending._id, 'cancelled'));
      expect(await verified()).toBe(false);
      const order = created(
        await shop().orders.create(id, { addressId: DEMO_ADDRESS_ID, idempotencyKey: 'r2' }),
      ).order;
      value(await shop().orders.confirm(id, order._id, 'pay_review'));
      expect(await verified()).toBe(true);
      expect((await list({ verifiedOnly: true })).total).toBe(1);
    });

    it('a verified purchase ends when the product goes back: a paid order cancelled, a return received', async () => {
      const id = DEMO_USER._id;
      const kept = PRODUCT.lipstick;
      value(await shop().reviews.save(P, id, words('Sent back')));
      value(await shop().reviews.save(kept, id, words('Kept it')));
      const titles: Record<string, string> = { [P]: 'Sent back', [kept]: 'Kept it' };
      const verified = async (product: string) =>
        (await list({}, product)).reviews.find((r) => r.title === titles[product])
          ?.verifiedPurchase;
      const paid = async (key: string) => {
        value(await shop().carts.add(id, P));
        value(await shop().carts.add(id, kept));
        const { order } = created(
          await shop().orders.create(id, { addressId: DEMO_ADDRESS_ID, idempotencyKey: key }),
        );
        value(await shop().orders.confirm(id, order._id, `pay_${key}`));
        return order;
      };
      const first = await paid('v1');
      expect([await verified(P), await verified(kept)]).toEqual([true, true]);
      // Cancelled: every unit goes back, while the refund is still on its way.
      expect(value(await shop().orders.cancel(id, first._id)).order.status).toBe('refund_pending');
      expect([await verified(P), await verified(kept)]).toEqual([false, false]);

      const second = await paid('v2');
      value(await shop().orders.ship(second._id, { carrier: 'Delhivery', trackingNumber: 'DL1' }));
      value(await shop().orders.deliver(second._id, 7));
      const lines = [{ productId: P, qty: 1 }];
      value(await shop().orders.requestReturn(id, second._id, { lines, reason: 'Wrong shade' }));
      expect([await verified(P), await verified(kept)]).toEqual([true, true]);
      const received = value(await shop().orders.receiveReturn(second._id));
      expect(received.order.status).toBe('refund_pending');
      expect([await verified(P), await verified(kept)]).toEqual([false, true]);
    });

    it('counts a helpful vote once per account and never on one’s own review', async () => {
      const [author, a, b] = [
        await shopper('Author'),
        await shopper('Asha'),
        await shopper('Bina'),
      ];
      const { review } = value(await shop().reviews.save(P, author, words('Useful')));
      expect(value(await shop().reviews.markHelpful(review._id, a)).helpfulCount).toBe(1);
      expect(value(await shop().reviews.markHelpful(review._id, a)).helpfulCount).toBe(1);
      expect(value(await shop().reviews.markHelpful(review._id, b)).helpfulCount).toBe(2);
      await refusesAndKeeps(
        () => shop().reviews.markHelpful(review._id, author),
        'forbidden',
        /your own review/,
      );
      await refusesAndKeeps(() => shop().reviews.markHelpful('nope', a), 'not-found', /nope/);
      await refusesAndKeeps(
        () => shop().reviews.markHelpful(review._id, NOBODY),
        'not-found',
        /not Registered/,
      );
      expect((await list()).reviews[0]?.helpfulCount).toBe(2);
    });

    it('three reports hide a review until the operator restores or hides it', async () => {
      const author = await shopper('Author');
      const [a, b, c, d] = [
        await shopper('Asha'),
        await shopper('Bina'),
        await shopper('Chitra'),
        await shopper('Devi'),
      ];
      const { review } = value(await shop().reviews.save(P, author, words('Spam')));
      await refusesAndKeeps(
        () => shop().reviews.report(review._id, author, 'mine'),
        'forbidden',
        /own/,
      );
      expect(value(await shop().reviews.report(review._id, a, 'Rude'))).toEqual({ hidden: false });
      expect(value(await shop().reviews.report(review._id, a, 'Rude again'))).toEqual({
        hidden: false,
      });
      expect(value(await shop().reviews.report(review._id, b, 'Off topic'))).toEqual({
        hidden: false,
      });
      expect(value(await shop().reviews.report(review._id, c, 'Spam'))).toEqual({ hidden: true });
      expect(await list()).toMatchObject({ reviews: [], total: 0, summary: { reviewCount: 0 } });
      await refusesAndKeeps(
        () => shop().reviews.markHelpful(review._id, d),
        'not-found',
        /Spam|id/,
      );
      await refusesAndKeeps(() => shop().reviews.report(review._id, d, 'x'), 'not-found', /id/);

      const queue = await shop().reviews.moderation(true);
      expect(queue).toHaveLength(1);
      expect(queue[0]).toMatchObject({ _id: review._id, userId: author, hidden: true });
      expect(queue[0]?.reports.map((r) => r.reason)).toEqual(['Rude', 'Off topic', 'Spam']);

      expect(value(await shop().reviews.moderate(review._id, 'restore')).hidden).toBe(false);
      expect((await list()).total).toBe(1);
      // Restored: more reports no longer hide it.
      expect(value(await shop().reviews.report(review._id, d, 'Still spam'))).toEqual({
        hidden: false,
      });
      expect(value(await shop().reviews.moderate(review._id, 'hide')).hidden).toBe(true);
      expect((await list()).total).toBe(0);
      await refusesAndKeeps(() => shop().reviews.moderate('nope', 'hide'), 'not-found', /nope/);
      expect((await shop().reviews.moderation(false)).length).toBeGreaterThanOrEqual(1);
    });

    it('sorts, filters by stars and pages the same way', async () => {
      const ids: string[] = [];
      for (const [name, rating] of [
        ['Asha', 3],
        ['Bina', 5],
        ['Chitra', 1],
        ['Devi', 5],
      ] as const) {
        const id = await shopper(name);
        ids.push(id);
        value(await shop().reviews.save(P, id, words(name, rating)));
      }
      const titles = async (query: Partial<ReviewQuery>) =>
        (await list(query)).reviews.map((r) => r.title);
      expect(await titles({ sort: 'newest' })).toEqual(['Devi', 'Chitra', 'Bina', 'Asha']);
      expect(await titles({ sort: 'highest' })).toEqual(['Devi', 'Bina', 'Asha', 'Chitra']);
      expect(await titles({ sort: 'lowest' })).toEqual(['Chitra', 'Asha', 'Devi', 'Bina']);
      const chitra = (await list({ rating: 1 })).reviews[0];
      if (!chitra) throw new Error('no review with one star');
      value(await shop().reviews.markHelpful(chitra._id, ids[0] ?? ''));
      expect(await titles({ sort: 'helpful' })).toEqual(['Chitra', 'Devi', 'Bina', 'Asha']);
      expect(await titles({ rating: 5 })).toEqual(['Devi', 'Bina']);
      const second = await list({ sort: 'newest', page: 2, pageSize: 3 });
      expect(second.reviews.map((r) => r.title)).toEqual(['Asha']);
      expect(second.total).toBe(4);
      expect(second.summary.histogram).toEqual({ '1': 1, '2': 0, '3': 1, '4': 0, '5': 2 });
      expect((await list({ page: 9, pageSize: 3 })).reviews).toEqual([]);
    });

    it('keeps reviews, votes and reports in the export, and an import brings them back', async () => {
      const [author, a] = [await shopper('Author'), await shopper('Asha')];
      const { review } = value(await shop().reviews.save(P, author, words('Kept')));
      value(await shop().reviews.markHelpful(review._id, a));
      value(await shop().reviews.report(review._id, a, 'Odd'));
      const saved = await shop().admin.snapshot();
      const mine = saved.reviews.find((r) => r._id === review._id);
      expect(mine).toMatchObject({ userId: author, helpful: [a], moderation: 'auto' });
      expect(mine?.reports.map((r) => r.reason)).toEqual(['Odd']);
      await shop().admin.reset();
      expect((await list()).total).toBe(0);
      await shop().admin.replace(saved);
      expect(await shop().admin.snapshot()).toEqual(saved);
      expect((await list()).reviews[0]).toMatchObject({ _id: review._id, helpfulCount: 1 });
    });
  });

  describe('the product’s one rating', () => {
    /** The shop as it is, imported again with P's imported figure set to `figure`. */
    async function importedAs(figure: RatingFigures): Promise<void> {
      const doc = await shop().admin.snapshot();
      doc.importedRatings[P] = figure;
      await shop().admin.replace(doc);
    }
    /** P's rating as the catalogue says it, the listing finds it and its reviews summarise it. */
    async function ratingEverywhere(): Promise<RatingFigures | undefined> {
      const rating = (await shop().catalog.find(P))?.ratings;
      const listed = await shop().catalog.query({ ...DEFAULT_QUERY, q: 'plum', pageSize: 48 });
      expect(listed.products.find((p) => p._id === P)?.ratings).toEqual(rating);
      expect((await shop().catalog.list()).find((p) => p._id === P)?.ratings).toEqual(rating);
      const { summary } = await list();
      expect([summary.average, summary.ratingCount]).toEqual([
        Number(rating?.value),
        Number(rating?.count),
      ]);
      return rating;
    }
    /** Whether the rating filter at `stars` finds P, and its facet count (every product). */
    async function filtered(stars: number): Promise<[boolean, number | undefined]> {
      const page = await shop().catalog.query({ ...DEFAULT_QUERY, rating: stars, pageSize: 48 });
      const facets = (await shop().catalog.query({ ...DEFAULT_QUERY, pageSize: 1 })).facets;
      return [page.products.some((p) => p._id === P), facets.ratings[String(stars)]];
    }

    it('adds the shown reviews to the imported figure, moved by every change to them', async () => {
      await importedAs({ value: '1.0', count: '1' });
      expect(await ratingEverywhere()).toEqual({ value: '1.0', count: '1' });
      const [, threes] = await filtered(3);
      const [asha, bina] = [await shopper('Asha'), await shopper('Bina')];
      const { review } = value(await shop().reviews.save(P, asha, words('Great', 5)));
      // (1 + 5) / 2: counts add, the mean to one decimal; the filter and facets follow.
      expect(await ratingEverywhere()).toEqual({ value: '3.0', count: '2' });
      expect(await filtered(3)).toEqual([true, (threes ?? 0) + 1]);
      value(await shop().reviews.save(P, bina, words('Better', 5)));
      expect(await ratingEverywhere()).toEqual({ value: '3.7', count: '3' });
      // Changed: (1 + 1 + 5) / 3.
      value(await shop().reviews.save(P, asha, words('Changed', 1)));
      expect(await ratingEverywhere()).toEqual({ value: '2.3', count: '3' });
      expect(await filtered(3)).toEqual([false, threes]);
      // Hidden by the operator, then restored.
      value(await shop().reviews.moderate(review._id, 'hide'));
      expect(await ratingEverywhere()).toEqual({ value: '3.0', count: '2' });
      value(await shop().reviews.moderate(review._id, 'restore'));
      expect(await ratingEverywhere()).toEqual({ value: '2.3', count: '3' });
      // Removed: (1 + 1) / 2, and without reviews the imported figure as written.
      value(await shop().reviews.remove(P, bina));
      expect(await ratingEverywhere()).toEqual({ value: '1.0', count: '2' });
      value(await shop().reviews.remove(P, asha));
      expect(await ratingEverywhere()).toEqual({ value: '1.0', count: '1' });
    });

    it('leaves out a review hidden by three reports, and keeps the imported figure apart', async () => {
      await importedAs({ value: '4', count: '3' });
      const author = await shopper('Author');
      const { review } = value(await shop().reviews.save(P, author, words('Odd', 1)));
      // (4 * 3 + 1) / 4 = 3.25, half up.
      expect(await ratingEverywhere()).toEqual({ value: '3.3', count: '4' });
      for (const name of ['Asha', 'Bina', 'Chitra'])
        value(await shop().reviews.report(review._id, await shopper(name), 'Spam'));
      expect(await ratingEverywhere()).toEqual({ value: '4', count: '3' });
      value(await shop().reviews.moderate(review._id, 'restore'));
      const doc = await shop().admin.snapshot();
      expect(doc.importedRatings[P]).toEqual({ value: '4', count: '3' });
      expect(doc.products.find((p) => p._id === P)?.ratings).toEqual({ value: '3.3', count: '4' });
      // An export imported again says the same.
      await shop().admin.reset();
      await shop().admin.replace(doc);
      expect(await ratingEverywhere()).toEqual({ value: '3.3', count: '4' });
      expect(await shop().admin.snapshot()).toEqual(doc);
    });

    it('counts every one of reviews written at the same time', async () => {
      await importedAs({ value: '2.0', count: '10' });
      const names = ['Asha', 'Bina', 'Chitra', 'Devi', 'Esha', 'Fatima', 'Gita', 'Hema'];
      const ids = await Promise.all(names.map((name) => shopper(name)));
      await Promise.all(
        ids.map(async (id) => value(await shop().reviews.save(P, id, words('Same time', 5)))),
      );
      // (2 * 10 + 5 * 8) / 18 = 3.33…
      expect(await ratingEverywhere()).toEqual({ value: '3.3', count: '18' });
    });

    it('starts with the sample reviews counted in their products’ ratings', async () => {
      const doc = await shop().admin.snapshot();
      expect(doc.importedRatings[PRODUCT.lipstick]).toEqual({ value: '4.4', count: '25820' });
      expect((await shop().catalog.find(PRODUCT.lipstick))?.ratings).toEqual({
        value: '4.4',
        count: '25825',
      });
    });
  });
}
