/** Reading a rendered page as a crawler does: its head's tags and its JSON-LD, without scripts. */
import { expect } from 'vitest';

export type JsonLdNode = Record<string, unknown> & { '@type': string };

/** Every JSON-LD block of the page, parsed. */
export function jsonLdOf(html: string): JsonLdNode[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? 'null') as JsonLdNode,
  );
}

export function jsonLdNode(html: string, type: string): JsonLdNode {
  const node = jsonLdOf(html).find((n) => n['@type'] === type);
  if (!node) throw new Error(`no ${type} JSON-LD in the page`);
  return node;
}

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A <meta name|property=…> tag's content, or undefined. */
export function metaOf(html: string, key: string): string | undefined {
  const m = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
  return m ? unescape(m[1] ?? '') : undefined;
}

export const titleOf = (html: string) => {
  const m = /<title>([^<]*)<\/title>/.exec(html);
  return m ? unescape(m[1] ?? '') : undefined;
};

export const canonicalOf = (html: string) =>
  /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1]?.replace(/&amp;/g, '&');

/**
 * The fields a product rich result needs (Google's Product snippet: name, and offers with price,
 * priceCurrency and availability; image, brand and sku shown when present), checked against the
 * record the API answers for that product.
 */
export function expectProductRichResult(
  node: JsonLdNode,
  product: { _id: string; name: string; brand: string; price: string; inStock: boolean },
  url: string,
): void {
  expect(node['@context']).toBe('https://schema.org');
  expect(node.name).toBe(product.name);
  expect(node.sku).toBe(product._id);
  expect(node.brand).toEqual({ '@type': 'Brand', name: product.brand });
  const images = node.image as string[];
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) expect(image).toMatch(/^https?:\/\//);
  const offers = node.offers as Record<string, unknown>;
  expect(offers['@type']).toBe('Offer');
  expect(offers.price).toBe(Number(product.price));
  expect(offers.priceCurrency).toBe('INR');
  expect(offers.availability).toBe(
    product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
  );
  expect(offers.url).toBe(url);
  const rating = node.aggregateRating as Record<string, number> | undefined;
  if (rating) {
    expect(rating.ratingValue).toBeGreaterThan(0);
    expect(rating.ratingValue).toBeLessThanOrEqual(5);
    expect(rating.ratingCount).toBeGreaterThan(0);
  }
}
