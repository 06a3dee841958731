import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scenarios } from '@mocks/scenarios';
import { rateLine } from '@/app/rate-product';
import { OrderDetail } from '@/features/account/order-detail';
import { settleImages } from '../../components/settle-images';
import { isolatedInDocs } from '../../support/docs';
import { mswParameters } from '../../support/msw';
import { signedIn } from '../../support/session';
import { FACE_WASH } from './account-fixtures';
import {
  backendNow,
  DELIVERED,
  cancelShippedMeanwhile,
  failingReads,
  orderIdsOf,
  signedInWithOrders,
  TWO_LINES,
} from './order-walks';

/**
 * One order's own page (the Order History tab's /account-details/orderHistory/:orderId) on the
 * simulated back end: while it loads, when it is not the shopper's, when it cannot be loaded, and
 * when a return cannot be sent.
 */
const meta = {
  title: 'Screens/Account/Parts/OrderDetail',
  component: OrderDetail,
  args: { orderId: 'no-such-order', rate: rateLine },
  loaders: [signedIn()],
  decorators: [backendNow],
  parameters: {
    ...isolatedInDocs(),
    route: { path: '/account-details/orderHistory/no-such-order' },
  },
  // The order the loader made, when it made one.
  render: (args, { loaded }) => (
    <OrderDetail {...args} orderId={orderIdsOf(loaded)[0] ?? args.orderId} />
  ),
} satisfies Meta<typeof OrderDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

const ANSWER = { timeout: 15_000 } as const;

/** While the order loads: a skeleton of the card, announced to screen readers. */
export const Loading: Story = {
  parameters: mswParameters({ orders: scenarios.orders.loading }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the order');
  },
};

/** Not one of the shopper's orders (or no longer there). */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This order could not be found.' }, ANSWER),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Order History' })).toBeVisible();
  },
};

/** The connection failed: the reason and Try again. */
export const LoadFailed: Story = {
  parameters: mswParameters({ orders: scenarios.orders.offline }),
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, ANSWER);
    await expect(alert).toHaveTextContent('This order could not be loaded.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * The return could not be sent (the server failed): the dialog says why and keeps what was chosen
 * and typed, so the shopper can send it again.
 */
export const ReturnNotSent: Story = {
  loaders: [signedInWithOrders([TWO_LINES], [DELIVERED])],
  parameters: mswParameters({ orders: scenarios.orders.failingWrites }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = await canvas.findByRole('article', { name: 'Delivered' }, ANSWER);
    await settleImages(canvasElement);
    await userEvent.click(within(order).getByRole('button', { name: 'Return items' }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: 'Return items' }),
    );
    await userEvent.click(dialog.getByRole('checkbox', { name: FACE_WASH.name }));
    await userEvent.type(dialog.getByLabelText('Why are you returning it?'), 'Too drying.');
    await userEvent.click(dialog.getByRole('button', { name: 'Request return' }));
    await expect(await dialog.findByRole('alert', {}, ANSWER)).toBeVisible();
    await expect(dialog.getByLabelText('Why are you returning it?')).toHaveValue('Too drying.');
    await expect(dialog.getByRole('checkbox', { name: FACE_WASH.name })).toBeChecked();
  },
};

const orderReads = failingReads('*/api/user/orders/:orderId');

/**
 * The order shown, then a refresh of it fails (a cancel refused, the server then unreachable): the
 * order stays on screen with a line saying it may be out of date, not the load error.
 */
export const RefreshFailed: Story = {
  loaders: [signedInWithOrders([TWO_LINES], [{ placedDaysAgo: 1 }]), orderReads.loader],
  parameters: mswParameters({ orders: [orderReads.handler] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const order = await canvas.findByRole('article', { name: 'Order Confirmed!' }, ANSWER);
    // Meanwhile the shop ships it, and then stops answering reads.
    await cancelShippedMeanwhile(order, () => orderReads.fail());
    await expect(
      await canvas.findByText(
        'This order could not be refreshed: it may be out of date.',
        {},
        ANSWER,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(canvas.queryByText('This order could not be loaded.')).toBeNull();
    orderReads.fail(false);
    await settleImages(canvasElement);
  },
};
