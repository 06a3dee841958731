/**
 * Products: GET /api/products (the catalogue query: one page, its total and the facet counts) and
 * /api/products/:productId. The cache holds the wire records (what the server sent, and what a
 * prerendered page was seeded with); queries hand features `Product`s.
 *
 * The app never asks for the whole catalogue: a screen asks for the page it shows, so only the
 * products on screen cross the wire however large the catalogue. (GET /api/products without
 * parameters still answers every product, as it always has (docs/api.md), for the tester and other
 * clients.)
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { toProduct, toProductRecord } from '@/domain/adapters';
import {
  bestSellersOf,
  productQueryParams,
  type ProductPage,
  type ProductQuery,
} from '@/domain/product-query';
import type { Product, ProductRecord } from '@/domain/types';
import { request } from './client';

export type { ProductPage, ProductQuery } from '@/domain/product-query';

export const productKeys = {
  all: ['products'] as const,
  one: (productId: string) => ['products', productId] as const,
  /** Every page of every query (for invalidation). */
  pages: ['products', 'page'] as const,
  /** One page: keyed by its URL form, so equal queries share one cache entry. */
  page: (query: ProductQuery) =>
    ['products', 'page', productQueryParams(query).toString()] as const,
  /** The best sellers among one page's products: a page of their own (see bestSellersQuery). */
  bestSellers: (of: ProductQuery) =>
    ['products', 'page', 'best-sellers', productQueryParams(of).toString()] as const,
};

/** The request path of one page of the catalogue query (the prerender asks the same). */
export const productPagePath = (query: ProductQuery): string =>
  `/api/products?${productQueryParams(query).toString()}`;

const toProductPage = (page: ProductPage<ProductRecord>): ProductPage<Product> => ({
  ...page,
  products: page.products.map(toProduct),
});

export const productPageQuery = (query: ProductQuery) =>
  queryOptions({
    queryKey: productKeys.page(query),
    queryFn: ({ signal }) =>
      request<ProductPage<ProductRecord>>(productPagePath(query), { signal }),
    select: toProductPage,
  });

/**
 * The best sellers among the page `of`: asked as that page (which the cache then holds for the
 * screens that show it), kept apart. A page that shows only these (the home page) carries only
 * these in its HTML's data, not the whole page.
 */
export const bestSellersQuery = (of: ProductQuery) =>
  queryOptions({
    queryKey: productKeys.bestSellers(of),
    queryFn: async ({ client }) => {
      const { queryKey, queryFn } = productPageQuery(of);
      return bestSellersOf(await client.fetchQuery({ queryKey, queryFn }));
    },
    select: toProductPage,
  });

export const productQuery = (productId: string) =>
  queryOptions({
    queryKey: productKeys.one(productId),
    queryFn: async () =>
      (await request<{ product: ProductRecord }>(`/api/products/${encodeURIComponent(productId)}`))
        .product,
    select: toProduct,
  });

/**
 * The record the cart and wishlist calls send for a product: the one the server sent when it is
 * cached (its own page, or a page of a listing), else rebuilt from the product.
 */
export function productRecordFor(queryClient: QueryClient, product: Product): ProductRecord {
  const own = queryClient.getQueryData<ProductRecord>(productKeys.one(product.id));
  if (own) return own;
  for (const [, page] of queryClient.getQueriesData<ProductPage<ProductRecord>>({
    queryKey: productKeys.pages,
  })) {
    const record = page?.products.find((r) => r._id === product.id);
    if (record) return record;
  }
  return toProductRecord(product);
}
