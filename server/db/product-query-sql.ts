/**
 * The catalogue query in SQL (src/domain/product-query.ts has the rules and the simulated back end's
 * answer). Two statements, both on indexes (server/migrations/0004_catalog_query.sql):
 * - the facet cube: products passing the name search and the price, counted per category, brand and
 *   whole rating. Every facet count and the total follow from those few hundred cells, because the
 *   other filters are sets of categories and brands and a whole-number minimum rating;
 * - the page: the products passing every filter, in the chosen order, LIMIT/OFFSET.
 */
import { PRICE_STEP, RATING_CHOICES } from '@/domain/filters';
import type { Facets, ProductPage, ProductQuery } from '@/domain/product-query';
import type { ProductRecord } from '@/domain/types';
import type { Param, Queryable } from './sql';

/** A product row (alias `p`) as the API's product record. */
export const PRODUCT_JSON = `json_build_object(
  '_id', p.id, 'name', p.name, 'image', p.image, 'brand', p.brand, 'size', p.size,
  'price', p.price, 'originalPrice', p.original_price, 'off', p.off, 'offer', p.offer,
  'categoryName', p.category_name, 'productType', p.product_type,
  'ratings', json_build_object('value', p.rating_value, 'count', p.rating_count),
  'stock', p.stock, 'inStock', p.in_stock, 'isBestSeller', p.is_best_seller)`;

/** `%` and `_` are LIKE's wildcards and `\` its escape: a search for them finds them as text. */
function likePattern(q: string): string {
  return `%${q
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A condition with its one parameter, numbered when the statement is put together. */
type Filter = [sql: (placeholder: string) => string, value: Param];

function where(filters: readonly Filter[]): { sql: string; params: Param[] } {
  const params = filters.map(([, value]) => value);
  const clauses = filters.map(([sql], i) => sql(`$${i + 1}`));
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

const inList = (column: string) => (p: string) =>
  `${column} IN (SELECT json_array_elements_text(${p}::text::json))`;

const ORDER: Record<ProductQuery['sort'], string> = {
  '': 'p.position',
  LTH: 'p.price_num, p.position',
  HTL: 'p.price_num DESC, p.position',
};

interface Cell {
  c: string;
  b: string;
  r: number;
  n: number;
}

/**
 * The cells count by the slider's price step (50, written into migration 0004): exact for no limit
 * or a limit on a step, and no name search.
 */
const canUseCells = (query: ProductQuery) =>
  query.q.trim() === '' && (query.maxPrice === null || query.maxPrice % PRICE_STEP === 0);

export interface Statement {
  text: string;
  params: Param[];
}

/**
 * The two statements of a query (pure: the bench EXPLAINs them).
 */
export function catalogStatements(query: ProductQuery): { facets: Statement; page: Statement } {
  // Search and price narrow every count; categories, brands and rating are applied per facet.
  const narrowing: Filter[] = [];
  if (query.q.trim()) narrowing.push([(p) => `lower(p.name) LIKE ${p}`, likePattern(query.q)]);
  if (query.maxPrice !== null) narrowing.push([(p) => `p.price_num <= ${p}`, query.maxPrice]);
  const base = where(narrowing);

  const all: Filter[] = [...narrowing];
  if (query.categories.length)
    all.push([inList('p.category_name'), JSON.stringify(query.categories)]);
  if (query.brands.length) all.push([inList('p.brand'), JSON.stringify(query.brands)]);
  if (query.rating > 0) all.push([(p) => `p.rating_num >= ${p}`, query.rating]);
  const page = where(all);
  const n = page.params.length;
  return {
    facets: canUseCells(query)
      ? {
          // The maintained counts (migration 0004): a few thousand cells, not every product.
          text: `SELECT category_name AS c, brand AS b, rating_floor AS r, sum(n)::int AS n
            FROM catalog_cells ${query.maxPrice === null ? '' : 'WHERE price_step <= $1'}
            GROUP BY 1, 2, 3`,
          params: query.maxPrice === null ? [] : [query.maxPrice],
        }
      : {
          text: `SELECT p.category_name AS c, p.brand AS b, floor(p.rating_num)::int AS r,
            count(*)::int AS n FROM products p ${base.sql} GROUP BY 1, 2, 3`,
          params: base.params,
        },
    page: {
      text: `SELECT ${PRODUCT_JSON} AS j FROM products p ${page.sql}
        ORDER BY ${ORDER[query.sort]} LIMIT $${n + 1} OFFSET $${n + 2}`,
      params: [...page.params, query.pageSize, (query.page - 1) * query.pageSize],
    },
  };
}

export async function queryProductsSql(
  db: Queryable,
  query: ProductQuery,
): Promise<ProductPage<ProductRecord>> {
  const statements = catalogStatements(query);
  // The two statements do not depend on each other: on a pool they run side by side, so a search
  // waits for the slower of them rather than for both (one connection, as PGlite, runs them in turn).
  const [cells, rows] = await Promise.all([
    db.query<Cell>(statements.facets.text, statements.facets.params),
    db.query<{ j: ProductRecord }>(statements.page.text, statements.page.params),
  ]);

  const categories = new Set(query.categories);
  const brands = new Set(query.brands);
  const inCategory = (c: Cell) => categories.size === 0 || categories.has(c.c);
  const inBrand = (c: Cell) => brands.size === 0 || brands.has(c.b);
  const rated = (c: Cell, min: number) => min <= 0 || c.r >= min;
  const facets: Facets = { categories: {}, brands: {}, ratings: {} };
  const bump = (counts: Record<string, number>, key: string, n: number) => {
    counts[key] = (counts[key] ?? 0) + n;
  };
  let total = 0;
  for (const cell of cells) {
    const c = { ...cell, n: Number(cell.n), r: Number(cell.r) };
    if (inBrand(c) && rated(c, query.rating)) bump(facets.categories, c.c, c.n);
    if (inCategory(c) && rated(c, query.rating)) bump(facets.brands, c.b, c.n);
    if (inCategory(c) && inBrand(c)) {
      for (const choice of RATING_CHOICES)
        if (c.r >= choice) bump(facets.ratings, String(choice), c.n);
      if (rated(c, query.rating)) total += c.n;
    }
  }

  return {
    products: rows.map((row) => row.j),
    total,
    page: query.page,
    pageSize: query.pageSize,
    facets,
  };
}
