/**
 * Which pages of the catalogue query the catalogue's screens ask for. Screens that show the same
 * products ask the same page, so one answer serves them all: the first listing page in the default
 * order is also where the home page's best sellers come from (kept apart: bestSellersQuery, so the
 * home page's HTML carries only those) and the source of the filter panel's brand names; a
 * navbar search's first page is also its suggestions; a category's first page is also a product's
 * related products. The prerender seeds exactly these (src/prerender.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { productPageQuery, type ProductPage } from '@/api/products';
import { categoryOnly, DEFAULT_FILTERS, searchOnly, type FilterState } from '@/domain/filters';
import { namesAtoZ } from '@/domain/format';
import { DEFAULT_PAGE_SIZE, queryOfFilters, type ProductQuery } from '@/domain/product-query';

/** One page of the listing for these filters. */
export const listingQuery = (filters: FilterState, page: number): ProductQuery =>
  queryOfFilters(filters, page, DEFAULT_PAGE_SIZE);

/** The listing's first page in the default order: /products as a new shopper lands on it. */
export const FEATURED_QUERY: ProductQuery = listingQuery(DEFAULT_FILTERS, 1);

/** A navbar search's first page: the listing it leads to, and the suggestions under the box. */
export const searchQuery = (text: string): ProductQuery => listingQuery(searchOnly(text), 1);

/** A category's first page: the listing its link opens, and a product's related products. */
export const categoryQuery = (category: string): ProductQuery =>
  listingQuery(categoryOnly(category), 1);

const NO_NAMES: string[] = [];

/** A page's brand facet as a list of names, A to Z (both back ends count in their own order). */
const brandNamesOf = (page: ProductPage<unknown>): string[] =>
  namesAtoZ(Object.keys(page.facets.brands));

const noNames = (): string[] => NO_NAMES;

/**
 * Every brand that has a product, A to Z: the brand facet of the unfiltered first page (brands
 * come from the products). `enabled` false asks nothing and names nothing, even when that
 * page is in the cache: the navbar's search box, which lists brands only while the shopper types,
 * would otherwise sort them (and make the collator) while every page hydrates.
 */
export function useBrandNames(enabled = true): string[] {
  const featured = useQuery({
    ...productPageQuery(FEATURED_QUERY),
    select: enabled ? brandNamesOf : noNames,
    enabled,
  });
  return featured.data ?? NO_NAMES;
}
