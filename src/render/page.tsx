/**
 * The one page renderer, for the build (src/prerender.tsx, the seed through the simulated back end)
 * and for the server (server/pages.ts, the live database through the API app): a public page's
 * HTML with react-dom/server, from the same components the client hydrates, the data it was
 * rendered from (the hydration payload), its head, its screen (which template) and its status.
 * The data comes from the API app itself, called in process, so it is exactly what the client
 * would have fetched and no query is written twice.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ProductPage } from '@/domain/product-query';
import {
  homeHead,
  isPlainPage,
  listingHead,
  listingOf,
  listingPath,
  plainHead,
  productHead,
  type PageHead,
} from '@/domain/seo';
import type { Category, ProductRecord } from '@/domain/types';
import { categoriesQuery } from '@/api/categories';
import { productPagePath, productPageQuery, productQuery, type ProductQuery } from '@/api/products';
import { App } from '@/app/app';
import { PRERENDER_DATA_ID, serializePayload, type PrerenderedPayload } from '@/app/prerendered';
import { createQueryClient } from '@/app/query-client';
import { preloadRoute } from '@/app/router';
import { categoryQuery, FEATURED_QUERY, listingQuery } from '@/features/catalog/catalog-queries';
import { paths, type Screen } from '@/lib/paths';
import { headTags } from './head';
import { routeOf } from './routes';
import { iconSprite } from '@/ui/icon-sprite.server';

export { isSessionPage, routeOf } from './routes';

/** Anything that answers an API request in process: the API app's `request`. */
export interface InProcessApi {
  request(path: string): Response | Promise<Response>;
}

export interface Site {
  /** The shop's public origin, for canonical and absolute URLs ('https://shop.example'). */
  origin: string;
}

export interface RenderedPage {
  /** 404 for an unknown path or product: the not-found page. */
  status: 200 | 404;
  /** The path the HTML shows, e.g. '/products/abc' (the not-found page: '/page-not-found'). */
  path: string;
  /** The query the HTML shows, in the listing's own order ('' for none). */
  search: string;
  /** Which screen it shows (its template carries that screen's CSS and chunks). */
  screen: Screen;
  head: PageHead;
  /** The head's tags. */
  headHtml: string;
  /** The inside of <div id="root">. */
  html: string;
  /** The symbols of the sprite icons the HTML refers to (written beside #root). */
  sprite: string;
  /** The <script type="application/json"> element the client hydrates from. */
  dataScript: string;
}

class NotFound extends Error {}

/** A path segment as text, or undefined when it is not valid percent-encoding ('%E0%A4%A'). */
function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function reader(api: InProcessApi) {
  return async function fromBackEnd<T>(path: string): Promise<T> {
    const response = await api.request(path);
    if (response.status === 404) throw new NotFound(path);
    if (!response.ok) throw new Error(`render: ${path} answered ${response.status}`);
    return (await response.json()) as T;
  };
}

async function render(url: string, queryClient: QueryClient): Promise<string> {
  await preloadRoute(url.split('?')[0] ?? url);
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

interface Plan {
  status: 200 | 404;
  path: string;
  search: string;
  screen: Screen;
  head: PageHead;
}

/**
 * Renders the page `url` shows ('/products?category=Makeup', '/products/abc', '/login'…), or answers
 * null for a signed-in shopper's page. An unknown path or product renders the not-found page, 404.
 * Throws when the back end fails (the caller serves the build's own file instead).
 */
export async function renderPage(
  api: InProcessApi,
  url: string,
  site: Site,
): Promise<RenderedPage | null> {
  const { pathname, searchParams } = new URL(url, 'http://render.invalid');
  const route = routeOf(pathname);
  if (route?.access === 'session') return null;

  const fromBackEnd = reader(api);
  const queryClient = createQueryClient();
  // Each page is seeded with the catalogue pages it shows (src/features/catalog/catalog-queries.ts),
  // as the back end answers them, and nothing more: its HTML carries no product it does not show.
  const seedPage = async (query: ProductQuery) => {
    const page = await fromBackEnd<ProductPage<ProductRecord>>(productPagePath(query));
    queryClient.setQueryData(productPageQuery(query).queryKey, page);
    return page;
  };
  const notFound = (): Plan => ({
    status: 404,
    path: paths.notFound,
    search: '',
    screen: 'not-found',
    head: plainHead(site.origin, '/page-not-found'),
  });

  try {
    const { categories } = await fromBackEnd<{ categories: Category[] }>('/api/categories');
    queryClient.setQueryData(categoriesQuery.queryKey, categories);

    let plan: Plan;
    if (route?.screen === 'home') {
      await seedPage(FEATURED_QUERY);
      plan = {
        status: 200,
        path: paths.home,
        search: '',
        screen: 'home',
        head: homeHead(site.origin),
      };
    } else if (route?.screen === 'products') {
      const { filters, page } = listingOf(searchParams);
      // The filter panel's brand names come from the whole listing's first page.
      await seedPage(FEATURED_QUERY);
      const result = await seedPage(listingQuery(filters, page)).catch((error: unknown) => {
        // A query the back end refuses (400): the page renders as the client would, without it.
        if (error instanceof NotFound) throw error;
        if (error instanceof Error && / answered 4\d\d$/.test(error.message)) return undefined;
        throw error;
      });
      plan = {
        status: 200,
        path: paths.products,
        search: listingPath(filters, page).slice(paths.products.length),
        screen: 'products',
        head: listingHead(site.origin, filters, page, result),
      };
    } else if (route?.screen === 'product-detail') {
      const id = safeDecode(pathname.replace(/\/+$/, '').split('/').pop() ?? '');
      const product = await (
        id === undefined
          ? Promise.reject(new NotFound(pathname))
          : fromBackEnd<{ product: ProductRecord }>(`/api/products/${encodeURIComponent(id)}`)
      )
        .then((answer) => answer.product)
        .catch((error: unknown) => {
          if (error instanceof NotFound) return undefined;
          throw error;
        });
      if (product) {
        queryClient.setQueryData(productQuery(product._id).queryKey, product);
        await seedPage(categoryQuery(product.categoryName));
        plan = {
          status: 200,
          path: paths.product(product._id),
          search: '',
          screen: 'product-detail',
          head: productHead(site.origin, product),
        };
      } else plan = notFound();
    } else if (route && isPlainPage(route.path)) {
      plan = {
        status: 200,
        path: route.path,
        search: '',
        screen: route.screen,
        head: plainHead(site.origin, route.path),
      };
    } else plan = notFound();

    const html = await render(plan.path + plan.search, queryClient);
    const state = dehydrate(queryClient);
    // The client shows this data at once and asks the back end again as soon as it runs: the
    // build's data is the seed, and a cached page may be older than the client's staleTime. No
    // clock in the page either (the time of dehydration only matters for a pending query, which a
    // rendered page never carries): the same data renders the same bytes, so the same ETag, in
    // every process and after every render.
    state.queries.forEach((query) => {
      query.state.dataUpdatedAt = 0;
      query.dehydratedAt = 0;
    });
    const payload: PrerenderedPayload = {
      path: plan.path,
      ...(plan.search ? { search: plan.search } : {}),
      state,
    };
    return {
      ...plan,
      headHtml: headTags(plan.head),
      html,
      sprite: iconSprite(html),
      dataScript: `<script type="application/json" id="${PRERENDER_DATA_ID}">${serializePayload(payload)}</script>`,
    };
  } finally {
    queryClient.clear();
  }
}
