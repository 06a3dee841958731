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
  Review,
  SearchAction,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import type { ReviewPage } from './reviews';
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
  reviews?: ReviewPage,
): WithContext<Product> {
  // The product's one rating: with its reviews, the summary the API answers (src/domain/reviews.ts).
  const ratingCount = reviews ? reviews.summary.ratingCount : Number(product.ratings.count);
  const ratingValue = reviews ? reviews.summary.average : Number(product.ratings.value);
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
            ...(reviews ? { reviewCount: reviews.summary.reviewCount } : {}),
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(reviews && reviews.reviews.length > 0
      ? { review: reviews.reviews.slice(0, MAX_REVIEWS_MARKED_UP).map(reviewJsonLd) }
      : {}),
  };
}

/** The reviews a product page marks up: the first few of the page it shows. */
export const MAX_REVIEWS_MARKED_UP = 5;

function reviewJsonLd(review: ReviewPage['reviews'][number]): Review {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.authorName },
    datePublished: review.createdAt.slice(0, 10),
    name: review.title,
    reviewBody: review.body,
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
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
