/**
 * The sitemaps (server/sitemap.ts) of a 100,000-product shop on PGlite: an index naming two product
 * shards and the listings, each file valid XML within the protocol's 50,000 URLs, every product
 * exactly once, lastmod moving when a product changes; robots.txt names the index.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../server/db/migrate';
import { insertState } from '../../../server/db/shop';
import { openPGlite, type Database } from '../../../server/db/sql';
import { sitemaps } from '../../../server/sitemap';
import { createSeeder } from '@backend/store/seed';

const ORIGIN = 'https://shop.example';
const SIZE = 100_000;

let db: Database;
let app: ReturnType<typeof sitemaps>;

beforeAll(async () => {
  db = await openPGlite();
  await migrate(db);
  // The seed's 25 products and categories, then the rest generated in SQL (fast at this size).
  await db.transaction(async (tx) => insertState(tx, await createSeeder()({})));
  await db.query(
    `INSERT INTO products (id, name, image, brand, size, price, original_price, off, offer,
       category_name, product_type, rating_value, rating_count, in_stock, is_best_seller)
     SELECT 'gen-' || i, 'Generated ' || i, '/images/products/g.svg', 'Brand ' || (i % 40), '(50ml)',
       (100 + i % 900)::text, '1000', '10%', '', (ARRAY['Makeup','Hair','Fragrance'])[1 + i % 3],
       'Type', '4', '10', i % 7 <> 0, false
     FROM generate_series(1, $1::int) AS i`,
    [SIZE - 25],
  );
  app = sitemaps({ db: () => db, origin: () => ORIGIN });
}, 180_000);

afterAll(async () => {
  await db?.close();
});

const parser = new XMLParser({ isArray: (name) => name === 'url' || name === 'sitemap' });

async function xml(pathname: string) {
  const response = await app.request(pathname);
  expect(response.status, pathname).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
  const text = await response.text();
  expect(XMLValidator.validate(text), pathname).toBe(true);
  return parser.parse(text) as {
    sitemapindex?: { sitemap: { loc: string; lastmod?: string }[] };
    urlset?: { url: { loc: string; lastmod?: string }[] };
  };
}

describe('sitemaps of 100,000 products', () => {
  it('an index of two product shards and the listings; every product exactly once', async () => {
    const index = await xml('/sitemap.xml');
    const shards = index.sitemapindex?.sitemap ?? [];
    expect(shards.map((s) => s.loc)).toEqual([
      `${ORIGIN}/sitemaps/listings.xml`,
      `${ORIGIN}/sitemaps/products-1.xml`,
      `${ORIGIN}/sitemaps/products-2.xml`,
    ]);
    for (const shard of shards) expect(Number.isNaN(Date.parse(shard.lastmod ?? ''))).toBe(false);

    const seen = new Map<string, number>();
    for (const n of [1, 2]) {
      const urls = (await xml(`/sitemaps/products-${n}.xml`)).urlset?.url ?? [];
      expect(urls.length).toBeLessThanOrEqual(50_000);
      for (const url of urls) {
        seen.set(url.loc, (seen.get(url.loc) ?? 0) + 1);
        expect(Number.isNaN(Date.parse(url.lastmod ?? ''))).toBe(false);
      }
    }
    const ids = await db.query<{ id: string }>('SELECT id FROM products');
    expect(ids).toHaveLength(SIZE);
    expect(seen.size).toBe(SIZE);
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
    for (const { id } of ids.slice(0, 50).concat(ids.slice(-50)))
      expect(seen.has(`${ORIGIN}/products/${encodeURIComponent(id)}`)).toBe(true);
    expect((await app.request('/sitemaps/products-3.xml')).status).toBe(404);
  }, 120_000);

  it('lists home, the listing, every category and every brand', async () => {
    const urls = ((await xml('/sitemaps/listings.xml')).urlset?.url ?? []).map((u) => u.loc);
    expect(urls.slice(0, 2)).toEqual([`${ORIGIN}/`, `${ORIGIN}/products`]);
    const categories = await db.query<{ category_name: string }>(
      'SELECT category_name FROM categories',
    );
    const brands = await db.query<{ brand: string }>('SELECT DISTINCT brand FROM products');
    expect(brands.length).toBeGreaterThan(40);
    for (const { category_name } of categories)
      expect(urls).toContain(
        `${ORIGIN}/products?${new URLSearchParams({ category: category_name })}`,
      );
    for (const { brand } of brands)
      expect(urls).toContain(`${ORIGIN}/products?${new URLSearchParams({ brand })}`);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('moves a product’s lastmod when it changes, and only then', async () => {
    const lastmodOf = async (id: string) => {
      const urls = (await xml('/sitemaps/products-2.xml')).urlset?.url ?? [];
      return urls.find((u) => u.loc === `${ORIGIN}/products/${id}`)?.lastmod;
    };
    const before = await lastmodOf('gen-99000');
    await db.query("UPDATE products SET price = price WHERE id = 'gen-99000'");
    expect(await lastmodOf('gen-99000')).toBe(before);
    await db.query("UPDATE products SET price = '123' WHERE id = 'gen-99000'");
    const after = await lastmodOf('gen-99000');
    expect(Date.parse(after ?? '')).toBeGreaterThan(Date.parse(before ?? ''));
  }, 60_000);

  it('robots.txt names the sitemap index', async () => {
    const robots = await (await app.request('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
