/** Product reviews through the API (backend/routes/reviews.ts): write, read, vote, report, moderate. */
import { describe, expect, it } from 'vitest';
import { createApi } from '@backend/app';
import { createPasswords } from '@backend/passwords';
import type { LimitedAction } from '@backend/rate-limits';
import { createSimulatedBackend } from '@backend/simulated';
import type { ModeratedReview, Review, ReviewPage } from '@/domain/reviews';
import {
  backend,
  call,
  DEMO,
  DEMO_ADDRESS_ID,
  loginDemo,
  PRODUCT,
  setupBackend,
  signup,
} from './support';

setupBackend();

/** No sample review of the seed is of this product (backend/store/seed-reviews.ts). */
const P = PRODUCT.perfume;
const LIST = `/api/products/${P}/reviews`;
const GOOD = {
  rating: 4,
  title: 'Smells like a beach day',
  body: 'Light, fresh and it lasts till lunch.',
};

async function write(token: string, body: object = GOOD) {
  return call<{ review: Review; errors?: string[] }>('POST', LIST, {
    token: `Bearer ${token}`,
    body,
  });
}
const list = async (query = '') => (await call<ReviewPage>('GET', `${LIST}${query}`)).body;

describe('GET /api/products/:productId/reviews', () => {
  it('answers the summary over the imported rating, and 404 for an unknown product', async () => {
    const { status, body } = await call<ReviewPage>('GET', LIST);
    expect(status).toBe(200);
    expect(body).toEqual({
      reviews: [],
      total: 0,
      summary: {
        average: 1.5,
        ratingCount: 17780,
        reviewCount: 0,
        histogram: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      },
    });
    expect((await call('GET', '/api/products/nope/reviews')).status).toBe(404);
    const bad = await call('GET', `${LIST}?sort=best&rating=6&pageSize=500`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveLength(3);
  });
});

describe('the sample reviews', () => {
  it('come with the shop: a few dozen, by first name and initial, some verified', async () => {
    const page = (await call<ReviewPage>('GET', `/api/products/${PRODUCT.lipstick}/reviews`)).body;
    expect(page.total).toBe(5);
    expect(page.summary).toMatchObject({ reviewCount: 5, ratingCount: 25820 + 5 });
    expect(page.summary.histogram).toEqual({ '1': 0, '2': 1, '3': 1, '4': 1, '5': 2 });
    expect(page.reviews.every((r) => /^\S+ [A-Z]\.$/.test(r.authorName))).toBe(true);
    expect(page.reviews.filter((r) => r.verifiedPurchase)).toHaveLength(4);
    const { store } = (await call<{ store: { reviews: unknown[] } }>('GET', '/api/_console/store'))
      .body;
    expect(store.reviews.length).toBeGreaterThanOrEqual(24);
  });
});

describe('POST /api/products/:productId/reviews', () => {
  it('writes the shopper’s review (201), then replaces it (200), shown with a short name', async () => {
    const token = await loginDemo();
    const first = await write(token);
    expect(first.status).toBe(201);
    expect(first.body.review).toMatchObject({ ...GOOD, authorName: 'Aanya S.', helpfulCount: 0 });
    expect(JSON.stringify(first.body)).not.toMatch(/email|userId|Sharma/);
    const again = await write(token, { ...GOOD, rating: 2, title: 'Faded fast' });
    expect(again.status).toBe(200);
    expect(again.body.review._id).toBe(first.body.review._id);
    const page = await list();
    expect(page.total).toBe(1);
    expect(page.summary).toMatchObject({ ratingCount: 17781, reviewCount: 1 });
    expect(page.reviews[0]).toMatchObject({ rating: 2, title: 'Faded fast' });
  });

  it('keeps markup in a body as text, exactly as written', async () => {
    const body = '<img src=x onerror="alert(1)"> <b>Really</b> good & long-lasting.';
    expect((await write(await loginDemo(), { ...GOOD, body })).status).toBe(201);
    expect((await list()).reviews[0]?.body).toBe(body);
  });

  it('refuses a bad rating, text without words, and says why', async () => {
    const token = await loginDemo();
    const answer = await write(token, {
      rating: 4.5,
      title: '\u200B\u200B',
      body: '<p></p><br>&nbsp;',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      'rating: Choose from 1 to 5 stars.',
      'title: This holds only invisible characters; write some words.',
      'body: Write words, not markup: this holds only tags.',
    ]);
    expect((await write(token, { ...GOOD, body: 'Too short' })).body.errors).toEqual([
      'body: Write 10 to 2000 characters.',
    ]);
    expect((await list()).total).toBe(0);
  });

  it('asks a guest to sign up, and a visitor to sign in', async () => {
    const guest = await call<{ encodedToken: string }>('POST', '/api/auth/guest');
    const answer = await write(guest.body.encodedToken);
    expect(answer.status).toBe(403);
    expect(answer.body.errors).toEqual(['Sign up to write a review']);
    expect((await call('POST', LIST, { body: GOOD })).status).toBe(401);
  });

  it('marks a review of a product the author has paid for as a verified purchase', async () => {
    const { shop } = backend();
    await write(await loginDemo());
    expect((await list()).reviews[0]?.verifiedPurchase).toBe(false);
    expect((await shop.carts.add(DEMO._id, P)).ok).toBe(true);
    const made = await shop.orders.create(DEMO._id, {
      addressId: DEMO_ADDRESS_ID,
      idempotencyKey: 'v1',
    });
    if (!made.ok || !('order' in made.value)) throw new Error('no order');
    expect((await shop.orders.confirm(DEMO._id, made.value.order._id, 'pay_verified')).ok).toBe(
      true,
    );
    expect((await list()).reviews[0]?.verifiedPurchase).toBe(true);
    expect((await list('?verified=1')).total).toBe(1);
  });
});

describe('GET and DELETE /api/products/:productId/reviews/mine', () => {
  it('reads and removes the shopper’s own review', async () => {
    const token = `Bearer ${await loginDemo()}`;
    expect((await call('GET', `${LIST}/mine`, { token })).status).toBe(404);
    const { body } = await write(await loginDemo());
    expect((await call<{ review: Review }>('GET', `${LIST}/mine`, { token })).body.review).toEqual(
      body.review,
    );
    expect(await call('DELETE', `${LIST}/mine`, { token })).toEqual({
      status: 200,
      body: { removed: true },
    });
    expect((await list()).total).toBe(0);
    const again = await call('DELETE', `${LIST}/mine`, { token });
    expect(again).toEqual({
      status: 404,
      body: { errors: ['You have not reviewed this product.'] },
    });
  });
});

describe('POST /api/reviews/:reviewId/helpful and /report', () => {
  it('counts one helpful vote per account, never the author’s own', async () => {
    const author = `Bearer ${await loginDemo()}`;
    const { review } = (await write(await loginDemo())).body;
    const fan = `Bearer ${await signup('fan@example.com')}`;
    const path = `/api/reviews/${review._id}/helpful`;
    const votes = await Promise.all(
      [1, 2, 3].map(() => call<{ review: Review }>('POST', path, { token: fan })),
    );
    expect(votes.map((v) => [v.status, v.body.review.helpfulCount])).toEqual([
      [200, 1],
      [200, 1],
      [200, 1],
    ]);
    expect(await call('POST', path, { token: author })).toEqual({
      status: 403,
      body: { errors: ['You cannot mark your own review as helpful.'] },
    });
    expect((await call('POST', '/api/reviews/nope/helpful', { token: fan })).status).toBe(404);
    expect((await list()).reviews[0]?.helpfulCount).toBe(1);
  });

  it('hides a review at three reports until the operator restores or hides it', async () => {
    const { review } = (await write(await loginDemo())).body;
    const report = `/api/reviews/${review._id}/report`;
    for (const name of ['one', 'two', 'three']) {
      const token = `Bearer ${await signup(`${name}@example.com`)}`;
      const answer = await call<{ hidden: boolean }>('POST', report, {
        token,
        body: { reason: 'Not about the product' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.hidden).toBe(name === 'three');
    }
    expect((await list()).total).toBe(0);
    const queue = await call<{ reviews: ModeratedReview[] }>(
      'GET',
      '/api/_console/reviews?reported=1',
    );
    expect(queue.body.reviews.map((r) => [r._id, r.hidden, r.reports.length])).toEqual([
      [review._id, true, 3],
    ]);
    const restored = await call<{ review: ModeratedReview }>(
      'POST',
      `/api/_console/reviews/${review._id}/restore`,
    );
    expect(restored.body.review.hidden).toBe(false);
    expect((await list()).total).toBe(1);
    await call('POST', `/api/_console/reviews/${review._id}/hide`);
    expect((await list()).total).toBe(0);
    expect((await call('POST', '/api/_console/reviews/nope/hide')).status).toBe(404);
  });

  it('refuses a report without a reason, one’s own, and a guest', async () => {
    const token = `Bearer ${await loginDemo()}`;
    const { review } = (await write(await loginDemo())).body;
    const report = `/api/reviews/${review._id}/report`;
    expect((await call('POST', report, { token, body: { reason: ' ' } })).body.errors).toEqual([
      'reason: Write 1 to 500 characters.',
    ]);
    expect((await call('POST', report, { token, body: { reason: 'mine' } })).status).toBe(403);
    const guest = await call<{ encodedToken: string }>('POST', '/api/auth/guest');
    const asGuest = await call('POST', `/api/reviews/${review._id}/helpful`, {
      token: `Bearer ${guest.body.encodedToken}`,
    });
    expect(asGuest.status).toBe(403);
  });
});

describe('paging and sorting', () => {
  it('filters by stars and pages through the rest', async () => {
    const ratings = [5, 1, 5, 3];
    for (const [i, rating] of ratings.entries()) {
      const token = await signup(`reader${i}@example.com`);
      expect((await write(token, { ...GOOD, rating, title: `Reader ${i}` })).status).toBe(201);
    }
    expect((await list('?rating=5')).reviews.map((r) => r.title)).toEqual(['Reader 2', 'Reader 0']);
    expect((await list('?sort=lowest&pageSize=2&page=2')).reviews.map((r) => r.rating)).toEqual([
      5, 5,
    ]);
    const page = await list('?sort=highest&pageSize=3');
    expect(page.total).toBe(4);
    expect(page.summary.histogram).toEqual({ '1': 1, '2': 0, '3': 1, '4': 0, '5': 2 });
  });
});

describe('the product’s one rating', () => {
  type Ratings = { value: string; count: string };
  const product = async (id: string = P) =>
    (await call<{ product: { ratings: Ratings } }>('GET', `/api/products/${id}`)).body.product
      .ratings;
  const listed = async () =>
    (
      await call<{ products: { _id: string; ratings: Ratings }[] }>('GET', '/api/products?q=plum')
    ).body.products.find((p) => p._id === P)?.ratings;

  it('moves on the product, in the listing and in the summary as reviews come and go', async () => {
    expect(await product()).toEqual({ value: '1.5', count: '17780' });
    const token = await loginDemo();
    expect((await write(token, { ...GOOD, rating: 5 })).status).toBe(201);
    // (1.5 × 17780 + 5) / 17781 is 1.5002: the count moves, the value to one decimal.
    expect(await product()).toEqual({ value: '1.5', count: '17781' });
    expect(await listed()).toEqual({ value: '1.5', count: '17781' });
    expect((await list()).summary).toMatchObject({ average: 1.5, ratingCount: 17781 });
    await call('DELETE', `${LIST}/mine`, { token: `Bearer ${token}` });
    expect(await product()).toEqual({ value: '1.5', count: '17780' });
    expect(await listed()).toEqual({ value: '1.5', count: '17780' });
  });

  it('reads an export made before (no imported figures) with its products’ ratings as imported', async () => {
    const { store } = (
      await call<{ store: Record<string, unknown> & { products: { _id: string }[] } }>(
        'GET',
        '/api/_console/store',
      )
    ).body;
    expect(store.importedRatings).toMatchObject({
      [PRODUCT.lipstick]: { value: '4.4', count: '25820' },
    });
    // Before, a product's ratings were its imported figures and its reviews did not count.
    const { importedRatings: _figures, ...older } = store;
    const products = store.products.map((p) =>
      p._id === PRODUCT.lipstick ? { ...p, ratings: { value: '4.4', count: '25820' } } : p,
    );
    expect(
      (await call('POST', '/api/_console/store', { body: { store: { ...older, products } } }))
        .status,
    ).toBe(200);
    // Its five sample reviews count once.
    expect(await product(PRODUCT.lipstick)).toEqual({ value: '4.4', count: '25825' });
  });
});

describe('rate limit', () => {
  it('counts review writes per account and address, 429 with Retry-After over the limit', async () => {
    const { shop, clock, tokens, payments } = createSimulatedBackend();
    const attempts: [LimitedAction, { ip?: string; account?: string }][] = [];
    const api = createApi({
      shop,
      clock,
      tokens,
      payments,
      passwords: createPasswords(),
      clientIp: () => '203.0.113.9',
      rateLimits: {
        attempt: async (action, keys) => {
          attempts.push([action, keys]);
          return attempts.length > 1 ? 42 : null;
        },
      },
    });
    const token = await tokens.sign({ _id: DEMO._id, email: DEMO.email });
    const post = () =>
      api.request(LIST, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(GOOD),
      });
    expect((await post()).status).toBe(201);
    const limited = await post();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('42');
    expect(await limited.json()).toEqual({
      errors: [
        'Too many reviews and reports in a short time. Please wait 42 seconds and try again.',
      ],
    });
    expect(attempts[0]).toEqual(['review', { ip: '203.0.113.9', account: DEMO.email }]);
    shop.dispose();
  });
});
