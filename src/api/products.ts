/**
 * Products: GET /api/products and /api/products/:productId. The cache holds the wire records (what the
 * server sent, and what a prerendered page was seeded with); queries hand features `Product`s.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { toProduct, toProductRecord } from '@/domain/adapters';
import type { Product, ProductRecord } from '@/domain/types';
import { request } from './client';

export const productKeys = {
  all: ['products'] as const,
  one: (productId: string) => ['products', productId] as const,
};

const toProducts = (records: ProductRecord[]) => records.map(toProduct);

export const productsQuery = queryOptions({
  queryKey: productKeys.all,
  queryFn: async () => (await request<{ products: ProductRecord[] }>('/api/products')).products,
  select: toProducts,
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
 * cached, else rebuilt from the product.
 */
export function productRecordFor(queryClient: QueryClient, product: Product): ProductRecord {
  return (
    queryClient
      .getQueryData<ProductRecord[]>(productKeys.all)
      ?.find((record) => record._id === product.id) ??
    queryClient.getQueryData<ProductRecord>(productKeys.one(product.id)) ??
    toProductRecord(product)
  );
}
