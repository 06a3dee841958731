import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { CartScreen } from '@/features/cart/cart-screen';
import { applyCoupon } from '@/api/applied-coupon';
import { getSession } from '@/api/session';
import { storyBackend } from '../../support/backend';
import { settleImages } from '../../components/settle-images';
import { clearToasts } from './clear-toasts';
import { mswParameters } from '../../support/msw';
import { signedIn } from '../../support/session';
import { withStock } from '../../support/stock';
import { FACE_WASH, FIRST200, FIRSTGLAM, KAJAL, LIPSTICK, productRecord } from './cart-fixtures';
import { screenParameters } from '../../support/screen-docs';
import { expectToast } from '../../support/toast';

const id = (prefix: string) => productRecord(prefix)._id;

/** The cart screen on the real back end (MSW), signed in as the demo shopper. */
const meta = {
  title: 'Screens/Cart',
  component: CartScreen,
  parameters: {
    layout: 'fullscreen',
    route: { path: '/cart' },
    ...screenParameters('Screens/Cart'),
  },
  loaders: [signedIn({ cart: [{ id: id(FACE_WASH), qty: 2 }, id(LIPSTICK)] })],
} satisfies Meta<typeof CartScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const total = (canvas: ReturnType<typeof within>) =>
  canvas.getByText('Total Amount', { selector: 'dt' }).nextElementSibling;

/** Two lines: quantity steps change the totals; FIRSTGLAM applied and removed, with their toasts. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Cart (2)' })).toBeVisible();
    await expect(total(canvas)).toHaveTextContent('₹1,154.00');

    const lipstick = productRecord(LIPSTICK).name;
    await userEvent.click(canvas.getByRole('button', { name: `Increase quantity of ${lipstick}` }));
    await waitFor(() => expect(total(canvas)).toHaveTextContent('₹1,622.00'));
    await userEvent.click(canvas.getByRole('button', { name: `Decrease quantity of ${lipstick}` }));
    await waitFor(() => expect(total(canvas)).toHaveTextContent('₹1,154.00'));

    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Apply Coupon' }));
    await userEvent.click(await dialog.findByRole('radio', { name: 'FIRSTGLAM' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    await expectToast('Coupon is applied!');
    await expect(total(canvas)).toHaveTextContent('₹1,144.00');

    await userEvent.click(canvas.getByRole('button', { name: 'Remove coupon' }));
    await expectToast('Coupon is removed!');
    await expect(total(canvas)).toHaveTextContent('₹1,154.00');
    await clearToasts();
    await settleImages(canvasElement);
  },
};

/** Add To Wishlist moves the line: added to the wishlist, then removed from the cart. */
export const MoveToWishlist: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Cart (2)' });
    const lipstickLine = canvas.getByRole('article', { name: productRecord(LIPSTICK).name });
    await userEvent.click(within(lipstickLine).getByRole('button', { name: 'Add To Wishlist' }));
    await expect(await canvas.findByRole('heading', { name: 'Cart (1)' })).toBeVisible();
    await settleImages(canvasElement);
  },
};

/**
 * Saved to the wishlist in another tab after this cart was shown: the server says it is there
 * already (409), so the move ends as it should, the line out of the cart.
 */
export const MoveToWishlistSavedElsewhere: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Cart (2)' });
    const lipstick = productRecord(LIPSTICK);
    const saved = await storyBackend.api.request('/api/user/wishlist', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: getSession().token ?? '' },
      body: JSON.stringify({ product: lipstick }),
    });
    await expect(saved.status).toBe(201);
    const lipstickLine = canvas.getByRole('article', { name: lipstick.name });
    await userEvent.click(within(lipstickLine).getByRole('button', { name: 'Add To Wishlist' }));
    await expect(await canvas.findByRole('heading', { name: 'Cart (1)' })).toBeVisible();
    await expect(canvas.queryByRole('article', { name: lipstick.name })).toBeNull();
    await clearToasts();
    await settleImages(canvasElement);
  },
};

/** Already in the wishlist: the line offers Go To Wishlist. */
export const InWishlist: Story = {
  loaders: [signedIn({ cart: [id(FACE_WASH)], wishlist: [id(FACE_WASH)] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Go To Wishlist' })).toBeVisible();
    await settleImages(canvasElement);
  },
};

/**
 * FIRST200 applied to a cart above ₹1000; removing a line drops the order to ₹1000 or less, so the
 * coupon is taken off with a toast saying why.
 */
export const CouponNoLongerApplies: Story = {
  loaders: [
    signedIn({ cart: [{ id: id(FACE_WASH), qty: 2 }, id(LIPSTICK), id(KAJAL)] }),
    async () => {
      applyCoupon(FIRST200);
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Cart (3)' });
    await expect(canvas.getByRole('button', { name: 'Remove coupon' })).toBeVisible();
    const lipstickLine = canvas.getByRole('article', { name: productRecord(LIPSTICK).name });
    await userEvent.click(within(lipstickLine).getByRole('button', { name: 'Remove From Cart' }));
    await expectToast('Coupon FIRST200 was removed: the order amount is not more than ₹1000');
    await expect(canvas.queryByRole('button', { name: 'Remove coupon' })).toBeNull();
    await settleImages(canvasElement);
  },
};

/**
 * The demo shopper has bought before (one paid order): the coupon dialog shows the first-purchase
 * offers but neither can be chosen, rather than one the server refuses at Place Order.
 */
export const ReturningShopper: Story = {
  loaders: [
    signedIn({
      cart: [{ id: id(FACE_WASH), qty: 2 }, id(LIPSTICK)],
      orders: [{ items: [id(KAJAL)] }],
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Cart (2)' });
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Apply Coupon' }));
    await waitFor(() => expect(dialog.getByRole('radio', { name: 'FIRSTGLAM' })).toBeDisabled());
    await expect(dialog.getByRole('radio', { name: 'FIRST200' })).toBeDisabled();
    await expect(dialog.getAllByText('(For your first purchase only)')).toHaveLength(2);
    await expect(dialog.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await settleImages(canvasElement);
  },
};

/**
 * FIRSTGLAM was applied before the shopper's first order was paid (another tab): once the orders
 * show a purchase, the offer is taken off with a toast saying why.
 */
export const OfferAppliedAfterBuying: Story = {
  loaders: [
    signedIn({
      cart: [{ id: id(FACE_WASH), qty: 2 }, id(LIPSTICK)],
      orders: [{ items: [id(KAJAL)] }],
    }),
    async () => {
      applyCoupon(FIRSTGLAM);
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Cart (2)' });
    await expectToast('Coupon FIRSTGLAM was removed: it is for your first purchase only');
    await expect(canvas.queryByRole('button', { name: 'Remove coupon' })).toBeNull();
    await expect(total(canvas)).toHaveTextContent('₹1,154.00');
    await clearToasts();
    await settleImages(canvasElement);
  },
};

/**
 * Three lipsticks left and two in the cart: 'Only 3 left' under the stepper; + takes the line to
 * three, then stops, the reason read with it.
 */
export const FewLeft: Story = {
  loaders: [withStock({ [id(LIPSTICK)]: 3 }, { cart: [{ id: id(LIPSTICK), qty: 2 }] })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plus = await canvas.findByRole('button', { name: /^Increase quantity of / });
    await expect(await canvas.findByText('Only 3 left')).toBeVisible();
    await userEvent.click(plus);
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Quantity:' })).toHaveTextContent('3'),
    );
    await waitFor(() => expect(plus).toBeDisabled());
    await expect(plus).toHaveAccessibleDescription('Only 3 left');
    await settleImages(canvasElement);
  },
};

export const Empty: Story = {
  loaders: [signedIn()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your Cart is Empty!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop Now' })).toHaveAttribute(
      'href',
      '/products',
    );
  },
};

export const Loading: Story = {
  parameters: mswParameters({ cart: scenarios.cart.loading }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your cart');
  },
};

export const Failed: Story = {
  parameters: mswParameters({ cart: scenarios.cart.failing }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Your cart could not be loaded');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'Cart (2)' });
    await settleImages(canvasElement);
  },
};
