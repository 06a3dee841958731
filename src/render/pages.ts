/**
 * The page table: for each public screen of the route table (`ROUTES` in src/lib/paths.ts), what its
 * page loads from the API app before it renders and the head it carries. The renderer
 * (src/render/page.tsx) looks a path's screen up here; adding a public page is one route and one
 * record. What each screen shows: docs/shop/screens.md, Routes.
 *
 * A record's `load` answers the page's data, having seeded the page's query client with what its
 * screen reads (so the HTML and the hydration payload carry it), or `{ notFound }`: the renderer then
 * shows the not-found page, 404. `url` is where the HTML is rendered (the client hydrates there),
 * `head` the page's title, description, canonical link and JSON-LD (src/domain/seo.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { bestSellersOf, type ProductPage } from '@/domain/product-query';
import {
  homeHead,
  listingHead,
  listingOf,
  listingPath,
  plainHead,
  productHead,
  type PageHead,
  type PlainPage,
} from '@/domain/seo';
import type { ProductRecord } from '@/domain/types';
import { productKeys, productQuery, type ProductQuery } from '@/api/products';
import { FIRST_REVIEW_PAGE, reviewPagePath, reviewPageQuery } from '@/api/reviews';
import type { ReviewPage } from '@/domain/reviews';
import { categoryQuery, FEATURED_QUERY, listingQuery } from '@/features/catalog/catalog-queries';
import { paths, type Screen } from '@/lib/paths';
import { ApiAnswerError, isNotFound, notFound, type NotFound, type PageApi } from './page-api';

/** What a page's load is given: the URL asked for, the API, and the page's query client. */
export interface PageRequest {
  pathname: string;
  searchParams: URLSearchParams;
  api: PageApi;
  /** What the page's HTML and hydration payload carry. */
  queryClient: QueryClient;
  /** A catalogue page as the back end answers it, not put in the query client. */
  read(query: ProductQuery): Promise<ProductPage<ProductRecord>>;
  /** Puts a catalogue page, as the back end answers it, in the query client (and answers it). */
  seed(query: ProductQuery): Promise<ProductPage<ProductRecord>>;
}

export interface PageRecord<Data> {
  load(request: PageRequest): Promise<Data | NotFound>;
  /** The path and query the HTML is rendered at, e.g. '/products?category=Makeup'. */
  url(data: Data): string;
  head(data: Data, origin: string): PageHead;
}

/** A record with its data type sealed in, so records of every screen fit one table. */
export interface Page {
  plan(request: PageRequest, origin: string): Promise<{ url: string; head: PageHead } | NotFound>;
}

export function page<Data>(record: PageRecord<Data>): Page {
  return {
    async plan(request, origin) {
      const data = await record.load(request);
      if (isNotFound(data)) return data;
      return { url: record.url(data), head: record.head(data, origin) };
    },
  };
}

/** A page with no data of its own: its path and its head (login, signup…). */
const plain = (path: PlainPage): Page =>
  page({
    load: () => Promise.resolve(path),
    url: () => path,
    head: (_, origin) => plainHead(origin, path),
  });

/** A path segment as text, or undefined when it is not valid percent-encoding ('%E0%A4%A'). */
function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

export const PAGES = {
  home: page({
    // Each page is seeded with the catalogue pages it shows (src/features/catalog/catalog-queries.ts)
    // and nothing more: its HTML carries no product it does not show.
    // The home page shows the featured page's best sellers only: it carries those, not the page.
    load: async ({ read, queryClient }) => {
      const featured = await read(FEATURED_QUERY);
      queryClient.setQueryData(productKeys.bestSellers(FEATURED_QUERY), bestSellersOf(featured));
      return null;
    },
    url: () => paths.home,
    head: (_, origin) => homeHead(origin),
  }),

  products: page({
    load: async ({ searchParams, seed }) => {
      const { filters, page: number } = listingOf(searchParams);
      // The filter panel's brand names come from the whole listing's first page.
      await seed(FEATURED_QUERY);
      // A query the back end refuses renders as the client would show it: without its result.
      const result = await seed(listingQuery(filters, number)).catch((error: unknown) => {
        if (error instanceof ApiAnswerError && error.refused) return undefined;
        throw error;
      });
      return { filters, page: number, result };
    },
    url: ({ filters, page: number }) => listingPath(filters, number),
    head: ({ filters, page: number, result }, origin) =>
      listingHead(origin, filters, number, result),
  }),

  'product-detail': page({
    load: async ({ pathname, api, queryClient, seed }) => {
      const id = safeDecode(pathname.replace(/\/+$/, '').split('/').pop() ?? '');
      if (id === undefined) return notFound(pathname);
      const answer = await api.find<{ product: ProductRecord }>(
        `/api/products/${encodeURIComponent(id)}`,
      );
      if (isNotFound(answer)) return answer;
      const { product } = answer;
      queryClient.setQueryData(productQuery(product._id).queryKey, product);
      // The related products under it: its category's first page.
      await seed(categoryQuery(product.categoryName));
      // Its reviews' first page and summary: in the HTML and its JSON-LD, as the API answers them.
      const reviews = await api.json<ReviewPage>(reviewPagePath(product._id, FIRST_REVIEW_PAGE));
      queryClient.setQueryData(reviewPageQuery(product._id, FIRST_REVIEW_PAGE).queryKey, reviews);
      return { product, reviews };
    },
    url: ({ product }) => paths.product(product._id),
    head: ({ product, reviews }, origin) => productHead(origin, product, reviews),
  }),

  login: plain(paths.login),
  signup: plain(paths.signup),
  mockman: plain(paths.mockman),
  'not-found': plain(paths.notFound),
} as const satisfies Partial<Record<Screen, Page>>;

/** The screens with a page: the public screens of the route table. */
export type PageScreen = keyof typeof PAGES;

export function pageOf(screen: Screen): Page | undefined {
  return Object.hasOwn(PAGES, screen) ? PAGES[screen as PageScreen] : undefined;
}
