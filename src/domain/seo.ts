/**
 * Each public page's head (title, description, canonical URL, robots, Open Graph and Twitter tags,
 * JSON-LD), built from the data the page shows: the same builders serve the build's prerendered
 * pages and the server's. Pure: the renderer turns a PageHead into tags with `headTags`.
 */
import type { ProductPage } from './product-query';
import type { ReviewPage } from './reviews';
import type { ProductRecord } from './types';
import {
  DEFAULT_FILTERS,
  PAGE_PARAM,
  parseFilters,
  parsePage,
  PRICE_NO_LIMIT,
  serializeFilters,
  type FilterState,
} from './filters';
import { formatPrice } from './format';
import SHARE_PICTURES from './share-pictures.json';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  homeJsonLd,
  itemListJsonLd,
  productJsonLd,
  type JsonLd,
} from './json-ld';

export const SITE_NAME = 'Glamour';
export const SITE_TITLE = 'Glamour | Beauty & personal care';
export const SITE_DESCRIPTION =
  'Glamour: makeup, skin care, hair, bath & body, fragrance and appliances from the brands you love, delivered free.';

export const INDEX = 'index, follow';
export const NO_INDEX = 'noindex, follow';

export interface PageHead {
  title: string;
  description: string;
  /** Absolute, on the shop's public origin. */
  canonical: string;
  robots: typeof INDEX | typeof NO_INDEX;
  type: 'website' | 'product';
  /** Absolute URL of the page's picture for link previews (a product's), if it has one. */
  image?: string;
  imageAlt?: string;
  /** The picture's pixel size and type, said beside it so a preview need not fetch it first. */
  imageSize?: SharePictureSize;
  jsonLd: readonly JsonLd[];
}

export interface SharePictureSize {
  width: number;
  height: number;
  type: 'image/png';
}

/** The size of every share picture (tools/artwork/share-pictures.mjs draws them). */
export const SHARE_PICTURE_SIZE: SharePictureSize = { width: 1200, height: 630, type: 'image/png' };

/** The home page's: the logo over the shop's line. */
export const HOME_SHARE_PICTURE = '/images/share/home.png';

const DRAWING = /^\/images\/products\/([a-z0-9-]+)\.svg$/;

/**
 * The link-preview picture of a product drawing (`/images/products/x.svg` → `/images/share/x.png`):
 * WhatsApp, Facebook, X and LinkedIn show no SVG. Undefined for a picture that has none drawn
 * (src/domain/share-pictures.json lists the drawings that have one).
 */
export function sharePicture(image: string): string | undefined {
  const name = DRAWING.exec(image)?.[1];
  return name !== undefined && Object.hasOwn(SHARE_PICTURES, image)
    ? `/images/share/${name}.png`
    : undefined;
}

/** A page head's picture fields for a product's drawing: its share picture, or none. */
function pictureOf(origin: string, product: Pick<ProductRecord, 'image' | 'name'> | undefined) {
  const picture = product && sharePicture(product.image);
  if (!product || !picture) return {};
  return {
    image: absoluteUrl(origin, picture),
    imageAlt: product.name,
    imageSize: SHARE_PICTURE_SIZE,
  };
}

const titled = (name: string) => `${name} | ${SITE_NAME}`;

/** A product page's title: its name and brand. */
export function productTitle(product: Pick<ProductRecord, 'name' | 'brand'>): string {
  return titled(`${product.name} by ${product.brand}`);
}

/** The home page: the shop itself (Organization and WebSite with its search). */
export function homeHead(origin: string): PageHead {
  return {
    title: SITE_TITLE,
    description: SITE_DESCRIPTION,
    canonical: absoluteUrl(origin, '/'),
    robots: INDEX,
    type: 'website',
    image: absoluteUrl(origin, HOME_SHARE_PICTURE),
    imageAlt: `${SITE_NAME} logo`,
    imageSize: SHARE_PICTURE_SIZE,
    jsonLd: homeJsonLd(origin, SITE_NAME),
  };
}

/**
 * Read from the shop's words: 'In Stock' / 'Out of Stock' (docs/shop/texts.md, Product card and
 * detail).
 */
const availability = (product: ProductRecord) => (product.inStock ? 'In Stock' : 'Out of Stock');

export function productHead(
  origin: string,
  product: ProductRecord,
  reviews?: ReviewPage,
): PageHead {
  const url = absoluteUrl(origin, `/products/${encodeURIComponent(product._id)}`);
  const price = formatPrice(Number(product.price));
  const mrp = formatPrice(Number(product.originalPrice));
  // Sizes come in brackets already ('(50ml)'); a bare one gets them.
  const size = product.size.trim()
    ? ` ${/^\(.*\)$/.test(product.size.trim()) ? product.size.trim() : `(${product.size.trim()})`}`
    : '';
  const saving = product.off && mrp !== price ? ` (MRP ${mrp}, ${product.off} off)` : '';
  const offer = product.offer ? ` ${product.offer}.` : '';
  return {
    title: productTitle(product),
    description:
      `${product.name} by ${product.brand}${size} for ${price}${saving}.${offer} ` +
      `${availability(product)} at ${SITE_NAME}.`,
    canonical: url,
    robots: INDEX,
    type: 'product',
    ...pictureOf(origin, product),
    jsonLd: [
      productJsonLd(origin, product, url, reviews),
      breadcrumbJsonLd([
        { name: 'Home', url: absoluteUrl(origin, '/') },
        {
          name: product.categoryName,
          url: absoluteUrl(
            origin,
            listingPath({ ...DEFAULT_FILTERS, categories: [product.categoryName] }, 1),
          ),
        },
        { name: product.name, url },
      ]),
    ],
  };
}

/** '/products?…' with the listing's params in one order, defaults left out (the cache key too). */
export function listingPath(filters: FilterState, page: number): string {
  const params = serializeFilters(filters);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query ? `/products?${query}` : '/products';
}

/** The listing a URL query asks for, read as the listing screen reads it. */
export function listingOf(params: URLSearchParams): { filters: FilterState; page: number } {
  return { filters: parseFilters(params), page: parsePage(params.get(PAGE_PARAM)) };
}

type FacetKind = 'category' | 'brand' | 'search' | 'price' | 'rating' | 'sort';

/** Each narrowing of the listing a URL makes: a category, a brand, a search, a price, a rating, a sort. */
function facetsOf(f: FilterState): [FacetKind, string][] {
  const facets: [FacetKind, string][] = [
    ...f.categories.map((c): [FacetKind, string] => ['category', c]),
    ...f.brands.map((b): [FacetKind, string] => ['brand', b]),
  ];
  if (f.search.trim()) facets.push(['search', f.search.trim()]);
  if (f.price < PRICE_NO_LIMIT) facets.push(['price', String(f.price)]);
  if (f.rating > 0) facets.push(['rating', String(f.rating)]);
  if (f.sort) facets.push(['sort', f.sort]);
  return facets;
}

/**
 * Whether a listing URL is one a search engine should index, and its canonical form: a listing
 * narrowed by at most one facet is its own canonical (its page number kept); one with more is
 * `noindex, follow` and canonical to its simpler form, the first of its category, brand or search
 * alone (the whole listing when it has none of these).
 */
export function listingCanonical(
  filters: FilterState,
  page: number,
): { path: string; indexable: boolean } {
  const facets = facetsOf(filters);
  if (facets.length <= 1) return { path: listingPath(filters, page), indexable: true };
  const primary = facets.find(
    ([kind]) => kind === 'category' || kind === 'brand' || kind === 'search',
  );
  const simpler: FilterState = !primary
    ? DEFAULT_FILTERS
    : primary[0] === 'category'
      ? { ...DEFAULT_FILTERS, categories: [primary[1]] }
      : primary[0] === 'brand'
        ? { ...DEFAULT_FILTERS, brands: [primary[1]] }
        : { ...DEFAULT_FILTERS, search: primary[1] };
  return { path: listingPath(simpler, 1), indexable: false };
}

/**
 * 'A', 'A and B', 'A, B, and C': what `Intl.ListFormat('en')` writes, without making an `Intl`
 * object as a listing's title is first set (src/domain/format.ts says what that costs).
 */
export function listFormat(names: readonly string[]): string {
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, -1).join(', ')}, and ${names.at(-1) ?? ''}`;
}

/** What a listing shows, in words: 'Makeup', 'Lakme', 'Search results for "kajal"', 'All products'. */
function listingName(filters: FilterState): string {
  const search = filters.search.trim();
  if (filters.categories.length > 0 && filters.brands.length > 0)
    return `${listFormat(filters.brands)} ${listFormat(filters.categories)}`;
  if (filters.categories.length > 0) return listFormat(filters.categories);
  if (filters.brands.length > 0) return listFormat(filters.brands);
  if (search) return `Search results for "${search}"`;
  return 'All products';
}

/** A listing's title: what it lists (a category, a brand, a search), and its page after the first. */
export function listingTitle(filters: FilterState, page: number): string {
  return titled(`${listingName(filters)}${page > 1 ? ` (page ${page})` : ''}`);
}

export function listingHead(
  origin: string,
  filters: FilterState,
  page: number,
  result: ProductPage<ProductRecord> | undefined,
): PageHead {
  const { path, indexable } = listingCanonical(filters, page);
  const name = listingName(filters);
  const brands = Object.keys(result?.facets.brands ?? {}).slice(0, 3);
  const count = result ? `${result.total} ` : '';
  const from = brands.length > 0 ? ` from ${listFormat(brands)} and more` : '';
  const search = filters.search.trim();
  const what =
    search && filters.categories.length === 0 && filters.brands.length === 0
      ? `${count}products matching "${search}"`
      : `${count}${name === 'All products' ? '' : `${name} `}products`;
  const first = result?.products[0];
  return {
    title: listingTitle(filters, page),
    description: `Shop ${what}${from} at ${SITE_NAME}, with prices in rupees and free delivery.`,
    canonical: absoluteUrl(origin, path),
    robots: indexable ? INDEX : NO_INDEX,
    type: 'website',
    ...pictureOf(origin, first),
    jsonLd: result
      ? [
          itemListJsonLd(
            name,
            result.products.map((p) =>
              absoluteUrl(origin, `/products/${encodeURIComponent(p._id)}`),
            ),
            (result.page - 1) * result.pageSize,
          ),
        ]
      : [],
  };
}

/** The pages with no data of their own. */
const PLAIN_PAGES = {
  '/login': { title: 'Login', description: `Log in to your ${SITE_NAME} account.` },
  '/signup': {
    title: 'Signup',
    description: `Create your ${SITE_NAME} account to keep a wishlist, a cart and your orders.`,
  },
  '/mockman': {
    title: 'Mockman',
    description: `Send test requests to the ${SITE_NAME} API and see its answers.`,
  },
  '/page-not-found': { title: 'Page not found', description: 'Looks like page is not found!' },
} as const;

export type PlainPage = keyof typeof PLAIN_PAGES;

/** The not-found page's title (an unknown path, or an unknown product's page). */
export const NOT_FOUND_TITLE = titled(PLAIN_PAGES['/page-not-found'].title);

export function isPlainPage(path: string): path is PlainPage {
  return Object.hasOwn(PLAIN_PAGES, path);
}

export function plainHead(origin: string, path: PlainPage): PageHead {
  const page = PLAIN_PAGES[path];
  return {
    title: titled(page.title),
    description: page.description,
    canonical: absoluteUrl(origin, path),
    // The not-found page answers 404 wherever it is shown: nothing there to index.
    robots: path === '/page-not-found' ? NO_INDEX : INDEX,
    type: 'website',
    jsonLd: [],
  };
}

/** The titles of the pages behind a session (never rendered by the server, titled all the same). */
const SHOPPER_PAGES: Record<string, string> = {
  '/cart': 'Cart',
  '/wishlist': 'Wishlist',
  '/checkout': 'Checkout',
  '/account-details': 'My account',
};

/**
 * The document title of the page at `pathname` + `search`, as the app sets it on each navigation
 * (the server's and the build's pages carry the same in their head). Undefined for a product's
 * page: its title needs the product (`productTitle`), which its screen sets once it has it.
 */
export function pageTitle(pathname: string, search: string): string | undefined {
  const path = pathname.replace(/(.)\/+$/, '$1');
  if (path === '/') return SITE_TITLE;
  if (path === '/products') {
    const { filters, page } = listingOf(new URLSearchParams(search));
    return listingTitle(filters, page);
  }
  if (path.startsWith('/products/')) return undefined;
  if (isPlainPage(path)) return titled(PLAIN_PAGES[path].title);
  const section = Object.keys(SHOPPER_PAGES).find((p) => path === p || path.startsWith(`${p}/`));
  return section ? titled(SHOPPER_PAGES[section]!) : SITE_TITLE;
}

export { absoluteUrl, type JsonLd };
