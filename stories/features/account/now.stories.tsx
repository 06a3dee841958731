import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PINNED_TIME } from '@backend/clock';
import { LiveOrderCard } from '@/features/account/live-order-card';
import { NowProvider } from '@/features/account/now';
import { settleImages } from '../../components/settle-images';
import { storyBackend } from '../../support/backend';
import { isolatedInDocs } from '../../support/docs';
import { DELIVERED, signedInWithOrders, TWO_LINES } from './order-walks';
import { useShoppersOrder } from './shoppers-order';

/**
 * The shopper's order from the server in its card, under a NowProvider whose clock is `now`, or
 * (without `now`) under no provider at all: the device's clock.
 */
function ClockedOrder({ now }: { now?: () => Date }) {
  const order = useShoppersOrder();
  const card = order ? <LiveOrderCard order={order} /> : null;
  return now ? <NowProvider now={now}>{card}</NowProvider> : card;
}

/**
 * The clock the account screens judge an order by (NowProvider and useNow): one delivered order on
 * the simulated back end, delivered five days before the back end's pinned now with returns open
 * for seven days, seen under different clocks. Its return window, and with it Return items,
 * follows the clock the provider gives; stories give the back end's, so a screen and the server
 * agree on the window.
 */
const meta = {
  title: 'Screens/Account/Parts/NowProvider',
  component: ClockedOrder,
  loaders: [signedInWithOrders([TWO_LINES], [DELIVERED])],
  parameters: {
    ...isolatedInDocs(),
    route: { path: '/account-details/orderHistory' },
  },
} satisfies Meta<typeof ClockedOrder>;

export default meta;
type Story = StoryObj<typeof meta>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The last moment of the order's window: delivered five days before the back end's now, plus seven. */
const RETURN_BY = PINNED_TIME + 2 * DAY_MS;

/** The delivered order's card once it has arrived, its pictures loaded. */
async function theOrder(canvasElement: HTMLElement) {
  const order = await within(canvasElement).findByRole(
    'article',
    { name: 'Delivered' },
    { timeout: 15_000 },
  );
  await settleImages(canvasElement);
  return within(order);
}

/** The back end's clock: two days of the window left, so Return items is offered. */
export const TheShopsClock: Story = {
  args: { now: () => storyBackend.clock.now() },
  play: async ({ canvasElement }) => {
    const order = await theOrder(canvasElement);
    await expect(order.getByText('You can return it until 17 Jan 2026.')).toBeVisible();
    await expect(order.getByRole('button', { name: 'Return items' })).toBeVisible();
  },
};

/** A clock a millisecond before the window ends: the window is open. */
export const LastMomentOfTheWindow: Story = {
  args: { now: () => new Date(RETURN_BY - 1) },
  play: async ({ canvasElement }) => {
    const order = await theOrder(canvasElement);
    await expect(order.getByText('You can return it until 17 Jan 2026.')).toBeVisible();
    await expect(order.getByRole('button', { name: 'Return items' })).toBeVisible();
  },
};

/**
 * A clock at the window's end itself: closed, as the server has it (returns are taken until that
 * instant, not at it), so the screen never offers a return the server would refuse.
 */
export const AtTheWindowsEnd: Story = {
  args: { now: () => new Date(RETURN_BY) },
  play: async ({ canvasElement }) => {
    const order = await theOrder(canvasElement);
    await expect(order.getByText('Returns closed on 17 Jan 2026.')).toBeVisible();
    await expect(order.queryByRole('button', { name: 'Return items' })).toBeNull();
  },
};

/**
 * The same order under a clock one second past its window: the note says when returns closed and
 * Return items is gone.
 */
export const ASecondAfterTheWindow: Story = {
  args: { now: () => new Date(RETURN_BY + 1000) },
  play: async ({ canvasElement }) => {
    const order = await theOrder(canvasElement);
    await expect(order.getByText('Returns closed on 17 Jan 2026.')).toBeVisible();
    await expect(order.queryByText(/^You can return it/)).toBeNull();
    await expect(order.queryByRole('button', { name: 'Return items' })).toBeNull();
  },
};

/**
 * No provider: the device's clock, long past the back end's pinned January day, so the window
 * reads closed although the back end would still take the return. This is why stories give the
 * screens the back end's clock.
 */
export const TheDevicesClock: Story = {
  play: async ({ canvasElement }) => {
    const order = await theOrder(canvasElement);
    await expect(order.getByText('Returns closed on 17 Jan 2026.')).toBeVisible();
    await expect(order.queryByRole('button', { name: 'Return items' })).toBeNull();
  },
};
