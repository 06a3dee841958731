/**
 * Listing filter and sort rules (docs/shop/rules.md, Filters and search) and their URL form. Search
 * is a case-insensitive substring of the name; price keeps products priced <= the value; rating
 * keeps ratings >= the value; categories are OR'd, brands are OR'd, and the groups are AND'ed; sort
 * orders by price.
 *
 * Built for large catalogues: one pass per call, no allocation per product beyond the result, so
 * 10,000 products filter, sort and count in a few milliseconds.
 */
import { formatPrice } from './format';
import type { Product } from './types';

export type SortOrder = '' | 'LTH' | 'HTL';

/** The sort choices the filter panel offers, in its order ('' is no sort: Reset). */
export const SORT_OPTIONS: ReadonlyArray<{ value: SortOrder; label: string }> = [
  { value: 'HTL', label: 'High To Low' },
  { value: 'LTH', label: 'Low To High' },
  { value: '', label: 'Reset' },
];

/** A sort order from text (a URL, a radio's value); anything unknown is no sort. */
export const parseSortOrder = (value: string | null): SortOrder =>
  value === 'LTH' || value === 'HTL' ? value : '';

/** How a sort order reads ('Low To High'); no sort reads as 'Reset'. */
export const sortLabel = (sort: SortOrder): string =>
  SORT_OPTIONS.find((option) => option.value === sort)?.label ?? 'Reset';

export interface FilterState {
  search: string;
  /** Keep products priced <= this; PRICE_NO_LIMIT (the default) means no limit. */
  price: number;
  categories: string[];
  brands: string[];
  /** Keep products rated >= this; 0 means any rating. */
  rating: number;
  sort: SortOrder;
}

/** The default price value lies above the slider's maximum: it means "no limit". */
export const PRICE_NO_LIMIT = 10000;
export const PRICE_MIN = 100;
export const PRICE_MAX = 3000;
export const PRICE_STEP = 50;
export const RATING_CHOICES = [4, 3, 2, 1] as const;

export const DEFAULT_FILTERS: FilterState = Object.freeze({
  search: '',
  price: PRICE_NO_LIMIT,
  categories: [],
  brands: [],
  rating: 0,
  sort: '',
}) as FilterState;

type Filterable = Pick<Product, 'name' | 'price' | 'rating' | 'categoryName' | 'brand'>;

/** Which rule groups a product passes: the basis of both the result and the facet counts. */
interface Checks {
  search: (p: Filterable) => boolean;
  rest: (p: Filterable) => boolean;
  category: (p: Filterable) => boolean;
  brand: (p: Filterable) => boolean;
}

function checksFor(filters: FilterState): Checks {
  const needle = filters.search.trim().toLowerCase();
  const categories = new Set(filters.categories);
  const brands = new Set(filters.brands);
  const { rating } = filters;
  // The default lies above the slider's range and means no limit at all, even for dearer products.
  const price = filters.price >= PRICE_NO_LIMIT ? Number.POSITIVE_INFINITY : filters.price;
  return {
    search: needle ? (p) => p.name.toLowerCase().includes(needle) : () => true,
    rest: (p) => p.price <= price && (rating <= 0 || p.rating >= rating),
    category: categories.size ? (p) => categories.has(p.categoryName) : () => true,
    brand: brands.size ? (p) => brands.has(p.brand) : () => true,
  };
}

export function matchesFilters(product: Filterable, filters: FilterState): boolean {
  const c = checksFor(filters);
  return c.search(product) && c.rest(product) && c.category(product) && c.brand(product);
}

/** A sorted copy by price; the original order breaks ties (Array.prototype.sort is stable). */
export function sortByPrice<T extends Pick<Product, 'price'>>(
  products: readonly T[],
  sort: SortOrder,
): T[] {
  if (sort === 'LTH') return [...products].sort((a, b) => a.price - b.price);
  if (sort === 'HTL') return [...products].sort((a, b) => b.price - a.price);
  return [...products];
}

export function applyFilters<T extends Filterable>(
  products: readonly T[],
  filters: FilterState,
): T[] {
  const c = checksFor(filters);
  const kept = products.filter((p) => c.search(p) && c.rest(p) && c.category(p) && c.brand(p));
  return filters.sort ? sortByPrice(kept, filters.sort) : kept;
}

export interface FacetCounts {
  /** For each category: the products it would show with every other filter as it is. */
  categories: Map<string, number>;
  brands: Map<string, number>;
}

/**
 * Counts per facet value: how many products that category (or brand) has among the products that pass
 * every *other* group. Because a group is OR'd, that is what the listing adds when the box is ticked,
 * and what it shows when it is the only box ticked in its group.
 */
export function facetCounts(products: readonly Filterable[], filters: FilterState): FacetCounts {
  const c = checksFor(filters);
  const categories = new Map<string, number>();
  const brands = new Map<string, number>();
  for (const p of products) {
    if (!c.search(p) || !c.rest(p)) continue;
    const inCategory = c.category(p);
    const inBrand = c.brand(p);
    if (inBrand) categories.set(p.categoryName, (categories.get(p.categoryName) ?? 0) + 1);
    if (inCategory) brands.set(p.brand, (brands.get(p.brand) ?? 0) + 1);
  }
  return { categories, brands };
}

/** The distinct brands of the loaded products, in first-seen order. */
export function brandsOf(products: readonly Pick<Product, 'brand'>[]): string[] {
  return [...new Set(products.map((p) => p.brand).filter(Boolean))];
}

// ---- Changes: categories and brands toggle; price, rating and sort replace. ----

const toggle = (list: readonly string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

export const toggleCategory = (f: FilterState, category: string): FilterState => ({
  ...f,
  categories: toggle(f.categories, category),
});

export const toggleBrand = (f: FilterState, brand: string): FilterState => ({
  ...f,
  brands: toggle(f.brands, brand),
});

/** A navbar search resets every other filter. */
/**
 * A search alone (the navbar's): as the API takes it (readSearch), so its suggestions and the
 * listing it opens ask for the same text, and neither is refused for a long or pasted one.
 */
export const searchOnly = (search: string): FilterState => ({
  ...DEFAULT_FILTERS,
  search: readSearch(search),
});

/** A navbar category click clears the filters and selects that one category. */
export const categoryOnly = (category: string): FilterState => ({
  ...DEFAULT_FILTERS,
  categories: [category],
});

export const brandOnly = (brand: string): FilterState => ({ ...DEFAULT_FILTERS, brands: [brand] });

export function isDefaultFilters(f: FilterState): boolean {
  return (
    f.search.trim() === '' &&
    f.price >= PRICE_NO_LIMIT &&
    f.categories.length === 0 &&
    f.brands.length === 0 &&
    f.rating <= 0 &&
    f.sort === ''
  );
}

// ---- The filters in force, as chips ----

/** One filter in force, as the chip above the grid shows it, and the filters without it. */
export interface AppliedChip {
  key: string;
  label: string;
  without: FilterState;
}

/** The filters in force, in the order the chips show them (nothing when none apply). */
export function appliedChips(f: FilterState): AppliedChip[] {
  const chips: AppliedChip[] = [];
  if (f.search.trim())
    chips.push({ key: 'q', label: `“${f.search.trim()}”`, without: { ...f, search: '' } });
  if (f.price < PRICE_NO_LIMIT)
    chips.push({
      key: 'price',
      label: `Up to ${formatPrice(f.price)}`,
      without: { ...f, price: DEFAULT_FILTERS.price },
    });
  for (const c of f.categories)
    chips.push({ key: `c:${c}`, label: c, without: toggleCategory(f, c) });
  for (const b of f.brands) chips.push({ key: `b:${b}`, label: b, without: toggleBrand(f, b) });
  if (f.rating > 0)
    chips.push({ key: 'rating', label: `${f.rating} Stars & above`, without: { ...f, rating: 0 } });
  if (f.sort)
    chips.push({
      key: 'sort',
      label: `Price: ${sortLabel(f.sort)}`,
      without: { ...f, sort: '' },
    });
  return chips;
}

// ---- The URL form: /products?q=…&price=…&category=…&category=…&brand=…&rating=…&sort=LTH ----

export const FILTER_PARAM = {
  search: 'q',
  price: 'price',
  category: 'category',
  brand: 'brand',
  rating: 'rating',
  sort: 'sort',
} as const;

/** Longer searches or filter values than this are refused by the API (a name is never that long). */
export const MAX_QUERY_LENGTH = 200;
/** At most this many values of one repeatable parameter (there are six categories). */
export const MAX_VALUES = 50;
/** The highest page number the API reads (nine digits). */
export const MAX_PAGE = 999_999_999;

// eslint-disable-next-line no-control-regex -- finding control characters is this rule's job
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/u;

/** Distinct, trimmed, non-blank values the API takes (no control character, not too long), at most MAX_VALUES. */
const unique = (values: string[]) =>
  [...new Set(values.map((v) => v.trim()).filter(Boolean))]
    .filter((v) => v.length <= MAX_QUERY_LENGTH && !CONTROL.test(v))
    .slice(0, MAX_VALUES);

/** A search as the API takes it: control characters dropped, cut to MAX_QUERY_LENGTH (never inside a pair). */
function readSearch(text: string | null): string {
  const cut = (text ?? '').replace(new RegExp(CONTROL.source, 'gu'), '').slice(0, MAX_QUERY_LENGTH);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** A price below the slider's minimum clamps up to it; one that is not a number means no limit. */
function readPrice(text: string | null): number {
  const value = text === null || text.trim() === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(value) || value >= PRICE_NO_LIMIT) return PRICE_NO_LIMIT;
  return Math.max(PRICE_MIN, value);
}

/**
 * The slider's value for a price filter, and back: the slider's top stop stands for "no limit"
 * (the default), so the shopper can always return to seeing everything.
 */
export const sliderValueOf = (price: number): number => Math.min(price, PRICE_MAX);
export const priceFromSlider = (value: number): number =>
  value >= PRICE_MAX ? PRICE_NO_LIMIT : Math.max(PRICE_MIN, value);

/**
 * Reads filters from a query string. Anything malformed (a price of "abc", a rating of 9, an unknown
 * sort) falls back to its default rather than failing, so a hand-edited or stale link still opens;
 * what the API would refuse (a search past MAX_QUERY_LENGTH, a control character, more than
 * MAX_VALUES brands) is cut to what it takes, so the listing never asks for a page it cannot have.
 */
export function parseFilters(params: URLSearchParams): FilterState {
  const price = readPrice(params.get(FILTER_PARAM.price));
  const rating = Number(params.get(FILTER_PARAM.rating));
  const sort = params.get(FILTER_PARAM.sort);
  return {
    search: readSearch(params.get(FILTER_PARAM.search)),
    price,
    categories: unique(params.getAll(FILTER_PARAM.category)),
    brands: unique(params.getAll(FILTER_PARAM.brand)),
    rating: (RATING_CHOICES as readonly number[]).includes(rating) ? rating : 0,
    sort: parseSortOrder(sort),
  };
}

/** Writes filters as a query string, leaving out defaults so a clean listing has a clean URL. */
export function serializeFilters(f: FilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (f.search.trim()) params.set(FILTER_PARAM.search, f.search);
  for (const c of f.categories) params.append(FILTER_PARAM.category, c);
  for (const b of f.brands) params.append(FILTER_PARAM.brand, b);
  if (f.price < PRICE_NO_LIMIT) params.set(FILTER_PARAM.price, String(f.price));
  if (f.rating > 0) params.set(FILTER_PARAM.rating, String(f.rating));
  if (f.sort) params.set(FILTER_PARAM.sort, f.sort);
  return params;
}

/** The listing's page number in its URL (/products?category=Makeup&page=3); page 1 is its absence. */
export const PAGE_PARAM = 'page';

/**
 * A whole number from 1 up; anything else ('abc', '0', '-3', '2.5', none) is page 1, and one past
 * MAX_PAGE is MAX_PAGE (a page past the last is shown as the last).
 */
export function parsePage(raw: string | null): number {
  const page = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  if (page > MAX_PAGE && Number.isFinite(page)) return MAX_PAGE;
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** '/products?…' for a filter state (no '?' when every filter is at its default). */
export function filtersHref(base: string, f: FilterState): string {
  const query = serializeFilters(f).toString();
  return query ? `${base}?${query}` : base;
}
