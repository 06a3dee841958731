/**
 * The pages' structured data (schema.org as JSON-LD), typed with schema-dts: what a search engine
 * reads for a product rich result (Product, Offer, AggregateRating), the breadcrumb trail, the shop
 * (Organization, WebSite with its search box) and a listing's items.
 */
import type {
  BreadcrumbList,
  ItemList,
  Organization,
  Product,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import type { ProductRecord } from './types';

export type JsonLd = WithContext<Product | BreadcrumbList | Organization | WebSite | ItemList>;

const CONTEXT = 'https://schema.org' as const;

/** `path` (or an already absolute URL) on `origin` ('https://shop.example' + '/products'). */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin.replace(/\/+$/, '') + '/').href;
}

const absolute = absoluteUrl;

/** The search a result page opens: the listing's `q` (src/domain/filters.ts FILTER_PARAM.search). */
export const SEARCH_TEMPLATE = '/products?q={search_term_string}';

export function homeJsonLd(origin: string, name: string): JsonLd[] {
  const url = absolute(origin, '/');
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    // The braces stay as they are: the template is filled in by the search engine.
    target: {
      '@type': 'EntryPoint',
      urlTemplate: absolute(origin, '/').replace(/\/$/, '') + SEARCH_TEMPLATE,
    },
    'query-input': 'required name=search_term_string',
  };
  return [
    {
      '@context': CONTEXT,
      '@type': 'Organization',
      name,
      url,
      logo: absolute(origin, '/images/logo.svg'),
    },
    { '@context': CONTEXT, '@type': 'WebSite', name, url, potentialAction: search },
  ];
}

export function productJsonLd(
  origin: string,
  product: ProductRecord,
  url: string,
): WithContext<Product> {
  const ratingCount = Number(product.ratings.count);
  const ratingValue = Number(product.ratings.value);
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: product.name,
    image: [absolute(origin, product.image)],
    sku: product._id,
    url,
    category: product.categoryName,
    ...(product.size ? { size: product.size } : {}),
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      url,
      price: Number(product.price),
      priceCurrency: 'INR',
      availability: product.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    // A rating a search engine accepts has at least one vote behind it.
    ...(ratingCount > 0 && ratingValue > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue,
            ratingCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}

export function breadcrumbJsonLd(
  trail: readonly { name: string; url: string }[],
): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** A listing page's products, numbered from `offset + 1` (their place in the whole listing). */
export function itemListJsonLd(
  name: string,
  urls: readonly string[],
  offset: number,
): WithContext<ItemList> {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    itemListElement: urls.map((url, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url,
    })),
  };
}
