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
import { handlerGroups } from '../handlers';
import { MESSAGES } from '../messages';

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
    empty: emptyList(group, GROUP_LISTS[group]),
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
  products: scenariosFor('products'),
  categories: scenariosFor('categories'),
  cart: scenariosFor('cart'),
  wishlist: scenariosFor('wishlist'),
  addresses: scenariosFor('addresses'),
  orders: scenariosFor('orders'),
  coupons: scenariosFor('coupons'),
  testTodos: scenariosFor('testTodos'),
  /** No products and no categories. */
  emptyCatalogue: {
    products: emptyList('products', 'products'),
    categories: emptyList('categories', 'categories'),
  },
  /** Every resource group (not the console) answers 500 / fails to connect / never answers. */
  failing: everyGroup(failing),
  offline: everyGroup(offline),
  loading: everyGroup(loading),
};
