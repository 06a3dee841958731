/**
 * The build's server entry (see the prerender plugin in vite.config.ts): renders every public page
 * of PRERENDERED_ROUTES to HTML with react-dom/server, from the same components the client hydrates
 * and the seed catalogue as the simulated back end serves it (the API app itself answers, in
 * process, so the data is exactly what the client would have fetched).
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
// eslint-disable-next-line import-x/no-restricted-paths -- the build's composition root runs the simulated back end
import { createSimulatedBackend } from '@backend/simulated';
import type { ProductPage } from '@/domain/product-query';
import type { Category, ProductRecord } from '@/domain/types';
import { categoriesQuery } from '@/api/categories';
import { productPagePath, productPageQuery, productQuery, type ProductQuery } from '@/api/products';
import { App } from '@/app/app';
import {
  PRERENDER_DATA_ID,
  PRERENDERED_ROUTES,
  prerenderedFile,
  serializePayload,
  type PrerenderedPayload,
} from '@/app/prerendered';
import { createQueryClient } from '@/app/query-client';
import { preloadRoute } from '@/app/router';
import { categoryQuery, FEATURED_QUERY } from '@/features/catalog/catalog-queries';
import { paths, PRODUCT_ROUTE } from '@/lib/paths';

/** The icon sprite a page's HTML refers to (src/ui/sprite-icon.tsx), written beside #root. */
export { iconSprite } from '@/ui/icon-sprite.server';

export interface PrerenderedPage {
  /** The path the page shows, e.g. '/products/abc'. */
  path: string;
  /** Where it goes under dist/, e.g. 'products/abc/index.html' (the not-found page: two files). */
  files: string[];
  /** The inside of <div id="root">. */
  html: string;
  /** The <script type="application/json"> element the client hydrates from. */
  dataScript: string;
}

/** Anything that answers an API request in process: the API app's `request`. */
export interface InProcessApi {
  request(path: string): Response | Promise<Response>;
}

function reader(api: InProcessApi) {
  return async function fromBackEnd<T>(path: string): Promise<T> {
    const response = await api.request(path);
    if (!response.ok) throw new Error(`prerender: ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
}

async function render(url: string, queryClient: QueryClient): Promise<string> {
  await preloadRoute(url);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App queryClient={queryClient} serverUrl={url} />
    </StrictMode>,
    {
      // Never outline a large boundary into a hidden <div> revealed by an inline script: the page
      // must be whole without scripts (and the shop's CSP runs no inline script).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        throw error instanceof Error ? error : new Error(String(error));
      },
    },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** The concrete paths of PRERENDERED_ROUTES: one detail page per seed product. */
export function concretePaths(products: readonly ProductRecord[]): string[] {
  return PRERENDERED_ROUTES.flatMap((route) =>
    route === PRODUCT_ROUTE ? products.map((p) => paths.product(p._id)) : [route],
  );
}

export async function prerenderPages(
  api: InProcessApi = createSimulatedBackend().api,
): Promise<PrerenderedPage[]> {
  const fromBackEnd = reader(api);
  const { products } = await fromBackEnd<{ products: ProductRecord[] }>('/api/products');
  const { categories } = await fromBackEnd<{ categories: Category[] }>('/api/categories');
  // Each page is seeded with the catalogue pages it shows (src/features/catalog/catalog-queries.ts),
  // as the back end answers them, and nothing more: its HTML carries no product it does not show.
  const seedPage = async (queryClient: QueryClient, query: ProductQuery) =>
    queryClient.setQueryData(
      productPageQuery(query).queryKey,
      await fromBackEnd<ProductPage<ProductRecord>>(productPagePath(query)),
    );
  const pages: PrerenderedPage[] = [];
  for (const path of concretePaths(products)) {
    const queryClient = createQueryClient();
    queryClient.setQueryData(categoriesQuery.queryKey, categories);
    if (path === paths.home || path === paths.products) await seedPage(queryClient, FEATURED_QUERY);
    const product = products.find((p) => paths.product(p._id) === path);
    if (product) {
      queryClient.setQueryData(productQuery(product._id).queryKey, product);
      await seedPage(queryClient, categoryQuery(product.categoryName));
    }
    const html = await render(path, queryClient);
    const state = dehydrate(queryClient);
    // The build's data is the seed: the client shows it at once and asks the back end again as
    // soon as it runs (stock or prices may have moved in this browser's store).
    state.queries.forEach((query) => {
      query.state.dataUpdatedAt = 0;
    });
    const payload: PrerenderedPayload = { path, state };
    pages.push({
      path,
      files:
        path === paths.notFound ? ['404.html', prerenderedFile(path)] : [prerenderedFile(path)],
      html,
      dataScript: `<script type="application/json" id="${PRERENDER_DATA_ID}">${serializePayload(payload)}</script>`,
    });
    queryClient.clear();
  }
  return pages;
}
