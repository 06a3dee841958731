/**
 * Handler sets that stories and tests reuse, by resource group:
 *   mswParameters({ products: scenarios.products.empty })       // an empty catalogue
 *   mswParameters({ cart: scenarios.cart.loading })             // a spinner that never ends
 *   mswParameters(scenarios.offline)                            // every group fails to connect
 * and, for a signed-in state, the loader in stories/support/session.ts (built on ./signed-in.ts).
 * Each set replaces one group of mocks/handlers; MSW answers the first match, so a set only covers
 * the routes of its own group.
 */
import { delay, HttpHandler, HttpResponse, type RequestHandler } from 'msw';
import { isProductQuery, parseProductQuery, queryCatalog } from '@/domain/product-query';
import type { ProductRecord } from '@/domain/types';
import { generateCatalog } from '@backend/store/catalog-generator';
import { seedProducts } from '@backend/store/seed';
import { recordView } from '@backend/store/store';
import { handlerGroups } from '../handlers';
import { MESSAGES } from '@backend/messages';

export { signInDemo, type SignedInOptions, type SignedInSession } from './signed-in';

type Resolver = ConstructorParameters<typeof HttpHandler>[2];

/** The same routes as `group`, answered by `resolver`. */
function sameRoutes(
  group: string,
  resolver: Resolver,
  only: (path: string) => boolean = () => true,
): HttpHandler[] {
  return (handlerGroups[group] ?? [])
    .filter((h): h is HttpHandler => h instanceof HttpHandler && only(String(h.info.path)))
    .map((h) => new HttpHandler(h.info.method, h.info.path, resolver));
}

export const loading = (group: string) =>
  sameRoutes(group, async () => {
    await delay('infinite');
  });

/** The real handlers, answering after `ms` (the resolver falls through to the group's own). */
export const slow = (group: string, ms = 2000): RequestHandler[] => [
  ...sameRoutes(group, async () => {
    await delay(ms);
  }),
  ...(handlerGroups[group] ?? []),
];

export const failing = (group: string) =>
  sameRoutes(group, () =>
    HttpResponse.json({ errors: [MESSAGES.simulatedFailure] }, { status: 500 }),
  );

export const offline = (group: string) => sameRoutes(group, () => HttpResponse.error());

/** Every GET of the group answers an empty list under `key`. */
const emptyList = (group: string, key: string): RequestHandler[] => [
  ...sameRoutes(
    group,
    ({ request }) => (request.method === 'GET' ? HttpResponse.json({ [key]: [] }) : undefined),
    // Only the list routes: /api/products/:productId keeps its own answer.
    (path) => !path.includes('/:'),
  ),
  ...(handlerGroups[group] ?? []),
];

/**
 * The product list routes answering from a catalogue of their own, by the same rules as the store:
 * the whole list without parameters, else the catalogue query's page, total and counts.
 * `/api/products/:productId` keeps the store's answer.
 */
const productsFrom = (catalogue: () => readonly ProductRecord[]): RequestHandler[] => [
  ...sameRoutes(
    'products',
    ({ request }) => {
      if (request.method !== 'GET') return undefined;
      const params = new URL(request.url).searchParams;
      if (!isProductQuery(params)) return HttpResponse.json({ products: catalogue() });
      const parsed = parseProductQuery(params);
      if (!parsed.ok) return HttpResponse.json({ errors: parsed.errors }, { status: 400 });
      return HttpResponse.json(queryCatalog(catalogue(), parsed.query, recordView));
    },
    (path) => !path.includes('/:'),
  ),
  ...(handlerGroups.products ?? []),
];

/** Made on first use and kept: stories that show it share one. */
function once<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}

/** A catalogue of 10,000 generated products (the seed's 25 first), as `?catalog=10000` gives. */
export const LARGE_CATALOGUE_SIZE = 10_000;
const largeCatalogue = once(() => generateCatalog(seedProducts, LARGE_CATALOGUE_SIZE));

const GROUP_LISTS = {
  products: 'products',
  categories: 'categories',
  cart: 'cart',
  wishlist: 'wishlist',
  addresses: 'addresses',
  orders: 'orders',
  coupons: 'coupons',
  testTodos: 'todos',
} as const;

type ListGroup = keyof typeof GROUP_LISTS;

interface GroupScenarios {
  loading: HttpHandler[];
  slow: RequestHandler[];
  failing: HttpHandler[];
  offline: HttpHandler[];
  empty: RequestHandler[];
}

function scenariosFor(group: ListGroup): GroupScenarios {
  return {
    loading: loading(group),
    slow: slow(group),
    failing: failing(group),
    offline: offline(group),
    empty: group === 'products' ? productsFrom(() => []) : emptyList(group, GROUP_LISTS[group]),
  };
}

function everyGroup(make: (group: string) => RequestHandler[]): Record<string, RequestHandler[]> {
  return Object.fromEntries(
    Object.keys(handlerGroups)
      .filter((g) => g !== 'console' && g !== 'unknown')
      .map((g) => [g, make(g)]),
  );
}

export const scenarios = {
  products: {
    ...scenariosFor('products'),
    /** 10,000 generated products: the listing pages and counts them from the back end. */
    large: productsFrom(largeCatalogue),
    /** The same, each answer 1.5 s late: a slow connection paging through it. */
    largeSlow: [
      ...sameRoutes('products', async () => {
        await delay(1500);
      }),
      ...productsFrom(largeCatalogue),
    ],
  },
  categories: scenariosFor('categories'),
  cart: scenariosFor('cart'),
  wishlist: scenariosFor('wishlist'),
  addresses: scenariosFor('addresses'),
  orders: scenariosFor('orders'),
  coupons: scenariosFor('coupons'),
  testTodos: scenariosFor('testTodos'),
  /** No products and no categories. */
  emptyCatalogue: {
    products: productsFrom(() => []),
    categories: emptyList('categories', 'categories'),
  },
  /** Every resource group (not the console) answers 500 / fails to connect / never answers. */
  failing: everyGroup(failing),
  offline: everyGroup(offline),
  loading: everyGroup(loading),
};
