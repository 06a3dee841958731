/** Every route string in one place (spec §2 route table), so none is typed twice. */
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
  login: '/login',
  signup: '/signup',
  notFound: '/page-not-found',
  mockman: '/mockman',
} as const;
