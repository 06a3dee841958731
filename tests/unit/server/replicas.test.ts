/**
 * Catalogue reads on a streaming replica, for real: a PostgreSQL primary and a hot standby streaming
 * from it (Debian's PostgreSQL), and a built server process with DATABASE_URL on the primary and
 * DATABASE_REPLICA_URL on the standby. The replica answers catalogue reads (pg_stat_statements on it
 * counts them); a price changed on the primary is in the next read and page even while the replica
 * has not replayed it; a shopper's own writes are read back at once; a stopped replica is left out
 * with every read still answered, and used again when it is back. The choice itself, with fakes:
 * replicas-choice.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER } from '@backend/store/seed';
import { PRODUCT } from '../backend/support';
import { startBuiltProcess, type Proc } from './built-process';
import { jsonLdNode } from './page-support';
import {
  postgresBin,
  startCluster,
  startStandby,
  type Cluster,
  type PrimaryCluster,
} from './pg-cluster';

let primary: PrimaryCluster;
let standby: Cluster;
let dist: string;
let proc: Proc;
let onPrimary: postgres.Sql;

/** A fresh connection each time (the standby restarts in one test). */
async function onStandby<T>(fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(standby.url('shop'), { max: 1, onnotice: () => undefined });
  try {
    return await fn(sql);
  } finally {
    await sql.end({ timeout: 1 });
  }
}

/**
 * Statements like `pattern` (by default any that reads the products table) run on the standby, not
 * counting this test's own.
 */
const catalogueReadsOnStandby = (pattern = '%from products%') =>
  onStandby(async (sql) => {
    const [row] = await sql<{ calls: string }[]>`
      SELECT coalesce(sum(calls), 0)::text AS calls FROM pg_stat_statements
      WHERE query ILIKE ${pattern} AND query NOT ILIKE '%pg_stat_statements%'`;
    return Number(row?.calls ?? 0);
  });

/** Polls `read` until `done` holds for what it answers, or a generous deadline passes. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  let seen = await read();
  while (!done(seen) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    seen = await read();
  }
  return seen;
}

async function call<T = Record<string, unknown>>(
  pathname: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = options.token;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(proc.url + pathname, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** A listing query no cache has seen: it reaches the database's catalogue connection. */
const freshListing = () => call(`/api/products?q=${randomUUID().slice(0, 8)}`);

/** Catalogue reads until the standby has answered one more than it had; its count after. */
async function standbyAnswers(): Promise<number> {
  const before = await catalogueReadsOnStandby();
  return until(
    async () => {
      expect((await freshListing()).status).toBe(200);
      return catalogueReadsOnStandby();
    },
    (after) => after > before,
  ).then((after) => after - before);
}

const priceOf = async (id: string) =>
  (await call<{ product: { price: string } }>(`/api/products/${id}`)).body.product.price;

const pagePrice = async (id: string) => {
  const html = await (await fetch(`${proc.url}/products/${id}`)).text();
  return String((jsonLdNode(html, 'Product').offers as { price: number }).price);
};

describe.skipIf(!postgresBin())('catalogue reads on a streaming replica', () => {
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'glamour-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html>');
    primary = await startCluster({ settings: ['shared_preload_libraries=pg_stat_statements'] });
    const databaseUrl = await primary.createDatabase('shop');
    onPrimary = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
    await onPrimary`CREATE EXTENSION pg_stat_statements`;
    standby = await startStandby(primary);
    proc = await startBuiltProcess({
      DATABASE_URL: databaseUrl,
      DATABASE_REPLICA_URL: standby.url('shop'),
      // Only the replayed position keeps a change's reads off the replica here (not its lag).
      DATABASE_REPLICA_MAX_LAG_MS: '600000',
      GLAMOUR_DIST_DIR: dist,
    });
  }, 240_000);

  afterAll(async () => {
    proc?.child.kill('SIGTERM');
    await onPrimary?.end({ timeout: 1 });
    await standby?.destroy();
    await primary?.destroy();
    if (dist) await rm(dist, { recursive: true, force: true });
  });

  it('the replica answers catalogue reads and the sitemaps', async () => {
    expect(await standbyAnswers()).toBeGreaterThan(0);
    // The sitemap index's shards (a window over the products): read on the standby.
    const shards = '%row_number() over%';
    const before = await catalogueReadsOnStandby(shards);
    const after = await until(
      async () => {
        expect((await fetch(`${proc.url}/sitemap.xml`)).status).toBe(200);
        return catalogueReadsOnStandby(shards);
      },
      (calls) => calls > before,
    );
    expect(after).toBeGreaterThan(before);
    expect(await onStandby(async (sql) => (await sql`SELECT pg_is_in_recovery() AS r`)[0]?.r)).toBe(
      true,
    );
  }, 60_000);

  it('a price changed on the primary is in the next read and page while the replica lags', async () => {
    const id = PRODUCT.perfume;
    const before = await priceOf(id);
    expect(await pagePrice(id)).toBe(before);
    // The standby stops replaying: whatever it answers now is older than the change.
    await onStandby((sql) => sql`SELECT pg_wal_replay_pause()`);
    try {
      await onPrimary`UPDATE products SET price = '1234' WHERE id = ${id}`;
      expect(
        await until(
          () => priceOf(id),
          (p) => p === '1234',
        ),
      ).toBe('1234');
      expect(
        await until(
          () => pagePrice(id),
          (p) => p === '1234',
        ),
      ).toBe('1234');
      // Kept: the cached catalogue and page are the new ones, not a copy from the replica.
      expect(await priceOf(id)).toBe('1234');
      const onReplica = await onStandby(
        async (sql) => (await sql`SELECT price FROM products WHERE id = ${id}`)[0]?.price,
      );
      expect(onReplica).toBe(before);
    } finally {
      await onStandby((sql) => sql`SELECT pg_wal_replay_resume()`);
      await onPrimary`UPDATE products SET price = ${before} WHERE id = ${id}`;
    }
    expect(
      await until(
        () => priceOf(id),
        (p) => p === before,
      ),
    ).toBe(before);
    // Caught up, the replica answers again.
    expect(await standbyAnswers()).toBeGreaterThan(0);
  }, 90_000);

  it('a shopper’s own writes are read back at once, from the primary', async () => {
    const login = await call<{ encodedToken: string }>('/api/auth/login', {
      method: 'POST',
      body: { email: DEMO_USER.email, password: DEMO_USER.password },
    });
    expect(login.status).toBe(200);
    const token = login.body.encodedToken;
    await onStandby((sql) => sql`SELECT pg_wal_replay_pause()`);
    try {
      const added = await call('/api/user/cart', {
        method: 'POST',
        token,
        body: { product: { _id: PRODUCT.foundation } },
      });
      expect(added.status).toBe(201);
      const cart = await call<{ cart: { _id: string }[] }>('/api/user/cart', { token });
      expect(cart.body.cart.map((l) => l._id)).toContain(PRODUCT.foundation);

      const review = {
        rating: 4,
        title: 'Lasts all day',
        body: 'Stays put from morning to night.',
      };
      const posted = await call(`/api/products/${PRODUCT.foundation}/reviews`, {
        method: 'POST',
        token,
        body: review,
      });
      expect([200, 201]).toContain(posted.status);
      const mine = await call<{ review: { title: string } }>(
        `/api/products/${PRODUCT.foundation}/reviews/mine`,
        { token },
      );
      expect(mine.status).toBe(200);
      expect(mine.body.review.title).toBe(review.title);
    } finally {
      await onStandby((sql) => sql`SELECT pg_wal_replay_resume()`);
    }
  }, 60_000);

  it('a stopped replica is left out, every read still answers, and it is used again when back', async () => {
    await standby.stop();
    try {
      for (let i = 0; i < 20; i += 1) {
        expect((await freshListing()).status).toBe(200);
        expect((await call(`/api/products/${PRODUCT.lipstick}`)).status).toBe(200);
        expect((await fetch(`${proc.url}/sitemaps/products-1.xml`)).status).toBe(200);
      }
    } finally {
      await standby.start();
    }
    expect(await standbyAnswers()).toBeGreaterThan(0);
  }, 90_000);
});
