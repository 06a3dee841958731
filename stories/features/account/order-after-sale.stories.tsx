import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { attachProviderRefund } from '@backend/store/refund-ops';
import { formatTimestamp } from '@/domain/cart';
import { returnWindow } from '@/features/account/after-sale';
import { useNow } from '@/features/account/now';
import { OrderRefunds, OrderReturnNote, OrderTracking } from '@/features/account/order-after-sale';
import { OrderStatusChip } from '@/features/account/order-status-chip';
import { storyBackend } from '../../support/backend';
import { isolatedInDocs } from '../../support/docs';
import { FACE_WASH, SUNSCREEN } from './account-fixtures';
import {
  backendNow,
  CASH_DRYER,
  DELIVERED,
  FACE_WASH_ASKED_BACK,
  RETURNS_CLOSED,
  SHIPMENT,
  SHIPPED,
  signedInWithOrders,
  SUNSCREEN_REFUNDED,
  TWO_LINES,
  walk,
  type OrderWalk,
} from './order-walks';
import { useShoppersOrder } from './shoppers-order';

/**
 * The after-sale parts of the shopper's order on the server, as its card lays them out: tracking,
 * the return note (its window judged by the screens' clock) and the refunds, under the order's
 * status.
 */
function AfterSale({ detailed = false }: { detailed?: boolean }) {
  const order = useShoppersOrder();
  const now = useNow();
  if (!order) return null;
  return (
    <div className="flex max-w-md flex-col items-start gap-3">
      <OrderStatusChip status={order.status} />
      <OrderTracking order={order} />
      <OrderReturnNote order={order} window={returnWindow(order, now)} />
      <OrderRefunds order={order} detailed={detailed} />
    </div>
  );
}

/**
 * What happened to an order after the sale, in words (OrderTracking, OrderReturnNote and
 * OrderRefunds): how it travels, its return window or the return asked, and its refunds with their
 * state. Each order is walked to its state by the simulated back end's own moves; the clock that
 * judges the return window is the back end's.
 */
const meta = {
  title: 'Screens/Account/Parts/OrderAfterSale',
  component: AfterSale,
  args: { detailed: false },
  decorators: [backendNow],
  parameters: isolatedInDocs(),
} satisfies Meta<typeof AfterSale>;

export default meta;
type Story = StoryObj<typeof meta>;

type AfterSaleStep = NonNullable<OrderWalk['steps']>[number][0];

const ANSWER = { timeout: 15_000 } as const;

/** The parts, once the order with the status `status` (as the chip reads it) has arrived. */
async function partsOf(canvasElement: HTMLElement, status: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(status, {}, ANSWER)).toBeVisible();
  return canvas;
}

/** Paid, not shipped yet: nothing to say after the sale. */
export const NotShippedYet: Story = {
  loaders: [signedInWithOrders([TWO_LINES], [walk(1)])],
  play: async ({ canvasElement }) => {
    const parts = await partsOf(canvasElement, 'paid');
    await expect(parts.queryByText(/Shipped on|Tracking number/)).toBeNull();
    await expect(parts.queryByText(/Delivered on|return/i)).toBeNull();
    await expect(parts.queryByText(/Refund/)).toBeNull();
  },
};

/** Shipped: the day, the carrier and the tracking number; no return window yet. */
export const Shipped: Story = {
  loaders: [signedInWithOrders([TWO_LINES], [SHIPPED])],
  play: async ({ canvasElement }) => {
    const parts = await partsOf(canvasElement, 'shipped');
    await expect(parts.getByText(/^Shipped on/)).toHaveTextContent(
      'Shipped on 13 Jan 2026 by Delhivery',
    );
    await expect(parts.getByText(/^Tracking number:/)).toHaveTextContent(
      `Tracking number: ${SHIPMENT.trackingNumber}`,
    );
    await expect(parts.queryByText(/return/i)).toBeNull();
  },
};

/** Delivered five days ago: the day, and until when it can be returned. */
export const DeliveredReturnsOpen: Story = {
  loaders: [signedInWithOrders([TWO_LINES], [DELIVERED])],
  play: async ({ canvasElement }) => {
    const parts = await partsOf(canvasElement, 'delivered');
    await expect(parts.getByText('Delivered on 10 Jan 2026.')).toBeVisible();
    await expect(parts.getByText('You can return it until 17 Jan 2026.')).toBeVisible();
    await expect(parts.queryByText(/^Returns closed/)).toBeNull();
  },
};

/** Delivered two weeks ago: the window has closed, and the note says when. */
export const DeliveredReturnsClosed: Story = {
  loaders: [signedInWithOrders([TWO_LINES], [RETURNS_CLOSED])],
  play: async ({ canvasElement }) => {
    const parts = await partsOf(canvasElement, 'delivered');
    await expect(parts.getByText('Delivered on 1 Jan 2026.')).toBeVisible();
    await expect(parts.getByText('Returns closed on 8 Jan 2026.')).toBeVisible();
    await expect(parts.queryByText(/^You can return it/)).toBeNull();
  },
};

/** A return asked for one face wash: what goes back, why, and the refund once it arrives. */
export const ReturnRequested: Story = {
  loaders: [signedInWithOrders([TWO_LINES], [FACE_WASH_ASKED_BACK])],
  play: async ({ canvasElement }) => {
    const parts = await partsOf(canvasElement, 'return requested');
    await expect(parts.getByText(/^Return asked on/)).toHaveTextContent(
      `Return asked on 14 Jan 2026: 1 × ${FACE_WASH.name}.`,
    );
    await expect(parts.getByText('Reason: The shade is too dark.')).toBeVisible();
    await expect(
      parts.getByText('Once the parcel reaches us, ₹334.92 is refunded to you.'),
    ).toBeVisible();
    // Asked: the window no longer shows, and nothing is refunded yet.
    await expect(parts.queryByText(/^You can return it/)).toBeNull();
    await expect(parts.queryByText(/^Refund/)).toBeNull();
  },
};

const SUNSCREEN_BACK: AfterSaleStep = {
  return: { reason: 'It stings.', lines: [{ productId: SUNSCREEN.id, qty: 1 }] },
};

/** The parcel reached the shop: the day it did, and the refund on its way. */
export const ReturnReceived: Story = {
  loaders: [
    signedInWithOrders(
      [TWO_LINES],
      [walk(8, [{ ship: SHIPMENT }, 7], ['deliver', 5], [SUNSCREEN_BACK, 3], ['receive', 2])],
    ),
  ],
  play: async ({ canvasElement }) => {
    const parts = await partsOf(canvasElement, 'refund in progress');
    await expect(parts.getByText(/^Return asked on/)).toHaveTextContent(
      `Return asked on 12 Jan 2026, received on 13 Jan 2026: 1 × ${SUNSCREEN.name}.`,
    );
    await expect(parts.getByText(/^Refund on its way:/)).toHaveTextContent(
      'Refund on its way: ₹417.16',
    );
    await expect(parts.queryByText(/^Once the parcel reaches us/)).toBeNull();
    await expect(parts.queryByText(/^Refunded:/)).toBeNull();
  },
};

/**
 * The sunscreen's refund arrived (the order's own page lists each refund with its day and state);
 * the face washes can still go back while the window is open.
 */
export const PartlyRefundedDetailed: Story = {
  args: { detailed: true },
  loaders: [signedInWithOrders([TWO_LINES], [SUNSCREEN_REFUNDED])],
  play: async ({ canvasElement }) => {
    const parts = await partsOf(canvasElement, 'partly refunded');
    await expect(parts.getByText(/^Refunded:/)).toHaveTextContent(
      'Refunded: ₹417.16 (refunded to where you paid)',
    );
    await expect(parts.queryByText(/^Refund on its way/)).toBeNull();
    const refunds = within(parts.getByRole('list', { name: 'Refunds' }));
    const items = refunds.getAllByRole('listitem');
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent('₹417.1613 Jan 2026Refunded');
    await expect(parts.getByText('You can return it until 17 Jan 2026.')).toBeVisible();
  },
};

/** A paid order cancelled before it shipped: the whole payment is on its way back. */
export const CancelledRefundOnItsWay: Story = {
  args: { detailed: true },
  loaders: [signedInWithOrders([TWO_LINES], [walk(2, ['cancel', 1])])],
  play: async ({ canvasElement }) => {
    const parts = await partsOf(canvasElement, 'refund in progress');
    await expect(parts.getByText(/^Refund on its way:/)).toHaveTextContent(
      'Refund on its way: ₹1,097.00',
    );
    const items = within(parts.getByRole('list', { name: 'Refunds' })).getAllByRole('listitem');
    await expect(items).toHaveLength(1);
    await expect(items[0]).toHaveTextContent('₹1,097.0014 Jan 2026On its way');
    await expect(parts.queryByText(/^Refunded:/)).toBeNull();
  },
};

/** Cash on Delivery, sent back whole: the money is paid back in cash when the parcel arrives. */
export const PaidBackInCash: Story = {
  loaders: [
    signedInWithOrders(
      [CASH_DRYER],
      [
        walk(
          8,
          [{ ship: SHIPMENT }, 7],
          ['deliver', 5],
          [{ return: { reason: 'Too loud.' } }, 3],
          ['receive', 2],
        ),
      ],
    ),
  ],
  play: async ({ canvasElement }) => {
    const parts = await partsOf(canvasElement, 'refunded');
    await expect(parts.getByText(/^Refunded:/)).toHaveTextContent(
      'Refunded: ₹1,086.00 (paid back in cash)',
    );
    await expect(parts.queryByText(/^Refund on its way/)).toBeNull();
  },
};

/**
 * Two returns: the sunscreen's refund arrived; the face wash's was refused by the payment provider
 * and is being tried again, so it still reads as on its way.
 */
export const OneRefundedOneRetried: Story = {
  args: { detailed: true },
  loaders: [
    async () => {
      const loaded = await signedInWithOrders(
        [TWO_LINES],
        [
          walk(
            8,
            [{ ship: SHIPMENT }, 7],
            ['deliver', 5],
            [SUNSCREEN_BACK, 4],
            ['receive', 3],
            ['refunded', 3],
            [
              { return: { reason: 'Too drying.', lines: [{ productId: FACE_WASH.id, qty: 1 }] } },
              2,
            ],
            ['receive', 1],
          ),
        ],
      )();
      // The provider refuses the face wash's refund (the second the walk recorded).
      const db = await storyBackend.store.snapshot();
      const now = formatTimestamp(storyBackend.clock.now());
      const refused = attachProviderRefund('rfnd_walk2', 'rfnd_provider_2', 'failed', now)(db);
      if (!refused.ok) throw new Error(refused.message);
      await storyBackend.store.replace(db);
      return loaded;
    },
  ],
  play: async ({ canvasElement }) => {
    const parts = await partsOf(canvasElement, 'refund in progress');
    await expect(parts.getByText(/^Refunded:/)).toHaveTextContent(
      'Refunded: ₹417.16 (refunded to where you paid)',
    );
    await expect(parts.getByText(/^Refund on its way:/)).toHaveTextContent(
      'Refund on its way: ₹334.92',
    );
    const items = within(parts.getByRole('list', { name: 'Refunds' })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('₹417.1612 Jan 2026Refunded');
    await expect(items[1]).toHaveTextContent('₹334.9214 Jan 2026On its way');
    // The second is the refused one: failed, yet still owed.
    const db = await storyBackend.store.snapshot();
    const refunds = db.users.flatMap((u) => u.orders).flatMap((o) => o.refunds);
    await expect(refunds.map((r) => r.status)).toEqual(['processed', 'failed']);
  },
};
