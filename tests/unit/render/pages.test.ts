/**
 * The page table (src/render/pages.ts): one record per public screen of the route table, loads that
 * answer their data or a typed `{ notFound }`, and how the renderer (src/render/page.tsx) turns each
 * outcome into a page.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createSimulatedBackend } from '@backend/simulated';
import { productPagePath } from '@/api/products';
import { listingQuery } from '@/features/catalog/catalog-queries';
import { parseFilters } from '@/domain/filters';
import { allRoutes } from '@/lib/paths';
import { readPayload } from '@/app/prerendered';
import { renderPage } from '@/render/page';
import { ApiAnswerError, pageApi, type InProcessApi } from '@/render/page-api';
import { PAGES, type PageRequest } from '@/render/pages';
import { PRODUCT } from '../backend/support';

const ORIGIN = 'https://table.example';
const { api: simulated } = createSimulatedBackend();

function requestFor(url: string, api: InProcessApi = simulated): PageRequest {
  const { pathname, searchParams } = new URL(url, ORIGIN);
  const queryClient = new QueryClient();
  const reader = pageApi(api);
  const request: PageRequest = {
    pathname,
    searchParams,
    api: reader,
    queryClient,
    read: (query) => reader.json(productPagePath(query)),
    // What a page's load is given; these tests read the plan, not the query client.
    seed: (query) => request.read(query),
  };
  return request;
}

/** The simulated back end, but answering `status` for the paths `refuse` picks. */
const answering = (status: number, refuse: (path: string) => boolean): InProcessApi => ({
  request: (path) =>
    refuse(path) ? Response.json({ errors: ['no'] }, { status }) : simulated.request(path),
});

describe('the page table', () => {
  it('has one record for each public screen of the route table, and none for a session screen', () => {
    const publicScreens = allRoutes()
      .filter((route) => route.access === 'public')
      .map((route) => route.screen);
    expect(Object.keys(PAGES).sort()).toEqual([...publicScreens].sort());
  });

  it("answers a product's page with its url and head", async () => {
    const plan = await PAGES['product-detail'].plan(
      requestFor(`/products/${PRODUCT.lipstick}/`),
      ORIGIN,
    );
    expect(plan).toMatchObject({
      url: `/products/${PRODUCT.lipstick}`,
      head: { canonical: `${ORIGIN}/products/${PRODUCT.lipstick}`, type: 'product' },
    });
  });

  it('answers { notFound } for an unknown product or a path that is not valid encoding', async () => {
    for (const path of ['/products/no-such-product', '/products/%E0%A4%A']) {
      const plan = await PAGES['product-detail'].plan(requestFor(path), ORIGIN);
      expect(plan, path).toEqual({ notFound: expect.any(String) as string });
    }
  });

  it('answers a listing in its own order, with the back end’s result in its head', async () => {
    const plan = await PAGES.products.plan(
      requestFor('/products?sort=LTH&category=Makeup&utm_source=mail'),
      ORIGIN,
    );
    expect(plan).toMatchObject({ url: '/products?category=Makeup&sort=LTH' });
    expect(plan).toHaveProperty('head.jsonLd.0.@type', 'ItemList');
  });
});

describe('rendering an outcome', () => {
  it('renders a load’s { notFound } as the not-found page, 404, carrying only the categories', async () => {
    const page = await renderPage(simulated, '/products/no-such-product', { origin: ORIGIN });
    expect(page).toMatchObject({ status: 404, screen: 'not-found', path: '/page-not-found' });
    const payload = readPayload(/>(.*)<\/script>$/s.exec(page?.dataScript ?? '')?.[1]);
    expect(payload?.data.map(([queryKey]) => queryKey)).toEqual([['categories']]);
  });

  it('renders a listing the back end refuses without its result, as the client would', async () => {
    const filters = parseFilters(new URLSearchParams('category=Makeup'));
    const refused = productPagePath(listingQuery(filters, 1));
    const api = answering(400, (path) => path === refused);
    const page = await renderPage(api, '/products?category=Makeup', { origin: ORIGIN });
    expect(page).toMatchObject({ status: 200, screen: 'products' });
    expect(page?.head.jsonLd).toEqual([]);
  });

  it('carries on the home page only the products it shows: the best sellers', async () => {
    const page = await renderPage(simulated, '/', { origin: ORIGIN });
    const payload = readPayload(/>(.*)<\/script>$/s.exec(page?.dataScript ?? '')?.[1]);
    const carried = (payload?.data ?? []).flatMap(([, data]) =>
      typeof data === 'object' &&
      data !== null &&
      'products' in data &&
      Array.isArray(data.products)
        ? (data.products as { _id: string; isBestSeller: boolean }[])
        : [],
    );
    const { products } = (await (await simulated.request('/api/products')).json()) as {
      products: { _id: string; isBestSeller: boolean }[];
    };
    const bestSellers = products.filter((product) => product.isBestSeller);
    expect(bestSellers.length).toBeLessThan(products.length);
    expect(carried.map((product) => product._id).sort()).toEqual(
      bestSellers.map((product) => product._id).sort(),
    );
    // Each one is on the page.
    for (const { _id } of carried) expect(page?.html).toContain(`href="/products/${_id}"`);
  });

  it('says its data is current when the server renders it, and not when it is built ahead', async () => {
    const payloadOf = (page: Awaited<ReturnType<typeof renderPage>>) =>
      readPayload(/>(.*)<\/script>$/s.exec(page?.dataScript ?? '')?.[1]);
    const served = await renderPage(simulated, '/products', { origin: ORIGIN, current: true });
    const built = await renderPage(simulated, '/products', { origin: ORIGIN });
    expect(payloadOf(served)).toMatchObject({ path: '/products', current: true });
    expect(payloadOf(built)).toMatchObject({ path: '/products' });
    expect(payloadOf(built)).not.toHaveProperty('current');
  });

  it('renders a page once more with its dialogs open in place when asked: for its CSS alone', async () => {
    const plain = await renderPage(simulated, '/products', { origin: ORIGIN });
    const page = await renderPage(
      simulated,
      '/products',
      { origin: ORIGIN },
      { withOpenDialogs: true },
    );
    // The page itself is the same HTML; the filters sheet is open only in the second render.
    expect(page?.html).toBe(plain?.html);
    expect(plain).not.toHaveProperty('openDialogsHtml');
    expect(page?.html).not.toContain('role="dialog"');
    expect(page?.openDialogsHtml).toContain('role="dialog"');
    expect(page?.openDialogsHtml).toContain('data-slot="dialog-overlay"');
    expect(page?.openDialogsHtml).toContain('>Apply</button>');
    // Nothing the open sheet asked for is in the data the client hydrates from.
    expect(page?.dataScript).toBe(plain?.dataScript);
  });

  it('throws when the back end fails (the server then serves the build’s file)', async () => {
    const api = answering(500, (path) => path.startsWith('/api/products/'));
    const failure = renderPage(api, `/products/${PRODUCT.lipstick}`, { origin: ORIGIN });
    await expect(failure).rejects.toBeInstanceOf(ApiAnswerError);
    await expect(failure).rejects.toMatchObject({ status: 500 });
  });
});
