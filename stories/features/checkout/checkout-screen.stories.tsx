import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { useChangeQty } from '@/api/cart';
import { PaymentError, type PaymentProvider } from '@/domain/payment';
import type { ProductRecord } from '@/domain/types';
import { CheckoutScreen } from '@/features/checkout/checkout-screen';
import { PaymentHost } from '@/features/payment/payment-host';
import { SimulatedPayment } from '@/features/payment/simulated-payment';
import { settleImages } from '../../components/settle-images';
import { mswParameters } from '../../support/msw';
import { storyBackend } from '../../support/backend';
import { signedIn } from '../../support/session';
import { setStock } from '@mocks/scenarios/stock';
import { FACE_WASH, LIPSTICK, productRecord, STRAIGHTENER } from '../cart/cart-fixtures';
import { clearToasts } from '../cart/clear-toasts';
import { screenParameters } from '../../support/screen-docs';
import { expectToast } from '../../support/toast';

const id = (prefix: string) => productRecord(prefix)._id;
const today = () => new Date(2026, 10, 22);

/** Shows where checkout sent the shopper (the story's router is a memory router). */
function CurrentPath() {
  return (
    <p data-testid="current-path" className="sr-only">
      {useLocation().pathname}
    </p>
  );
}

/** The checkout route as the app composes it, with the provider each story chooses. */
function CheckoutWith({ payment }: { payment: PaymentProvider }) {
  return (
    <>
      <CheckoutScreen payment={payment} />
      <PaymentHost provider={payment} processingMs={0} now={today} />
      <CurrentPath />
    </>
  );
}

/**
 * Signs in with the usual cart, then changes the lipstick in the catalogue (loaders run together,
 * so the change waits for the sign-in's reset).
 */
function thenChangeLipstick(change: (product: ProductRecord) => ProductRecord) {
  return async () => {
    const session = await signedIn({ cart: [{ id: id(FACE_WASH), qty: 2 }, id(LIPSTICK)] })();
    const { store } = storyBackend;
    const db = await store.snapshot();
    db.products = db.products.map((p) => (p._id === id(LIPSTICK) ? change(p) : p));
    await store.replace(db);
    return session;
  };
}

/** A provider that never answers: the payment stays open. */
const neverAnswers: PaymentProvider = {
  provider: 'simulated',
  load: () => Promise.resolve(),
  open: () => new Promise(() => {}),
};

const meta = {
  title: 'Screens/Checkout',
  component: CheckoutWith,
  parameters: {
    layout: 'fullscreen',
    route: { path: '/checkout' },
    ...screenParameters('Screens/Checkout'),
  },
  args: { payment: new SimulatedPayment() },
  loaders: [signedIn({ cart: [{ id: id(FACE_WASH), qty: 2 }, id(LIPSTICK)] })],
} satisfies Meta<typeof CheckoutWith>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const placeOrder = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('button', { name: 'Place Order' });

/** The sample address is preselected and shown under Deliver To; items, quantities and totals listed. */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await placeOrder(canvas);
    const address = await canvas.findByRole('radio', { name: /Aanya Sharma/ });
    await expect(address).toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Add new Address' })).toHaveAttribute(
      'href',
      '/account-details/addressDetails?add=checkout',
    );
    const summary = within(canvas.getByRole('complementary', { name: 'Order summary' }));
    await expect(summary.getByText('× 2')).toBeVisible();
    await expect(summary.getByText('Bengaluru, Karnataka 560001')).toBeVisible();
    await expect(
      summary.getByText('Total Amount', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('₹1,154.00');
    await settleImages(canvasElement);
  },
};

/** Two addresses: the first is chosen to start with; arrows choose the other for Deliver To. */
export const ChoosingAnAddress: Story = {
  loaders: [
    signedIn({
      cart: [id(LIPSTICK)],
      addresses: [
        {
          userName: 'Aanya Sharma',
          houseNumber: '42, Rose Villa, MG Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          country: 'India',
          pincode: 560001,
          mobileNumber: 9876543210,
        },
        {
          userName: 'Rohan Mehta',
          houseNumber: '7, Sea View, Marine Drive',
          city: 'Mumbai',
          state: 'Maharashtra',
          country: 'India',
          pincode: 400002,
          mobileNumber: 9123456780,
        },
      ],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('radio', { name: /Aanya Sharma/ });
    await expect(first).toBeChecked();
    first.focus();
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: /Rohan Mehta/ })).toBeChecked());
    await userEvent.keyboard('{/ArrowDown}');
    const summary = within(canvas.getByRole('complementary', { name: 'Order summary' }));
    await expect(summary.getByText('Mumbai, Maharashtra 400002')).toBeVisible();
  },
};

/** The query client the screen reads through, so a story can have a list read again. */
let storyQueries: QueryClient | null = null;
function KeepQueryClient() {
  const client = useQueryClient();
  useEffect(() => {
    storyQueries = client;
  }, [client]);
  return null;
}

/**
 * The address the shopper chose is deleted meanwhile (another tab): when the list is read again,
 * no other address is taken in its place; Place Order asks for a choice and makes no order.
 */
export const ChosenAddressDeletedMeanwhile: Story = {
  loaders: ChoosingAnAddress.loaders,
  render: (args) => (
    <>
      <KeepQueryClient />
      <CheckoutWith {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /Rohan Mehta/ }));
    await waitFor(() => expect(canvas.getByRole('radio', { name: /Rohan Mehta/ })).toBeChecked());
    // Another tab deletes it, and this one reads the addresses again.
    const db = await storyBackend.store.snapshot();
    for (const user of db.users)
      user.addresses = user.addresses.filter((a) => a.userName !== 'Rohan Mehta');
    await storyBackend.store.replace(db);
    await storyQueries?.invalidateQueries();
    await waitFor(() => expect(canvas.queryByRole('radio', { name: /Rohan Mehta/ })).toBeNull());
    await expect(canvas.getByRole('radio', { name: /Aanya Sharma/ })).not.toBeChecked();
    await userEvent.click(await placeOrder(canvas));
    await expectToast(
      'The address you chose was deleted. Choose where to deliver this order, then place it.',
    );
    await expect(body().queryByRole('dialog')).toBeNull();
    const orders = (await storyBackend.store.snapshot()).users.flatMap((u) => u.orders);
    await expect(orders).toHaveLength(0);
    await clearToasts();
  },
};

/** A + from the cart page, its answer still on its way (a probe stands in for that page). */
function OneMoreLipstick() {
  const change = useChangeQty();
  return (
    <button
      type="button"
      onClick={() => change.mutate({ productId: id(LIPSTICK), type: 'increment' })}
    >
      One more lipstick
    </button>
  );
}

/**
 * The cart change's answer, held until the play lets it go, and what reached the server while it
 * was held (made afresh by the play).
 */
function heldCartChange() {
  let release = () => {};
  const answer = new Promise<void>((resolve) => (release = resolve));
  return { answer, release, held: false, ordersWhileHeld: 0 };
}
let cartChange = heldCartChange();

/**
 * Place Order pressed while a quantity change is still on its way to the server: the order waits
 * for it (the button says it is working; no order is made while the change is held), so it is
 * priced on the cart the server will have. Sent at once, it was refused as "Prices changed" though
 * no price had.
 */
export const PlacedWhileTheCartChanges: Story = {
  // Its own provider: the sheet it leaves open is no other story's.
  args: { payment: new SimulatedPayment() },
  render: (args) => (
    <>
      <OneMoreLipstick />
      <CheckoutWith {...args} />
    </>
  ),
  parameters: {
    // The probe button is no part of the screen: no picture of it.
    visual: false,
    ...mswParameters({
      cart: [
        http.post('*/api/user/cart/:productId', async () => {
          cartChange.held = true;
          await cartChange.answer;
          cartChange.held = false;
        }),
      ],
      orders: [
        http.post('*/api/user/orders', () => {
          if (cartChange.held) cartChange.ordersWhileHeld += 1;
        }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    cartChange = heldCartChange();
    const canvas = within(canvasElement);
    const place = await placeOrder(canvas);
    const total = canvas.getByTestId('total-amount');
    await expect(total).toHaveTextContent('₹1,154.00');
    await userEvent.click(canvas.getByRole('button', { name: 'One more lipstick' }));
    // Shown at once; the server has it once the play lets the change's answer go.
    await waitFor(() => expect(total).not.toHaveTextContent('₹1,154.00'));
    const newTotal = total.textContent ?? '';
    await userEvent.click(place);
    await expect(canvas.getByRole('button', { name: 'Processing payment…' })).toBeDisabled();
    await waitFor(() => expect(cartChange.held).toBe(true));
    // Two frames for an order sent at once to reach the server; then the change is answered.
    for (let frame = 0; frame < 2; frame += 1)
      await new Promise((resolve) => requestAnimationFrame(resolve));
    cartChange.release();
    const sheet = await body().findByRole('dialog', { name: `Pay ${newTotal}` }, { timeout: 5000 });
    await expect(sheet).toBeVisible();
    await expect(body().queryByText(/^Prices changed/)).toBeNull();
    // The order waited for the change: none reached the server while its answer was held.
    await expect(cartChange.ordersWhileHeld).toBe(0);
    await userEvent.keyboard('{Escape}');
    await expect(await placeOrder(canvas)).toBeEnabled();
    await clearToasts();
  },
};

/** Pay now (from order history) for an order that is not the shopper's: said, nothing opens. */
export const PayNowForAnUnknownOrder: Story = {
  parameters: { route: { path: '/checkout?pay=no-such-order' } },
  play: async ({ canvasElement }) => {
    await expectToast(
      'That order is not among your orders, so it cannot be paid here. Your order history lists those awaiting payment.',
    );
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(await placeOrder(within(canvasElement))).toBeEnabled();
  },
};

/** Pay now while the orders cannot be loaded: said, with where to try again; nothing opens. */
export const PayNowWhenOrdersFail: Story = {
  parameters: {
    route: { path: '/checkout?pay=order-1' },
    ...mswParameters({ orders: scenarios.orders.failing }),
  },
  play: async () => {
    await expectToast(
      'Your orders could not be loaded, so the payment did not open. Try Pay now again from your order history.',
      { timeout: 5000 },
    );
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

export const EmptyCart: Story = {
  loaders: [signedIn()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('There are no products in cart.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Place Order' })).toBeNull();
  },
};

/** No saved address: Place Order warns 'Please select address!' and opens no payment. */
export const NoAddress: Story = {
  loaders: [signedIn({ cart: [id(LIPSTICK)], addresses: [] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await placeOrder(canvas));
    await expect(await body().findByText('Please select address!')).toBeVisible();
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(canvas.getByText(/No address added yet/)).toBeVisible();
  },
};

/**
 * Place Order clicked before the saved addresses have arrived: the click is kept (the button shows
 * it is working) and the payment opens once they are in, never a "no address" warning.
 */
export const PlacedBeforeAddressesArrive: Story = {
  args: { payment: new SimulatedPayment() },
  parameters: mswParameters({ addresses: scenarios.addresses.slow }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await placeOrder(canvas));
    await expect(canvas.getByRole('button', { name: 'Processing payment…' })).toBeDisabled();
    const sheet = await body().findByRole('dialog', { name: 'Pay ₹1,154.00' }, { timeout: 5000 });
    await expect(within(sheet).getByText(/Paying as Aanya Sharma/)).toBeVisible();
    await expect(body().queryByText('Please select address!')).toBeNull();
  },
};

/** The saved addresses cannot be loaded: Place Order says so (not "no address") and opens nothing. */
export const PlacedWhenAddressesFailed: Story = {
  parameters: mswParameters({ addresses: scenarios.addresses.failing }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await placeOrder(canvas));
    await expect(
      await body().findByText(
        'Your saved addresses could not be loaded. Try again, then place the order.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(body().queryByText('Please select address!')).toBeNull();
    await expect(await placeOrder(canvas)).toBeEnabled();
  },
};

/**
 * While the payment is open Place Order waits; a second click opens nothing more, and the address
 * and the way to pay stay as the order was placed with (their radios locked until it settles).
 */
export const Paying: Story = {
  args: { payment: neverAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await placeOrder(canvas);
    // The addresses come in their own answer, maybe after the button: the sample address's radio
    // with the two ways to pay.
    await canvas.findByRole('radio', { name: /Aanya Sharma/ });
    const radios = canvas.getAllByRole('radio');
    await expect(radios.length).toBeGreaterThanOrEqual(3);
    for (const radio of radios) await expect(radio).toBeEnabled();
    await userEvent.dblClick(button);
    const busy = await canvas.findByRole('button', { name: 'Processing payment…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    for (const radio of radios) await expect(radio).toBeDisabled();
  },
};

/** Place Order opens the simulated sheet for the order's total, over the checkout. */
export const SheetOpen: Story = {
  args: { payment: new SimulatedPayment() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await placeOrder(canvas));
    const sheet = await body().findByRole('dialog', { name: 'Pay ₹1,154.00' });
    await expect(within(sheet).getByText(/Paying as Aanya Sharma/)).toBeVisible();
    // The modal sheet hides the page from assistive tech while it is open.
    await expect(
      canvas.getByRole('button', { name: 'Processing payment…', hidden: true }),
    ).toBeDisabled();
  },
};

/** The simulated sheet opens for the total; paying records the order and leaves for order history. */
export const PaidWithTheSimulatedSheet: Story = {
  args: { payment: new SimulatedPayment() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await placeOrder(canvas));
    const sheet = within(await body().findByRole('dialog', { name: 'Pay ₹1,154.00' }));
    await userEvent.click(sheet.getByRole('button', { name: 'Pay ₹1,154.00' }));
    await expectToast('Payment of Rs. 1154.00 is Successful !');
    await waitFor(() =>
      expect(canvas.getByTestId('current-path')).toHaveTextContent('/account-details/orderHistory'),
    );
    await expect(await canvas.findByText('There are no products in cart.')).toBeVisible();
  },
};

/** A declined card: a toast, still on checkout, the cart as it was, Place Order again. */
export const Declined: Story = {
  args: { payment: new SimulatedPayment() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await placeOrder(canvas));
    const sheet = within(await body().findByRole('dialog', { name: 'Pay ₹1,154.00' }));
    const number = sheet.getByLabelText('Card number');
    await userEvent.clear(number);
    await userEvent.type(number, '4000000000000002');
    await userEvent.click(sheet.getByRole('button', { name: 'Pay ₹1,154.00' }));
    await expect(
      await body().findByText(
        'Payment failed: Your card was declined by the bank. Your cart is just as it was.',
      ),
    ).toBeVisible();
    const again = await placeOrder(canvas);
    // Focus comes back to Place Order once the machine is idle again (an effect, after paint).
    await waitFor(() => expect(again).toHaveFocus());
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/checkout');
    await expect(canvas.getByText('× 2')).toBeVisible();
  },
};

/** Closing the sheet: a toast, nothing charged, back to Place Order. */
export const Dismissed: Story = {
  args: { payment: new SimulatedPayment() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await placeOrder(canvas));
    await body().findByRole('dialog', { name: 'Pay ₹1,154.00' });
    await userEvent.keyboard('{Escape}');
    await expect(
      await body().findByText(
        'Payment cancelled. Your order is awaiting payment in your order history; your cart is just as it was.',
      ),
    ).toBeVisible();
    await expect(await placeOrder(canvas)).toBeEnabled();
  },
};

/** The provider's script cannot be fetched: a toast says so and Place Order is offered again. */
export const ScriptFailed: Story = {
  args: {
    payment: {
      provider: 'simulated',
      load: () => Promise.reject(new PaymentError('script', 'offline')),
      open: () => Promise.reject(new Error('not loaded')),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await placeOrder(canvas));
    await expect(
      await body().findByText('Razorpay SDK failed to load, check your internet connection'),
    ).toBeVisible();
    await expect(await placeOrder(canvas)).toBeEnabled();
  },
};

/** The server refuses the order (a product sold out meanwhile): shown before any payment opens. */
export const OrderRefused: Story = {
  args: { payment: new SimulatedPayment() },
  // Sold out (no units left) after it was added to the cart.
  loaders: [
    async () => {
      const session = await signedIn({ cart: [{ id: id(FACE_WASH), qty: 2 }, id(LIPSTICK)] })();
      await setStock(storyBackend, { [id(LIPSTICK)]: 0 });
      return session;
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await placeOrder(canvas));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /Your order could not be placed, and nothing was charged:.*".+" is out of stock/,
    );
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/checkout');
    await expect(await placeOrder(canvas)).toBeEnabled();
  },
};

/**
 * A price went up after the products were added: Place Order shows the new total and the refreshed
 * cart and opens nothing, until the shopper places the order again.
 */
export const PriceChanged: Story = {
  args: { payment: new SimulatedPayment() },
  loaders: [thenChangeLipstick((p) => ({ ...p, price: String(Number(p.price) + 100) }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await placeOrder(canvas));
    const notice = await canvas.findByText(/Prices changed since you added these products/);
    await expect(notice).toHaveTextContent('The new total is ₹1,254.00; nothing was charged.');
    await expect(body().queryByRole('dialog')).toBeNull();
    const summary = within(canvas.getByRole('complementary', { name: 'Order summary' }));
    await expect(
      summary.getByText('Total Amount', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('₹1,254.00');
    // Place Order is offered again (the journey on to paying the new total: tests/e2e).
    await expect(await placeOrder(canvas)).toBeEnabled();
    await clearToasts();
  },
};

/**
 * Cash on Delivery: chosen under the address, what to pay at delivery shown above Place Order; the
 * order is placed at once (no payment window), with the success toast, and on to order history.
 */
export const CashOnDelivery: Story = {
  args: { payment: neverAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await placeOrder(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'Cash on Delivery' }));
    await expect(canvas.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    const summary = within(canvas.getByRole('complementary', { name: 'Order summary' }));
    await expect(summary.getByText(/^Cash on Delivery: pay/)).toHaveTextContent(
      'Cash on Delivery: pay ₹1,154.00 at delivery.',
    );
    await userEvent.click(await placeOrder(canvas));
    await expect(
      await body().findByText('Your order is placed! Please pay ₹1,154.00 at delivery.'),
    ).toBeVisible();
    await expect(body().queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(canvas.getByTestId('current-path')).toHaveTextContent('/account-details/orderHistory'),
    );
    await expect(await canvas.findByText('There are no products in cart.')).toBeVisible();
    await clearToasts();
  },
};

/** Above ₹5,000 Cash on Delivery is disabled, the reason under it; paying online is chosen. */
export const CashOnDeliveryOverLimit: Story = {
  loaders: [signedIn({ cart: [{ id: id(STRAIGHTENER), qty: 2 }] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await placeOrder(canvas);
    const cod = canvas.getByRole('radio', { name: 'Cash on Delivery' });
    await expect(cod).toBeDisabled();
    await expect(cod).toHaveAccessibleDescription(
      'Cash on Delivery is available on orders up to ₹5,000',
    );
    await expect(canvas.getByRole('radio', { name: 'Pay online' })).toBeChecked();
    await settleImages(canvasElement);
  },
};

/**
 * Fewer face washes are left than the cart asks for: Place Order is refused (409) with the
 * product and how many are left, nothing is charged and the cart stays as it was.
 */
export const StockShortfall: Story = {
  args: { payment: neverAnswers },
  loaders: [
    async () => {
      const session = await signedIn({ cart: [{ id: id(FACE_WASH), qty: 2 }, id(LIPSTICK)] })();
      await setStock(storyBackend, { [id(FACE_WASH)]: 1 });
      return session;
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await placeOrder(canvas));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Your order could not be placed, and nothing was charged:',
    );
    await expect(alert).toHaveTextContent(/Only 1 left of .*Mamaearth/);
    await expect(alert).toHaveTextContent('Your cart is just as it was.');
    await expect(body().queryByRole('dialog')).toBeNull();
    await expect(canvas.getByTestId('current-path')).toHaveTextContent('/checkout');
    const summary = within(canvas.getByRole('complementary', { name: 'Order summary' }));
    await expect(summary.getByText('× 2')).toBeVisible();
    // The cart read again: the line says how many are left.
    await expect(
      await summary.findByText('Only 1 left: lower the quantity to place the order'),
    ).toBeVisible();
    await expect(await placeOrder(canvas)).toBeEnabled();
    await clearToasts();
    await settleImages(canvasElement);
  },
};

export const Loading: Story = {
  parameters: mswParameters({ cart: scenarios.cart.loading }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your order');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await placeOrder(within(canvasElement));
  },
};
