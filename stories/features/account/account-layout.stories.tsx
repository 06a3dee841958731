import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useSession } from '@/api/session';
import { AccountLayout } from '@/features/account/account-layout';
import { AddressDetails } from '@/features/account/address-details';
import { rateLine } from '@/app/rate-product';
import { OrderDetail } from '@/features/account/order-detail';
import { OrderHistory } from '@/features/account/order-history';
import { UserDetails } from '@/features/account/user-details';
import { fillCart, fireOrderEvent, placeOrder, setStock } from '@mocks/scenarios/stock';
import { signInDemo } from '@mocks/scenarios/signed-in';
import { setSession } from '@/api/session';
import { settleImages } from '../../components/settle-images';
import { storyBackend } from '../../support/backend';
import { signedIn } from '../../support/session';
import { productRecord, TONER, KAJAL, FACE_WASH } from '../cart/cart-fixtures';
import { screenParameters } from '../../support/screen-docs';
import { SUNSCREEN } from './account-fixtures';
import { backendNow, SHIPMENT, signedInWithOrders, TWO_LINES } from './order-walks';

/** Where the tabs sent the router, for the plays; not drawn, it is not part of the screen. */
function CurrentPath() {
  return (
    <p className="sr-only">
      URL: <code data-testid="path">{useLocation().pathname}</code>
    </p>
  );
}

/** The order page as its route gives it (src/app/routes/account-order-detail.tsx). */
function OrderPage() {
  const { orderId = '' } = useParams();
  return <OrderDetail orderId={orderId} rate={rateLine} />;
}

function SignedInUser() {
  const { user } = useSession();
  return user ? <UserDetails user={user} onLogout={() => {}} /> : null;
}

/**
 * The account area as the app routes it: the tabs follow the URL's child route and opening a tab
 * navigates. Fed by the simulated back end, signed in as the demo shopper.
 */
const meta = {
  title: 'Screens/Account',
  component: AccountLayout,
  loaders: [signedIn()],
  parameters: {
    route: { path: '/account-details/userDetails' },
    ...screenParameters('Screens/Account'),
  },
  render: () => (
    <>
      <Routes>
        <Route path="/account-details" element={<AccountLayout />}>
          <Route path="userDetails" element={<SignedInUser />} />
          <Route path="addressDetails" element={<AddressDetails />} />
          <Route path="orderHistory" element={<OrderHistory rate={rateLine} />} />
          <Route path="orderHistory/:orderId" element={<OrderPage />} />
        </Route>
      </Routes>
      <CurrentPath />
    </>
  ),
} satisfies Meta<typeof AccountLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Clicking a tab changes the URL and the panel; the selected tab follows. */
export const UserDetailsTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('aanya.sharma@glamour.test')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Address Details' }));
    await expect(canvas.getByTestId('path')).toHaveTextContent('/account-details/addressDetails');
    await expect(canvas.getByRole('tab', { name: 'Address Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByText('42, Rose Villa, MG Road')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'User Details' }));
    await expect(await canvas.findByText('aanya.sharma@glamour.test')).toBeVisible();
  },
};

/** Opened at its URL, the Address Details tab is the selected one. */
export const AddressDetailsTab: Story = {
  parameters: { route: { path: '/account-details/addressDetails' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Address Details' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(await canvas.findByText('Aanya Sharma')).toBeVisible();
  },
};

/** Keyboard: arrow to Order History, Enter opens it (and its URL). */
export const OrderHistoryByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'User Details' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    // Radix moves focus a tick after the arrow key.
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Order History' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('path')).toHaveTextContent('/account-details/orderHistory');
    await expect(await canvas.findByText('Looks like your order is empty!')).toBeVisible();
  },
};

/**
 * One order in each status, made through the back end's own rules: paid, awaiting payment, payment
 * failed, cancelled, expired (its hold ran out), placed with Cash on Delivery, and refunded (paid
 * after it expired, when its product had sold out).
 */
async function everyStatus() {
  const backend = storyBackend;
  const { token, user } = await signInDemo(backend, {
    orders: [
      { items: [productRecord(TONER)._id] },
      { items: [productRecord(KAJAL)._id], status: 'cancelled' },
    ],
  });
  const face = productRecord(FACE_WASH)._id;
  const kajal = productRecord(KAJAL)._id;
  const toner = productRecord(TONER)._id;
  // Two orders left unpaid, then their holds run out.
  await fillCart(backend, token, [{ id: face }]);
  await placeOrder(backend, token, 'online');
  await fillCart(backend, token, [{ id: kajal }]);
  const refunded = await placeOrder(backend, token, 'online');
  await backend.shop.orders.expireHolds(new Date(Date.UTC(2100, 0, 1)));
  // The kajal sells out; its payment then arrives and is given back.
  await setStock(backend, { [kajal]: 0 });
  await fireOrderEvent(backend, refunded, 'paid');
  await setStock(backend, { [kajal]: 20 });
  // Cash on Delivery, then one awaiting payment and one whose payment failed.
  await fillCart(backend, token, [{ id: toner }]);
  await placeOrder(backend, token, 'cod');
  await fillCart(backend, token, [{ id: face }]);
  await placeOrder(backend, token, 'online');
  await fillCart(backend, token, [{ id: toner }]);
  const failed = await placeOrder(backend, token, 'online');
  await fireOrderEvent(backend, failed, 'failed');
  setSession({ status: 'signedIn', token, user });
  return {};
}

/** Every order status in words, each order built by the back end's own rules. */
export const EveryOrderStatus: Story = {
  loaders: [everyStatus],
  parameters: { route: { path: '/account-details/orderHistory' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Payment refunded' });
    const orders = canvas;
    for (const heading of [
      'Order Confirmed!',
      'Awaiting payment',
      'Payment failed',
      'Order cancelled',
      'Order expired',
      'Payment refunded',
    ])
      await expect(
        (await orders.findAllByRole('heading', { name: heading })).length,
      ).toBeGreaterThan(0);
    for (const status of [
      'Status: paid',
      'Status: placed: pay on delivery',
      'Status: awaiting payment',
      'Status: payment failed',
      'Status: cancelled',
      'Status: expired',
      'Status: refunded',
    ])
      await expect(orders.getAllByText(/^Status:/).some((p) => p.textContent === status)).toBe(
        true,
      );
  },
};

/**
 * Order details from the history: the order's own page, still under the Order History tab, with
 * each refund, and Back to Order History.
 */
export const OrderDetailPage: Story = {
  decorators: [backendNow],
  loaders: [
    signedInWithOrders(
      [TWO_LINES],
      [
        {
          placedDaysAgo: 8,
          steps: [
            [{ ship: SHIPMENT }, 7],
            ['deliver', 5],
            [{ return: { reason: 'It stings.', lines: [{ productId: SUNSCREEN.id, qty: 1 }] } }, 3],
            ['receive', 2],
            ['refunded', 1],
          ],
        },
      ],
    ),
  ],
  parameters: { route: { path: '/account-details/orderHistory' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = await canvas.findByRole('link', { name: 'Order details' }, { timeout: 15_000 });
    await userEvent.click(details);
    await expect(canvas.getByTestId('path')).toHaveTextContent(
      /^\/account-details\/orderHistory\/[^/]+$/,
    );
    await expect(await canvas.findByRole('heading', { name: 'Order details' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Order History' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const refunds = await canvas.findByRole('list', { name: 'Refunds' });
    await expect(within(refunds).getByText('Refunded')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Order History' })).toHaveAttribute(
      'href',
      '/account-details/orderHistory',
    );
    await settleImages(canvasElement);
  },
};

export const OnPhone: Story = {
  parameters: { route: { path: '/account-details/addressDetails' } },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Aanya Sharma')).toBeVisible();
  },
};
