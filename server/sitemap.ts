/**
 * /sitemap.xml (a sitemap index), its shards /sitemaps/products-N.xml (at most 50,000 products each,
 * in shop order) and /sitemaps/listings.xml (home, the listing, every category and brand), and
 * /robots.txt naming the index: read from the database on request, each shard streamed in batches
 * so a large catalogue is never held in memory as one string.
 */
import { Hono } from 'hono';
import {
  LISTINGS_SHARD_PATH,
  listingUrls,
  productShardCount,
  productShardPath,
  productUrl,
  robotsTxt,
  SITEMAP_MAX_URLS,
  sitemapIndex,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlEntry,
} from '@/domain/sitemap';
import type { Queryable } from './db/sql';

/** Rows read per statement while a shard streams. */
const BATCH = 5000;

const XML = 'application/xml; charset=utf-8';
/** A CDN may keep a sitemap for an hour: search engines read it far less often. */
const CACHE = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=86400';

export interface SitemapOptions {
  /** The database, once the server is ready; undefined until then (503). */
  db: () => Queryable | undefined;
  /** The shop's public origin. */
  origin: () => string;
}

type Stamp = Date | string;

async function productShards(db: Queryable): Promise<{ count: number; lastmod: Stamp[] }> {
  const rows = await db.query<{ shard: number; lastmod: Stamp }>(
    `SELECT (rn - 1) / $1 AS shard, max(updated_at) AS lastmod
       FROM (SELECT row_number() OVER (ORDER BY position) AS rn, updated_at FROM products) p
      GROUP BY 1 ORDER BY 1`,
    [SITEMAP_MAX_URLS],
  );
  return { count: rows.length, lastmod: rows.map((r) => r.lastmod) };
}

/** The ids and change times of shard `n` (from 1), in shop order, a batch at a time. */
async function* shardRows(db: Queryable, n: number) {
  // Where the shard starts: the position of its first product (positions have gaps).
  const [first] = await db.query<{ at: string }>(
    'SELECT p.position::text AS at FROM products p ORDER BY p.position OFFSET $1 LIMIT 1',
    [(n - 1) * SITEMAP_MAX_URLS],
  );
  if (!first) return;
  let after = String(BigInt(first.at) - 1n);
  let left = SITEMAP_MAX_URLS;
  while (left > 0) {
    // (The cast's alias is not `position`: ORDER BY would sort by the text.)
    const rows = await db.query<{ id: string; updated_at: Stamp; at: string }>(
      `SELECT p.id, p.updated_at, p.position::text AS at FROM products p
        WHERE p.position > $1::bigint ORDER BY p.position LIMIT $2`,
      [after, Math.min(BATCH, left)],
    );
    if (rows.length === 0) return;
    yield rows;
    left -= rows.length;
    after = rows[rows.length - 1]!.at;
  }
}

export function sitemaps({ db, origin: originOf }: SitemapOptions): Hono {
  const app = new Hono();
  const headers = { 'Content-Type': XML, 'Cache-Control': CACHE };
  const ready = () => {
    const database = db();
    if (!database) throw new SitemapUnavailable();
    return database;
  };
  app.onError((error, c) => {
    if (!(error instanceof SitemapUnavailable)) console.error('[glamour] sitemap', error);
    return c.text('The sitemap is not available right now.', 503, { 'Retry-After': '5' });
  });

  app.get('/robots.txt', (c) =>
    c.body(robotsTxt(originOf()), 200, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': CACHE,
    }),
  );

  app.get('/sitemap.xml', async (c) => {
    const database = ready();
    const origin = originOf();
    const products = await productShards(database);
    const [listings] = await database.query<{ lastmod: Stamp | null }>(
      'SELECT max(updated_at) AS lastmod FROM products',
    );
    const shards = Array.from({ length: Math.max(1, products.count) }, (_, i) => ({
      loc: new URL(productShardPath(i + 1), origin).href,
      lastmod: products.lastmod[i],
    }));
    const xml = sitemapIndex([
      { loc: new URL(LISTINGS_SHARD_PATH, origin).href, lastmod: listings?.lastmod ?? undefined },
      ...shards,
    ]);
    return c.body(xml, 200, headers);
  });

  app.get(LISTINGS_SHARD_PATH, async (c) => {
    const database = ready();
    const origin = originOf();
    const [categories, brands] = await Promise.all([
      database.query<{ name: string; lastmod: Stamp | null }>(
        `SELECT c.category_name AS name, max(p.updated_at) AS lastmod
           FROM categories c LEFT JOIN products p ON p.category_name = c.category_name
          GROUP BY c.category_name, c.position ORDER BY c.position`,
      ),
      database.query<{ name: string; lastmod: Stamp }>(
        'SELECT brand AS name, max(updated_at) AS lastmod FROM products GROUP BY brand ORDER BY brand',
      ),
    ]);
    const latest = [...categories, ...brands]
      .map((r) => (r.lastmod ? new Date(r.lastmod).getTime() : 0))
      .reduce((a, b) => Math.max(a, b), 0);
    const xml =
      URLSET_OPEN +
      listingUrls(
        origin,
        categories.map((r) => ({ name: r.name, lastmod: r.lastmod ?? undefined })),
        brands,
        latest > 0 ? new Date(latest) : undefined,
      ) +
      URLSET_CLOSE;
    return c.body(xml, 200, headers);
  });

  app.get('/sitemaps/:file{products-[0-9]+\\.xml}', async (c) => {
    const database = ready();
    const origin = originOf();
    const n = Number(/\d+/.exec(c.req.param('file'))?.[0]);
    const [counted] = await database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM products',
    );
    if (!Number.isSafeInteger(n) || n < 1 || n > productShardCount(counted?.n ?? 0))
      return c.notFound();
    const rows = shardRows(database, n);
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(URLSET_OPEN));
      },
      async pull(controller) {
        try {
          const next = await rows.next();
          if (next.done) {
            controller.enqueue(encoder.encode(URLSET_CLOSE));
            controller.close();
            return;
          }
          controller.enqueue(
            encoder.encode(
              next.value.map((r) => urlEntry(productUrl(origin, r.id), r.updated_at)).join(''),
            ),
          );
        } catch (error) {
          // Half a sitemap is no sitemap: the connection ends in error rather than a short file.
          controller.error(error);
        }
      },
      async cancel() {
        await rows.return(undefined);
      },
    });
    return new Response(body, { status: 200, headers });
  });

  return app;
}

class SitemapUnavailable extends Error {}
