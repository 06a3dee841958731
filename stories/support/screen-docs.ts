/**
 * Every screen's docs page, in journey order: what the screen is for, when to send a shopper there
 * and when not, the states its stories show, and its accessibility notes for designers. The screens'
 * behaviour in words is docs/shop/screens.md; this is what a designer needs beside the pictures.
 * tests/unit/stories/screen-docs.test.ts checks that each screen's stories and this list agree.
 */
import { designParameters, type DesignDoc } from './docs';

const BUTTONS = 'Buttons are 40 px high (48 px for a page’s main action), icon buttons 40 px;';

export const SCREEN_DOCS = {
  'Screens/Home': {
    purpose:
      'The shop’s front page (`/`): offers, the summer sale, top brands, the first-purchase codes, best sellers, the newsletter and the trust badges, above the footer.',
    whenToUse: [
      'Where a visit starts and where “Go to Homepage” leads (not found, error screens).',
      'To show what is on offer this season; each tile leads into a filtered listing.',
    ],
    whenNotToUse: [
      'To browse or compare products: that is the listing (Products).',
      'For news that needs reading: the carousel moves, so nothing only it says can be required.',
    ],
    states: {
      Desktop: 'The whole page on a wide screen, five offers and four best sellers in view.',
      NewsletterSent: 'The newsletter box after Send: its thank-you replaces the form.',
      BestSellersLoading: 'Best sellers still on their way: card skeletons hold their place.',
      BestSellersLoadFailed:
        'Best sellers cannot be loaded: the reason and “Try again” in their place.',
      Phone: 'One offer and one best seller per view; the search has its own row.',
    },
    accessibility: {
      touchTarget: `${BUTTONS} carousel arrows are 40 px and Copy buttons 32 px high.`,
      focusOrder:
        'Skip link, navbar, each carousel (its arrows, then its slides), brands, offers, newsletter, footer.',
      errors:
        'A bad email shows under the newsletter field in red text with an icon and is read with the field; a refused send is a toast (read politely).',
    },
  },
  'Screens/Products': {
    purpose:
      'The listing (`/products`): every product, or those the search, a category, a brand or the filters chose, 48 to a page.',
    whenToUse: [
      'When a shopper searches, picks a category or brand, or follows “Shop Now”.',
      'To compare products side by side by price, rating and discount.',
    ],
    whenNotToUse: [
      'To show one product’s details: the card opens Product detail.',
      'For a hand-picked set (best sellers, related products): those are rows on their own screens.',
    ],
    states: {
      AllProducts: 'No filter: the whole catalogue, page 1.',
      Filtered: 'Filters applied: chips above the grid, the count matches.',
      Empty: 'No match: the empty state with “Clear all filters”.',
      Loading: 'First load: card skeletons in the grid’s shape.',
      LoadFailed: 'The products cannot be loaded: the error with “Try again”.',
      Phone: 'Two cards a row; the filters open from a button into a sheet.',
      LargeCatalogue: 'A catalogue of thousands: paging, not an endless column.',
      PastTheEnd: 'A page number past the last page: back to the last one.',
      TurningAPageSlowly: 'The next page on its way: the current one stays, dimmed.',
    },
    accessibility: {
      touchTarget: `${BUTTONS} checkboxes and radios are 20 px inside 40 px rows; the slider’s thumbs 24 px.`,
      focusOrder:
        'Filters (Clear, price, categories, brands, rating, sort), applied chips, the cards left to right, then paging.',
      errors:
        'A failed load replaces the grid with a heading and text and a “Try again” button; the count of matches is announced politely as filters change.',
    },
  },
  'Screens/Product detail': {
    purpose:
      'One product’s page (`/products/:id`): picture, whole name, brand, rating, prices, offer, availability, the cart and wishlist buttons, then related and recently viewed products.',
    whenToUse: [
      'When a shopper opens a card, a suggestion from the search, or a link to a product.',
      'To decide: everything known about the product is here.',
    ],
    whenNotToUse: [
      'To compare several products: the listing does that.',
      'As a landing page for a campaign: use the home tiles and a filtered listing.',
    ],
    states: {
      WithRelated: 'In stock, with its related products below.',
      AReviewMovesTheRating:
        'With its reviews: a shopper’s review adds one to the rating at the top of the page too.',
      RecentlyViewed: 'After other products were opened: “Recently viewed” lists them.',
      OutOfStock:
        'Out of stock by the out-of-stock pattern: the reason in words, Add to Cart off (see Patterns).',
      FewLeft: '5 or fewer left: “Only N left” beside “In Stock”.',
      SignedInInCart: 'Already in the cart and wishlist: Go to Cart and Remove from Wishlist.',
      NotFound: 'An unknown product id: a not-found message inside the page.',
      MalformedId: 'An id no product can have (over 200 characters): the same not-found message.',
      Loading: 'The product on its way: a skeleton in the page’s shape.',
      LoadFailed: 'The product cannot be loaded: the error with “Try again”.',
      Phone: 'Picture above the text; the buttons full width.',
    },
    accessibility: {
      touchTarget: `${BUTTONS} the cart and wishlist buttons are 48 px high.`,
      focusOrder:
        'Brand link, Add to Cart, wishlist button, then related products’ cards, then recently viewed.',
      errors:
        'A refused add is a toast; out of stock is said in words next to the buttons and read as Add to Cart’s description.',
    },
  },
  'Screens/Cart': {
    purpose:
      'The cart (`/cart`): each line with its quantity, the coupon, the price details and Checkout.',
    whenToUse: [
      'After Add to Cart (“Go to Cart”), from the navbar’s cart icon, and back from checkout.',
      'To change quantities, apply or remove a coupon, or move a line to the wishlist.',
    ],
    whenNotToUse: [
      'To choose the address or pay: that is Checkout.',
      'As a wishlist: moving a line there takes it out of the cart.',
    ],
    states: {
      Full: 'Two lines, quantities stepped, FIRSTGLAM applied and removed.',
      MoveToWishlist: 'Add To Wishlist moved a line: one line left.',
      MoveToWishlistSavedElsewhere:
        'Saved in another tab meanwhile: the server says it is there already; the line leaves the cart.',
      InWishlist: 'A line already in the wishlist offers Go To Wishlist.',
      CouponNoLongerApplies: 'A line removed takes the order under ₹1000: FIRST200 is taken off.',
      OfferAppliedAfterBuying:
        'FIRSTGLAM applied before the first order was paid (another tab): taken off, with why.',
      ReturningShopper:
        'An account that has bought: both first-purchase offers shown, neither can be chosen.',
      FewLeft:
        '“Only 3 left” under a line’s stepper; + stops at the stock, the reason read with the button.',
      Empty: '“Your Cart is Empty!” with Shop Now.',
      Loading: 'The cart on its way: a skeleton of lines and the summary.',
      Failed: 'The cart cannot be loaded: the error with “Try again”.',
      Phone: 'The summary below the lines.',
    },
    accessibility: {
      touchTarget: `${BUTTONS} the quantity steppers are 32 px.`,
      focusOrder:
        'Each line (name, −, +, Remove, wishlist), then the coupon’s Apply, the price details, Checkout.',
      errors:
        'Refusals (a quantity limit, a coupon that no longer applies) are toasts read politely; − at 1 is disabled, not hidden.',
    },
  },
  'Screens/Wishlist': {
    purpose: 'The wishlist (`/wishlist`): the products saved for later, as cards.',
    whenToUse: [
      'From the navbar’s heart, or Go To Wishlist on a cart line.',
      'To keep products for later, out of stock ones included.',
    ],
    whenNotToUse: [
      'To buy now: Add to Cart moves a product to the cart.',
      'For products a shopper merely looked at: that is “Recently viewed” on the product’s page.',
    ],
    states: {
      Full: 'Saved products as cards.',
      RemoveWithTheHeart: 'The heart pressed: the card leaves the list.',
      Empty: '“Your Wishlist is Empty!” with Shop Now.',
      Loading: 'The wishlist on its way: card skeletons.',
      Failed: 'The wishlist cannot be loaded: the error with “Try again”.',
      Phone: 'Two cards a row.',
    },
    accessibility: {
      touchTarget: `${BUTTONS} the heart is 32 px on its card.`,
      focusOrder: 'Each card: its link, heart, then Add to Cart; card by card.',
      errors: 'A refused change is a toast; the heart says its state (pressed) to screen readers.',
    },
  },
  'Screens/Checkout': {
    purpose:
      'Checkout (`/checkout`): choose the delivery address, check the order, Place Order and pay.',
    whenToUse: [
      'From the cart’s Checkout, signed in.',
      'To confirm where the order goes and what it costs before paying.',
    ],
    whenNotToUse: [
      'To change what is in the cart: go back to the cart.',
      'To manage addresses at length: the account’s Address Details does that (Add new Address goes there and comes back).',
    ],
    states: {
      Ready: 'The saved address chosen, the items and totals, Place Order ready.',
      ChoosingAnAddress: 'Two addresses; arrows choose the other for Deliver To.',
      ChosenAddressDeletedMeanwhile:
        'The chosen address deleted in another tab: none is taken in its place; Place Order asks for a choice.',
      EmptyCart: '“There are no products in cart.” and no Place Order.',
      NoAddress: 'No address saved: Place Order warns “Please select address!”.',
      PlacedBeforeAddressesArrive:
        'Placed before the addresses arrived: it waits, then the payment opens.',
      PlacedWhenAddressesFailed: 'The addresses cannot be loaded: Place Order says so.',
      Paying:
        'The payment is open: Place Order waits, and the address and payment radios are locked to what the order was placed with.',
      PlacedWhileTheCartChanges:
        'Placed while a quantity change is on its way: the order waits for it and is priced on the cart the server will have.',
      PayNowForAnUnknownOrder:
        'Pay now for an order that is not the shopper’s: the toast says so; nothing opens.',
      PayNowWhenOrdersFail:
        'Pay now while the orders cannot be loaded: the toast says to try again from the order history.',
      SheetOpen: 'The simulated payment sheet over the checkout.',
      PaidWithTheSimulatedSheet: 'Paid: the success toast, on to the order history.',
      Declined: 'A declined card: the toast says so; the cart is as it was.',
      Dismissed: 'The sheet closed: the toast says nothing was charged.',
      ScriptFailed: 'The payment cannot start: the toast says to check the connection.',
      OrderRefused: 'A product sold out meanwhile: the toast names it; nothing was charged.',
      PriceChanged: 'A price changed: the notice gives the new total before any payment.',
      CashOnDelivery:
        'Cash on Delivery chosen: placed at once, no payment window; the toast says what to pay at delivery.',
      CashOnDeliveryOverLimit:
        'Above ₹5,000: Cash on Delivery disabled, the reason under it; paying online is chosen.',
      StockShortfall:
        'Fewer left than the cart asks: the refusal names the product and how many are left; the cart is as it was.',
      Loading: 'The order on its way: a skeleton.',
      Phone: 'The address list above the order summary.',
    },
    accessibility: {
      touchTarget: `${BUTTONS} address radios are 20 px inside full-width rows.`,
      focusOrder:
        'Address radios (arrows move between them), Add new Address, the payment method radios, then the summary and Place Order; after a failed payment focus returns to Place Order.',
      errors:
        'Toasts (read politely) for payment outcomes; a changed price is a notice in the page, read as a status; a refused order lists its reasons in an alert above the page; a disabled Cash on Delivery is described by its reason.',
    },
  },
  'Screens/Payment': {
    purpose:
      'The simulated payment window: the dialog “Pay ₹…” with Card and UPI tabs, used when the shop takes test payments.',
    whenToUse: [
      'Opened by Place Order; never on its own.',
      'To show a payment’s outcomes without a real provider.',
    ],
    whenNotToUse: [
      'With a real provider’s keys: Razorpay’s own window opens instead.',
      'For saving cards or addresses: it keeps nothing.',
    ],
    states: {
      Card: 'The card tab, prefilled with the test card that succeeds.',
      Declined: 'The card that declines: the error in the dialog.',
      CardValidation: 'Missing card fields: each says what is wrong.',
      Upi: 'The UPI tab.',
      UpiFailure: 'The UPI id that fails: the error in the dialog.',
      UpiValidation: 'A malformed UPI id: the field says so.',
      Dismissed: 'Cancel closes the dialog.',
      Processing: 'Paying: the button waits.',
      Phone: 'The dialog as a bottom sheet.',
    },
    accessibility: {
      touchTarget: `${BUTTONS} tabs are 40 px high.`,
      focusOrder:
        'Focus moves into the dialog: tabs, the fields, Pay, Cancel; Escape closes it and focus returns to Place Order.',
      errors:
        'Field errors sit under their field and are read with it; a declined payment is an alert inside the dialog.',
    },
  },
  'Screens/Account': {
    purpose:
      'The account (`/account-details/…`): User Details, Address Details and Order History, as tabs chosen by the URL.',
    whenToUse: [
      'From the shopper’s name in the navbar, after paying (order history), or from checkout’s Add new Address.',
      'To log out, manage addresses, pay an unpaid order, follow an order, cancel it or return it.',
    ],
    whenNotToUse: [
      'For a visitor: it asks to sign in first.',
      'To change the cart: that is the cart.',
    ],
    states: {
      UserDetailsTab: 'Name, email and Logout.',
      AddressDetailsTab: 'The saved addresses with Edit and Delete, and Add New Address.',
      OrderHistoryByKeyboard: 'The tabs moved by arrow keys to Order History.',
      EveryOrderStatus:
        'Order History with one order in each status: paid, Cash on Delivery, awaiting payment, payment failed, cancelled, expired, refunded.',
      OrderDetailPage:
        'One order’s own page from its Order details link: tracking, the return, each refund and the timeline.',
      OnPhone: 'The tabs above the content, full width.',
    },
    accessibility: {
      touchTarget: `${BUTTONS} tabs are 40 px high.`,
      focusOrder:
        'The tab list (arrows move between tabs), then the open tab’s content; Delete asks in a dialog that takes focus.',
      errors:
        'Address fields show their message under the field; saving and deleting report by toast.',
    },
  },
  'Screens/Login': {
    purpose:
      'Sign in (`/login`): email and password, or the guest account, then back where the shopper was.',
    whenToUse: [
      'When a visitor tries something that needs an account (the cart, the wishlist, checkout).',
      'From the navbar’s user icon.',
    ],
    whenNotToUse: [
      'To create an account: that is Signup (linked from here).',
      'For a signed-in shopper: the page says who is signed in and offers the way on.',
    ],
    states: {
      Default: 'Empty fields.',
      GuestReturnsToRequestedPage: 'Login As Guest returns to the page that asked.',
      WrongPassword: 'The server refuses the password: the message under the form.',
      UnknownEmail: 'No account with that email: the message under the form.',
      ServerError: 'The server fails: a toast says to try again.',
      Submitting: 'Login pressed: the button waits.',
      SignedIn: 'Already logged in: who, the way to the account, and Logout to use another.',
      SignedInLogsOut: 'Logout pressed there: the form, on /login, the cursor in the email field.',
      SignedInAsGuest: 'A guest: Signup keeps the guest’s cart and orders under an email.',
    },
    accessibility: {
      touchTarget: `${BUTTONS} the show/hide password toggle fills the field’s 40 px height.`,
      focusOrder: 'Email, password, show/hide, Login, Login As Guest, the link to Signup.',
      errors:
        'Each field’s message sits under it and is read with it; the first is also a toast; focus moves to the first wrong field.',
    },
  },
  'Screens/Signup': {
    purpose: 'Create an account (`/signup`): names, email, password twice.',
    whenToUse: ['From Login’s “Create new account”.', 'When a shopper wants their own account.'],
    whenNotToUse: [
      'To buy once without an account: Login As Guest.',
      'To change a password or email: the shop has no such screen.',
    ],
    states: {
      Default: 'Empty fields with the password rule shown as a hint.',
      NewAccount: 'Signed up: on to the shop, signed in.',
      EmailAlreadyExists: 'The email has an account: the message under the form.',
      Submitting: 'Signup pressed: the button waits.',
    },
    accessibility: {
      touchTarget: `${BUTTONS} the show/hide toggles fill their fields’ 40 px height.`,
      focusOrder:
        'First name, last name, email, password, confirm password, Signup, the link to Login.',
      errors:
        'Each field’s message sits under it and is read with it; focus moves to the first wrong field.',
    },
  },
  'Screens/Not found': {
    purpose: 'An address the shop does not have: “Looks like page is not found!”.',
    whenToUse: ['Any unknown URL, inside the usual page frame.'],
    whenNotToUse: [
      'For an unknown product: its page says so in place.',
      'For a failure: that is the error screen.',
    ],
    states: { UnknownAddress: 'An unknown URL, with Go to Homepage.' },
    accessibility: {
      touchTarget: BUTTONS.replace(/;$/, '.'),
      focusOrder: 'Skip link, navbar, then Go to Homepage.',
      errors: 'The heading says what happened; the page title says so too.',
    },
  },
  'Screens/Route error': {
    purpose: 'A screen that failed: “Unexpected Application Error!” with Try again and a way home.',
    whenToUse: ['When a screen throws or its code cannot load.'],
    whenNotToUse: [
      'For data that failed to load: the screen’s own error with Try again.',
      'For an unknown address: that is Not found.',
    ],
    states: {
      Screen: 'The error screen on its own.',
      InTheLayout: 'Inside the page frame: the navbar still works.',
      RetryInTheLayout: 'Try again renders the screen again.',
    },
    accessibility: {
      touchTarget: BUTTONS.replace(/;$/, '.'),
      focusOrder: 'Try again, then Go to Homepage.',
      errors:
        'The heading and a sentence say the cart and account are safe; nothing technical is shown.',
    },
  },
} as const satisfies Record<string, DesignDoc>;

export type ScreenTitle = keyof typeof SCREEN_DOCS;

/** A screen meta's parameters: its docs page, and each story in a frame of its own there. */
export function screenParameters(title: ScreenTitle, iframeHeight?: number) {
  return designParameters(SCREEN_DOCS[title], iframeHeight);
}
