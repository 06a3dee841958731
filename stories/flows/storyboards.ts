/**
 * Each flow's storyboard: its steps in order, each with the caption the storyboard page shows under
 * its picture. The pictures are the flow's own step screenshots (the baselines its story test
 * compares with), so the storyboard is always what the test saw. A step's id is the name the flow
 * gives its screenshot (`snap`); tests/unit/stories/storyboards.test.ts keeps the two in step.
 */
export interface StoryboardStep {
  id: string;
  caption: string;
}

export interface Storyboard {
  /** The flow's story file, under stories/flows/. */
  file: string;
  /** The story's screenshot folder (its story id), under tests/visual/__screenshots__/. */
  folder: string;
  steps: readonly StoryboardStep[];
}

export const STORYBOARDS = {
  guestCheckout: {
    file: 'guest-checkout.stories.tsx',
    folder: 'flows-guest-checkout-guest-checkout',
    steps: [
      { id: '01-home', caption: 'A visitor arrives on the home page.' },
      { id: '02-search', caption: 'They search for kajal; suggestions appear as they type.' },
      { id: '03-detail', caption: 'The product’s page, with its related products.' },
      { id: '04-login', caption: 'Add to Cart asks a visitor to log in.' },
      { id: '05-added', caption: 'Login As Guest brings them back; the product is in the cart.' },
      { id: '06-cart', caption: 'The cart, with the kajal in it.' },
      { id: '07-coupon', caption: 'They choose the FIRSTGLAM coupon.' },
      { id: '08-checkout', caption: 'Checkout: the guest’s saved address is chosen.' },
      { id: '09-payment', caption: 'Place Order opens the simulated payment.' },
      { id: '10-order-history', caption: 'Paid: the order is in their order history.' },
    ],
  },
  signupAddressOrder: {
    file: 'signup-address-order.stories.tsx',
    folder: 'flows-sign-up-add-an-address-order-sign-up-add-address-order',
    steps: [
      { id: '01-signup', caption: 'A new shopper signs up.' },
      { id: '02-no-address', caption: 'Their account has no address yet.' },
      { id: '03-address-form', caption: 'They fill in the address form.' },
      { id: '04-address-book', caption: 'The address is saved in their address book.' },
      { id: '05-cart', caption: 'They add a product from the listing; the cart.' },
      { id: '06-checkout', caption: 'Checkout: the new address is chosen.' },
      { id: '07-upi', caption: 'They pay by UPI in the simulated payment.' },
      { id: '08-order-history', caption: 'The order, to be delivered to the new address.' },
    ],
  },
  requestTester: {
    file: 'request-tester.stories.tsx',
    folder: 'flows-request-tester-send-history-copy-as-curl',
    steps: [
      { id: '01-tester', caption: 'The request tester, opened.' },
      { id: '02-response', caption: 'GET /api/categories sent: its response.' },
      { id: '03-history', caption: 'Another request sent; the first taken back from the history.' },
      { id: '04-copied', caption: 'The request copied as cURL.' },
    ],
  },
} as const satisfies Record<string, Storyboard>;

/** The widths each step is shown at, phone first (the story tests' widths). */
export const STORYBOARD_WIDTHS = [375, 1280] as const;
