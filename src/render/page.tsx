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
import type { QueryClient } from '@tanstack/react-query';
import type { ProductPage } from '@/domain/product-query';
import type { PageHead } from '@/domain/seo';
import type { Category, ProductRecord } from '@/domain/types';
import { categoriesQuery } from '@/api/categories';
import { productPagePath, productPageQuery, type ProductQuery } from '@/api/products';
import { App } from '@/app/app';
import {
  PRERENDER_DATA_ID,
  serializePayload,
  type PrerenderedPayload,
  type PrerenderedQuery,
} from '@/app/prerendered';
import { createQueryClient } from '@/app/query-client';
import { preloadRoute } from '@/app/router';
import type { Screen } from '@/lib/paths';
import { headTags } from './head';
import { isNotFound, pageApi, type InProcessApi } from './page-api';
import { PAGES, pageOf, type PageRequest } from './pages';
import { routeOf } from './routes';
import { DialogsOpenInPlace } from '@/ui/dialog';
import { iconSprite } from '@/ui/icon-sprite.server';

export { isSessionPage, routeOf } from './routes';
export type { InProcessApi } from './page-api';

export interface Site {
  /** The shop's public origin, for canonical and absolute URLs ('https://shop.example'). */
  origin: string;
  /**
   * The page is served from the live back end and kept only while what it shows is unchanged
   * (server mode): its payload says its data is current (`PrerenderedPayload.current`).
   */
  current?: boolean;
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
  /**
   * When asked for: the inside of #root once more, every dialog it holds open in place (see
   * `DialogsOpenInPlace`), for the build to keep those dialogs' CSS rules inline. Never shown.
   */
  openDialogsHtml?: string;
}

async function render(url: string, queryClient: QueryClient, dialogsOpen = false): Promise<string> {
  await preloadRoute(url.split('?')[0] ?? url);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <DialogsOpenInPlace value={dialogsOpen}>
        <App queryClient={queryClient} serverUrl={url} />
      </DialogsOpenInPlace>
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
  screen: Screen;
  /** Where the HTML is rendered: path and query. */
  url: string;
  head: PageHead;
}

/**
 * Renders the page `url` shows ('/products?category=Makeup', '/products/abc', '/login'…), or answers
 * null for a signed-in shopper's page. The page's screen is looked up in the page table
 * (src/render/pages.ts); an unknown path, or a load that answers `{ notFound }`, renders the
 * not-found page, 404. Throws when the back end fails (the caller serves the build's own file).
 */
export async function renderPage(
  inProcess: InProcessApi,
  url: string,
  site: Site,
  { withOpenDialogs = false }: { withOpenDialogs?: boolean } = {},
): Promise<RenderedPage | null> {
  const { pathname, searchParams } = new URL(url, 'http://render.invalid');
  const route = routeOf(pathname);
  if (route?.access === 'session') return null;

  const api = pageApi(inProcess);
  const queryClient = createQueryClient();
  const request: PageRequest = {
    pathname,
    searchParams,
    api,
    queryClient,
    read: (query: ProductQuery) => api.json<ProductPage<ProductRecord>>(productPagePath(query)),
    async seed(query: ProductQuery) {
      const page = await request.read(query);
      queryClient.setQueryData(productPageQuery(query).queryKey, page);
      return page;
    },
  };
  try {
    // Every page shows the categories (its navigation).
    const { categories } = await api.json<{ categories: Category[] }>('/api/categories');
    queryClient.setQueryData(categoriesQuery.queryKey, categories);
    const page = route && pageOf(route.screen);
    const planned = page && (await page.plan(request, site.origin));
    let plan: Plan;
    if (route && planned && !isNotFound(planned))
      plan = { status: 200, screen: route.screen, ...planned };
    else {
      // The not-found page, with nothing in it that a load kept before it found nothing.
      queryClient.clear();
      queryClient.setQueryData(categoriesQuery.queryKey, categories);
      const notFound = await PAGES['not-found'].plan(request, site.origin);
      if (isNotFound(notFound)) throw new Error('render: the not-found page found nothing');
      plan = { status: 404, screen: 'not-found', ...notFound };
    }
    const at = plan.url.indexOf('?');
    const [path, search] = at < 0 ? [plan.url, ''] : [plan.url.slice(0, at), plan.url.slice(at)];
    const html = await render(plan.url, queryClient);
    // The client shows this data at once (each query's key and data: the client builds the rest of
    // a query's state, as it does for data it sets itself). A page built ahead (the seed) says
    // nothing more, and the client asks the back end again as soon as it runs; a page the server
    // renders and keeps only while its data is unchanged says it is current, and the client keeps
    // it as just fetched. No clock in the page either: the same data renders the same bytes, so the
    // same ETag, in every process and after every render.
    const data: PrerenderedQuery[] = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'success')
      .map((query) => [query.queryKey, query.state.data]);
    const payload: PrerenderedPayload = {
      path,
      ...(search ? { search } : {}),
      data,
      ...(site.current ? { current: true as const } : {}),
    };
    // After the payload is read: nothing that render asks for is part of it.
    const openDialogsHtml = withOpenDialogs ? await render(plan.url, queryClient, true) : undefined;
    return {
      status: plan.status,
      path,
      search,
      screen: plan.screen,
      head: plan.head,
      headHtml: headTags(plan.head),
      html,
      sprite: iconSprite(html),
      dataScript: `<script type="application/json" id="${PRERENDER_DATA_ID}">${serializePayload(payload)}</script>`,
      ...(openDialogsHtml !== undefined && { openDialogsHtml }),
    };
  } finally {
    queryClient.clear();
  }
}
