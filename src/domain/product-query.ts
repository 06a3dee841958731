/**
 * The catalogue query (`GET /api/products?q=…&category=…&page=…`): what the listing asks the back
 * end for once the catalogue is too large to ship whole. One page of products, the total, and the
 * facet counts the filter panel shows, all by the listing's own rules (./filters.ts).
 *
 * The simulated back end answers it with `queryCatalog` below; the PostgreSQL store answers it in
 * SQL (server/db/product-query-sql.ts). A contract test holds the two to the same answers.
 */
import {
  MAX_QUERY_LENGTH,
  MAX_VALUES,
  PRICE_NO_LIMIT,
  RATING_CHOICES,
  facetCounts,
  applyFilters,
  type FilterState,
} from './filters';
import type { SortOrder } from './filters';
import type { Product } from './types';

export const DEFAULT_PAGE_SIZE = 48;
export const MAX_PAGE_SIZE = 100;
/**
 * How deep into a result paging may go: a page starting past the first 10,000 results is refused
 * (deep OFFSET paging makes the database walk every row before it); a narrower search reaches them.
 */
export const MAX_RESULT_WINDOW = 10_000;
/** Whether the page starts past the first MAX_RESULT_WINDOW results (refused when they exist). */
export const beyondResultWindow = (query: Pick<ProductQuery, 'page' | 'pageSize'>): boolean =>
  (query.page - 1) * query.pageSize >= MAX_RESULT_WINDOW;

/** The last page of `pageSize` products that paging can reach (the next is beyondResultWindow). */
export const lastReachablePage = (pageSize: number): number =>
  Math.max(1, Math.ceil(MAX_RESULT_WINDOW / pageSize));

export const resultWindowMessage = (pageSize: number) =>
  `page: only the first ${MAX_RESULT_WINDOW.toLocaleString('en')} results can be paged through (page ${Math.ceil(MAX_RESULT_WINDOW / pageSize)} at most with pageSize ${pageSize}); narrow the search to reach the others`;

export interface ProductQuery {
  /** Case-insensitive substring of the name; '' is every product. */
  q: string;
  categories: string[];
  brands: string[];
  /** Ratings >= this; 0 is any. */
  rating: number;
  /** Prices <= this; null is no limit (as is any value from PRICE_NO_LIMIT up). */
  maxPrice: number | null;
  sort: SortOrder;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export const DEFAULT_QUERY: ProductQuery = Object.freeze({
  q: '',
  categories: [],
  brands: [],
  rating: 0,
  maxPrice: null,
  sort: '',
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
}) as ProductQuery;

/** Per facet value, how many products it would show with the other filters as they are. */
export interface Facets {
  categories: Record<string, number>;
  brands: Record<string, number>;
  /** Keyed by the rating choice ('4', '3', '2', '1'): products rated at least that. */
  ratings: Record<string, number>;
}

export interface ProductPage<T> {
  products: T[];
  total: number;
  page: number;
  pageSize: number;
  facets: Facets;
}

const QUERY_PARAMS = ['q', 'category', 'brand', 'rating', 'maxPrice', 'sort', 'page', 'pageSize'];

/** Whether a request asks for the query's answer (any of its parameters) or the plain list. */
export function isProductQuery(params: URLSearchParams): boolean {
  return QUERY_PARAMS.some((name) => params.has(name));
}

export type ParsedQuery = { ok: true; query: ProductQuery } | { ok: false; errors: string[] };

/** At most nine digits (MAX_PAGE), so a number is always exact. */
function integer(text: string): number | null {
  return /^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/**
 * Reads the query's parameters. Unlike the listing's URL (where a stale link falls back to the
 * defaults), the API refuses a bad value with a message naming the parameter.
 */
export function parseProductQuery(params: URLSearchParams): ParsedQuery {
  const errors: string[] = [];
  const single = (name: string): string | null => {
    const values = params.getAll(name);
    if (values.length > 1) errors.push(`${name}: give it once`);
    return values[0] ?? null;
  };
  const list = (name: string): string[] => {
    const values = params.getAll(name).map((v) => v.trim());
    if (values.length > MAX_VALUES) errors.push(`${name}: at most ${MAX_VALUES} values`);
    if (values.some((v) => v === '' || v.length > MAX_QUERY_LENGTH))
      errors.push(`${name}: must not be blank or longer than ${MAX_QUERY_LENGTH} characters`);
    return [...new Set(values)];
  };

  const q = single('q') ?? '';
  if (q.length > MAX_QUERY_LENGTH) errors.push(`q: at most ${MAX_QUERY_LENGTH} characters`);

  const ratingText = single('rating');
  let rating = 0;
  if (ratingText !== null) {
    const value = integer(ratingText);
    if (value === null || (value !== 0 && !(RATING_CHOICES as readonly number[]).includes(value)))
      errors.push(`rating: must be one of 0, ${RATING_CHOICES.join(', ')}`);
    else rating = value;
  }

  const priceText = single('maxPrice');
  let maxPrice: number | null = null;
  if (priceText !== null) {
    const value = priceText.trim() === '' ? Number.NaN : Number(priceText);
    if (!Number.isFinite(value) || value < 0) errors.push('maxPrice: must be a number >= 0');
    // The slider's top ("no limit", as in the listing's URL) and anything above it: no limit.
    else maxPrice = value >= PRICE_NO_LIMIT ? null : value;
  }

  const sortText = single('sort');
  let sort: SortOrder = '';
  if (sortText !== null && sortText !== '') {
    if (sortText === 'LTH' || sortText === 'HTL') sort = sortText;
    else errors.push('sort: must be LTH or HTL');
  }

  const pageText = single('page');
  let page = 1;
  if (pageText !== null) {
    const value = integer(pageText);
    if (value === null || value < 1) errors.push('page: must be a whole number >= 1');
    else page = value;
  }

  const sizeText = single('pageSize');
  let pageSize = DEFAULT_PAGE_SIZE;
  if (sizeText !== null) {
    const value = integer(sizeText);
    if (value === null || value < 1 || value > MAX_PAGE_SIZE)
      errors.push(`pageSize: must be a whole number from 1 to ${MAX_PAGE_SIZE}`);
    else pageSize = value;
  }

  const categories = list('category');
  const brands = list('brand');
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, query: { q, categories, brands, rating, maxPrice, sort, page, pageSize } };
}

/** The query as URL parameters (defaults left out, so equal queries give equal keys and URLs). */
export function productQueryParams(query: ProductQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q);
  for (const c of query.categories) params.append('category', c);
  for (const b of query.brands) params.append('brand', b);
  if (query.rating > 0) params.set('rating', String(query.rating));
  if (query.maxPrice !== null) params.set('maxPrice', String(query.maxPrice));
  if (query.sort) params.set('sort', query.sort);
  params.set('page', String(query.page));
  params.set('pageSize', String(query.pageSize));
  return params;
}

/** The listing's filters as a query for one page. */
export function queryOfFilters(filters: FilterState, page: number, pageSize: number): ProductQuery {
  return {
    q: filters.search.trim(),
    categories: filters.categories,
    brands: filters.brands,
    rating: filters.rating,
    maxPrice: filters.price >= PRICE_NO_LIMIT ? null : filters.price,
    sort: filters.sort,
    page,
    pageSize,
  };
}

function filtersOf(query: ProductQuery): FilterState {
  return {
    search: query.q,
    price: query.maxPrice ?? PRICE_NO_LIMIT,
    categories: query.categories,
    brands: query.brands,
    rating: query.rating,
    sort: query.sort,
  };
}

type Queryable = Pick<Product, 'name' | 'price' | 'rating' | 'categoryName' | 'brand'>;

/**
 * The query's answer over a catalogue in memory. `view` reads the fields the rules need (the
 * simulated back end keeps wire records, whose prices are text).
 */
export function queryCatalog<T>(
  catalogue: readonly T[],
  query: ProductQuery,
  view: (item: T) => Queryable,
): ProductPage<T> {
  const filters = filtersOf(query);
  const views = catalogue.map((item, index) => ({ ...view(item), index }));
  const kept = applyFilters(views, filters);
  const start = (query.page - 1) * query.pageSize;
  const counts = facetCounts(views, filters);
  const ratings: Record<string, number> = {};
  for (const choice of RATING_CHOICES) {
    const count = applyFilters(views, { ...filters, rating: choice, sort: '' }).length;
    if (count > 0) ratings[String(choice)] = count;
  }
  return {
    products: kept.slice(start, start + query.pageSize).map((v) => catalogue[v.index] as T),
    total: kept.length,
    page: query.page,
    pageSize: query.pageSize,
    facets: {
      categories: Object.fromEntries(counts.categories),
      brands: Object.fromEntries(counts.brands),
      ratings,
    },
  };
}

/** One choice of a facet in the filter panel, with the count it would show. */
export interface FacetOption {
  value: string;
  count: number;
}

/**
 * A facet's choices for the filter panel: every known value with its count (0 when the answer has
 * none), plus any chosen value the catalogue no longer has, so a ticked box never disappears.
 */
export function facetOptions(
  values: readonly string[],
  chosen: readonly string[],
  counts: Readonly<Record<string, number>>,
): FacetOption[] {
  const all = [...values, ...chosen.filter((value) => !values.includes(value))];
  return all.map((value) => ({ value, count: counts[value] ?? 0 }));
}

/** A page with only its best sellers (its total and facets stay the page's own). */
export const bestSellersOf = <T extends { isBestSeller: boolean }>(
  page: ProductPage<T>,
): ProductPage<T> => ({
  ...page,
  products: page.products.filter((product) => product.isBestSeller),
});
