/**
 * The catalogue: products and categories, read-only for shoppers (a reset or an import replaces
 * it, through ./admin.ts; orders move its stock, ./stock-ops.ts). The SQL side is
 * server/db/catalog.ts.
 */
import { queryCatalog, type ProductPage, type ProductQuery } from '@/domain/product-query';
import type { Category, ProductRecord } from '@/domain/types';
import type { Engine } from './engine';
import { success } from './outcome';
import { setOnHand } from './stock-ops';

export interface CatalogRepository {
  list(): Promise<ProductRecord[]>;
  find(id: string): Promise<ProductRecord | undefined>;
  /** One page of the catalogue by the listing's rules, with its total and facet counts. */
  query(query: ProductQuery): Promise<ProductPage<ProductRecord>>;
  categories(): Promise<Category[]>;
  findCategory(id: string): Promise<Category | undefined>;
  /**
   * The operator sets a product's units on hand (a whole number, 0 or more; units held by unpaid
   * orders stay held). Answers the product with its new stock; undefined when there is none.
   */
  setStock(productId: string, onHand: number): Promise<ProductRecord | undefined>;
}

/** The fields the catalogue query reads, from a wire record (its numbers are text). */
export function recordView(record: ProductRecord) {
  return {
    name: record.name,
    price: Number(record.price),
    rating: Number(record.ratings.value),
    categoryName: record.categoryName,
    brand: record.brand,
  };
}

export function createMemoryCatalog(engine: Engine): CatalogRepository {
  return {
    list: () => engine.read((db) => db.products),
    find: (id) => engine.read((db) => db.products.find((p) => p._id === id)),
    query: (query) => engine.read((db) => queryCatalog(db.products, query, recordView)),
    categories: () => engine.read((db) => db.categories),
    findCategory: (id) => engine.read((db) => db.categories.find((c) => c._id === id)),
    setStock: async (productId, onHand) => {
      const set = await engine.write((draft) =>
        success(
          setOnHand(draft, productId, onHand)
            ? draft.products.find((p) => p._id === productId)
            : undefined,
        ),
      );
      return set.ok ? set.value : undefined;
    },
  };
}
