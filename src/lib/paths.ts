/**
 * Every route of the shop in one place (docs/shop/screens.md, Routes): the links and redirects
 * (`paths`), the route table the router builds (`ROUTES`), the pages the build prerenders and the
 * screen chunk each one modulepreloads (vite.config.ts, build/prerender-plugin.ts). Nothing else
 * writes a route. Plain data with no imports, so the build's config can read it too.
 */
export const paths = {
  home: '/',
  products: '/products',
  product: (id: string) => `/products/${encodeURIComponent(id)}`,
  cart: '/cart',
  wishlist: '/wishlist',
  checkout: '/checkout',
  account: '/account-details',
  userDetails: '/account-details/userDetails',
  addressDetails: '/account-details/addressDetails',
  orderHistory: '/account-details/orderHistory',
  order: (orderId: string) => `/account-details/orderHistory/${encodeURIComponent(orderId)}`,
  login: '/login',
  signup: '/signup',
  notFound: '/page-not-found',
  mockman: '/mockman',
} as const;

/** The product detail's route pattern (its link: `paths.product(id)`). */
export const PRODUCT_ROUTE = '/products/:productId';

/** One order's own page, in the account's Order History tab (its link: `paths.order(id)`). */
export const ORDER_ROUTE = '/account-details/orderHistory/:orderId';

/** A screen: the file src/app/routes/<screen>.tsx, which default-exports it. */
export type Screen =
  | 'home'
  | 'products'
  | 'product-detail'
  | 'login'
  | 'signup'
  | 'mockman'
  | 'not-found'
  | 'cart'
  | 'wishlist'
  | 'checkout'
  | 'account'
  | 'account-user-details'
  | 'account-address-details'
  | 'account-order-history'
  | 'account-order-detail';

export interface RouteEntry {
  path: string;
  screen: Screen;
  /**
   * `public`: the same for every visitor, prerendered at build time; `session`: a signed-in
   * shopper's own page, behind the route guard and rendered by the client only.
   */
  access: 'public' | 'session';
  /** Routes shown inside this one's screen (their paths are whole, under this one's). */
  children?: readonly RouteEntry[];
}

/** The route table, in the router's order. An unknown path redirects to `paths.notFound`. */
export const ROUTES: readonly RouteEntry[] = [
  { path: paths.home, screen: 'home', access: 'public' },
  { path: paths.products, screen: 'products', access: 'public' },
  { path: PRODUCT_ROUTE, screen: 'product-detail', access: 'public' },
  { path: paths.login, screen: 'login', access: 'public' },
  { path: paths.signup, screen: 'signup', access: 'public' },
  { path: paths.mockman, screen: 'mockman', access: 'public' },
  { path: paths.notFound, screen: 'not-found', access: 'public' },
  { path: paths.cart, screen: 'cart', access: 'session' },
  { path: paths.wishlist, screen: 'wishlist', access: 'session' },
  { path: paths.checkout, screen: 'checkout', access: 'session' },
  {
    path: paths.account,
    screen: 'account',
    access: 'session',
    // The account's own path shows its first tab (a redirect to paths.userDetails).
    children: [
      { path: paths.userDetails, screen: 'account-user-details', access: 'session' },
      { path: paths.addressDetails, screen: 'account-address-details', access: 'session' },
      { path: paths.orderHistory, screen: 'account-order-history', access: 'session' },
      { path: ORDER_ROUTE, screen: 'account-order-detail', access: 'session' },
    ],
  },
];

/** Every route of the table, children included, parents first. */
export function allRoutes(routes: readonly RouteEntry[] = ROUTES): RouteEntry[] {
  return routes.flatMap((route) => [route, ...allRoutes(route.children ?? [])]);
}

/** The public pages: the ones the build prerenders. */
export const PRERENDERED_ROUTES: readonly string[] = allRoutes()
  .filter((route) => route.access === 'public')
  .map((route) => route.path);

/** The module that holds a screen, from the project's root. */
export function screenModule(screen: Screen): string {
  return `src/app/routes/${screen}.tsx`;
}

/** A route pattern as a regular expression over whole paths ('/products/:productId' → /^\/products\/[^/]+$/). */
export function routePattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('\\/');
  return new RegExp(`^${escaped}$`);
}

/**
 * The screen chunk each prerendered page modulepreloads (path pattern → module), for the build
 * (build/prerender-plugin.ts).
 */
export function prerenderedScreens(): [RegExp, string][] {
  return allRoutes()
    .filter((route) => route.access === 'public')
    .map((route) => [routePattern(route.path), screenModule(route.screen)]);
}

/**
 * Checkout's 'Add new Address': the address tab with the add form open; saving or cancelling goes
 * back to checkout, which then chooses the new address (its id in the navigation state).
 */
export const ADD_ADDRESS_FROM_CHECKOUT = 'checkout';
export const addAddressFromCheckout = `${paths.addressDetails}?add=${ADD_ADDRESS_FROM_CHECKOUT}`;

/** The navigation state checkout reads: the address to choose (one just added). */
export interface CheckoutLocationState {
  addressId?: string;
}

export function chosenAddressIn(state: unknown): string | null {
  if (state === null || typeof state !== 'object' || !('addressId' in state)) return null;
  return typeof state.addressId === 'string' ? state.addressId : null;
}
