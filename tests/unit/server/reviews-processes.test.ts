/**
 * Reviews across processes: two built server processes (built-process.ts) on one throwaway
 * PostgreSQL. A review posted through one is on the other's cached product page at its next
 * request (the HTML, its JSON-LD rating equal to the API's summary) and moves the product's one
 * rating on the listing's cards; hidden by the operator, it leaves both again. Votes from one
 * account racing through both processes count once, and markup in a review is text on the page.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewPage } from '@/domain/reviews';
import { PRODUCT } from '../backend/support';
import { jsonLdNode } from './page-support';
import { startBuiltProcess, type Proc } from './built-process';
import { postgresBin, startCluster, type Cluster } from './pg-cluster';

const ADMIN_TOKEN = 'reviews-processes-admin-0123';
/** No sample review is of the perfume; the test sets its imported figure to one vote of 2. */
const P = PRODUCT.perfume;
/** Part of its name without characters the HTML escapes. */
const NAME = 'Hawaiian Rumba Eau de Parfum';

let cluster: Cluster;
let databaseUrl: string;
let dist: string;
let a: Proc;
let b: Proc;

const startProcess = () =>
  startBuiltProcess({
    DATABASE_URL: databaseUrl,
    GLAMOUR_DIST_DIR: dist,
    GLAMOUR_ADMIN_TOKEN: ADMIN_TOKEN,
  });

async function call<T>(
  proc: Proc,
  method: string,
  pathname: string,
  options: { token?: string; body?: unknown; admin?: boolean } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.admin) headers['x-glamour-admin-token'] = ADMIN_TOKEN;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(proc.url + pathname, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function signup(proc: Proc, firstName: string, email: string): Promise<string> {
  const { status, body } = await call<{ encodedToken: string }>(proc, 'POST', '/api/auth/signup', {
    body: { firstName, lastName: 'rao', email, password: 'abcd1234', confirmPassword: 'abcd1234' },
  });
  expect(status).toBe(201);
  return body.encodedToken;
}

/** The HTML a crawler reads (no script run). */
async function html(proc: Proc, pathname: string): Promise<string> {
  const response = await fetch(proc.url + pathname);
  expect(response.status).toBe(200);
  return response.text();
}

/** What a product page says of the product's rating and reviews, and what the API says. */
async function productPage(proc: Proc) {
  const page = await html(proc, `/products/${P}`);
  const node = jsonLdNode(page, 'Product');
  const rating = node.aggregateRating as Record<string, number> | undefined;
  const reviews = (node.review as { reviewBody: string }[] | undefined) ?? [];
  return {
    page,
    rating: rating && [rating.ratingValue, rating.ratingCount, rating.reviewCount],
    marked: reviews.map((r) => r.reviewBody),
  };
}

/** The rating a listing page's card of the product shows ("Rated 3.5 out of 5"). */
async function cardRating(proc: Proc): Promise<string | undefined> {
  const page = await html(proc, `/products?q=${encodeURIComponent('hawaiian rumba')}`);
  const card = page
    .split('<article')
    .slice(1)
    .find((chunk) => chunk.includes(NAME));
  // React's server HTML parts adjacent text with empty comments: "Rated <!-- -->2.0<!-- --> out of 5".
  return card && /Rated (?:<!-- -->)?([\d.]+)(?:<!-- -->)? out of 5/.exec(card)?.[1];
}

/** Reads until `read` gives `want` (each process hears the change by NOTIFY), or the deadline. */
async function until<T>(read: () => Promise<T>, want: T): Promise<T> {
  const deadline = Date.now() + 60_000;
  let seen = await read();
  while (JSON.stringify(seen) !== JSON.stringify(want) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    seen = await read();
  }
  return seen;
}

describe.skipIf(!postgresBin())('reviews on two server processes, one PostgreSQL', () => {
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'glamour-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html>');
    cluster = await startCluster();
    databaseUrl = await cluster.createDatabase('shop');
    [a, b] = await Promise.all([startProcess(), startProcess()]);
  }, 180_000);

  afterAll(async () => {
    for (const proc of [a, b]) proc?.child.kill('SIGTERM');
    await cluster?.destroy();
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  it('a review posted on one is on the other’s cached page, its JSON-LD and cards; hidden, it leaves', async () => {
    // An owner sets the imported figure by hand: one vote of 2, so that one review moves the value.
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
    try {
      await sql`UPDATE products SET imported_rating_value = '2', imported_rating_count = '1'
        WHERE id = ${P}`;
    } finally {
      await sql.end();
    }
    for (const proc of [a, b]) {
      expect(await until(async () => (await productPage(proc)).rating, [2, 1, 0])).toEqual([
        2, 1, 0,
      ]);
      expect(await until(() => cardRating(proc), '2.0')).toBe('2.0');
    }

    const author = await signup(a, 'Kavya', 'kavya.processes@example.com');
    const body =
      'Smells of coconut </script><script>alert(1)</script> and <b>sea salt</b> all day.';
    const written = await call<{ review: { _id: string } }>(
      a,
      'POST',
      `/api/products/${P}/reviews`,
      {
        token: author,
        body: { rating: 5, title: 'A beach in a bottle', body },
      },
    );
    expect(written.status).toBe(201);

    // Process b had the page cached: its next request shows the review, rated as its API says.
    const summary = (await call<ReviewPage>(b, 'GET', `/api/products/${P}/reviews`)).body.summary;
    expect([summary.average, summary.ratingCount, summary.reviewCount]).toEqual([3.5, 2, 1]);
    for (const proc of [b, a]) {
      expect(await until(async () => (await productPage(proc)).rating, [3.5, 2, 1])).toEqual([
        3.5, 2, 1,
      ]);
      const { page, marked } = await productPage(proc);
      expect(marked).toEqual([body]);
      expect(page).toContain('A beach in a bottle');
      // Markup written in a review is text on the page: escaped in the HTML and in the JSON-LD.
      expect(page).toContain('&lt;b&gt;sea salt&lt;/b&gt;');
      expect(page).not.toContain('<b>sea salt</b>');
      expect(page).not.toContain('<script>alert(1)</script>');
      expect(await until(() => cardRating(proc), '3.5')).toBe('3.5');
      const { product } = (
        await call<{ product: { ratings: unknown } }>(proc, 'GET', `/api/products/${P}`)
      ).body;
      expect(product.ratings).toEqual({ value: '3.5', count: '2' });
    }

    // Hidden by the operator through b: gone from a's page, the rating back to the imported one.
    const hidden = await call<{ review: { hidden: boolean } }>(
      b,
      'POST',
      `/api/_console/reviews/${written.body.review._id}/hide`,
      { admin: true },
    );
    expect(hidden.body.review.hidden).toBe(true);
    for (const proc of [a, b]) {
      expect(await until(async () => (await productPage(proc)).rating, [2, 1, 0])).toEqual([
        2, 1, 0,
      ]);
      const { page, marked } = await productPage(proc);
      expect(marked).toEqual([]);
      expect(page).not.toContain('A beach in a bottle');
      expect(await until(() => cardRating(proc), '2.0')).toBe('2.0');
    }
  }, 120_000);

  it('30 helpful votes from one account through both processes at once count once', async () => {
    const author = await signup(a, 'Leela', 'leela.processes@example.com');
    const voter = await signup(b, 'Mira', 'mira.processes@example.com');
    const written = await call<{ review: { _id: string } }>(
      a,
      'POST',
      `/api/products/${PRODUCT.foundation}/reviews`,
      {
        token: author,
        body: { rating: 4, title: 'Even cover', body: 'Blends well, lasts all day.' },
      },
    );
    expect(written.status).toBe(201);
    const votes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call<{ review: { helpfulCount: number } }>(
          i % 2 === 0 ? a : b,
          'POST',
          `/api/reviews/${written.body.review._id}/helpful`,
          { token: voter },
        ),
      ),
    );
    expect(votes.map((v) => v.status)).toEqual(Array.from({ length: 30 }, () => 200));
    expect(new Set(votes.map((v) => v.body.review.helpfulCount))).toEqual(new Set([1]));
    const listed = await call<ReviewPage>(b, 'GET', `/api/products/${PRODUCT.foundation}/reviews`);
    expect(listed.body.reviews.find((r) => r._id === written.body.review._id)?.helpfulCount).toBe(
      1,
    );
  }, 60_000);
});
