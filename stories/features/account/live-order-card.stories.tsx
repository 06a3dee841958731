import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { rateLine } from '@/app/rate-product';
import { LiveOrderCard, type LiveOrderCardProps } from '@/features/account/live-order-card';
import { settleImages } from '../../components/settle-images';
import { storyBackend } from '../../support/backend';
import { isolatedInDocs } from '../../support/docs';
import { mswParameters } from '../../support/msw';
import { SUNSCREEN } from './account-fixtures';
import {
  backendNow,
  CASH_DRYER,
  DELIVERED,
  orderIdsOf,
  signedInWithOrders,
  TWO_LINES,
} from './order-walks';
import { useShoppersOrder } from './shoppers-order';
import { expectToast } from '../../support/toast';

/** The card with the shopper's order as the server holds it (nothing until it has arrived). */
function ShoppersOrderCard(props: Omit<LiveOrderCardProps, 'order'>) {
  const order = useShoppersOrder();
  return order ? <LiveOrderCard order={order} {...props} /> : null;
}

/**
 * An order's card wired to the simulated back end: Cancel order and Return items call the API,
 * the card then shows the order as the server answered it, and a toast says what happened.
 */
const meta = {
  title: 'Screens/Account/Parts/LiveOrderCard',
  component: ShoppersOrderCard,
  args: { rate: rateLine },
  decorators: [backendNow],
  parameters: {
    ...isolatedInDocs(),
    route: { path: '/account-details/orderHistory' },
  },
} satisfies Meta<typeof ShoppersOrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole page: dialogs and toasts live outside the story's root. */
const page = () => within(document.body);
const ANSWER = { timeout: 15_000 } as const;

/** The order's status as the back end's store holds it. */
async function storedStatus(orderId: string | undefined) {
  const db = await storyBackend.store.snapshot();
  return db.users.flatMap((u) => u.orders).find((o) => o._id === orderId)?.status;
}

/**
 * Cash on Delivery, not paid yet: Cancel order asks first, the server cancels it, the card then
 * says so (no Cancel order any more, a Cancelled step in the timeline), the toast says nothing was
 * charged, and focus goes to the order's heading.
 */
export const CancellingCashOnDelivery: Story = {
  loaders: [signedInWithOrders([CASH_DRYER], [{ placedDaysAgo: 1 }])],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const placed = await canvas.findByRole('article', { name: 'Order Confirmed!' }, ANSWER);
    await expect(within(placed).getByText(/^Status:/)).toHaveTextContent(
      'Status: placed: pay on delivery',
    );
    await userEvent.click(within(placed).getByRole('button', { name: 'Cancel order' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Cancel this order?' });
    await expect(dialog).toHaveTextContent('Nothing is charged: you will not pay at delivery.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expect(
      await page().findByText('The order is cancelled. Nothing was charged.', {}, ANSWER),
    ).toBeVisible();
    const cancelled = await canvas.findByRole('article', { name: 'Order cancelled' }, ANSWER);
    await expect(within(cancelled).getByText(/^Status:/)).toHaveTextContent('Status: cancelled');
    await expect(within(cancelled).queryByRole('button', { name: 'Cancel order' })).toBeNull();
    const timeline = within(cancelled).getByRole('list', { name: 'Timeline' });
    await expect(within(timeline).getAllByRole('listitem').at(-1)).toHaveTextContent('Cancelled');
    await expect(await storedStatus(orderIdsOf(loaded)[0])).toBe('cancelled');
    await waitFor(() =>
      expect(within(cancelled).getByRole('heading', { name: 'Order cancelled' })).toHaveFocus(),
    );
    await settleImages(canvasElement);
  },
};

/**
 * A paid order on its own page (each refund listed): cancelling it refunds the whole payment; the
 * toast gives the amount and the card lists the refund, made.
 */
export const CancellingAPaidOrderOnItsPage: Story = {
  args: { detailed: true },
  loaders: [signedInWithOrders([TWO_LINES], [{ placedDaysAgo: 1 }])],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const paid = await canvas.findByRole('article', { name: 'Order Confirmed!' }, ANSWER);
    await expect(within(paid).queryByRole('list', { name: 'Refunds' })).toBeNull();
    await userEvent.click(within(paid).getByRole('button', { name: 'Cancel order' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Cancel this order?' });
    await expect(dialog).toHaveTextContent('The payment is refunded in full to where you paid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expectToast(
      'The order is cancelled. A refund of ₹1,097.00 is on its way to where you paid.',
      ANSWER,
    );
    // The simulated provider refunds at once: the card lists the refund as made.
    const refunded = await canvas.findByRole('article', { name: 'Payment refunded' }, ANSWER);
    await expect(within(refunded).getByText(/^Refunded:/)).toHaveTextContent(
      'Refunded: ₹1,097.00 (refunded to where you paid)',
    );
    const refunds = within(refunded).getByRole('list', { name: 'Refunds' });
    const [refund, ...more] = within(refunds).getAllByRole('listitem');
    await expect(more).toHaveLength(0);
    await expect(refund).toHaveTextContent('₹1,097.0015 Jan 2026Refunded');
    await expect(await storedStatus(orderIdsOf(loaded)[0])).toBe('refunded');
    await settleImages(canvasElement);
  },
};

/**
 * The server could not cancel it (it failed): the toast says so with its reason, and the card
 * still shows the order as it is, Cancel order still there.
 */
export const CancelNotSent: Story = {
  loaders: [signedInWithOrders([CASH_DRYER], [{ placedDaysAgo: 1 }])],
  parameters: mswParameters({ orders: scenarios.orders.failingWrites }),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const placed = await canvas.findByRole('article', { name: 'Order Confirmed!' }, ANSWER);
    await userEvent.click(within(placed).getByRole('button', { name: 'Cancel order' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Cancel this order?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await expect(
      await page().findByText(/^Could not cancel the order\. /, {}, ANSWER),
    ).toBeVisible();
    await waitFor(() => expect(page().queryByRole('alertdialog')).toBeNull(), ANSWER);
    await expect(canvas.getByRole('article', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(within(placed).getByRole('button', { name: 'Cancel order' })).toBeEnabled();
    await expect(await storedStatus(orderIdsOf(loaded)[0])).toBe('placed');
    await settleImages(canvasElement);
  },
};

/**
 * Delivered, within its return window: Return items sends the chosen product and the reason; the
 * toast gives the refund that follows, and the card then shows what was asked (and no Return
 * items).
 */
export const ReturningWithinTheWindow: Story = {
  loaders: [signedInWithOrders([TWO_LINES], [DELIVERED])],
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const delivered = await canvas.findByRole('article', { name: 'Delivered' }, ANSWER);
    await expect(within(delivered).getByText('You can return it until 17 Jan 2026.')).toBeVisible();
    await userEvent.click(within(delivered).getByRole('button', { name: 'Return items' }));
    const dialog = within(await page().findByRole('dialog', { name: 'Return items' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: SUNSCREEN.name }));
    await userEvent.type(dialog.getByLabelText('Why are you returning it?'), 'It stings.');
    await userEvent.click(dialog.getByRole('button', { name: 'Request return' }));
    await expectToast(
      'Return requested. Your refund of ₹417.16 follows once the parcel reaches us.',
      ANSWER,
    );
    const asked = await canvas.findByRole('article', { name: 'Return requested' }, ANSWER);
    await expect(within(asked).getByText(/^Return asked on 15 Jan 2026:/)).toHaveTextContent(
      `1 × ${SUNSCREEN.name}.`,
    );
    await expect(within(asked).getByText('Reason: It stings.')).toBeVisible();
    await expect(
      within(asked).getByText('Once the parcel reaches us, ₹417.16 is refunded to you.'),
    ).toBeVisible();
    await expect(within(asked).queryByRole('button', { name: 'Return items' })).toBeNull();
    await expect(await storedStatus(orderIdsOf(loaded)[0])).toBe('return_requested');
    await settleImages(canvasElement);
  },
};
