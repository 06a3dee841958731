/**
 * Handler sets that stories and tests put in front of the forwarding handler, by resource group:
 *   mswParameters({ products: scenarios.products.empty })       // an empty catalogue
 *   mswParameters({ cart: scenarios.cart.loading })             // a spinner that never ends
 *   mswParameters(scenarios.offline)                            // every group fails to connect
 * and, for a signed-in state, the loader in stories/support/session.ts (built on ./signed-in.ts).
 * A set covers the routes of its own group (by the API's mount table); a request it does not answer
 * falls through to the API itself.
 */
import { delay, http, HttpResponse, type HttpResponseResolver, type RequestHandler } from 'msw';
import { API_RESOURCES } from '@backend/app';
import { MESSAGES } from '@backend/messages';
import { generateCatalog } from '@backend/store/catalog-generator';
import { seedProducts } from '@backend/store/seed';
import { recordView } from '@backend/store/catalog';
import type { EndpointGroup } from '@/domain/console';
import { isProductQuery, parseProductQuery, queryCatalog } from '@/domain/product-query';
import type { ProductRecord } from '@/domain/types';

export { signInDemo, type SignedInOptions, type SignedInSession } from './signed-in';

const baseOf = (group: EndpointGroup): string => {
  const resource = API_RESOURCES.find((r) => r.group === group);
  if (!resource) throw new Error(`no API resource has the group ${group}`);
  return resource.base;
};

const pathOf = (request: Request) => new URL(request.url).pathname;

/** Every base of `group` as a pattern: `:productId` in a base stands for any one path segment. */
const basesOf = (group: EndpointGroup): RegExp[] =>
  API_RESOURCES.filter((r) => r.group === group).map(
    (r) => new RegExp(`^${r.base.replace(/:\w+/g, '[^/]+')}(?:/|$)`),
  );

/** Every route of `group` (any method, the list and its items), answered by `resolver`. */
const groupRoutes = (group: EndpointGroup, resolver: HttpResponseResolver): RequestHandler[] => {
  const bases = basesOf(group);
  return [http.all(({ request }) => bases.some((base) => base.test(pathOf(request))), resolver)];
};

/** Only the group's list route (`GET /api/products`, not `/api/products/:productId`). */
const listRoute = (group: EndpointGroup, resolver: HttpResponseResolver): RequestHandler =>
  http.get(({ request }) => pathOf(request) === baseOf(group), resolver);

export const loading = (group: EndpointGroup) =>
  groupRoutes(group, async () => {
    await delay('infinite');
  });

/** The API's own answers, after `ms` (the resolver returns nothing: the request falls through). */
export const slow = (group: EndpointGroup, ms = 2000) =>
  groupRoutes(group, async () => {
    await delay(ms);
  });

const serverFailure = () =>
  HttpResponse.json({ errors: [MESSAGES.simulatedFailure] }, { status: 500 });

export const failing = (group: EndpointGroup) => groupRoutes(group, serverFailure);

/** Writes answer 500; reads still reach the API. */
export const failingWrites = (group: EndpointGroup) =>
  groupRoutes(group, ({ request }) => (request.method === 'GET' ? undefined : serverFailure()));

export const offline = (group: EndpointGroup) => groupRoutes(group, () => HttpResponse.error());

/** The group's list answers an empty list under `key`. */
const emptyList = (group: EndpointGroup, key: string) =>
  listRoute(group, () => HttpResponse.json({ [key]: [] }));

/**
 * The product list answering from a catalogue of its own, by the same rules as the store: the whole
 * list without parameters, else the catalogue query's page, total and counts. `/api/products/:id`
 * keeps the API's answer.
 */
const productsFrom = (catalogue: () => readonly ProductRecord[]) =>
  listRoute('products', ({ request }) => {
    const params = new URL(request.url).searchParams;
    if (!isProductQuery(params)) return HttpResponse.json({ products: catalogue() });
    const parsed = parseProductQuery(params);
    if (!parsed.ok) return HttpResponse.json({ errors: parsed.errors }, { status: 400 });
    return HttpResponse.json(queryCatalog(catalogue(), parsed.query, recordView));
  });

/** Made on first use and kept: stories that show it share one. */
function once<T>(make: () => T): () => T {
  let value: { made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}

/** A catalogue of 10,000 generated products (the seed's 25 first), as `?catalog=10000` gives. */
export const LARGE_CATALOGUE_SIZE = 10_000;
const largeCatalogue = once(() => generateCatalog(seedProducts, LARGE_CATALOGUE_SIZE));

const LIST_KEYS = {
  products: 'products',
  categories: 'categories',
  cart: 'cart',
  wishlist: 'wishlist',
  addresses: 'addresses',
  orders: 'orders',
  coupons: 'coupons',
  'test-todos': 'todos',
} as const;

function scenariosFor(group: keyof typeof LIST_KEYS) {
  return {
    loading: loading(group),
    slow: slow(group),
    failing: failing(group),
    failingWrites: failingWrites(group),
    offline: offline(group),
    empty: group === 'products' ? [productsFrom(() => [])] : [emptyList(group, LIST_KEYS[group])],
  };
}

const SHOP_GROUPS = API_RESOURCES.flatMap((r) => (r.group === 'console' ? [] : [r.group]));

function everyGroup(make: (group: EndpointGroup) => RequestHandler[]) {
  return Object.fromEntries(SHOP_GROUPS.map((g) => [g, make(g)]));
}

export const scenarios = {
  products: {
    ...scenariosFor('products'),
    /** 10,000 generated products: the listing pages and counts them from the back end. */
    large: [productsFrom(largeCatalogue)],
    /** The same, each answer 1.5 s late: a slow connection paging through it. */
    largeSlow: [...slow('products', 1500), productsFrom(largeCatalogue)],
  },
  categories: scenariosFor('categories'),
  cart: scenariosFor('cart'),
  wishlist: scenariosFor('wishlist'),
  addresses: scenariosFor('addresses'),
  orders: scenariosFor('orders'),
  coupons: scenariosFor('coupons'),
  testTodos: scenariosFor('test-todos'),
  /** No products and no categories. */
  emptyCatalogue: {
    products: [productsFrom(() => [])],
    categories: [emptyList('categories', 'categories')],
  },
  /** Every resource group (not the console) answers 500 / fails to connect / never answers. */
  failing: everyGroup(failing),
  offline: everyGroup(offline),
  loading: everyGroup(loading),
};
