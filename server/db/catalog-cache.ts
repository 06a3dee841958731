/** The catalogue (products and categories) kept in the process until the database says it changed. */
import type { Category, ProductRecord } from '@/domain/types';
import { PRODUCT_JSON } from './product-query-sql';
import type { Database, Listener, Queryable } from './sql';

interface Catalog {
  products: readonly ProductRecord[];
  productsById: ReadonlyMap<string, ProductRecord>;
  categories: readonly Category[];
  categoriesById: ReadonlyMap<string, Category>;
}

const CATALOG_CHANNEL = 'glamour_catalog';

async function loadCatalog(db: Queryable): Promise<Catalog> {
  const [row] = await db.query<{ products: ProductRecord[]; categories: Category[] }>(
    `SELECT
       (SELECT coalesce(json_agg(${PRODUCT_JSON} ORDER BY p.position), '[]'::json)
          FROM products p) AS products,
       (SELECT coalesce(json_agg(json_build_object('_id', c.id, 'categoryName', c.category_name)
          ORDER BY c.position), '[]'::json) FROM categories c) AS categories`,
  );
  const products = (row?.products ?? []).map((p) => Object.freeze(p));
  const categories = (row?.categories ?? []).map((c) => Object.freeze(c));
  return {
    products: Object.freeze(products),
    productsById: new Map(products.map((p) => [p._id, p])),
    categories: Object.freeze(categories),
    categoriesById: new Map(categories.map((c) => [c._id, c])),
  };
}

/**
 * The catalogue (products and categories) as every page reads it, kept in this process while the
 * database's notifications arrive: any change to either table, by any process or by hand, NOTIFYs at
 * its commit (migration 0003) and the copy is dropped. While the listening connection is down
 * nothing is cached, so every read asks the database (and answers 503 when it is gone). A load that
 * started before a change is never kept (the generation moved on). `follower` hears every drop and
 * every change of state too (the rendered pages' cache), so one LISTEN serves both. Loads read
 * `db.catalogReads` (a replica when one is configured and has replayed every change heard).
 */
export function createCatalogCache(db: Database, follower?: Listener) {
  let live = false;
  let generation = 0;
  let cached: Catalog | undefined;
  let loading: Promise<Catalog> | undefined;
  // Catalogue reads may go to a replica (./replicas.ts): each change sends them to the primary
  // until a replica has replayed it, so the copy loaded next is never older than the change.
  const reads = db.catalogReads;
  const invalidate = () => {
    reads.changed();
    generation += 1;
    cached = undefined;
    loading = undefined;
  };
  db.listen(CATALOG_CHANNEL, {
    onNotify(payload) {
      invalidate();
      follower?.onNotify(payload);
    },
    onState(up) {
      invalidate();
      live = up;
      follower?.onState(up);
    },
  });
  return {
    /** This process changed the catalogue: its next read sees the change at once. */
    invalidate() {
      invalidate();
      follower?.onNotify('local');
    },
    get(): Promise<Catalog> {
      if (!live) return loadCatalog(reads);
      if (cached) return Promise.resolve(cached);
      if (!loading) {
        const at = generation;
        const load = loadCatalog(reads).then(
          (catalog) => {
            if (at === generation && live) cached = catalog;
            return catalog;
          },
          (error: unknown) => {
            if (loading === load) loading = undefined;
            throw error;
          },
        );
        loading = load;
      }
      return loading;
    },
  };
}
