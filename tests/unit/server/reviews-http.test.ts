/**
 * Reviews over HTTP against the real server, on PGlite and on a throwaway PostgreSQL: votes racing
 * from one account count once, and markup written in a review comes back as the same text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT } from '../backend/support';
import { postgresBin, startCluster, type Cluster } from './pg-cluster';
import { startTestServer, type TestServer } from './test-server';

const KINDS = postgresBin() ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
const P = PRODUCT.lipstick;

describe.each(KINDS)('reviews over http on %s', (kind) => {
  let server: TestServer | undefined;
  let cluster: Cluster | undefined;
  beforeAll(async () => {
    const env: Record<string, string> = {};
    if (kind === 'postgres') {
      cluster = await startCluster();
      env.DATABASE_URL = await cluster.createDatabase('reviews');
    }
    server = await startTestServer({ env });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await cluster?.destroy();
  });

  async function call<T>(method: string, path: string, token?: string, body?: unknown) {
    if (!server) throw new Error('no server');
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await server.send(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  }
  async function signup(email: string): Promise<string> {
    const { status, body } = await call<{ encodedToken: string }>('POST', '/api/auth/signup', '', {
      firstName: 'Http',
      lastName: 'reader',
      email,
      password: 'abcd1234',
      confirmPassword: 'abcd1234',
    });
    expect(status).toBe(201);
    return body.encodedToken;
  }

  it('30 concurrent helpful votes from one account count once; markup stays text', async () => {
    const author = await signup(`author.${kind}@example.com`);
    const voter = await signup(`voter.${kind}@example.com`);
    const text = '<script>alert("x")</script> <b>Bold</b> colour & a matte finish.';
    const written = await call<{ review: { _id: string; body: string; authorName: string } }>(
      'POST',
      `/api/products/${P}/reviews`,
      author,
      { rating: 5, title: '<i>Lovely</i>', body: text },
    );
    expect(written.status).toBe(201);
    expect(written.body.review).toMatchObject({ body: text, authorName: 'Http R.' });

    const votes = await Promise.all(
      Array.from({ length: 30 }, () =>
        call<{ review: { helpfulCount: number } }>(
          'POST',
          `/api/reviews/${written.body.review._id}/helpful`,
          voter,
        ),
      ),
    );
    expect(votes.map((v) => v.status)).toEqual(Array.from({ length: 30 }, () => 200));
    expect(new Set(votes.map((v) => v.body.review.helpfulCount))).toEqual(new Set([1]));

    const list = await call<{
      reviews: { _id: string; body: string; title: string; helpfulCount: number }[];
    }>('GET', `/api/products/${P}/reviews?sort=newest`);
    const shown = list.body.reviews.find((r) => r._id === written.body.review._id);
    expect(shown).toMatchObject({ body: text, title: '<i>Lovely</i>', helpfulCount: 1 });
  });
});
