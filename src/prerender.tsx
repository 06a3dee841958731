/**
 * The build's server entry (see the prerender plugin in vite.config.ts): renders every public page
 * of PRERENDERED_ROUTES with the one page renderer (src/render/page.tsx), from the seed catalogue as
 * the simulated back end serves it (the API app itself answers, in process), and the seed's sitemap.
 */
// eslint-disable-next-line import-x/no-restricted-paths -- the build's composition root runs the simulated back end
import { createSimulatedBackend } from '@backend/simulated';
import type { Category, ProductRecord } from '@/domain/types';
import { DEFAULT_FILTERS, type FilterState } from '@/domain/filters';
import { listingPath } from '@/domain/seo';
import { listingUrls, productUrl, URLSET_CLOSE, URLSET_OPEN, urlEntry } from '@/domain/sitemap';
import { PRERENDERED_ROUTES, prerenderedFile } from '@/app/prerendered';
import { paths, PRODUCT_ROUTE, screenModule } from '@/lib/paths';
import { renderPage, type InProcessApi, type Site } from '@/render/page';
import { pageApi } from '@/render/page-api';

export type { InProcessApi } from '@/render/page';

export interface PrerenderedPage {
  /** The path the page shows, e.g. '/products/abc'. */
  path: string;
  /** Where it goes under dist/, e.g. 'products/abc/index.html' (the not-found page: two files). */
  files: string[];
  /** The module of its screen (which template: src/app/routes/<screen>.tsx). */
  screenModule: string;
  /** The head's tags. */
  head: string;
  /** The inside of <div id="root">. */
  html: string;
  /** The sprite icons' symbols, beside #root. */
  sprite: string;
  /** The <script type="application/json"> element the client hydrates from. */
  dataScript: string;
  /** The inside of #root with its dialogs open in place, for its CSS only ('' when none). */
  openDialogsHtml: string;
}

/** An API answer's JSON; throws for any answer but a 2xx (the build stops). */
const json = <T,>(api: InProcessApi, path: string): Promise<T> => pageApi(api).json<T>(path);

/** The concrete paths of PRERENDERED_ROUTES: one detail page per seed product. */
export function concretePaths(products: readonly ProductRecord[]): string[] {
  return PRERENDERED_ROUTES.flatMap((route) =>
    route === PRODUCT_ROUTE ? products.map((p) => paths.product(p._id)) : [route],
  );
}

function prerendered(
  path: string,
  files: string[],
  page: NonNullable<Awaited<ReturnType<typeof renderPage>>>,
): PrerenderedPage {
  return {
    path,
    files,
    screenModule: screenModule(page.screen),
    head: page.headHtml,
    html: page.html,
    sprite: page.sprite,
    dataScript: page.dataScript,
    openDialogsHtml: page.openDialogsHtml ?? '',
  };
}

export async function prerenderPages(
  site: Site,
  api: InProcessApi = createSimulatedBackend().api,
): Promise<PrerenderedPage[]> {
  const { products } = await json<{ products: ProductRecord[] }>(api, '/api/products');
  const pages: PrerenderedPage[] = [];
  for (const path of concretePaths(products)) {
    const page = await renderPage(api, path, site, { withOpenDialogs: true });
    if (!page) continue;
    if (page.status !== 200 && path !== paths.notFound)
      throw new Error(`prerender: ${path} rendered ${page.status}`);
    const files =
      path === paths.notFound ? ['404.html', prerenderedFile(path)] : [prerenderedFile(path)];
    pages.push(prerendered(path, files, page));
  }
  return pages;
}

/** A catalogue larger than the seed: listings with more than one page, as a live shop has. */
const VARIANT_CATALOG_SIZE = 200;

/**
 * The pages server mode renders that the build's own pages do not show: a listing's second page
 * and its pagination, several filters at once (checked boxes, a rating, a sort), a search with no
 * result, a generated product, an unknown product (404). Rendered from a larger generated catalogue
 * and written nowhere: the build prunes each screen's inline CSS for server mode to the rules these
 * and the written pages use together (build/prerender-plugin.ts).
 */
export async function prerenderVariants(
  site: Site,
  api: InProcessApi = createSimulatedBackend({ catalogSize: VARIANT_CATALOG_SIZE }).api,
): Promise<PrerenderedPage[]> {
  const { products } = await json<{ products: ProductRecord[] }>(api, '/api/products');
  const [first, last] = [products[0], products[products.length - 1]];
  const outOfStock = products.find((p) => !p.inStock);
  const listing = (filters: Partial<FilterState>, page = 1) =>
    listingPath({ ...DEFAULT_FILTERS, ...filters }, page);
  const variants = [
    paths.home,
    listing({}),
    listing({}, 2),
    listing({ sort: 'HTL', rating: 4, price: 2000 }),
    first && listing({ categories: [first.categoryName], brands: [first.brand], sort: 'LTH' }),
    listing({ search: 'no product is called this' }),
    first && paths.product(first._id),
    last && paths.product(last._id),
    outOfStock && paths.product(outOfStock._id),
    paths.product('no-such-product'),
    paths.notFound,
  ].filter((path): path is string => Boolean(path));
  const pages: PrerenderedPage[] = [];
  for (const path of variants) {
    const page = await renderPage(api, path, site, { withOpenDialogs: true });
    if (page) pages.push(prerendered(path, [], page));
  }
  return pages;
}

/** The seed's sitemap (one file: far below the protocol's 50,000 URLs), stamped with the build's time. */
export async function prerenderSitemap(
  site: Site,
  api: InProcessApi = createSimulatedBackend().api,
  builtAt = new Date(),
): Promise<string> {
  const { products } = await json<{ products: ProductRecord[] }>(api, '/api/products');
  const { categories } = await json<{ categories: Category[] }>(api, '/api/categories');
  const brands = [...new Set(products.map((p) => p.brand))].sort();
  return (
    URLSET_OPEN +
    listingUrls(
      site.origin,
      categories.map((c) => ({ name: c.categoryName, lastmod: builtAt })),
      brands.map((name) => ({ name, lastmod: builtAt })),
      builtAt,
    ) +
    products.map((p) => urlEntry(productUrl(site.origin, p._id), builtAt)).join('') +
    URLSET_CLOSE
  );
}
