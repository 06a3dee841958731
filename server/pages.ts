/**
 * Server mode's public pages, rendered on request from the live shop with the build's own renderer
 * (src/render/page.tsx) and the build's page templates (dist/.glamour/page-templates.json): `/`,
 * `/products` with any filters, sort and page, `/products/:id`, `/login`, `/signup`, `/mockman`, and
 * the not-found page (404) for an unknown path or product. The data comes from the API app in
 * process. Kept per process by normalized URL (server/page-cache.ts), with an ETag (304 on
 * If-None-Match), a Cache-Control a CDN can follow, and its brotli or gzip copy as the server's one
 * Accept-Encoding negotiation picks (server/compression.ts). A signed-in shopper's page, a file, or any
 * failure falls through to the build (the app shell, the build's own file).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import {
  DEFAULT_PAGE_SIZE,
  parseProductQuery,
  productQueryParams,
  queryOfFilters,
} from '@/domain/product-query';
import { listingOf, listingPath } from '@/domain/seo';
import { fillDocument, HEAD_MARK, PAGE_TEMPLATES, ROOT_MARK, toTemplate } from '@/render/document';
import type { InProcessApi, renderPage as RenderPage } from '@/render/page';
import { routeOf } from '@/render/routes';
import { negotiateEncoding, PAGE_CODINGS } from './compression';
import { cachedPage, encoded, type CachedPage, type Encoding, type PageCache } from './page-cache';

/**
 * A page is fresh at a CDN for 5 minutes and may be served stale for a day while it revalidates;
 * browsers revalidate every time (the ETag makes that a 304). A change purges the CDN (docs/server.md).
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
export const NOT_FOUND_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/** A document to fill when the build has no templates (an old or a test build). */
const BARE_TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8">${HEAD_MARK}</head><body>${ROOT_MARK}</body></html>`;

export interface PageTemplates {
  /** The template for a screen's module ('src/app/routes/home.tsx'). */
  forScreen(module: string): string;
}

/** The build's templates, read once; a build without them gets its index.html, or a bare page. */
export function loadTemplates(distDir: string): PageTemplates {
  let byScreen: Record<string, string> | undefined;
  let fallback: string | undefined;
  const read = (file: string) => readFileSync(path.join(distDir, file), 'utf8');
  return {
    forScreen(module) {
      if (byScreen === undefined) {
        try {
          byScreen = JSON.parse(read(PAGE_TEMPLATES)) as Record<string, string>;
        } catch {
          byScreen = {};
        }
      }
      const template = byScreen[module];
      if (template) return template;
      if (fallback === undefined) {
        try {
          fallback = toTemplate(read('index.html'));
        } catch {
          fallback = BARE_TEMPLATE;
        }
      }
      return fallback;
    },
  };
}

/**
 * The page a URL shows, as one key: the listing's query read and written back in its own order
 * (defaults and unknown params left out), no query for any other page, a trailing slash trimmed.
 * Every unknown path is one page: the not-found page. Null for a listing whose query the API
 * refuses (see `listingKey`): that page is not rendered, nor kept.
 */
export function pageKey(url: URL): string | null {
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  const route = routeOf(pathname);
  if (!route) return '404';
  if (route.screen === 'products') return listingKey(url.searchParams);
  return pathname;
}

const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A listing's key. The listing screen reads its URL leniently (src/domain/seo.ts `listingOf`: cut to
 * what the API takes, at most MAX_VALUES values of a filter, a search of at most MAX_QUERY_LENGTH
 * characters…), and the query it then asks the back end for goes through the API's own rules here,
 * the very function the API answers with (`parseProductQuery`). Null if the API would refuse it
 * (the lenient reading should leave nothing it refuses); otherwise the query as the API reads it
 * (values once each, the search trimmed), its filter values in one order, so every spelling of one
 * query is one key and a key is never longer than those bounds allow.
 */
function listingKey(params: URLSearchParams): string | null {
  const { filters, page } = listingOf(params);
  const parsed = parseProductQuery(
    productQueryParams(queryOfFilters(filters, page, DEFAULT_PAGE_SIZE)),
  );
  if (!parsed.ok) return null;
  const { q, categories, brands } = parsed.query;
  const normalized = {
    ...filters,
    search: q,
    categories: [...categories].sort(byCodeUnit),
    brands: [...brands].sort(byCodeUnit),
  };
  return listingPath(normalized, page);
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

export interface PagesOptions {
  /** The API app, once the server is ready (until then the build's files answer). */
  api: () => InProcessApi | undefined;
  templates: PageTemplates;
  cache: PageCache;
  /** The shop's public origin (canonical links). */
  origin: () => string;
  /**
   * The headers every answer carries (server/security-headers.ts), worked out once: a page goes
   * out before the security middleware, with these in its own header record.
   */
  securityHeaders?: Promise<Record<string, string>>;
  /**
   * Which paths this mount answers: 'known' the route table's public pages, 'unknown' every other
   * path (the not-found page). The server mounts the first before its middleware and its own routes
   * (/healthz, the sitemaps) and the second after them, so no route of its own is taken for a page.
   */
  paths?: 'known' | 'unknown' | 'all';
  /** Loads the renderer; the build's own chunk unless a test hands in another. */
  loadRenderer?: () => Promise<{ renderPage: typeof RenderPage }>;
}

type HeaderRecord = Record<string, string>;

/**
 * A kept page's headers for each way it is sent ('br', 'gzip', 'identity', '304'), made once per
 * page: a plain record goes to Node's `writeHead` as it is, where a web `Headers` would be built,
 * validated, sorted and copied again on every request.
 */
const headersOfPage = new WeakMap<CachedPage, Map<string, HeaderRecord>>();

function pageHeaders(
  page: CachedPage,
  security: HeaderRecord,
  sent: Encoding | 'identity' | '304',
): HeaderRecord {
  let byWay = headersOfPage.get(page);
  if (!byWay) headersOfPage.set(page, (byWay = new Map()));
  // The brotli copy is replaced by a smaller one once it is ready (page-cache.ts): a record per length.
  const body = sent === 'br' || sent === 'gzip' ? encoded(page, sent) : page.body;
  const key = `${sent}:${body.length}`;
  let headers = byWay.get(key);
  if (!headers) {
    headers = {
      ...security,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': page.status === 200 ? PAGE_CACHE_CONTROL : NOT_FOUND_CACHE_CONTROL,
      etag: page.etag,
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
    };
    if (sent === 'br' || sent === 'gzip') headers['content-encoding'] = sent;
    if (sent !== '304') headers['content-length'] = String(body.length);
    byWay.set(key, headers);
  }
  return headers;
}

export function servePages({
  api,
  templates,
  cache,
  origin,
  securityHeaders = Promise.resolve({}),
  paths = 'all',
  loadRenderer = () => import('@/render/page'),
}: PagesOptions): MiddlewareHandler {
  // The renderer (React and the app's components) is loaded with the first page, not at start: a
  // process is ready (and healthy) as soon as its database is. A load that fails (a chunk missing
  // or unreadable for a moment) is not kept: that page gets the build's file, and the next page
  // loads it again, so the process does not serve the bare shell for the rest of its life.
  let renderer: Promise<{ renderPage: typeof RenderPage }> | undefined;
  const loaded = () =>
    (renderer ??= loadRenderer().catch((error: unknown) => {
      renderer = undefined;
      throw error;
    }));
  async function render(shop: InProcessApi, key: string): Promise<CachedPage | null> {
    const { renderPage } = await loaded();
    // Kept only until the catalogue, stock or reviews change (the catalogue's NOTIFY drops every
    // kept page): what the page shows is current whenever it is served.
    const page = await renderPage(shop, key === '404' ? '/__not-a-page__' : key, {
      origin: origin(),
      current: true,
    });
    if (!page) return null;
    const document = fillDocument(templates.forScreen(`src/app/routes/${page.screen}.tsx`), {
      head: page.headHtml,
      html: page.html,
      sprite: page.sprite,
      dataScript: page.dataScript,
    });
    return cachedPage(page.status, document);
  }

  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const url = new URL(c.req.url);
    const { pathname } = url;
    // Files (anything with an extension, the hashed assets) and the API are not pages.
    if (pathname.startsWith('/assets/') || pathname.startsWith('/api/')) return next();
    if (path.posix.extname(pathname) !== '') return next();
    const route = routeOf(pathname);
    if (route?.access === 'session') return next();
    if ((paths === 'known' && !route) || (paths === 'unknown' && route)) return next();
    const shop = api();
    if (!shop) return next();

    const key = pageKey(url);
    if (key === null) {
      // A listing query the API refuses: nothing rendered or kept here. The app shell answers with
      // the API's status, and the listing screen shows the back end's refusal as it does for any.
      await next();
      if (c.res.status === 200)
        c.res = new Response(c.res.body, { status: 400, headers: c.res.headers });
      return;
    }
    let page: CachedPage | null;
    try {
      page = await cache.get(key, () => render(shop, key));
    } catch (error) {
      // The database is down or the render failed: the build's own file is better than nothing.
      console.error('[glamour] page render failed', pathname, error);
      return next();
    }
    if (!page) return next();

    const security = await securityHeaders;
    if (page.status === 200 && matches(c.req.header('if-none-match'), page.etag))
      return new Response(null, { status: 304, headers: pageHeaders(page, security, '304') });
    const encoding = negotiateEncoding(c.req.header('accept-encoding'), PAGE_CODINGS);
    const body = encoding ? encoded(page, encoding) : page.body;
    // The kept buffer itself (a Buffer is a Uint8Array): no copy of the document per request.
    return new Response(c.req.method === 'HEAD' ? null : body, {
      status: page.status,
      headers: pageHeaders(page, security, encoding ?? 'identity'),
    });
  };
}
