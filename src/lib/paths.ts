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
