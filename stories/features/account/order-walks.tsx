/**
 * Orders after the sale for account stories: a loader that signs the demo shopper in with past
 * orders and walks each through its life on the simulated back end (mocks/scenarios/after-sale.ts),
 * and a decorator that judges return windows by the back end's pinned clock, not the device's.
 */
import type { Decorator } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { userEvent, within } from 'storybook/test';
import { shipOrder } from '@backend/store/after-sale-ops';
import { setSession } from '@/api/session';
import { NowProvider } from '@/features/account/now';
import { walkOrders, type OrderWalk } from '@mocks/scenarios/after-sale';
import { signInDemo } from '@mocks/scenarios/signed-in';
import type { PastOrder } from '@mocks/scenarios/signed-in';
import { storyBackend } from '../../support/backend';
import { DRYER, FACE_WASH, SUNSCREEN } from './account-fixtures';

export type { OrderWalk } from '@mocks/scenarios/after-sale';

/**
 * A loader: the demo shopper signed in with `orders`, `walks[i]` walking the i-th; it gives the
 * story their ids (`loaded.orderIds`, oldest first).
 */
export function signedInWithOrders(orders: PastOrder[], walks: (OrderWalk | null)[]) {
  return async () => {
    const { token, user } = await signInDemo(storyBackend, { orders });
    await walkOrders(storyBackend, walks);
    setSession({ status: 'signedIn', token, user });
    const db = await storyBackend.store.snapshot();
    const orderIds = db.users.find((u) => u._id === user._id)?.orders.map((o) => o._id) ?? [];
    return { orderIds };
  };
}

/** The ids a `signedInWithOrders` loader gave. */
export function orderIdsOf(loaded: Record<string, unknown>): string[] {
  const ids = loaded.orderIds;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

/** The screens' clock is the simulated back end's (pinned in stories). */
export const backendNow: Decorator = (Story) => (
  <NowProvider now={() => storyBackend.clock.now()}>
    <Story />
  </NowProvider>
);

/** Two face washes and a sunscreen, paid online (₹1,107 with FIRSTGLAM). */
export const TWO_LINES: PastOrder = {
  items: [{ id: FACE_WASH.id, qty: 2 }, SUNSCREEN.id],
  couponCode: 'FIRSTGLAM',
  paymentId: 'pay_Nq4d8YtR2kLmZx',
};

/** The hair dryer, paid on delivery. */
export const CASH_DRYER: PastOrder = { items: [DRYER.id], status: 'placed', paymentId: 'cod_1' };

export const SHIPMENT = { carrier: 'Delhivery', trackingNumber: 'DLV1234567890IN' };

/** Placed eight days ago, shipped the next day, delivered two days later (returns open). */
export const DELIVERED: OrderWalk = {
  placedDaysAgo: 8,
  steps: [
    [{ ship: SHIPMENT }, 7],
    ['deliver', 5],
  ],
};

/** A walk: the order placed `placedDaysAgo` days ago, then each step on its day (days ago). */
export const walk = (
  placedDaysAgo: number,
  ...steps: NonNullable<OrderWalk['steps']>
): OrderWalk => ({ placedDaysAgo, steps });

/** Placed three days ago, shipped the next day. */
export const SHIPPED = walk(3, [{ ship: SHIPMENT }, 2]);

/** Delivered two weeks ago: its seven-day return window has closed. */
export const RETURNS_CLOSED = walk(20, [{ ship: SHIPMENT }, 19], ['deliver', 14]);

/** Delivered, then one face wash asked back (the shade), yesterday. */
export const FACE_WASH_ASKED_BACK = walk(
  8,
  [{ ship: SHIPMENT }, 7],
  ['deliver', 5],
  [
    {
      return: {
        reason: 'The shade is too dark.',
        lines: [{ productId: FACE_WASH.id, qty: 1 }],
      },
    },
    1,
  ],
);

/** The sunscreen went back, was received and its share refunded; the face washes are kept. */
export const SUNSCREEN_REFUNDED = walk(
  8,
  [{ ship: SHIPMENT }, 7],
  ['deliver', 5],
  [{ return: { reason: 'It stings.', lines: [{ productId: SUNSCREEN.id, qty: 1 }] } }, 3],
  ['receive', 2],
  ['refunded', 1],
);

/**
 * Presses Cancel order on `order`'s card; while its dialog asks, the shop ships the order (and
 * `meanwhile` runs); then confirms, so the server refuses the cancel as shipped.
 */
export async function cancelShippedMeanwhile(order: HTMLElement, meanwhile?: () => void) {
  await userEvent.click(within(order).getByRole('button', { name: 'Cancel order' }));
  const dialog = await within(document.body).findByRole('alertdialog', {
    name: 'Cancel this order?',
  });
  const db = await storyBackend.store.snapshot();
  const id = db.users.flatMap((u) => u.orders).at(-1)!._id;
  shipOrder(id, SHIPMENT, '2026-01-15T10:00:00+05:30')(db);
  await storyBackend.store.replace(db);
  meanwhile?.();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
}

/**
 * Reads at `path` (an MSW path) that fail with 503 from the moment the story calls `fail()` until
 * `fail(false)` (or the next story's loader): a refresh that finds the server gone.
 */
export function failingReads(path: string) {
  let failing = false;
  return {
    loader: async () => {
      failing = false;
      return {};
    },
    handler: http.get(path, () =>
      failing
        ? HttpResponse.json({ errors: ['The server is not answering.'] }, { status: 503 })
        : undefined,
    ),
    fail: (on = true) => {
      failing = on;
    },
  };
}
