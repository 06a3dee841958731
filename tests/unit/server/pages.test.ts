/**
 * Server mode's rendered pages (server/pages.ts) in process, over the API app with the seed: every
 * public page rendered with its own head and JSON-LD, listings by their URL, 404s, the app shell for
 * signed-in pages, ETag and Cache-Control, Accept-Encoding, and the per-process cache.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProductPage } from '@/domain/product-query';
import type { ProductRecord } from '@/domain/types';
import { createSimulatedBackend } from '@backend/simulated';
import { PAGE_TEMPLATES } from '@/render/document';
import { createApp } from '../../../server/app';
import { createPageCache } from '../../../server/page-cache';
import { loadTemplates, servePages } from '../../../server/pages';
import { PRODUCT } from '../backend/support';
import {
  canonicalOf,
  expectProductRichResult,
  jsonLdNode,
  jsonLdOf,
  metaOf,
  titleOf,
} from './page-support';

const ORIGIN = 'https://shop.example';
const SHELL =
  '<!doctype html><html><head><title>shell</title></head><body><div id="root"></div></body></html>';
const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Generic</title><meta name="description" content="generic"></head><body><div id="root"></div></body></html>`;

let dist: string;
const simulated = createSimulatedBackend();
const cache = createPageCache({ live: true });
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'glamour-pages-'));
  await writeFile(path.join(dist, 'index.html'), TEMPLATE);
  await writeFile(path.join(dist, 'app.html'), SHELL);
  await mkdir(path.join(dist, '.glamour'));
  // The build's templates: one per screen (only the home's here; the rest use index.html).
  await writeFile(
    path.join(dist, PAGE_TEMPLATES),
    JSON.stringify({
      'src/app/routes/home.tsx': TEMPLATE.replace('<body>', '<body data-template="home">')
        .replace('<title>Generic</title><meta name="description" content="generic">', '')
        .replace('<meta charset="UTF-8" />', '<meta charset="UTF-8" /><!--glamour:head-->')
        .replace('<div id="root"></div>', '<!--glamour:root-->'),
    }),
  );
  app = createApp({
    api: () => simulated.api,
    distDir: dist,
    pages: { cache, origin: () => ORIGIN, db: () => undefined },
  });
});

afterAll(async () => {
  await rm(dist, { recursive: true, force: true });
});

const get = async (pathname: string, headers: Record<string, string> = {}) => {
  const response = await app.request(pathname, { headers });
  return { response, html: await response.text() };
};

async function api<T>(pathname: string): Promise<T> {
  return (await (await simulated.api.request(pathname)).json()) as T;
}

describe('rendered pages', () => {
  it('renders the public pages without a warning from React (a list child without a key)', async () => {
    const warnings = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      for (const path of ['/', '/products', `/products/${PRODUCT.lipstick}`, '/login']) {
        const { response } = await get(path);
        expect(response.status).toBe(200);
      }
      expect(warnings.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      warnings.mockRestore();
    }
  });

  it('renders a product page with its head and the JSON-LD of a product rich result', async () => {
    const { products } = await api<{ products: ProductRecord[] }>('/api/products');
    expect(products.some((p) => !p.inStock)).toBe(true);
    for (const product of products) {
      const url = `${ORIGIN}/products/${product._id}`;
      const { response, html } = await get(`/products/${product._id}`);
      expect(response.status).toBe(200);
      // The page itself, not a shell: its name is in the HTML a crawler reads without scripts.
      expect(html).toMatch(/<div id="root"><.+<\/div>/s);
      expect(html).toContain('id="glamour-prerendered"');
      expect(titleOf(html)).toBe(`${product.name} by ${product.brand} | Glamour`);
      const description = metaOf(html, 'description') ?? '';
      expect(description).toContain(product.name);
      expect(description).toContain(product.brand);
      expect(description).toContain(
        `₹${Number(product.price).toLocaleString('en-IN', { maximumFractionDigits: 2 })}`,
      );
      expect(description).toContain(product.inStock ? 'In Stock' : 'Out of Stock');
      expect(canonicalOf(html)).toBe(url);
      expect(metaOf(html, 'og:type')).toBe('product');
      // Link previews show no SVG: the drawing's PNG of the size they show large.
      const drawing = /^\/images\/products\/(.+)\.svg$/.exec(product.image)?.[1];
      expect(metaOf(html, 'og:image')).toBe(`${ORIGIN}/images/share/${drawing}.png`);
      expect(metaOf(html, 'og:image:type')).toBe('image/png');
      expect(metaOf(html, 'og:image:width')).toBe('1200');
      expect(metaOf(html, 'og:image:height')).toBe('630');
      expect(metaOf(html, 'og:image:alt')).toBe(product.name);
      expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaOf(html, 'twitter:image')).toBe(`${ORIGIN}/images/share/${drawing}.png`);
      // Only the generic title and description of the template are gone: one of each.
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/name="description"/g)).toHaveLength(1);

      const { product: answered } = await api<{ product: ProductRecord }>(
        `/api/products/${product._id}`,
      );
      expectProductRichResult(jsonLdNode(html, 'Product'), answered, url);
      const crumbs = jsonLdNode(html, 'BreadcrumbList').itemListElement as Record<
        string,
        unknown
      >[];
      expect(crumbs.map((c) => [c.position, c.name, c.item])).toEqual([
        [1, 'Home', `${ORIGIN}/`],
        [
          2,
          product.categoryName,
          `${ORIGIN}/products?category=${encodeURIComponent(product.categoryName).replace(/%20/g, '+')}`,
        ],
        [3, product.name, url],
      ]);
    }
  });

  it('puts Organization and WebSite with a SearchAction on the home page, in its own template', async () => {
    const { response, html } = await get('/');
    expect(response.status).toBe(200);
    expect(html).toContain('data-template="home"');
    expect(titleOf(html)).toBe('Glamour | Beauty & personal care');
    expect(canonicalOf(html)).toBe(`${ORIGIN}/`);
    expect(metaOf(html, 'og:image')).toBe(`${ORIGIN}/images/share/home.png`);
    expect(metaOf(html, 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(jsonLdNode(html, 'Organization')).toMatchObject({ name: 'Glamour', url: `${ORIGIN}/` });
    const site = jsonLdNode(html, 'WebSite');
    expect(site.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/products?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    });
  });

  it('renders a listing for its URL, with an ItemList of the products the API answers', async () => {
    const { html, response } = await get('/products?category=Makeup&page=1');
    expect(response.status).toBe(200);
    const page = await api<ProductPage<ProductRecord>>(
      '/api/products?category=Makeup&page=1&pageSize=48',
    );
    expect(page.products.length).toBeGreaterThan(0);
    const list = jsonLdNode(html, 'ItemList');
    expect((list.itemListElement as { url: string }[]).map((i) => i.url)).toEqual(
      page.products.map((p) => `${ORIGIN}/products/${p._id}`),
    );
    // Every product it lists is in its HTML (not only in the JSON-LD), and none of another category.
    for (const p of page.products) expect(html).toContain(`href="/products/${p._id}"`);
    expect(titleOf(html)).toBe('Makeup | Glamour');
    expect(metaOf(html, 'description')).toContain(`${page.total} Makeup products`);
    expect(metaOf(html, 'robots')).toBe('index, follow');
    expect(canonicalOf(html)).toBe(`${ORIGIN}/products?category=Makeup`);
    // Its link preview shows its first product's picture, as a PNG.
    const first = /^\/images\/products\/(.+)\.svg$/.exec(page.products[0]!.image)?.[1];
    expect(metaOf(html, 'og:image')).toBe(`${ORIGIN}/images/share/${first}.png`);
    expect(metaOf(html, 'og:image:alt')).toBe(page.products[0]!.name);
    // The client hydrates at the query the HTML was rendered for.
    expect(html).toContain('"search":"?category=Makeup"');
  });

  it('a listing with more than one facet is noindex, follow and canonical to its simpler form', async () => {
    const cases: [string, string][] = [
      ['/products?brand=Lakme&category=Makeup', '/products?category=Makeup'],
      ['/products?category=Makeup&sort=LTH', '/products?category=Makeup'],
      ['/products?brand=Lakme&rating=4', '/products?brand=Lakme'],
      ['/products?price=500&sort=HTL', '/products'],
    ];
    for (const [url, canonical] of cases) {
      const { html } = await get(url);
      expect(metaOf(html, 'robots'), url).toBe('noindex, follow');
      expect(canonicalOf(html), url).toBe(ORIGIN + canonical);
    }
    const single = await get('/products?brand=Lakme');
    expect(metaOf(single.html, 'robots')).toBe('index, follow');
    expect(canonicalOf(single.html)).toBe(`${ORIGIN}/products?brand=Lakme`);
    const search = await get('/products?q=kajal');
    expect(titleOf(search.html)).toBe('Search results for "kajal" | Glamour');
  });

  it('gives login, signup and mockman their own titles and canonical links', async () => {
    for (const [url, title] of [
      ['/login', 'Login | Glamour'],
      ['/signup', 'Signup | Glamour'],
      ['/mockman', 'Mockman | Glamour'],
    ] as const) {
      const { response, html } = await get(url);
      expect(response.status).toBe(200);
      expect(titleOf(html)).toBe(title);
      expect(canonicalOf(html)).toBe(ORIGIN + url);
      expect(jsonLdOf(html)).toEqual([]);
    }
  });

  it('answers an unknown product id and an unknown path with the not-found page, 404', async () => {
    for (const url of ['/products/no-such-product', '/no/such/page', '/products/%E0%A4%A']) {
      const { response, html } = await get(url);
      expect(response.status, url).toBe(404);
      expect(html).toContain('Looks like page is not found!');
      expect(metaOf(html, 'robots')).toBe('noindex, follow');
      expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
    }
  });

  it('keeps the app shell for a signed-in page: nothing rendered, nothing personal', async () => {
    for (const url of ['/cart', '/checkout', '/account-details/orderHistory']) {
      const { response, html } = await get(url);
      expect(response.status).toBe(200);
      expect(html).toBe(SHELL);
    }
  });

  it('answers with an ETag (304 when it matches), a CDN Cache-Control and brotli', async () => {
    const first = await get(`/products/${PRODUCT.lipstick}`);
    const etag = first.response.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.response.headers.get('cache-control')).toMatch(
      /s-maxage=\d+.*stale-while-revalidate=\d+/,
    );
    const again = await get(`/products/${PRODUCT.lipstick}`, { 'if-none-match': etag ?? '' });
    expect(again.response.status).toBe(304);
    expect(again.html).toBe('');
    const other = await get(`/products/${PRODUCT.lipstick}`, { 'if-none-match': 'W/"other"' });
    expect(other.response.status).toBe(200);
    const br = await app.request(`/products/${PRODUCT.lipstick}`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    const quick = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(quick.length);
    expect(brotliDecompressSync(quick).toString()).toBe(first.html);
    // Later answers carry the copy made at brotli's best quality, with its own length.
    await vi.waitFor(
      async () => {
        const later = await app.request(`/products/${PRODUCT.lipstick}`, {
          headers: { 'accept-encoding': 'br' },
        });
        const best = Buffer.from(await later.arrayBuffer());
        expect(best.length).toBeLessThan(quick.length);
        expect(Number(later.headers.get('content-length'))).toBe(best.length);
        expect(brotliDecompressSync(best).toString()).toBe(first.html);
      },
      { timeout: 10_000 },
    );
  });

  it('negotiates Accept-Encoding as the JSON answers do: `*` takes a coding, q=0 refuses one', async () => {
    const encodings = async (accept: string) => {
      const headers = { 'accept-encoding': accept };
      const page = await app.request(`/products/${PRODUCT.lipstick}`, { headers });
      const json = await app.request('/api/products', { headers });
      return [page.headers.get('content-encoding'), json.headers.get('content-encoding')];
    };
    expect(await encodings('*')).toEqual(['br', 'gzip']);
    expect(await encodings('br;q=0, *')).toEqual(['gzip', 'gzip']);
    expect(await encodings('gzip;q=0, *')).toEqual(['br', 'deflate']);
    expect(await encodings('br;q=0.5, gzip')).toEqual(['gzip', 'gzip']);
    expect(await encodings('*;q=0, identity')).toEqual([null, null]);
    const page = await app.request('/', { headers: { 'accept-encoding': '*' } });
    expect(brotliDecompressSync(Buffer.from(await page.arrayBuffer())).toString()).toContain(
      '<div id="root">',
    );
  });

  it('renders the same data to the same bytes: one ETag in every process, after every render', async () => {
    const path = `/products/${PRODUCT.lipstick}`;
    cache.invalidate();
    const first = await get(path);
    // Rendered again from scratch, a moment later (as another process, or after a NOTIFY).
    await new Promise<void>((resolve) => setImmediate(resolve));
    cache.invalidate();
    const again = await get(path);
    expect(again.html).toBe(first.html);
    expect(again.response.headers.get('etag')).toBe(first.response.headers.get('etag'));
  });

  it('keeps a page per normalized URL, and renders again once the catalogue changed', async () => {
    cache.invalidate();
    await get('/products?category=Makeup&brand=Lakme');
    const kept = cache.size;
    // The same listing in another order, with a trailing param nobody reads: the same page.
    await get('/products?brand=Lakme&category=Makeup&utm_source=mail');
    expect(cache.size).toBe(kept);
    cache.invalidate();
    expect(cache.size).toBe(0);
  });

  it('reads a listing link past the API’s bounds as the listing does: cut to them, one page kept', async () => {
    cache.invalidate();
    await get('/products');
    const kept = cache.size;
    const brands = Array.from(
      { length: 1_100 },
      (_, i) => `brand=Brand${String(i).padStart(4, '0')}`,
    );
    const search = `q=${'k'.repeat(3_000)}`;
    for (const [query, cut] of [
      [brands.join('&'), brands.slice(0, 50).join('&')],
      [search, `q=${'k'.repeat(200)}`],
    ] as const) {
      // The API refuses the query as written; the listing asks for it cut to the API's bounds
      // (src/domain/filters.ts), and so does the page, kept once under the cut query's key.
      expect((await simulated.api.request(`/api/products?${query}`)).status).toBe(400);
      const { response, html } = await get(`/products?${query}`);
      expect(response.status).toBe(200);
      expect(html).not.toContain('Brand0050');
      expect(cache.size).toBe(kept + 1);
      const again = await get(`/products?${cut}`);
      expect(again.html).toBe(html);
      expect(cache.size).toBe(kept + 1);
      cache.invalidate();
      await get('/products');
    }
  });

  it('keeps one page for every spelling of a query: values once each, in one order', async () => {
    cache.invalidate();
    const first = await get('/products?brand=Maybelline&brand=Lakme&category=Makeup');
    expect(first.response.status).toBe(200);
    expect(cache.size).toBe(1);
    for (const spelling of [
      '/products?brand=Lakme&brand=Maybelline&category=Makeup',
      '/products?category=Makeup&brand=Lakme&brand=Lakme&brand=Maybelline&brand=Maybelline',
      '/products?brand=+Lakme+&category=Makeup&brand=Maybelline&category=Makeup',
    ]) {
      const { response, html } = await get(spelling);
      expect(response.status, spelling).toBe(200);
      expect(html, spelling).toBe(first.html);
      expect(cache.size, spelling).toBe(1);
    }
    await get('/products?q=kajal');
    await get('/products?q=++kajal+');
    expect(cache.size).toBe(2);
  });

  it('loads the renderer again after a load that failed: one page gets the shell, not every page', async () => {
    let loads = 0;
    const loadRenderer = () => {
      loads += 1;
      // The first load fails as a chunk deleted under a running process does.
      if (loads === 1) return Promise.reject(new Error('Cannot find module page-abc123.js'));
      return import('@/render/page');
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const pages = new Hono()
      .use(
        '*',
        servePages({
          api: () => simulated.api,
          templates: loadTemplates(dist),
          cache: createPageCache({ live: true }),
          origin: () => ORIGIN,
          loadRenderer,
        }),
      )
      .get('*', (c) => c.html(SHELL));
    try {
      const first = await pages.request('/');
      expect(await first.text()).toBe(SHELL);
      expect(errors).toHaveBeenCalledTimes(1);
      const second = await pages.request('/');
      expect(second.status).toBe(200);
      expect(await second.text()).toContain('data-template="home"');
      expect(loads).toBe(2);
      // Loaded once it worked: a third page neither loads it again nor falls back.
      expect(await (await pages.request('/products')).text()).not.toBe(SHELL);
      expect(loads).toBe(2);
    } finally {
      errors.mockRestore();
    }
  });
});
