/**
 * The sitemaps protocol (sitemaps.org): a sitemap index naming shards of at most 50,000 URLs each,
 * and the shards themselves. Pure text builders: the server streams them from its database, the
 * static build writes the seed's at build time.
 */
import { DEFAULT_FILTERS } from './filters';
import { listingPath } from './seo';
import { absoluteUrl } from './json-ld';

/** The protocol's limit of URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const productShardPath = (n: number) => `/sitemaps/products-${n}.xml`;
export const LISTINGS_SHARD_PATH = '/sitemaps/listings.xml';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** W3C datetime (the protocol's format): '2026-11-25T10:00:00.000Z'. */
const w3c = (at: Date | string | undefined) =>
  at === undefined ? undefined : new Date(at).toISOString();

function entry(tag: 'url' | 'sitemap', loc: string, lastmod?: Date | string): string {
  const mod = w3c(lastmod);
  return `<${tag}><loc>${escapeXml(loc)}</loc>${mod ? `<lastmod>${mod}</lastmod>` : ''}</${tag}>\n`;
}

export const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="${NS}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

export const urlEntry = (loc: string, lastmod?: Date | string) => entry('url', loc, lastmod);

export interface SitemapRef {
  loc: string;
  lastmod?: Date | string;
}

export function sitemapIndex(shards: readonly SitemapRef[]): string {
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${shards
    .map((s) => entry('sitemap', s.loc, s.lastmod))
    .join('')}</sitemapindex>\n`;
}

/** How many product shards a catalogue of `count` products takes (one at least, even empty). */
export const productShardCount = (count: number) =>
  Math.max(1, Math.ceil(count / SITEMAP_MAX_URLS));

export interface ListingRef {
  name: string;
  lastmod?: Date | string;
}

/** The home page, the whole listing, and one listing per category and per brand. */
export function listingUrls(
  origin: string,
  categories: readonly ListingRef[],
  brands: readonly ListingRef[],
  lastmod?: Date | string,
): string {
  return [
    urlEntry(absoluteUrl(origin, '/'), lastmod),
    urlEntry(absoluteUrl(origin, '/products'), lastmod),
    ...categories.map((c) =>
      urlEntry(
        absoluteUrl(origin, listingPath({ ...DEFAULT_FILTERS, categories: [c.name] }, 1)),
        c.lastmod,
      ),
    ),
    ...brands.map((b) =>
      urlEntry(
        absoluteUrl(origin, listingPath({ ...DEFAULT_FILTERS, brands: [b.name] }, 1)),
        b.lastmod,
      ),
    ),
  ].join('');
}

export const productUrl = (origin: string, id: string) =>
  absoluteUrl(origin, `/products/${encodeURIComponent(id)}`);

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(origin, SITEMAP_INDEX_PATH)}\n`;
}
