/**
 * The catalogue on PostgreSQL: read from this process's copy (./catalog-cache.ts, dropped by the
 * database's NOTIFY), the listing's query answered in SQL (./product-query-sql.ts), whatever the
 * catalogue's size. Its share of the whole-shop document: products (with their stock levels and
 * imported ratings) and categories. A product's rating is worked out by the database from its
 * imported figures and its shown reviews (server/migrations/0012_review_ratings.sql).
 */
import type { Category, ProductRecord } from '@/domain/types';
import type { CatalogRepository } from '@backend/store/catalog';
import type { DbState } from '@backend/store/schema';
import { createCatalogCache } from './catalog-cache';
import { guard } from './errors';
import { rowsOf, type DocumentPart } from './parts';
import { PRODUCT_JSON, queryProductsSql } from './product-query-sql';
import type { Database, Listener, Queryable } from './sql';
import { setOnHand } from './stock';

export interface PgCatalog extends CatalogRepository {
  /** This process changed the catalogue (reset, import): its next read sees it at once. */
  invalidate(): void;
}

export function createPgCatalog(db: Database, follower?: Listener): PgCatalog {
  const cache = createCatalogCache(db, follower);
  return {
    list: () => guard(async () => (await cache.get()).products as ProductRecord[]),
    find: (id) => guard(async () => (await cache.get()).productsById.get(id)),
    query: (query) => guard(() => queryProductsSql(db.catalogReads, query)),
    categories: () => guard(async () => (await cache.get()).categories as Category[]),
    findCategory: (id) => guard(async () => (await cache.get()).categoriesById.get(id)),
    setStock: (productId, onHand) =>
      guard(async () => {
        const set = await setOnHand(db, productId, onHand);
        // Every other process hears it from the products table's NOTIFY; this one at once.
        cache.invalidate();
        if (!set) return undefined;
        const [product] = await loadProducts(db, [productId]);
        return product;
      }),
    invalidate: () => cache.invalidate(),
  };
}

/** Rows per INSERT: a generated catalogue of 100,000 goes in as 20 statements of a few MB each. */
const PRODUCT_BATCH = 5_000;

/**
 * Products with their stock levels (a product without one has its `stock` on hand) and imported
 * ratings (one without: its `ratings`); their reviews, written after, add to the rating.
 */
async function insertProducts(
  tx: Queryable,
  doc: Pick<DbState, 'products' | 'stockLevels' | 'importedRatings'>,
) {
  const { products, stockLevels, importedRatings } = doc;
  for (let start = 0; start < products.length; start += PRODUCT_BATCH) {
    const batch = products.slice(start, start + PRODUCT_BATCH).map((product) => ({
      ...product,
      level: stockLevels[product._id] ?? { onHand: product.stock, held: 0 },
      imported: importedRatings[product._id] ?? product.ratings,
    }));
    await tx.query(
      `INSERT INTO products (id, name, image, brand, size, price, original_price, off, offer,
         category_name, product_type, rating_value, rating_count, imported_rating_value,
         imported_rating_count, on_hand, held, is_best_seller)
       SELECT v->>'_id', v->>'name', v->>'image', v->>'brand', v->>'size', v->>'price',
         v->>'originalPrice', v->>'off', v->>'offer', v->>'categoryName', v->>'productType',
         v->'ratings'->>'value', v->'ratings'->>'count', v->'imported'->>'value',
         v->'imported'->>'count', (v->'level'->>'onHand')::integer,
         (v->'level'->>'held')::integer, (v->>'isBestSeller')::boolean
       ${rowsOf('$1')} ORDER BY n`,
      [JSON.stringify(batch)],
    );
  }
}

/** Products by id (all of them, in shop order, when `ids` is undefined). */
export async function loadProducts(
  tx: Queryable,
  ids?: readonly string[],
): Promise<ProductRecord[]> {
  if (ids?.length === 0) return [];
  const rows = await tx.query<{ j: ProductRecord }>(
    `SELECT ${PRODUCT_JSON} AS j FROM products p
     ${ids ? 'WHERE p.id IN (SELECT value FROM json_array_elements_text($1::text::json))' : ''}
     ORDER BY p.position`,
    ids ? [JSON.stringify(ids)] : [],
  );
  return rows.map((r) => r.j);
}

export const catalogPart: DocumentPart = {
  tables: ['products', 'categories'],
  async write(tx, doc) {
    await insertProducts(tx, doc);
    if (doc.categories.length > 0)
      await tx.query(
        `INSERT INTO categories (id, category_name)
         SELECT v->>'_id', v->>'categoryName' ${rowsOf('$1')} ORDER BY n`,
        [JSON.stringify(doc.categories)],
      );
  },
  async read(tx, doc) {
    doc.products = await loadProducts(tx);
    const levels = await tx.query<{
      id: string;
      on_hand: number;
      held: number;
      value: string;
      count: string;
    }>(
      `SELECT id, on_hand, held, imported_rating_value AS value, imported_rating_count AS count
       FROM products ORDER BY position`,
    );
    doc.stockLevels = Object.fromEntries(
      levels.map((l) => [l.id, { onHand: l.on_hand, held: l.held }]),
    );
    doc.importedRatings = Object.fromEntries(
      levels.map((l) => [l.id, { value: l.value, count: l.count }]),
    );
    const categories = await tx.query<{ j: Category }>(
      `SELECT json_build_object('_id', id, 'categoryName', category_name) AS j
       FROM categories ORDER BY position`,
    );
    doc.categories = categories.map((r) => r.j);
  },
};
