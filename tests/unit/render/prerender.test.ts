/**
 * The static build's pages (src/prerender.tsx, the seed through the simulated back end): the same
 * heads and JSON-LD as server mode's, and the seed's sitemap, filled into a template as the build's
 * plugin fills it.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '@/domain/types';
import { createSimulatedBackend } from '@backend/simulated';
import { prerenderPages, prerenderSitemap } from '@/prerender';
import { fillDocument, toTemplate } from '@/render/document';
import { canonicalOf, expectProductRichResult, jsonLdNode, titleOf } from '../server/page-support';

const site = { origin: 'https://static.example' };
const TEMPLATE =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Generic</title>' +
  '<meta name="description" content="x"></head><body><div id="root"></div></body></html>';

describe('the static build’s pages', () => {
  it('gives every prerendered page its head; products their JSON-LD at the seed’s prices', async () => {
    const { api } = createSimulatedBackend();
    const pages = await prerenderPages(site, api);
    const { products } = (await (await api.request('/api/products')).json()) as {
      products: ProductRecord[];
    };
    expect(pages.filter((p) => p.path.startsWith('/products/'))).toHaveLength(products.length);
    const titles = new Set<string>();
    for (const page of pages) {
      const html = fillDocument(toTemplate(TEMPLATE), page);
      const title = titleOf(html) ?? '';
      titles.add(title);
      expect(html.match(/<title>/g)).toHaveLength(1);
      const product = products.find((p) => page.path === `/products/${p._id}`);
      if (product) {
        const url = `${site.origin}/products/${product._id}`;
        expect(canonicalOf(html)).toBe(url);
        expectProductRichResult(jsonLdNode(html, 'Product'), product, url);
      }
    }
    // Every page its own title (the not-found page is written twice: one title for both files).
    expect(titles.size).toBe(pages.length);
    const home = pages.find((p) => p.path === '/');
    expect(home && jsonLdNode(home.head, 'WebSite')).toBeTruthy();
  }, 60_000);

  it('writes a valid sitemap of the seed: every product, category and brand once', async () => {
    const { api } = createSimulatedBackend();
    const xml = await prerenderSitemap(site, api, new Date('2026-11-25T00:00:00Z'));
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = (
      new XMLParser({ isArray: (name) => name === 'url' }).parse(xml) as {
        urlset: { url: { loc: string; lastmod: string }[] };
      }
    ).urlset.url.map((u) => u.loc);
    expect(new Set(urls).size).toBe(urls.length);
    const { products } = (await (await api.request('/api/products')).json()) as {
      products: ProductRecord[];
    };
    for (const p of products) expect(urls).toContain(`${site.origin}/products/${p._id}`);
    expect(urls).toContain(`${site.origin}/products?category=Makeup`);
    expect(urls).toContain(`${site.origin}/products?brand=Lakme`);
  });
});
