import { NOT_REGISTERED } from '@/domain/input-messages';

/** The back end's user-visible messages: docs/shop/errors.md word for word, then our own. */
export const MESSAGES = {
  emailExists: 'Unprocessable Entity. Email Already Exists.',
  notRegistered: NOT_REGISTERED,
  badCredentials: 'The credentials you entered are invalid. Unauthorized access error.',
  badToken: 'The token is invalid. Unauthorized access error.',
  alreadyInCart: 'This product is already in your cart.',
  alreadyInWishlist: 'This product is already in your wishlist.',
  notInCart: 'This product is not in your cart.',
  notInWishlist: 'This product is not in your wishlist.',
  minQty: 'The quantity cannot go below 1.',
  loggedOut: "You're logged out!",
  maxQty: 'You can buy at most 10 of one product in an order.',
  outOfStock: 'This product is out of stock.',
  emptyCart: 'Please add products to the cart!',
  simulatedFailure: 'Simulated server failure',
  unexpected: 'Something went wrong on the server.',
  subscribed: 'Thank you for subscribing to the Glamour newsletter!',
  alreadySubscribed: 'You are already subscribed to the Glamour newsletter.',
  notJson: 'The request body is not valid JSON.',
  notAnObject: 'The request body must be a JSON object.',
  databaseUnavailable:
    'The shop’s database cannot be reached right now. Nothing was changed; please try again in a moment.',
} as const;

/** Server mode builds its API without the console's simulation: there is nothing to set. */
export const noSimulation =
  'This back end simulates no latency or failures (server mode): the console can only read its settings.';

export const ADMIN_TOKEN_HEADER = 'x-glamour-admin-token';
export const adminOnly = `The back-end console needs the admin token (GLAMOUR_ADMIN_TOKEN) in the ${ADMIN_TOKEN_HEADER} header. Unauthorized access error.`;

const kilobytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} kB`;
export const tooLarge = (maxBytes: number) =>
  `The request body is too large: this route reads at most ${kilobytes(maxBytes)}.`;
/** How deep a JSON body may nest (objects and arrays); no request of the shop needs more than 6. */
export const MAX_JSON_DEPTH = 32;
export const tooDeep = () =>
  `The request body is nested too deeply: at most ${MAX_JSON_DEPTH} levels of objects and arrays.`;
/** The unpaged product list answers at most this many (GET /api/products without a query). */
export const MAX_UNPAGED_PRODUCTS = 1000;
export const unpagedListCut = (total: number) =>
  `This list holds the first ${MAX_UNPAGED_PRODUCTS} of ${total} products: ask for the rest page by page, /api/products?page=1&pageSize=100 (pageSize at most 100).`;
/** Addresses one account may keep. */
export const MAX_ADDRESSES = 50;
export const addressBookFull = () =>
  `An account can keep at most ${MAX_ADDRESSES} addresses: delete one before adding another.`;

/** Days after delivery a shopper may ask to return an order, unless the server sets another. */
export const RETURN_DAYS = 7;

export const unknownProduct = (id: string) => `No product has the id "${id}".`;
export const unknownCategory = (id: string) => `No category has the id "${id}".`;
export const unknownAddress = (id: string) => `No address has the id "${id}".`;
/** The tester's sample list is bounded so it cannot fill the browser's storage. */
export const MAX_TODOS = 100;
/** Callers' todo lists kept at once (server mode); a new one beyond it replaces the idlest. */
export const MAX_TODO_LISTS = 1000;
export const todosFull = () =>
  `The test todo list is full (${MAX_TODOS} todos): delete some before adding more.`;
export const unknownTodo = (id: string) => `No todo has the id "${id}".`;
export const unknownCoupon = (code: string) => `"${code}" is not a valid coupon code.`;
export const couponNotEligible = (code: string, minimum: number) =>
  `Coupon ${code} needs an order amount above ₹${minimum}.`;
export const noLongerSold = (name: string) =>
  `"${name}" is no longer sold; remove it from the cart.`;
export const amountChanged = (amount: number) =>
  `The order amount has changed: it is now ₹${amount.toFixed(2)}.`;
export const unknownOrder = (id: string) => `No order has the id "${id}".`;
export const soldOut = (name: string) =>
  `"${name}" is out of stock; remove it from the cart to place the order.`;
/** An order asks for more units than are left: nothing is held. */
export const stockShortfall = (name: string, left: number) =>
  left === 0
    ? `Only 0 left of "${name}": it has just sold out; remove it from the cart to place the order.`
    : `Only ${left} left of "${name}": lower its quantity in the cart to place the order.`;
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;
export const codOverLimit = (limit: number) =>
  `Cash on Delivery is available on orders up to ${rupees(limit)}; pay online for this order.`;
export const firstPurchaseOnly = (code: string) =>
  `Coupon ${code} is for your first purchase only, and this account has already bought from Glamour.`;
export const firstOfferAwaitingPayment = (code: string) =>
  `Coupon ${code} is already on your order awaiting payment: pay for that order or cancel it in your order history, or order without the coupon.`;
/** Why a payment taken for an order is given back in full (the refund's reason). */
export const refundReasons = {
  soldOut: 'The order expired unpaid and its products sold out before the payment arrived.',
  cancelled: 'The order was cancelled before the payment arrived.',
  paidTwice: 'The order was already paid by another payment.',
  refunded: 'The order was already refunded.',
  notKept: 'The order did not keep this payment.',
  cashOnDelivery: 'The order is paid on delivery.',
  offerUsed:
    'Its first-purchase offer went to another order of the account, paid before this payment arrived.',
} as const;
export const orderMessages = {
  alreadyPaid: 'This order is already paid.',
  cancelled: 'This order was cancelled; place a new one.',
  expired: 'This order expired before it was paid; place a new one.',
  refunded: 'This order was refunded; place a new one.',
  placed: 'This order is paid on delivery.',
  paymentReused: 'This payment has already been used for another order.',
  refundedInFull:
    'Your payment is being refunded in full; banks usually take 5 to 7 working days to show it.',
  badSignature: 'The payment could not be verified; the order is still awaiting payment.',
  wrongProvider: 'This payment was not made through the provider that took the order.',
  gatewayFailed: 'The payment provider could not be reached; nothing was charged. Try again.',
  notTestMode: 'This shop takes real payments: a test card or UPI id cannot pay its orders.',
} as const;
export const unknownRoute = (method: string, path: string) =>
  `No API route matches ${method} ${path}.`;
