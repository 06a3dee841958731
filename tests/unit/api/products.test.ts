import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { productKeys, productPagePath, productRecordFor, type ProductPage } from '@/api/products';
import { toProduct } from '@/domain/adapters';
import { DEFAULT_QUERY } from '@/domain/product-query';
import type { ProductRecord } from '@/domain/types';
import { seedProducts } from '@backend/store/seed';

const [first, second] = seedProducts as [ProductRecord, ProductRecord];
const pageOf = (products: ProductRecord[]): ProductPage<ProductRecord> => ({
  products,
  total: products.length,
  page: 1,
  pageSize: 48,
  facets: { categories: {}, brands: {}, ratings: {} },
});

describe('the catalogue query on the wire', () => {
  it('asks for one page, never the whole catalogue', () => {
    expect(productPagePath(DEFAULT_QUERY)).toBe('/api/products?page=1&pageSize=48');
    expect(productPagePath({ ...DEFAULT_QUERY, q: 'kajal', categories: ['Makeup'], page: 3 })).toBe(
      '/api/products?q=kajal&category=Makeup&page=3&pageSize=48',
    );
  });

  it('keys equal queries alike, so screens that show the same page share one answer', () => {
    expect(productKeys.page({ ...DEFAULT_QUERY })).toEqual(productKeys.page(DEFAULT_QUERY));
    expect(productKeys.page({ ...DEFAULT_QUERY, page: 2 })).not.toEqual(
      productKeys.page(DEFAULT_QUERY),
    );
  });
});

describe('productRecordFor', () => {
  it('sends the record a cached page of the listing holds, as the server sent it', () => {
    const queryClient = new QueryClient();
    const record = { ...second, offer: 'as the server sent it' };
    queryClient.setQueryData(productKeys.page(DEFAULT_QUERY), pageOf([first, record]));
    expect(productRecordFor(queryClient, toProduct(second))).toBe(record);
  });

  it("prefers the product's own page, and rebuilds the record when nothing is cached", () => {
    const queryClient = new QueryClient();
    expect(productRecordFor(queryClient, toProduct(first))).toMatchObject({ _id: first._id });
    const own = { ...first, offer: 'own page' };
    queryClient.setQueryData(productKeys.one(first._id), own);
    queryClient.setQueryData(productKeys.page(DEFAULT_QUERY), pageOf([first]));
    expect(productRecordFor(queryClient, toProduct(first))).toBe(own);
  });
});
